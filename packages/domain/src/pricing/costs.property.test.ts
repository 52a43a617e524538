import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, removeFromCart } from '../cart/add-item';
import { type CartItem, withSpecialInstructions } from '../cart/cart-item';
import { allocate } from '../money/money';
import {
  makeCartGroup,
  makeCartLine,
  makeFile,
  makeItem,
  makeOptionGroup,
  TAX_MODES,
} from '../testing/factories';
import { computeCosts } from './costs';
import type { Costs, CostsInput } from './types';

const NOW = new Date('2026-01-05T17:00:00Z');
const toppings = makeOptionGroup({
  id: 'top',
  allow_multiple_selection: true,
  values: [
    { id: 'cheese', name: 'Cheese', price: 1.25 },
    { id: 'bacon', name: 'Bacon', price: 2, promos: ['p15'] },
  ],
});
const items = Array.from({ length: 6 }, (_, i) =>
  makeItem({
    id: `i${i}`,
    price: [0, 3.5, 9.99, 12, 0.35, 44.1][i],
    promos: i % 2 === 0 ? ['p15'] : [],
    tax_rate: i === 5 ? 0.05 : null,
    meal_package: i % 3 === 0,
    options: [toppings],
  }),
);
const promos = [{ id: 'p15', type: 'percent', value: 15 }];
const subsidies = [{ id: 'pw', type: 'pay_what_you_can' }];

const lineArb = fc.record({
  item: fc.integer({ min: 0, max: 5 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  cheese: fc.integer({ min: 0, max: 3 }),
  bacon: fc.integer({ min: 0, max: 2 }),
});
type LineSpec = { item: number; quantity: number; cheese: number; bacon: number };
const toLine = (spec: LineSpec, orderId: number): CartItem => {
  const values = [
    ...(spec.cheese > 0 ? [{ id: 'cheese', quantity: spec.cheese }] : []),
    ...(spec.bacon > 0 ? [{ id: 'bacon', quantity: spec.bacon }] : []),
  ];
  return makeCartLine({
    id: `i${spec.item}`,
    orderId,
    quantity: spec.quantity,
    orderOptions: values.length > 0 ? [makeCartGroup('top', values)] : [],
  });
};
const text = fc.oneof(
  fc.integer({ min: 0, max: 100 }).map(String),
  fc.integer({ min: 0, max: 10_000 }).map((c) => `${c / 100}$`),
);
const choicesArb = fc.record({
  discount: fc.option(text.map((value) => ({ code: 'X', value }))),
  tip: fc.option(
    fc.oneof(
      fc
        .integer({ min: -50, max: 50 })
        .map((p) => ({ type: 'percentage' as const, percentageValue: p, amount: 0 })),
      fc
        .integer({ min: -5000, max: 5000 })
        .map((a) => ({ type: 'dollar' as const, percentageValue: 0, amount: a })),
    ),
  ),
  member: fc.option(
    fc.record({ provider: fc.constant(null), discount: fc.record({ value: text, preTax: fc.boolean() }) }),
  ),
  chosenAmountToBePaid: fc.option(fc.integer({ min: -1000, max: 50_000 })),
  voucher: fc.option(fc.integer({ min: -100, max: 50_000 }).map((balance) => ({ code: 'G', balance }))),
  credits: fc.option(fc.integer({ min: -100, max: 50_000 }).map((balance) => ({ id: 'c', balance }))),
  orderType: fc.constantFrom('dine-in', 'delivery', 'catering', 'pickup') as fc.Arbitrary<
    CostsInput['orderType']
  >,
});

function price(file: ReturnType<typeof makeFile>, lines: CartItem[], extra: Partial<CostsInput> = {}): Costs {
  const result = computeCosts({ file, lines, orderType: 'dine-in', now: NOW, ...extra });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.costs;
}

describe.each(TAX_MODES)('costs properties ($mode)', ({ inclusive }) => {
  const file = makeFile({
    items,
    promos,
    subsidies,
    restaurant: {
      tax_inclusive: inclusive,
      subsidies_enabled: true,
      service_charge: '18',
      delivery: { type: 'radius', delivery_charge: '3$' },
    },
  });

  it('no amount is ever negative', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), choicesArb, (specs, choices) => {
        const c = price(
          file,
          specs.map((s, i) => toLine(s, i + 1)),
          choices,
        );
        const amounts = [
          c.subtotal,
          c.subtotalDiscounted,
          c.taxes,
          c.total,
          c.totalWithoutTaxes,
          c.totalWithTip,
          c.tip.amount,
          c.serviceCharge.amount,
          c.deliveryCharge.amount,
          c.voucher.amount,
          c.credits.amount,
          c.discount.amount,
          c.memberDiscount.amount,
          c.subsidyDiscount.amount,
          c.amountToCharge,
          ...c.taxBrackets.map((b) => b.amount),
        ];
        expect(amounts.every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
        expect(c.voucher.amount + c.credits.amount + c.amountToCharge).toBe(c.totalWithTip);
      }),
    );
  });

  it('the lines shares of the discounted subtotal add up to it', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), choicesArb, (specs, choices) => {
        const result = computeCosts({
          file,
          lines: specs.map((s, i) => toLine(s, i + 1)),
          now: NOW,
          ...choices,
        });
        if (!result.ok) throw new Error('unpriceable');
        const shares = allocate(
          result.costs.subtotalDiscounted,
          result.lines.map((l) => l.price),
        );
        expect(shares.reduce((a, b) => a + b, 0)).toBe(result.costs.subtotalDiscounted);
        expect(result.lines.reduce((a, l) => a + l.price, 0)).toBe(result.costs.subtotal);
      }),
    );
  });

  it('adding then removing an item restores the costs', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), lineArb, choicesArb, (specs, added, choices) => {
        let cart: CartItem[] = [];
        for (const spec of specs) cart = addToCart(cart, toLine(spec, 0));
        const before = price(file, cart, choices);
        // A distinct special instruction keeps the added line from merging into an existing one.
        const extra = withSpecialInstructions(toLine(added, 0), 'added by the property');
        const withExtra = addToCart(cart, extra);
        const orderId = withExtra[withExtra.length - 1]!.orderId;
        expect(price(file, removeFromCart(withExtra, orderId), choices)).toEqual(before);
      }),
    );
  });

  it('merging identical items equals one line of the summed quantity', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 1, max: 20 }), choicesArb, (spec, more, choices) => {
        const merged = addToCart(addToCart([], toLine(spec, 0)), toLine({ ...spec, quantity: more }, 0));
        expect(merged).toHaveLength(1);
        const single = [toLine({ ...spec, quantity: spec.quantity + more }, 1)];
        expect(price(file, merged, choices)).toEqual(price(file, single, choices));
      }),
    );
  });
});

