import { describe, expect, it } from 'vitest';
import { orderSale, type SaleOrder, salesSummary } from './sales';

const line = (lineCents: number, quantity = 1, refundedQuantity = 0) => ({
  lineCents,
  quantity,
  refundedQuantity,
});
const order = (lines: SaleOrder['lines'], over: Partial<SaleOrder> = {}): SaleOrder => ({
  cancelled: false,
  lines,
  discountCents: 0,
  chargedCents: lines.reduce((sum, l) => sum + l.lineCents, 0),
  refundedCents: 0,
  ...over,
});

describe("an order's sale", () => {
  it.each([
    ['nothing refunded', order([line(2000, 2), line(500)]), [2500, 0, 0, 2500, false]],
    ['a discount', order([line(2000, 2), line(500)], { discountCents: 250 }), [2500, 250, 0, 2250, false]],
    ['one unit of two refunded', order([line(2000, 2, 1), line(500)]), [2500, 0, 1000, 1500, false]],
    // The refunded unit gave back its part of the items after the discount (1,800 over two units).
    [
      'one unit refunded after 10 % off',
      order([line(2000, 2, 1)], { discountCents: 200 }),
      [2000, 200, 900, 900, false],
    ],
    ['every unit refunded', order([line(2000, 2, 2), line(500, 1, 1)]), [2500, 0, 2500, 0, true]],
    [
      'every unit refunded after a discount',
      order([line(1000, 3, 3)], { discountCents: 1 }),
      [1000, 1, 999, 0, true],
    ],
    // A cent that does not divide: the first unit refunded takes the larger part, as the refund itself did.
    ['one unit of three at $10.00', order([line(1000, 3, 1)]), [1000, 0, 334, 666, false]],
    ['two units of three at $10.00', order([line(1000, 3, 2)]), [1000, 0, 667, 333, false]],
    // An after-tax member discount larger than the items (it also covered a charge): no sale below nothing.
    ['a discount larger than the items', order([line(500)], { discountCents: 700 }), [500, 500, 0, 0, false]],
    ['no lines', order([]), [0, 0, 0, 0, false]],
  ] as const)('%s', (_name, sold, [grossCents, discountCents, refundCents, netCents, refundedInFull]) => {
    expect(orderSale(sold)).toEqual({ grossCents, discountCents, refundCents, netCents, refundedInFull });
  });
});

describe("a day's sales", () => {
  // $22.60 charged for $20.00 of items (taxes), nothing refunded.
  const whole = order([line(2000)], { chargedCents: 2260 });
  // One of two $10.00 lattes refunded with its taxes: $5.65 of $22.60 given back.
  const partly = order([line(2000, 2, 1)], { chargedCents: 2260, refundedCents: 1130 });
  // Everything given back, tip included.
  const refunded = order([line(3000, 3, 3)], { chargedCents: 3690, refundedCents: 3690 });
  const cancelled = order([line(5000, 5)], { cancelled: true, chargedCents: 5650 });

  it('nets refunds out of sales and the average ticket, over the orders that are sales', () => {
    expect(salesSummary([whole, partly, refunded, cancelled])).toEqual({
      grossCents: 2000 + 2000 + 3000,
      discountCents: 0,
      refundCents: 1000 + 3000,
      netCents: 2000 + 1000,
      saleCount: 2,
      averageTicketCents: 1500,
      cancelledCount: 1,
      refundedInFullCount: 1,
      collectedCents: 2260 + 1130,
      otherDaysRefundCents: 0,
      otherDaysRefundedCount: 0,
    });
  });

  it.each([
    // What was charged over every order was $22.60 a ticket: the refund took half of one order back.
    ['an order half refunded', [whole, partly], 2, 1500],
    // An order given back in full is no sale: it neither counts nor pulls the average down.
    ['an order refunded in full', [whole, refunded], 1, 2000],
    ['only orders refunded in full', [refunded, refunded], 0, 0],
    ['no orders', [], 0, 0],
    // Rounded half up to the cent.
    ['a third of a cent', [order([line(1000)]), order([line(1000)]), order([line(1001)])], 3, 1000],
    ['half a cent', [order([line(1000)]), order([line(1001)])], 2, 1001],
  ] as const)('with %s: %i sale(s), the average ticket %i cents', (_name, orders, saleCount, average) => {
    const summary = salesSummary(orders);
    expect([summary.saleCount, summary.averageTicketCents]).toEqual([saleCount, average]);
    expect(summary.grossCents - summary.discountCents - summary.refundCents).toBe(summary.netCents);
  });
});

