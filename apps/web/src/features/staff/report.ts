/**
 * Today's figures, computed from the day's orders the board already holds (no report endpoint): sales are what
 * orders that were not cancelled charged, less what was refunded; the average ticket is over those orders; counts
 * by item leave refunded units out. In cents, so sums are exact.
 */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { roundHalfUp, toCents } from '@ordering/domain/money/money';
import type { Locale } from '../../lib/locale';
import { nameIn } from './ticket-format';

export interface ItemCount {
  /** The item's id and its name in the console's language. */
  key: string;
  name: string;
  quantity: number;
  salesCents: number;
}

export interface DayReport {
  orderCount: number;
  cancelledCount: number;
  grossCents: number;
  refundedCents: number;
  netCents: number;
  averageTicketCents: number;
  items: ItemCount[];
}

/**
 * `locale`: the console's language. An item is counted as one whichever language its diners ordered in, under the
 * name the restaurant published in the console's language, and whichever menu it was ordered from when its id and
 * that name are the same there (the demo files' dine-in and take-out menus list one poutine twice): a staff reader
 * sees one row per dish, not two rows of the same name.
 */
export function dayReport(orders: readonly StaffOrder[], locale: Locale = 'en-CA'): DayReport {
  const kept = orders.filter((o) => o.status !== 'cancelled');
  const grossCents = kept.reduce((sum, o) => sum + toCents(o.total), 0);
  const refundedCents = kept.reduce((sum, o) => sum + toCents(o.refunded), 0);
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
    orderCount: kept.length,
    cancelledCount: orders.length - kept.length,
    grossCents,
    refundedCents,
    netCents: grossCents - refundedCents,
    averageTicketCents: kept.length ? roundHalfUp(grossCents / kept.length) : 0,
    items: [...items.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
  };
}
