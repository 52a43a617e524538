/** A checkout's costs split into its orders (splitCosts): the parts add up to the whole, and each order bears its own taxes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeFile, makeItem, TAX_MODES } from '../testing/factories';
import { amounts, items, NOW, sharesOf, sumParts } from '../testing/split-costs-helpers';
import { computeCosts } from './costs';
import { allocateCapped, lineTaxCents, splitCosts } from './split-costs';
import type { Costs } from './types';

describe.each(TAX_MODES)('splitCosts ($mode)', ({ inclusive }) => {
  const file = makeFile({
    items,
    restaurant: {
      tax_inclusive: inclusive,
      service_charge: '18',
      delivery: { type: 'radius', delivery_charge: '3$' },
    },
  });

  it('a single order keeps the whole', () => {
    const result = computeCosts({ file, lines: [makeCartLine({ id: 'i1' })], orderType: 'pickup', now: NOW });
    if (!result.ok) throw new Error('priced');
    expect(
      splitCosts(
        result.costs,
        sharesOf(result, 1, () => 0),
      ),
    ).toEqual([result.costs]);
  });

  it('refuses subtotals that do not add up to the whole', () => {
    const result = computeCosts({ file, lines: [makeCartLine({ id: 'i1' })], orderType: 'pickup', now: NOW });
    if (!result.ok) throw new Error('priced');
    const shares = [
      { subtotal: 1, taxes: [0] },
      { subtotal: 2, taxes: [0] },
    ];
    expect(() => splitCosts(result.costs, shares)).toThrow(RangeError);
  });

  it('every amount of the parts adds up to the whole, none is negative, each part is consistent and bears its own taxes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ item: fc.integer({ min: 0, max: 5 }), qty: fc.integer({ min: 1, max: 9 }) }), {
          minLength: 2,
          maxLength: 8,
        }),
        fc.integer({ min: 2, max: 4 }),
        fc.option(fc.integer({ min: 0, max: 5000 })),
        fc.option(fc.integer({ min: 0, max: 30_000 })),
        fc.constantFrom('pickup', 'delivery') as fc.Arbitrary<'pickup' | 'delivery'>,
        (specs, orders, tip, voucher, orderType) => {
          const lines = specs.map((s, i) =>
            makeCartLine({ id: `i${s.item}`, orderId: i + 1, quantity: s.qty }),
          );
          const result = computeCosts({
            file,
            lines,
            orderType,
            now: NOW,
            tip: tip === null ? null : { type: 'dollar', percentageValue: 0, amount: tip },
            discount: { code: 'X', value: '10' },
            voucher: voucher === null ? null : { code: 'G', balance: voucher },
          });
          if (!result.ok) throw new Error('priced');
          // Lines go to orders round-robin, as a marketplace cart's kitchens would.
          const shares = sharesOf(result, orders, (i) => i % orders);
          const parts = splitCosts(result.costs, shares);
          expect(sumParts(parts)).toEqual(amounts(result.costs));
          parts.forEach((p, o) => {
            expect(Object.values(amounts(p)).every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
            expect(p.total).toBe(p.totalWithoutTaxes + p.taxes);
            expect(p.voucher.amount + p.credits.amount + p.amountToCharge).toBe(p.totalWithTip);
            // Each bracket: the order's own exact tax, moved by at most the rounding of the checkout's bracket.
            p.taxBrackets.forEach((b, k) => {
              expect(Math.abs(b.amount - shares[o]!.taxes[k]!)).toBeLessThan(1.5);
            });
          });
        },
      ),
    );
  });
});

describe('splitCosts: each order bears the taxes of its own goods (DESIGN.md section 7, step 6)', () => {
  const split = (file: ReturnType<typeof makeFile>, ids: string[][], orderType: 'pickup' | 'delivery') => {
    const lines = ids.flat().map((id, i) => makeCartLine({ id, orderId: i + 1 }));
    const result = computeCosts({ file, lines, orderType, now: NOW });
    if (!result.ok) throw new Error('priced');
    const orderOf = ids.flatMap((order, o) => order.map(() => o));
    return {
      whole: result.costs,
      parts: splitCosts(
        result.costs,
        sharesOf(result, ids.length, (i) => orderOf[i]!),
      ),
    };
  };
  const brackets = (c: Costs) => c.taxBrackets.map((b) => b.amount);

  it.each([
    {
      name: 'Nova Scotia hub: a zero-rated soup ($4) in one kitchen, churros ($7) in another',
      restaurant: { province: 'ns', tax_rate: { tax1: 0.14 } },
      items: [makeItem({ id: 'soup', price: 4, tax_rate: 0 }), makeItem({ id: 'churros', price: 7 })],
      orders: [['soup'], ['churros']],
      orderType: 'pickup' as const,
      whole: [98],
      parts: [[0], [98]],
      totals: [400, 798],
    },
    {
      name: 'British Columbia, $4 delivery: GST-only chowder ($10) and a salad at GST + PST ($10)',
      restaurant: {
        province: 'bc',
        tax_rate: { tax1: 0.05, tax2: 0.07 },
        delivery: { type: 'radius', delivery_charge: '4$' },
      },
      items: [makeItem({ id: 'chowder', price: 10, tax_rate: 0.05 }), makeItem({ id: 'salad', price: 10 })],
      orders: [['chowder'], ['salad']],
      orderType: 'delivery' as const,
      // Each order's $2 of the delivery is taxed as its goods: no PST on the chowder's.
      whole: [120, 84],
      parts: [
        [60, 0],
        [60, 84],
      ],
      totals: [1260, 1344],
    },
    {
      name: 'A British Columbia restaurant, $4 delivery: chowder ($10, GST only) and a beer ($10, GST + PST 10 %)',
      restaurant: {
        province: 'bc',
        tax_rate: { tax1: 0.05, tax2: 0 },
        delivery: { type: 'radius', delivery_charge: '4$' },
      },
      items: [makeItem({ id: 'chowder', price: 10 }), makeItem({ id: 'beer', price: 10, tax_rate: 0.15 })],
      orders: [['chowder'], ['beer']],
      orderType: 'delivery' as const,
      // GST 5 % of $24; PST 10 % of the beer and its $2 of the delivery: the chowder's order has no PST line at all.
      whole: [120, 120],
      parts: [[60], [60, 120]],
      totals: [1260, 1380],
    },
    {
      name: 'Ontario, two free items with a $4 delivery: its HST shared equally',
      restaurant: {
        province: 'on',
        tax_rate: { tax1: 0.13 },
        delivery: { type: 'radius', delivery_charge: '4$' },
      },
      items: [makeItem({ id: 'a', price: 0 }), makeItem({ id: 'b', price: 0 })],
      orders: [['a'], ['b']],
      orderType: 'delivery' as const,
      whole: [52],
      parts: [[26], [26]],
      totals: [226, 226],
    },
    {
      name: 'Ontario, same rates in both orders: split as before, by the goods',
      restaurant: { province: 'on', tax_rate: { tax1: 0.13 } },
      items: [makeItem({ id: 'a', price: 3 }), makeItem({ id: 'b', price: 9 })],
      orders: [['a'], ['b']],
      orderType: 'pickup' as const,
      whole: [156],
      parts: [[39], [117]],
      totals: [339, 1017],
    },
  ])('$name', ({ restaurant, items, orders, orderType, whole, parts, totals }) => {
    const result = split(makeFile({ items, restaurant }), orders, orderType);
    expect(brackets(result.whole)).toEqual(whole);
    expect(result.parts.map(brackets)).toEqual(parts);
    expect(result.parts.map((p) => p.total)).toEqual(totals);
  });
});

describe('allocateCapped', () => {
  it.each([
    ['uncapped: as allocate', 100, [1, 1, 2], [100, 100, 100], [25, 25, 50]],
    ['a capped part gives the rest to the others by weight', 100, [1, 1, 2], [100, 100, 10], [45, 45, 10]],
    ['zero weights: by room', 10, [0, 0], [4, 6], [4, 6]],
    ['nothing to split', 0, [1, 2], [0, 0], [0, 0]],
  ])('%s', (_name, total, weights, caps, expected) => {
    expect(allocateCapped(total, weights, caps)).toEqual(expected);
  });

  it('refuses a total the caps cannot hold', () => {
    expect(() => allocateCapped(11, [1, 1], [5, 5])).toThrow(RangeError);
  });
});

describe('lineTaxCents', () => {
  const brackets = (tax1: number, tax2: number) => [
    { key: 'tax1', label: 'GST', rate: 0.05, amount: tax1 },
    { key: 'tax2', label: 'PST', rate: 0, amount: tax2 },
  ];
  it.each([
    // Maple syrup zero-rated beside taxed pancakes: the syrup bears none.
    [
      'a zero-rated line',
      brackets(257, 0),
      false,
      [
        [0, 0],
        [257.4, 0],
      ],
      [0, 257],
    ],
    // Liquor's PST in British Columbia on the beer only; each bracket rounded once, spread by the exact amounts.
    [
      'liquor at its own rate',
      brackets(101, 140),
      false,
      [
        [50.25, 0],
        [50.5, 70.7],
        [0, 69.7],
      ],
      [50, 121, 70],
    ],
    // Prices that include their taxes: nothing is added for any line.
    [
      'tax-inclusive prices',
      brackets(48, 0),
      true,
      [
        [24, 0],
        [24, 0],
      ],
      [0, 0],
    ],
  ] as const)('%s', (_name, taxBrackets, inclusive, exact, cents) => {
    const order = { taxBrackets: [...taxBrackets], taxInfo: { inclusive } } as unknown as Costs;
    expect(lineTaxCents(order, ['tax1', 'tax2'], exact)).toEqual(cents);
  });
});
