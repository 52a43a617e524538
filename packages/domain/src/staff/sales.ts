/**
 * A day's sales as restaurant reports count them (Square's sales summary, Toast's net sales): gross sales are the
 * items at their menu prices; net sales are gross sales less discounts and refunds; the average ticket is net sales
 * over the number of sales. Taxes, tips and charges are not sales (they are the government's, the staff's and the
 * restaurant's fees): they are only in what the orders brought in. A cancelled order is no sale at all; an order
 * refunded in full stays in gross sales and refunds (so the sums add up) but is not counted as a sale, so it does not
 * pull the average ticket down. In cents, so every sum is exact.
 */
import { type Cents, roundHalfUp } from '../money/money';
import { unitShares } from './refunds';

export interface SaleOrder {
  cancelled: boolean;
  lines: readonly { quantity: number; refundedQuantity: number; lineCents: Cents }[];
  /** Taken off the items: the promo code, the member discount, the pay-what-you-can subsidy. */
  discountCents: Cents;
  /** What the diner was charged, taxes, tip and charges included, and what of it was given back. */
  chargedCents: Cents;
  refundedCents: Cents;
}

export interface OrderSale {
  grossCents: Cents;
  discountCents: Cents;
  /** The refunded units' part of the items after discounts. */
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
  const refundCents = order.lines.reduce(
    (sum, l, i) =>
      sum + (shares[i] ?? []).slice(0, Math.min(l.refundedQuantity, l.quantity)).reduce((a, b) => a + b, 0),
    0,
  );
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
  /** What the orders not cancelled brought in, taxes, tips and charges included, less every refund. */
  collectedCents: Cents;
}

export function salesSummary(orders: readonly SaleOrder[]): SalesSummary {
  const kept = orders.filter((o) => !o.cancelled);
  const sales = kept.map(orderSale);
  const sum = (pick: (s: OrderSale) => Cents) => sales.reduce((total, s) => total + pick(s), 0);
  const netCents = sum((s) => s.netCents);
  const refundedInFullCount = sales.filter((s) => s.refundedInFull).length;
  const saleCount = kept.length - refundedInFullCount;
  return {
    grossCents: sum((s) => s.grossCents),
    discountCents: sum((s) => s.discountCents),
    refundCents: sum((s) => s.refundCents),
    netCents,
    saleCount,
    averageTicketCents: saleCount > 0 ? roundHalfUp(netCents / saleCount) : 0,
    cancelledCount: orders.length - kept.length,
    refundedInFullCount,
    collectedCents: kept.reduce((total, o) => total + o.chargedCents - o.refundedCents, 0),
  };
}
