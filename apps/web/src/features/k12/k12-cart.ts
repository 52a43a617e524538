/**
 * The K-12 cart: lines per date and per student, sent as
 * `rotationalMenuOrders[date].students[studentId].items`. Kept on the device (decision 007: localStorage, the spec's
 * half-day cookie) per restaurant; a date entry is removed when it has no items, and dates past the cutoff are
 * dropped on load (removeOrdersPastCutoff) so their costs no longer count.
 */
import type { CartItemBody } from '@ordering/domain/contracts/cart';
import { type Cents, toCents, toDollars } from '@ordering/domain/money/money';
import { lineAmount } from '@ordering/domain/pricing/line-price';

/**
 * A line with what the cart shows: the item's name, its unit price and the chosen options' names (drink, fruit).
 * Its prices are the API's dollars (the order body's shape, kept on the device); sums are made in cents.
 */
export type K12Line = CartItemBody & { name: string; unitPrice: number; choices?: string[] };
/** date -> student id -> lines. */
export type K12Cart = Record<string, Record<string, K12Line[]>>;

export const K12_CART_TTL_MS = 12 * 60 * 60_000;

const sameOptions = (a: K12Line, b: K12Line) =>
  JSON.stringify(a.orderOptions ?? []) === JSON.stringify(b.orderOptions ?? []);

/** Adds a line; an identical item with the same options on the same date and student adds quantity. */
export function addLine(cart: K12Cart, date: string, studentId: string, line: K12Line): K12Cart {
  const lines = cart[date]?.[studentId] ?? [];
  const same = lines.find((l) => l.id === line.id && l.menu_id === line.menu_id && sameOptions(l, line));
  const next = same
    ? lines.map((l) =>
        l === same
          ? {
              ...l,
              quantity: l.quantity + line.quantity,
              orderPrice: toDollars(toCents(l.orderPrice) + toCents(line.orderPrice)),
            }
          : l,
      )
    : [...lines, { ...line, orderId: nextOrderId(cart) }];
  return { ...cart, [date]: { ...cart[date], [studentId]: next } };
}

export function removeLine(cart: K12Cart, date: string, studentId: string, orderId: number): K12Cart {
  const lines = (cart[date]?.[studentId] ?? []).filter((l) => l.orderId !== orderId);
  const students = { ...cart[date], [studentId]: lines };
  if (lines.length === 0) delete students[studentId];
  const next = { ...cart, [date]: students };
  if (Object.keys(students).length === 0) delete next[date];
  return next;
}

function nextOrderId(cart: K12Cart): number {
  let max = 0;
  for (const students of Object.values(cart))
    for (const lines of Object.values(students))
      for (const l of lines) max = Math.max(max, Number(l.orderId) || 0);
  return max + 1;
}

export function cartLines(cart: K12Cart): { date: string; studentId: string; line: K12Line }[] {
  return Object.keys(cart)
    .sort()
    .flatMap((date) =>
      Object.entries(cart[date] ?? {}).flatMap(([studentId, lines]) =>
        lines.map((line) => ({ date, studentId, line })),
      ),
    );
}

export const itemCount = (cart: K12Cart) => cartLines(cart).reduce((n, { line }) => n + line.quantity, 0);

/** In cents, as the lines were priced for this parent (the server reprices at submission). */
export const cartSubtotalCents = (cart: K12Cart): Cents =>
  cartLines(cart).reduce((s, { line }) => s + toCents(line.orderPrice), 0);

/** The same in the API's dollars. */
export const cartSubtotal = (cart: K12Cart) => toDollars(cartSubtotalCents(cart));

/** The body's `rotationalMenuOrders`: the lines as the order calls take them (display fields left out). */
export function toRotationalMenuOrders(cart: K12Cart) {
  return Object.fromEntries(
    Object.keys(cart)
      .sort()
      .map((date) => [
        date,
        {
          items: [],
          students: Object.fromEntries(
            Object.entries(cart[date] ?? {}).map(([studentId, lines]) => [
              studentId,
              { items: lines.map(({ name: _n, unitPrice: _u, choices: _c, ...line }) => line) },
            ]),
          ),
        },
      ]),
  );
}

