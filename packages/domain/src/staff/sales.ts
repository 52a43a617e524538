/**
 * A day's sales as restaurant reports count them (Square's sales summary, Toast's net sales): gross sales are the
 * items at their menu prices; net sales are gross sales less discounts and refunds; the average ticket is net sales
 * over the number of sales. Taxes, tips and charges are not sales (they are the government's, the staff's and the
 * restaurant's fees): they are only in what the orders brought in. A cancelled order is no sale at all; an order
 * refunded in full stays in gross sales and refunds (so the sums add up) but is not counted as a sale, so it does not
 * pull the average ticket down. A refund is counted on the day it was made, as Square and Toast count it: an order's
 * sales stay on the day it was due, and a refund made on another day is that day's (its items' part in refunds and
 * net sales, its whole amount out of what was brought in), so a closed day's figures never move. In cents, so every
 * sum is exact.
 */
import { type Cents, roundHalfUp } from '../money/money';
import { unitShares } from './refunds';

export interface SaleOrder {
  cancelled: boolean;
  /**
   * Due on the day reported (absent: true), so its sales are the day's. An order due on another day counts only by
   * the refunds made on the day.
   */
  dueOnDay?: boolean;
  /**
   * `refundedQuantity`: the units given back by the day's end; `refundedBefore` (absent: none): those of them given
   * back before the day began. The day's refunds gave back the units in between (a line's units go in order).
   */
  lines: readonly { quantity: number; refundedQuantity: number; refundedBefore?: number; lineCents: Cents }[];
  /** Taken off the items: the promo code, the member discount, the pay-what-you-can subsidy. */
  discountCents: Cents;
  /** What the diner was charged, taxes, tip and charges included, and what of it was given back on the day. */
  chargedCents: Cents;
  refundedCents: Cents;
}

export interface OrderSale {
  /** Its items and discounts: none when the order is due on another day. */
  grossCents: Cents;
  discountCents: Cents;
  /** The part of the items after discounts of the units refunded on the day. */
  refundCents: Cents;
  netCents: Cents;
  refundedInFull: boolean;
}

/**
 * One order's sale. A refunded unit takes its part of the items after discounts, each unit's part given by the
 * refunds' own split (`unitShares`), and refunds take a line's units in order, as `planRefund` does: refunding every
 * unit leaves exactly nothing.
 */
export function orderSale(order: SaleOrder): OrderSale {
  const grossCents = order.lines.reduce((sum, l) => sum + l.lineCents, 0);
  const discountCents = Math.min(grossCents, Math.max(0, order.discountCents));
  const shares = unitShares(order.lines, grossCents - discountCents);
  const refundCents = order.lines.reduce((sum, l, i) => {
    const by = Math.min(l.refundedQuantity, l.quantity);
    const units = (shares[i] ?? []).slice(Math.min(Math.max(0, l.refundedBefore ?? 0), by), by);
    return sum + units.reduce((a, b) => a + b, 0);
  }, 0);
  if (order.dueOnDay === false)
    return { grossCents: 0, discountCents: 0, refundCents, netCents: -refundCents, refundedInFull: false };
  return {
    grossCents,
    discountCents,
    refundCents,
    netCents: grossCents - discountCents - refundCents,
    refundedInFull: order.lines.length > 0 && order.lines.every((l) => l.refundedQuantity >= l.quantity),
  };
}

export interface SalesSummary {
  grossCents: Cents;
  discountCents: Cents;
  refundCents: Cents;
  netCents: Cents;
  /** Orders that are sales: neither cancelled nor refunded in full. */
  saleCount: number;
  averageTicketCents: Cents;
  cancelledCount: number;
  refundedInFullCount: number;
  /** What the day's orders not cancelled brought in, taxes, tips and charges included, less the day's refunds. */
  collectedCents: Cents;
  /** Of `refundCents`, what the day's refunds of orders due on other days gave back, and how many such orders. */
  otherDaysRefundCents: Cents;
  otherDaysRefundedCount: number;
}

/**
 * `orders`: those due on the day and those due on other days with a refund made on it. A cancelled order is no sale,
 * and its refunds are not counted either, whichever day.
 */
export function salesSummary(orders: readonly SaleOrder[]): SalesSummary {
  const due = orders.filter((o) => o.dueOnDay !== false);
  const kept = orders.filter((o) => !o.cancelled);
  const sales = kept.map(orderSale);
  const sum = (pick: (s: OrderSale) => Cents) => sales.reduce((total, s) => total + pick(s), 0);
  const netCents = sum((s) => s.netCents);
  const refundedInFullCount = sales.filter((s) => s.refundedInFull).length;
  const saleCount = kept.filter((o) => o.dueOnDay !== false).length - refundedInFullCount;
  const otherDays = kept.flatMap((o, i) => (o.dueOnDay === false ? [sales[i]!] : []));
  return {
    grossCents: sum((s) => s.grossCents),
    discountCents: sum((s) => s.discountCents),
    refundCents: sum((s) => s.refundCents),
    netCents,
    saleCount,
    averageTicketCents: saleCount > 0 ? roundHalfUp(netCents / saleCount) : 0,
    cancelledCount: due.filter((o) => o.cancelled).length,
    refundedInFullCount,
    collectedCents: kept.reduce(
      (total, o) => total + (o.dueOnDay === false ? 0 : o.chargedCents) - o.refundedCents,
      0,
    ),
    otherDaysRefundCents: otherDays.reduce((total, s) => total + s.refundCents, 0),
    otherDaysRefundedCount: otherDays.length,
  };
}
