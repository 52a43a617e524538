/**
 * The orders a diner is told stand ahead of the cart at a kitchen: those still to be made whose time comes no later
 * than the time this cart is quoted, so the count and the quote beside it tell one story. Counting only the orders
 * due within the quickest item's wait said "No orders ahead" of a kitchen full for hours.
 */

/**
 * An order still open this long after its time, never closed on the board (or abandoned), is not waited for: counting
 * it would tell every later diner of a wait no kitchen has, and it grows with each such order.
 */
export const STALE_AFTER_MS = 2 * 60 * 60_000;

/** An order the kitchen has still to make (pending or in progress): its time and its kitchen (loadKey's kitchen). */
export interface OpenOrder {
  due: Date;
  kitchen: string;
}

/**
 * Per kitchen the cart is made in, its quoted ready time there; null when nothing fits before `latest` (the end of
 * the quote's horizon), when every order due by then is ahead of it.
 */
export interface KitchenQuote {
  readyAt: Date | null;
  latest: Date;
}

/**
 * How many open orders stand ahead of a cart: at each kitchen it is made in, the orders due no later than its time
 * there (one due at that very time was placed first), not those gone stale. A kitchen the cart is not made in holds
 * nothing ahead of it.
 */
export function ordersAhead(
  open: readonly OpenOrder[],
  quotes: ReadonlyMap<string, KitchenQuote>,
  now: Date,
): number {
  const from = now.getTime() - STALE_AFTER_MS;
  return open.filter((order) => {
    const quote = quotes.get(order.kitchen);
    if (!quote) return false;
    const until = (quote.readyAt ?? quote.latest).getTime();
    const due = order.due.getTime();
    return due >= from && due <= until;
  }).length;
}

/** The span of due times `ordersAhead` looks at, for the read of the open orders. */
export function aheadWindow(quotes: ReadonlyMap<string, KitchenQuote>, now: Date): { from: Date; to: Date } {
  const ends = [...quotes.values()].map((q) => (q.readyAt ?? q.latest).getTime());
  return { from: new Date(now.getTime() - STALE_AFTER_MS), to: new Date(Math.max(now.getTime(), ...ends)) };
}
