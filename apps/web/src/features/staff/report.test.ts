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