describe('a refund made on a later day than its order was due', () => {
  // Wednesday: a $40.00 order of two $20.00 lines with 10 % off ($45.20 charged), another order of $30.00 ($33.90)
  // with one of its three $10.00 units refunded that day ($11.30). Thursday: the first order refunded whole, and a
  // $10.00 order of Thursday's ($11.30) kept.
  const wednesday = (refunded: number, dueOnDay = true, refundedCents = 0) =>
    order([line(2000, 1, refunded), line(2000, 1, refunded)], {
      discountCents: 400,
      chargedCents: 4520,
      refundedCents,
      dueOnDay,
    });
  const other = order([line(3000, 3, 1)], { chargedCents: 3390, refundedCents: 1130 });
  const thursdays = order([line(1000)], { chargedCents: 1130 });

  it.each([
    // Wednesday: the units given back by its end, none of the first order's (apps/web/src/features/staff/report.ts
    // leaves out the refunds made after the day, so Wednesday reads the same once Thursday's refund is made).
    ['Wednesday', [wednesday(0), other], [7000, 400, 1000, 5600, 2, 0, 4520 + 3390 - 1130]],
    // Thursday: the refund's items after the discount (3,600) are Thursday's refunds; all it gave back (taxes in)
    // is out of what Thursday brought in; the order is not one of Thursday's sales.
    ['Thursday', [wednesday(1, false, 4520), thursdays], [1000, 0, 3600, -2600, 1, 3600, 1130 - 4520]],
  ] as const)('%s', (_name, orders, [gross, discount, refund, net, sales, otherDays, collected]) => {
    const summary = salesSummary(orders);
    expect(summary).toMatchObject({
      grossCents: gross,
      discountCents: discount,
      refundCents: refund,
      netCents: net,
      saleCount: sales,
      refundedInFullCount: 0,
      cancelledCount: 0,
      otherDaysRefundCents: otherDays,
      otherDaysRefundedCount: otherDays > 0 ? 1 : 0,
      collectedCents: collected,
    });
    expect(summary.grossCents - summary.discountCents - summary.refundCents).toBe(summary.netCents);
  });

  it.each([
    // Two units of three at $10.00: the first given back on Wednesday, the second on Thursday, each its own part.
    ['the unit given back on the day', { ...line(1000, 3, 1) }, true, [1000, 0, 334, 666]],
    [
      'the next unit, given back the day after',
      { ...line(1000, 3, 2), refundedBefore: 1 },
      false,
      [0, 0, 333, -333],
    ],
    // An order due on a day, refunded before it (a scheduled order): its sale is its day's, the refund the day before's.
    [
      'a refund made before the day due',
      { ...line(1000, 3, 1), refundedBefore: 1 },
      true,
      [1000, 0, 0, 1000],
    ],
  ] as const)('%s', (_name, sold, dueOnDay, [grossCents, discountCents, refundCents, netCents]) => {
    expect(orderSale(order([sold], { dueOnDay }))).toMatchObject({
      grossCents,
      discountCents,
      refundCents,
      netCents,
    });
  });

  it('leaves a cancelled order out, its refunds on any day too', () => {
    const cancelled = order([line(1000, 1, 1)], { cancelled: true, dueOnDay: false, refundedCents: 1130 });
    expect(salesSummary([cancelled])).toMatchObject({ refundCents: 0, collectedCents: 0, cancelledCount: 0 });
  });
});
