/** A checkout's costs split into its orders (splitCosts): pay-what-you-can goes with what it subsidises. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeFile, makeItem } from '../testing/factories';
import { amounts, NOW, sharesOf, sumParts } from '../testing/split-costs-helpers';
import { computeCosts } from './costs';
import { payWhatYouCanPart, splitCosts } from './split-costs';
import type { Costs } from './types';

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