describe('tax-inclusive and tax-exclusive agree', () => {
  it('give the same total for the same pre-tax prices re-expressed', () => {
    const provinces = [
      { province: 'on', tax_rate: { tax1: 0.13 } },
      { province: 'bc', tax_rate: { tax1: 0.05, tax2: 0.07 } },
      { province: 'ab', tax_rate: { tax1: 0.05 } },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...provinces),
        fc.array(
          fc.record({ dollars: fc.integer({ min: 0, max: 300 }), quantity: fc.integer({ min: 1, max: 5 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (restaurant, specs) => {
          const rate = restaurant.tax_rate.tax1 + (restaurant.tax_rate.tax2 ?? 0);
          const build = (inclusive: boolean) =>
            makeFile({
              restaurant: { ...restaurant, tax_inclusive: inclusive },
              items: specs.map((s, i) =>
                makeItem({
                  id: `i${i}`,
                  // Whole dollars times a rate of whole hundredths stay whole cents.
                  price: inclusive ? Math.round(s.dollars * (1 + rate) * 100) / 100 : s.dollars,
                  tax_rebate_eligibility: false,
                }),
              ),
            });
          const lines = specs.map((s, i) =>
            makeCartLine({ id: `i${i}`, orderId: i + 1, quantity: s.quantity }),
          );
          const exclusive = price(build(false), lines);
          const inclusive = price(build(true), lines);
          expect(inclusive.total).toBe(exclusive.total);
          expect(inclusive.taxes).toBe(exclusive.taxes);
          expect(inclusive.totalWithoutTaxes).toBe(exclusive.subtotal);
        },
      ),
    );
  });
});
