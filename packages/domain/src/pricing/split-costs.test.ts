import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeFile, makeItem, TAX_MODES } from '../testing/factories';
import { computeCosts } from './costs';
import { allocateCapped, type OrderShare, payWhatYouCanPart, splitCosts } from './split-costs';
import type { Costs, CostsResult } from './types';

const NOW = new Date('2026-01-05T17:00:00Z');
const items = [3.5, 9.99, 12, 0.35, 44.1, 0].map((price, i) =>
  makeItem({ id: `i${i}`, price, tax_rate: i === 4 ? 0.05 : null }),
);

/** Every amount of a Costs, by name, for comparing a whole with the sum of its parts. */
function amounts(c: Costs): Record<string, number> {
  return {
    subtotal: c.subtotal,
    subtotalDiscounted: c.subtotalDiscounted,
    taxes: c.taxes,
    total: c.total,
    totalWithoutTaxes: c.totalWithoutTaxes,
    totalWithTip: c.totalWithTip,
    tip: c.tip.amount,
    serviceCharge: c.serviceCharge.amount,
    deliveryCharge: c.deliveryCharge.amount,
    voucher: c.voucher.amount,
    credits: c.credits.amount,
    discount: c.discount.amount,
    memberDiscount: c.memberDiscount.amount,
    subsidy: c.subsidyDiscount.amount,
    amountToCharge: c.amountToCharge,
    ...Object.fromEntries(c.taxBrackets.map((b) => [b.key, b.amount])),
  };
}

/** The checkout's lines handed to orders (`orderOf` gives each line's order): each order's subtotal and exact taxes. */
function sharesOf(
  result: Extract<CostsResult, { ok: true }>,
  orders: number,
  orderOf: (line: number) => number,
): OrderShare[] {
  return Array.from({ length: orders }, (_, o) => {
    const mine = result.lines.map((_, i) => i).filter((i) => orderOf(i) === o);
    return {
      subtotal: mine.reduce((sum, i) => sum + result.lines[i]!.price, 0),
      taxes: result.costs.taxBrackets.map((_, k) =>
        mine.reduce((sum, i) => sum + result.lineTaxes[i]![k]!, 0),
      ),
    };
  });
}

function sumParts(parts: Costs[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts) for (const [k, v] of Object.entries(amounts(part))) out[k] = (out[k] ?? 0) + v;
  return out;
}

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

