import { describe, expect, it } from 'vitest';
import { dayReport } from './report';
import { staffOrderFactory as order } from './testing';

const line = (position: number, name: string, quantity: number, price: number, refundedQuantity = 0) => ({
  position,
  itemId: name,
  menuId: 'm1',
  sectionId: null,
  name,
  quantity,
  unitPrice: price / quantity,
  price,
  options: [],
  specialInstructions: null,
  refundedQuantity,
});

describe("the day's report", () => {
  const orders = [
    order({ total: 22.6, lines: [line(0, 'Poutine', 2, 20)] }),
    order({ total: 11.3, refunded: 5.65, lines: [line(0, 'Poutine', 1, 10), line(1, 'Latte', 2, 10, 1)] }),
    order({ total: 0.1, lines: [line(0, 'Mint', 1, 0.1)] }),
    order({ status: 'cancelled', total: 50, lines: [line(0, 'Poutine', 5, 50)] }),
  ];
  const report = dayReport(orders);

  it('counts net sales of the orders not cancelled: items less refunds, in exact cents', () => {
    expect(report).toMatchObject({
      grossCents: 2000 + 2000 + 10,
      discountCents: 0,
      // One latte of two on the second order.
      refundCents: 500,
      netCents: 4010 - 500,
      saleCount: 3,
      cancelledCount: 1,
      refundedInFullCount: 0,
      averageTicketCents: Math.round(3510 / 3),
      // With taxes: what was charged less what was given back.
      collectedCents: 2260 + 1130 - 565 + 10,
    });
  });

  it('counts items sold without refunded units, most sold first', () => {
    expect(report.items).toEqual([
      { key: 'Poutine\u0000Poutine', name: 'Poutine', quantity: 3, salesCents: 3000 },
      { key: 'Latte\u0000Latte', name: 'Latte', quantity: 1, salesCents: 500 },
      { key: 'Mint\u0000Mint', name: 'Mint', quantity: 1, salesCents: 10 },
    ]);
  });

  it("counts an item once whichever language it was ordered in, named in the console's language", () => {
    const names = { en: 'Classic Poutine', fr: 'Poutine classique' };
    const poutine = (name: string, quantity: number) => ({
      ...line(0, name, quantity, 11 * quantity),
      itemId: 'mt-poutine',
      names,
    });
    const day = [
      order({ locale: 'fr-CA', lines: [poutine('Poutine classique', 2)] }),
      order({ locale: 'en-CA', lines: [poutine('Classic Poutine', 1)] }),
    ];
    expect(dayReport(day, 'fr-CA').items).toEqual([
      { key: 'mt-poutine\u0000Poutine classique', name: 'Poutine classique', quantity: 3, salesCents: 3300 },
    ]);
    expect(dayReport(day, 'en-CA').items.map((i) => i.name)).toEqual(['Classic Poutine']);
  });

  it('counts a dish listed in two menus under one id and name once; a different dish sharing the id stays apart', () => {
    const names = { en: 'Classic Poutine', fr: 'Poutine classique' };
    const from = (menuId: string, quantity: number, dish = names) => ({
      ...line(0, dish.en, quantity, 11 * quantity),
      itemId: 'mt-poutine',
      menuId,
      names: dish,
    });
    const day = [
      order({ lines: [from('dine-in', 2)] }),
      order({ lines: [from('takeout', 1)] }),
      order({ lines: [from('catering', 4, { en: 'Poutine Bar', fr: 'Bar à poutine' })] }),
    ];
    expect(dayReport(day, 'fr-CA').items.map((i) => [i.name, i.quantity])).toEqual([
      ['Bar à poutine', 4],
      ['Poutine classique', 3],
    ]);
  });

  it('is zero on a day without orders', () => {
    expect(dayReport([])).toMatchObject({ saleCount: 0, averageTicketCents: 0, netCents: 0, items: [] });
  });
});