/** Drops the dates before `firstDate` (the cutoff's date); says which were removed so costs are shown anew. */
export function dropPastDates(cart: K12Cart, firstDate: string): { cart: K12Cart; removed: string[] } {
  const kept: K12Cart = {};
  const removed: string[] = [];
  for (const [date, students] of Object.entries(cart)) {
    if (date < firstDate) removed.push(date);
    else kept[date] = students;
  }
  return { cart: kept, removed: removed.sort() };
}

const key = (slug: string) => `k12-cart:${slug}`;

export function readK12Cart(slug: string, now = Date.now()): K12Cart {
  try {
    const raw = localStorage.getItem(key(slug));
    if (!raw) return {};
    const stored = JSON.parse(raw) as { savedAt: number; cart: K12Cart };
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > K12_CART_TTL_MS) {
      localStorage.removeItem(key(slug));
      return {};
    }
    return stored.cart ?? {};
  } catch {
    return {};
  }
}

export function writeK12Cart(slug: string, cart: K12Cart, now = Date.now()): void {
  try {
    if (Object.keys(cart).length === 0) localStorage.removeItem(key(slug));
    else localStorage.setItem(key(slug), JSON.stringify({ savedAt: now, cart }));
  } catch {
    // Private mode or a full quota: the cart lives in memory for the visit.
  }
}

const attemptKey = (restaurantId: number | string) => `k12-payment:${restaurantId}`;

/**
 * The Idempotency-Key of a payment whose attempt is not over (sent, and not answered or answered with a request to
 * retry): kept on the device, so a parent who reloads and pays again gets the orders of that attempt, never a second
 * charge. Null when none is pending.
 */
export function readPendingPayment(restaurantId: number | string): string | null {
  try {
    return localStorage.getItem(attemptKey(restaurantId));
  } catch {
    return null;
  }
}

/** Keeps (a key) or forgets (null) the pending payment's key; see readPendingPayment. */
export function writePendingPayment(restaurantId: number | string, key: string | null): void {
  try {
    if (key) localStorage.setItem(attemptKey(restaurantId), key);
    else localStorage.removeItem(attemptKey(restaurantId));
  } catch {
    // Private mode or a full quota: the key lives in memory for the visit.
  }
}

interface PricedValue {
  id: string;
  price: number;
}
interface PricedGroup {
  id: string;
  values: PricedValue[];
}
interface PricedItem {
  id: string;
  menu_id: string;
  price: number;
  options: unknown[];
}

/**
 * The lines of the given days priced again from their menus as the server priced them for this parent (a subsidy
 * code added or removed reprices the rotational menus and the items already in the cart).
 * A line whose item a day no longer lists keeps its price: the submission refuses it with the reason.
 */
export function repriceCart(
  cart: K12Cart,
  days: readonly { date: string; items: readonly PricedItem[] }[],
): K12Cart {
  let changed = false;
  const next: K12Cart = { ...cart };
  for (const day of days) {
    const students = cart[day.date];
    if (!students) continue;
    const repriced: Record<string, K12Line[]> = {};
    for (const [studentId, lines] of Object.entries(students)) {
      repriced[studentId] = lines.map((line) => {
        const item = day.items.find((i) => i.id === line.id && i.menu_id === line.menu_id);
        if (!item) return line;
        const groups = item.options as PricedGroup[];
        const addOns = (line.orderOptions ?? []).flatMap((chosen) =>
          chosen.values.map(
            (v) =>
              toCents(groups.find((g) => g.id === chosen.id)?.values.find((x) => x.id === v.id)?.price ?? 0) *
              v.quantity,
          ),
        );
        const unitPrice = toDollars(lineAmount(toCents(item.price), addOns, 1));
        const orderPrice = toDollars(lineAmount(toCents(item.price), addOns, line.quantity));
        if (unitPrice === line.unitPrice && orderPrice === line.orderPrice) return line;
        changed = true;
        return { ...line, unitPrice, orderPrice };
      });
    }
    next[day.date] = repriced;
  }
  return changed ? next : cart;
}
