/**
 * A day's figures, computed from the day's orders the board already holds and the refunds made that day with their
 * orders (GET /api/staff/restaurants/{id}/refunds): the sales as restaurant reports count them
 * (packages/domain/src/staff/sales.ts: net sales are the items less discounts and refunds, the average ticket is net
 * sales over the orders that are sales). A refund is the day's it was made on, whatever day its order was due, as
 * Square and Toast count it: an order's sales stay on its own day and a later refund never moves that day's figures.
 * Counts by item are net of the day's refunds: the units given back that day are taken out, an earlier day's order's
 * too (an item only given back reads below zero). In cents, so sums are exact.
 */
import type { StaffDayRefundsResponse, StaffOrder } from '@ordering/domain/contracts/staff';
import { roundHalfUp, toCents } from '@ordering/domain/money/money';
import { type SaleOrder, type SalesSummary, salesSummary } from '@ordering/domain/staff/sales';
import type { Locale } from '../../lib/locale';
import { nameIn } from './ticket-format';

export interface ItemCount {
  /** The item's id and its name in the console's language. */
  key: string;
  name: string;
  quantity: number;
  salesCents: number;
}

export interface DayReport extends SalesSummary {
  items: ItemCount[];
}

/** The refunds made on the day, with their orders and the day's bounds, as the server gave them. */
export type DayRefunds = Pick<StaffDayRefundsResponse, 'from' | 'to'> & { orders: readonly StaffOrder[] };

/** Units of each line (by position) and money given back before the day began and after it ended. */
interface OffDay {
  before: Map<number, number>;
  after: Map<number, number>;
  cents: number;
}

function offDay(order: StaffOrder, day: { from: number; to: number } | null): OffDay {
  const off: OffDay = { before: new Map(), after: new Map(), cents: 0 };
  if (!day) return off;
  for (const refund of order.refunds) {
    const at = Date.parse(refund.createdAt);
    const units = at < day.from ? off.before : at >= day.to ? off.after : null;
    if (!units) continue;
    off.cents += toCents(refund.amount);
    for (const l of refund.lines) units.set(l.position, (units.get(l.position) ?? 0) + l.quantity);
  }
  return off;
}

/**
 * What the sales count of an order: its lines and the units the day's refunds gave back, what its discounts took off
 * the items, what it charged and what it gave back on the day. `dueOnDay`: its sales are the day's.
 */
function saleOf(order: StaffOrder, dueOnDay: boolean, off: OffDay): SaleOrder {
  const { costs } = order;
  // An after-tax member discount is off the total, not the subtotal: a discount of the sale all the same.
  const member = costs.memberDiscount.preTax ? 0 : toCents(costs.memberDiscount.amount);
  return {
    cancelled: order.status === 'cancelled',
    dueOnDay,
    lines: order.lines.map((l) => ({
      quantity: l.quantity,
      refundedQuantity: l.refundedQuantity - (off.after.get(l.position) ?? 0),
      refundedBefore: off.before.get(l.position) ?? 0,
      lineCents: toCents(l.price),
    })),
    discountCents: toCents(costs.subtotal) - toCents(costs.subtotalDiscounted) + member,
    chargedCents: toCents(order.total),
    refundedCents: toCents(order.refunded) - off.cents,
  };
}

/**
 * `orders`: the board's orders due on the day. `refunds`: the refunds made on the day; without them (a report put
 * together from a board alone), every refund of the day's orders counts on the day.
 *
 * `locale`: the console's language. An item is counted as one whichever language its diners ordered in, under the
 * name the restaurant published in the console's language, and whichever menu it was ordered from when its id and
 * that name are the same there (the demo files' dine-in and take-out menus list one poutine twice): a staff reader
 * sees one row per dish, not two rows of the same name.
 */
export function dayReport(
  orders: readonly StaffOrder[],
  locale: Locale = 'en-CA',
  refunds: DayRefunds | null = null,
): DayReport {
  const day = refunds ? { from: Date.parse(refunds.from), to: Date.parse(refunds.to) } : null;
  const due = new Set(orders.map((o) => o.id));
  const counted = [
    ...orders.map((order) => ({ order, dueOnDay: true })),
    ...(refunds?.orders ?? []).filter((o) => !due.has(o.id)).map((order) => ({ order, dueOnDay: false })),
  ].map((c) => ({ ...c, off: offDay(c.order, day) }));

  const items = new Map<string, ItemCount>();
  for (const { order, dueOnDay, off } of counted) {
    if (order.status === 'cancelled') continue;
    for (const line of order.lines) {
      const after = off.after.get(line.position) ?? 0;
      const before = off.before.get(line.position) ?? 0;
      // Sold on its day, less what the day's refunds gave back (units refunded before the day stay sold here).
      const givenBack = line.refundedQuantity - after - before;
      const quantity = (dueOnDay ? line.quantity : 0) - givenBack;
      if (quantity === 0) continue;
      const name = nameIn(line, locale);
      const key = `${line.itemId}\u0000${name}`;
      const count = items.get(key) ?? { key, name, quantity: 0, salesCents: 0 };
      count.quantity += quantity;
      // The line's price covers its options; a refunded unit takes its share of it out.
      count.salesCents += roundHalfUp((toCents(line.price) * quantity) / line.quantity);
      items.set(key, count);
    }
  }
  return {
    ...salesSummary(counted.map((c) => saleOf(c.order, c.dueOnDay, c.off))),
    items: [...items.values()]
      .filter((i) => i.quantity !== 0 || i.salesCents !== 0)
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
  };
}