describe('a refund made on a later day than its order was due', () => {
  // The demo's case: on Wednesday 25 November 2026 (Toronto), a $40.96 take-out order ($32.00 of items, taxes and
  // tip) was placed and completed, with another order that gave back a $29.00 burger that day; on Thursday the
  // manager refunded the first order whole, and Thursday sold a $5.00 latte.
  const wednesday = { from: '2026-11-25T05:00:00.000Z', to: '2026-11-26T05:00:00.000Z' };
  const thursday = { from: '2026-11-26T05:00:00.000Z', to: '2026-11-27T05:00:00.000Z' };
  const refund = (
    id: string,
    createdAt: string,
    amount: number,
    lines: { position: number; quantity: number }[],
  ) => ({
    id,
    amount,
    reason: null,
    lines: lines.map((l) => ({ ...l, amount })),
    tenders: [{ kind: 'card', amount }],
    createdAt,
    by: 'manager@example.ca',
  });
  const takeOut = (refunded: boolean) =>
    order({
      id: 'take-out-order',
      status: 'completed',
      pickupTime: '2026-11-25T18:00:00.000Z',
      total: 40.96,
      lines: [line(0, 'Club', 2, 32, refunded ? 2 : 0)],
      refunds: refunded
        ? [refund('r-thursday', '2026-11-26T16:00:00.000Z', 40.96, [{ position: 0, quantity: 2 }])]
        : [],
      refunded: refunded ? 40.96 : 0,
    });
  const burger = order({
    id: 'burger-order',
    status: 'completed',
    pickupTime: '2026-11-25T17:00:00.000Z',
    total: 95.62,
    lines: [line(0, 'Poutine', 1, 51), line(1, 'Burger', 1, 29, 1)],
    refunds: [refund('r-wednesday', '2026-11-25T20:00:00.000Z', 32.77, [{ position: 1, quantity: 1 }])],
    refunded: 32.77,
  });
  const latte = order({
    id: 'latte-order',
    pickupTime: '2026-11-26T18:00:00.000Z',
    total: 5.65,
    lines: [line(0, 'Latte', 1, 5)],
  });
  const figures = (r: ReturnType<typeof dayReport>) => [
    r.refundCents,
    r.netCents,
    r.collectedCents,
    r.saleCount,
  ];

  it.each([
    // Wednesday as it closed, and read again once Thursday's refund was made: the same figures.
    [
      'Wednesday, as it closed',
      [takeOut(false), burger],
      { ...wednesday, orders: [burger] },
      [2900, 8300, 10381, 2],
    ],
    [
      'Wednesday, after the refund',
      [takeOut(true), burger],
      { ...wednesday, orders: [burger] },
      [2900, 8300, 10381, 2],
    ],
    // Thursday: the refund's items are its refunds, out of its net sales; all it gave back is out of what it brought in.
    ['Thursday', [latte], { ...thursday, orders: [takeOut(true)] }, [3200, 500 - 3200, 565 - 4096, 1]],
  ] as const)('%s', (_name, board, refunds, expected) => {
    expect(figures(dayReport(board, 'en-CA', refunds))).toEqual(expected);
  });

  it("keeps Wednesday's items sold, and takes the units given back out of Thursday's", () => {
    expect(dayReport([takeOut(true), burger], 'en-CA', { ...wednesday, orders: [burger] }).items).toEqual([
      { key: 'Club\u0000Club', name: 'Club', quantity: 2, salesCents: 3200 },
      { key: 'Poutine\u0000Poutine', name: 'Poutine', quantity: 1, salesCents: 5100 },
    ]);
    const day = dayReport([latte], 'en-CA', { ...thursday, orders: [takeOut(true)] });
    expect(day.items).toEqual([
      { key: 'Latte\u0000Latte', name: 'Latte', quantity: 1, salesCents: 500 },
      { key: 'Club\u0000Club', name: 'Club', quantity: -2, salesCents: -3200 },
    ]);
    expect(day).toMatchObject({ grossCents: 500, otherDaysRefundCents: 3200, otherDaysRefundedCount: 1 });
  });

  it("counts an order due today refunded on the day before (a scheduled order) on today's sales, its refund not", () => {
    const scheduled = order({
      id: 'scheduled',
      status: 'in_progress',
      total: 11.3,
      lines: [line(0, 'Latte', 2, 10, 1)],
      refunds: [refund('r-before', '2026-11-25T22:00:00.000Z', 5.65, [{ position: 0, quantity: 1 }])],
      refunded: 5.65,
    });
    expect(dayReport([scheduled], 'en-CA', { ...thursday, orders: [] })).toMatchObject({
      grossCents: 1000,
      refundCents: 0,
      netCents: 1000,
      collectedCents: 1130,
      items: [{ name: 'Latte', quantity: 2, salesCents: 1000 }],
    });
  });
});