describe('splitCosts: pay-what-you-can goes with what it subsidises (audit F2 finding 2)', () => {
  // Northview's figures: Mon one Butter Chicken meal ($7.75); Tue one Spaghetti meal ($7.00) and 4 banana breads
  // ($2.25, not a meal); Ontario HST 13 %; pay-what-you-can on meals for everyone.
  const pwyc = (targetItems: 'meals' | 'all') =>
    makeFile({
      restaurant: { province: 'on', tax_rate: { tax1: 0.13 }, subsidies_enabled: true },
      subsidies: [{ id: 'pw', type: 'pay_what_you_can', target_items: targetItems }],
      items: [
        makeItem({ id: 'butter-chicken', price: 7.75, meal_package: true }),
        makeItem({ id: 'spaghetti', price: 7, meal_package: true }),
        makeItem({ id: 'banana-bread', price: 2.25 }),
      ],
    });
  const MON = [makeCartLine({ id: 'butter-chicken', orderId: 1 })];
  const TUE = [
    makeCartLine({ id: 'spaghetti', orderId: 2 }),
    makeCartLine({ id: 'banana-bread', orderId: 3, quantity: 4 }),
  ];
  const price = (
    file: ReturnType<typeof makeFile>,
    lines: ReturnType<typeof makeCartLine>[],
    chosen: number | null,
    promo: string | null = null,
  ) => {
    const result = computeCosts({
      file,
      lines,
      orderType: 'pickup',
      now: NOW,
      chosenAmountToBePaid: chosen,
      discount: promo === null ? null : { code: 'P', value: promo },
    });
    if (!result.ok) throw new Error('priced');
    return result;
  };
  /** The checkout of both days split into its two orders, each told what of it the subsidy is based on. */
  const checkout = (targetItems: 'meals' | 'all', chosen: number | null, promo: string | null = null) => {
    const file = pwyc(targetItems);
    const result = price(file, [...MON, ...TUE], chosen, promo);
    const shares = sharesOf(result, 2, (i) => (i === 0 ? 0 : 1)).map((share, o) => ({
      ...share,
      subsidised: result.lines
        .filter((_, i) => (i === 0 ? 0 : 1) === o)
        .reduce((sum, line) => sum + payWhatYouCanPart(file, result.costs.subsidyDiscount, line), 0),
    }));
    return { file, whole: result.costs, parts: splitCosts(result.costs, shares) };
  };
  const view = (c: Costs) => ({
    subtotal: c.subtotal,
    base: c.subsidyDiscount.baseSubsidizedAmount,
    chosen: c.subsidyDiscount.chosenAmountToBePaid,
    subsidy: c.subsidyDiscount.amount,
    subtotalDiscounted: c.subtotalDiscounted,
    taxes: c.taxes,
    total: c.total,
  });

  it.each([
    {
      name: 'meals, $0 chosen: each day subsidised by its own meal, the banana bread paid in full',
      targetItems: 'meals' as const,
      chosen: 0,
      whole: {
        subtotal: 2375,
        base: 1475,
        chosen: 0,
        subsidy: 1475,
        subtotalDiscounted: 900,
        taxes: 117,
        total: 1017,
      },
      parts: [
        { subtotal: 775, base: 775, chosen: 0, subsidy: 775, subtotalDiscounted: 0, taxes: 0, total: 0 },
        {
          subtotal: 1600,
          base: 700,
          chosen: 0,
          subsidy: 700,
          subtotalDiscounted: 900,
          taxes: 117,
          total: 1017,
        },
      ],
    },
    {
      name: 'meals, $5.00 chosen: the amount chosen by each day’s part of the base',
      targetItems: 'meals' as const,
      chosen: 500,
      whole: {
        subtotal: 2375,
        base: 1475,
        chosen: 500,
        subsidy: 975,
        subtotalDiscounted: 1400,
        taxes: 182,
        total: 1582,
      },
      parts: [
        {
          subtotal: 775,
          base: 775,
          chosen: 263,
          subsidy: 512,
          subtotalDiscounted: 263,
          taxes: 34,
          total: 297,
        },
        {
          subtotal: 1600,
          base: 700,
          chosen: 237,
          subsidy: 463,
          subtotalDiscounted: 1137,
          taxes: 148,
          total: 1285,
        },
      ],
    },
    {
      name: 'all items, $0 chosen: by each day’s whole subtotal',
      targetItems: 'all' as const,
      chosen: 0,
      whole: {
        subtotal: 2375,
        base: 2375,
        chosen: 0,
        subsidy: 2375,
        subtotalDiscounted: 0,
        taxes: 0,
        total: 0,
      },
      parts: [
        { subtotal: 775, base: 775, chosen: 0, subsidy: 775, subtotalDiscounted: 0, taxes: 0, total: 0 },
        { subtotal: 1600, base: 1600, chosen: 0, subsidy: 1600, subtotalDiscounted: 0, taxes: 0, total: 0 },
      ],
    },
  ])('$name', ({ targetItems, chosen, whole, parts }) => {
    const split = checkout(targetItems, chosen);
    expect(view(split.whole)).toEqual(whole);
    expect(split.parts.map(view)).toEqual(parts);
  });

  it('cancelling Monday leaves Tuesday at what it costs alone, and Monday alone costs what its order kept', () => {
    const { file, parts } = checkout('meals', 0);
    expect(price(file, TUE, 0).costs.total).toBe(parts[1]!.total);
    expect(price(file, MON, 0).costs.total).toBe(parts[0]!.total);
  });

  it('with a 50 % promo code as well, each day’s discounts fit in its own subtotal and still add up', () => {
    const { whole, parts } = checkout('meals', 0, '50');
    expect(sumParts(parts)).toEqual(amounts(whole));
    expect(parts.map(view)).toEqual([
      { subtotal: 775, base: 624, chosen: 0, subsidy: 624, subtotalDiscounted: 0, taxes: 0, total: 0 },
      { subtotal: 1600, base: 563, chosen: 0, subsidy: 563, subtotalDiscounted: 0, taxes: 0, total: 0 },
    ]);
    expect(parts.map((p) => p.discount.amount)).toEqual([151, 1037]);
    // Paying the whole base (no subsidy taken), the promo code is split by the goods, as without pay-what-you-can.
    const full = checkout('meals', null, '50');
    expect(full.parts.map((p) => p.discount.amount)).toEqual([388, 800]);
    expect(full.parts.map((p) => p.subtotalDiscounted)).toEqual([387, 800]);
  });

  it('for any cart, chosen amount and promo: the parts add up, none is negative, no day is subsidised beyond its meals', () => {
    const file = pwyc('meals');
    const ids = ['butter-chicken', 'spaghetti', 'banana-bread'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ item: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 5 }) }), {
          minLength: 2,
          maxLength: 8,
        }),
        fc.integer({ min: 2, max: 4 }),
        fc.option(fc.integer({ min: 0, max: 6000 })),
        fc.option(fc.constantFrom('10', '50', '100', '3$')),
        (specs, orders, chosen, promo) => {
          const lines = specs.map((s, i) =>
            makeCartLine({ id: ids[s.item]!, orderId: i + 1, quantity: s.qty }),
          );
          const result = price(file, lines, chosen, promo);
          const orderOf = (i: number) => i % orders;
          const meals = Array.from({ length: orders }, (_, o) =>
            result.lines.filter((l, i) => orderOf(i) === o && l.mealPackage).reduce((s, l) => s + l.price, 0),
          );
          const shares = sharesOf(result, orders, orderOf).map((share, o) => ({
            ...share,
            subsidised: meals[o]!,
          }));
          const parts = splitCosts(result.costs, shares);
          expect(sumParts(parts)).toEqual(amounts(result.costs));
          parts.forEach((p, o) => {
            expect(Object.values(amounts(p)).every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
            expect(p.subsidyDiscount.baseSubsidizedAmount).toBeLessThanOrEqual(meals[o]!);
            expect(p.subsidyDiscount.chosenAmountToBePaid).toBeLessThanOrEqual(
              p.subsidyDiscount.baseSubsidizedAmount,
            );
            expect(p.subtotalDiscounted).toBe(
              p.subtotal -
                p.discount.amount -
                p.subsidyDiscount.amount -
                (p.memberDiscount.preTax ? p.memberDiscount.amount : 0),
            );
            expect(p.total).toBe(p.totalWithoutTaxes + p.taxes);
          });
        },
      ),
    );
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
