/**
 * Today's figures, computed from the day's orders the board already holds (no report endpoint): the sales as
 * restaurant reports count them (packages/domain/src/staff/sales.ts: net sales are the items less discounts and
 * refunds, the average ticket is net sales over the orders that are sales); counts by item leave refunded units out.
 * In cents, so sums are exact.
 */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
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

/** What the sales count of an order: its lines, what its discounts took off the items, what it charged and gave back. */
function saleOf(order: StaffOrder): SaleOrder {
  const { costs } = order;
  // An after-tax member discount is off the total, not the subtotal: a discount of the sale all the same.
  const member = costs.memberDiscount.preTax ? 0 : toCents(costs.memberDiscount.amount);
  return {
    cancelled: order.status === 'cancelled',
    lines: order.lines.map((l) => ({
      quantity: l.quantity,
      refundedQuantity: l.refundedQuantity,
      lineCents: toCents(l.price),
    })),
    discountCents: toCents(costs.subtotal) - toCents(costs.subtotalDiscounted) + member,
    chargedCents: toCents(order.total),
    refundedCents: toCents(order.refunded),
  };
}

/**
 * `locale`: the console's language. An item is counted as one whichever language its diners ordered in, under the
 * name the restaurant published in the console's language, and whichever menu it was ordered from when its id and
 * that name are the same there (the demo files' dine-in and take-out menus list one poutine twice): a staff reader
 * sees one row per dish, not two rows of the same name.
 */
export function dayReport(orders: readonly StaffOrder[], locale: Locale = 'en-CA'): DayReport {
  const kept = orders.filter((o) => o.status !== 'cancelled');
  const items = new Map<string, ItemCount>();
  for (const order of kept) {
    for (const line of order.lines) {
      const quantity = line.quantity - line.refundedQuantity;
      if (quantity <= 0) continue;
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
    ...salesSummary(orders.map(saleOf)),
    items: [...items.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
  };
}
