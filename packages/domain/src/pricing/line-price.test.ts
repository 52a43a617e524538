import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart-item';
import {
  makeCartGroup,
  makeCartLine,
  makeFile,
  makeItem,
  makeOptionGroup,
  TAX_MODES,
  weekOf,
} from '../testing/factories';
import { computeCosts } from './costs';
import { lineAmount } from './line-price';
import type { CostsInput } from './types';

const NOW = new Date('2026-01-05T17:00:00Z');

const promos = [
  { id: 'p10', type: 'percent', value: 10 },
  { id: 'a1', type: 'amount', value: 1 },
  { id: 'a5', type: 'amount', value: 5 },
];

const sizes = makeOptionGroup({
  id: 'size',
  type: 'pricing',
  values: [
    { id: 'small', name: 'Small', price: 4 },
    { id: 'large', name: 'Large', price: 6, promos: ['a1'] },
    { id: 'night', name: 'Night', price: 9, price_schedule: weekOf('x') },
    { id: 'dated-out', name: 'Dated out', price: 7, published_at: null },
  ],
});
const toppings = makeOptionGroup({
  id: 'top',
  allow_multiple_selection: true,
  values: [
    { id: 'cheese', name: 'Cheese', price: 1.5, max_quantity: 3 },
    {
      id: 'bacon',
      name: 'Bacon',
      price: 2,
      options: [{ id: 'sauce', name: 'Sauce', values: [{ id: 'bbq', name: 'BBQ', price: 0.5 }] }],
    },
    { id: 'olives', name: 'Olives', price: 1, promos: ['p10'] },
    { id: 'happy', name: 'Happy hour', price: 3, price_schedule: weekOf('A'), additional_prices: { A: 2 } },
    { id: 'late', name: 'Late', price: 3, price_schedule: weekOf('x') },
    { id: 'draft', name: 'Draft', price: 1, published_at: null },
  ],
});

const items = [
  makeItem({ id: 'burger', price: 10, promos: ['p10'] }),
  makeItem({ id: 'beer', price: 8, promos: ['p10'], alcoholic_beverage: true, options: [toppings] }),
  makeItem({ id: 'cheap', price: 1, promos: ['a5'] }),
  makeItem({ id: 'combo', price: 12, promos: ['p10', 'a1'] }),
  makeItem({ id: 'sized', price: 5, options: [sizes, toppings] }),
  makeItem({ id: 'pizza', price: 10, options: [toppings] }),
  makeItem({ id: 'meal', price: 10, meal_package: true }),
  makeItem({ id: 'brunch', price: 10, price_schedule: weekOf('A'), additional_prices: { A: 7 } }),
  makeItem({ id: 'closed', price: 10, price_schedule: weekOf('x') }),
  makeItem({ id: 'unpriced-code', price: 10, price_schedule: weekOf('B'), additional_prices: { A: 7 } }),
  makeItem({ id: 'gone', price: 10, sold_out: true }),
  makeItem({ id: 'hidden', price: 10, unavailable: true }),
  // A draft is unknown to pricing as to the menu (docs/decisions/050-published-at.md).
  makeItem({ id: 'draft', price: 10, published_at: null }),
];

const subsidy = (over: Record<string, unknown>) => ({
  id: 'sub',
  type: 'discount',
  discount_percentage: 50,
  ...over,
});

describe.each(TAX_MODES)('line prices ($mode)', ({ inclusive }) => {
  const file = (over: Parameters<typeof makeFile>[0] = {}) =>
    makeFile({ items, promos, ...over, restaurant: { tax_inclusive: inclusive, ...over.restaurant } });
  const base = file();
  const price = (line: Partial<CartItem>, input: Partial<CostsInput> = {}, f = base) => {
    const result = computeCosts({
      file: f,
      lines: [makeCartLine(line)],
      orderType: 'dine-in',
      now: NOW,
      ...input,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.costs.subtotal).toBe(result.lines[0]!.price);
    return result.lines[0]!;
  };

  describe('unit price', () => {
    it.each([
      ['the item price', 'pizza', [], 1000],
      [
        'the selected pricing value replaces the item price',
        'sized',
        [makeCartGroup('size', [{ id: 'small' }])],
        400,
      ],
      ['the pricing value with its own promo', 'sized', [makeCartGroup('size', [{ id: 'large' }])], 500],
      ['the item price when no pricing value is selected', 'sized', [], 500],
      ['the scheduled price replaces the item price', 'brunch', [], 700],
    ])('%s', (_, id, orderOptions, unit) => {
      expect(price({ id, orderOptions }).unitPrice).toBe(unit);
    });
  });

  describe('item promos', () => {
    it.each([
      ['a percent promo', 'burger', 900],
      ['promos apply in order: 10 % then $1', 'combo', 980],
      ['an amount promo is floored at 0', 'cheap', 0],
      ['alcoholic items are exempt', 'beer', 800],
    ])('%s', (_, id, unit) => {
      expect(price({ id }).unitPrice).toBe(unit);
    });

    it('alcoholic items are exempt on their option values too', () => {
      expect(price({ id: 'beer', orderOptions: [makeCartGroup('top', [{ id: 'olives' }])] }).addOns).toBe(
        100,
      );
    });
  });

  describe('subsidies', () => {
    const on = (subsidies: unknown[], restaurant: Record<string, unknown> = {}) =>
      file({ subsidies, restaurant: { subsidies_enabled: true, ...restaurant } });
    it.each([
      ['a percent discount', [subsidy({})], {}, 'burger', 450],
      ['an amount discount', [subsidy({ discount_percentage: null, discount_amount: 2 })], {}, 'burger', 700],
      [
        'an amount discount floored at 0',
        [subsidy({ discount_percentage: null, discount_amount: 20 })],
        {},
        'burger',
        0,
      ],
      ['a fixed price', [subsidy({ type: 'fixed_price', discount_fixed_price: 3 })], {}, 'burger', 300],
      ['meal packages only: a meal', [subsidy({ target_items: 'meals' })], {}, 'meal', 500],
      ['meal packages only: not another item', [subsidy({ target_items: 'meals' })], {}, 'burger', 900],
      ['an inactive subsidy', [subsidy({ is_active: false })], {}, 'burger', 900],
      ['subsidies turned off for the restaurant', [subsidy({})], { subsidies_enabled: false }, 'burger', 900],
      ['pay-what-you-can is not an item subsidy', [subsidy({ type: 'pay_what_you_can' })], {}, 'burger', 900],
    ])('%s', (_, subsidies, restaurant, id, unit) => {
      expect(price({ id }, {}, on(subsidies, restaurant)).unitPrice).toBe(unit);
    });

    it.each([
      ['a user holding one of its codes', 'ABC', 450],
      ['a code with spaces around it', ' ABC ', 450],
      ['a user with another code', 'XYZ', 900],
      ['a user without a code', null, 900],
    ])('targeting codes: %s', (_, subsidyCode, unit) => {
      const f = on([subsidy({ target_users: 'codes', codes: ['ABC'] })]);
      expect(price({ id: 'burger' }, { subsidyCode }, f).unitPrice).toBe(unit);
    });

    it.each([
      ['ELB', 900],
      ['SPH', 900],
      ['sph', 900],
      ['OTHER', 450],
    ])('member provider %s', (provider, unit) => {
      expect(
        price({ id: 'burger' }, { member: { provider, discount: null } }, on([subsidy({})])).unitPrice,
      ).toBe(unit);
    });

    it('applies to pricing-type option values', () => {
      const line = price(
        { id: 'sized', orderOptions: [makeCartGroup('size', [{ id: 'large' }])] },
        {},
        on([subsidy({})]),
      );
      expect(line.unitPrice).toBe(250);
    });
  });

  describe('add-ons', () => {
    it.each([
      ['value price x value quantity', [{ id: 'cheese', quantity: 2 }], 300],
      [
        'with nested options, recursively',
        [{ id: 'bacon', options: [makeCartGroup('sauce', [{ id: 'bbq', quantity: 2 }])] }],
        300,
      ],
      [
        'nested options times the parent quantity',
        [{ id: 'bacon', quantity: 2, options: [makeCartGroup('sauce', [{ id: 'bbq' }])] }],
        500,
      ],
      ['a value promo', [{ id: 'olives' }], 90],
      ['a scheduled value price', [{ id: 'happy' }], 200],
      ['several values', [{ id: 'cheese', quantity: 2 }, { id: 'olives' }], 390],
    ])('%s', (_, values, addOns) => {
      expect(price({ id: 'pizza', orderOptions: [makeCartGroup('top', values)] }).addOns).toBe(addOns);
    });

    it('excludes pricing groups', () => {
      const line = price({ id: 'sized', orderOptions: [makeCartGroup('size', [{ id: 'small' }])] });
      expect(line.addOns).toBe(0);
    });

    it('skips the special-instructions memo group', () => {
      const memo = {
        id: 'special-instructions',
        memo: 'No onions',
        values: [{ id: 'special-instructions', quantity: 1, adjustedPrice: 0, options: [] }],
      };
      expect(price({ id: 'pizza', orderOptions: [memo] }).price).toBe(1000);
    });
  });

  describe('line price', () => {
    it('is (unit + add-ons) x quantity', () => {
      const orderOptions = [
        makeCartGroup('top', [
          { id: 'cheese', quantity: 2 },
          { id: 'bacon', options: [makeCartGroup('sauce', [{ id: 'bbq', quantity: 2 }])] },
        ]),
      ];
      expect(price({ id: 'pizza', quantity: 3, orderOptions })).toMatchObject({
        unitPrice: 1000,
        addOns: 600,
        price: 4800,
      });
    });

    it('refreshes the cart item: orderPrice and every adjustedPrice', () => {
      const result = computeCosts({
        file: base,
        lines: [
          makeCartLine({
            id: 'sized',
            quantity: 2,
            orderOptions: [
              makeCartGroup('size', [{ id: 'large' }]),
              makeCartGroup('top', [{ id: 'olives' }]),
            ],
          }),
        ],
        orderType: 'dine-in',
        now: NOW,
      });
      expect(result.ok && result.lines[0]).toMatchObject({
        price: 1180,
        itemId: 'sized',
        menuId: 'm1',
        quantity: 2,
      });
    });

    it('carries the tax facts of the item', () => {
      const f = file({
        items: [
          makeItem({
            id: 'wine',
            price: 10,
            tax_rate: 0.15,
            tax_rebate_eligibility: false,
            alcoholic_beverage: true,
          }),
        ],
      });
      expect(price({ id: 'wine' }, {}, f)).toMatchObject({
        taxRate: 0.15,
        rebateEligible: false,
        alcoholic: true,
        mealPackage: false,
      });
    });

    it('takes the section tax rate, then the menu one, when the item has none', () => {
      const section = file({
        section: { tax_rate: 0.05 },
        menu: { tax_rate: 0.1 },
        items: [makeItem({ id: 'x' })],
      });
      expect(price({ id: 'x' }, {}, section).taxRate).toBe(0.05);
      const menu = file({ menu: { tax_rate: 0.1 }, menuItems: [makeItem({ id: 'y' })], items: [] });
      expect(price({ id: 'y', section_id: null }, {}, menu).taxRate).toBe(0.1);
    });
  });

  describe('unavailable and unknown selections', () => {
    it.each([
      ['an unknown item', { id: 'nope' }, { code: 400, reason: 'item_not_found' }],
      ['a draft item', { id: 'draft' }, { code: 400, reason: 'item_not_found' }],
      ['a sold-out item', { id: 'gone' }, { code: 415, reason: 'sold_out' }],
      ['an unavailable item', { id: 'hidden' }, { code: 426, reason: 'unavailable' }],
      ['an item whose schedule slot is x', { id: 'closed' }, { code: 426, reason: 'unavailable' }],
      ['an item whose slot code has no price', { id: 'unpriced-code' }, { code: 426, reason: 'unavailable' }],
      ['a quantity of 0', { id: 'pizza', quantity: 0 }, { code: 400, reason: 'invalid_quantity' }],
      ['a fractional quantity', { id: 'pizza', quantity: 1.5 }, { code: 400, reason: 'invalid_quantity' }],
      [
        'an unknown group',
        { id: 'pizza', orderOptions: [makeCartGroup('nope', [{ id: 'x' }])] },
        { code: 400, reason: 'option_group_not_found', groupId: 'nope' },
      ],
      [
        'an unknown value',
        { id: 'pizza', orderOptions: [makeCartGroup('top', [{ id: 'x' }])] },
        { code: 400, reason: 'option_value_not_found', groupId: 'top', valueId: 'x' },
      ],
      [
        'an unknown pricing value',
        { id: 'sized', orderOptions: [makeCartGroup('size', [{ id: 'x' }])] },
        { code: 400, reason: 'option_value_not_found', groupId: 'size', valueId: 'x' },
      ],
      [
        'an unavailable pricing value',
        { id: 'sized', orderOptions: [makeCartGroup('size', [{ id: 'night' }])] },
        { code: 426, reason: 'unavailable', groupId: 'size', valueId: 'night' },
      ],
      [
        'an unavailable add-on',
        { id: 'pizza', orderOptions: [makeCartGroup('top', [{ id: 'late' }])] },
        { code: 426, reason: 'unavailable', groupId: 'top', valueId: 'late' },
      ],
      [
        'a draft add-on',
        { id: 'pizza', orderOptions: [makeCartGroup('top', [{ id: 'draft' }])] },
        { code: 426, reason: 'unavailable', groupId: 'top', valueId: 'draft' },
      ],
      [
        'a draft pricing value',
        { id: 'sized', orderOptions: [makeCartGroup('size', [{ id: 'dated-out' }])] },
        { code: 426, reason: 'unavailable', groupId: 'size', valueId: 'dated-out' },
      ],
      [
        'an add-on quantity of 0',
        { id: 'pizza', orderOptions: [makeCartGroup('top', [{ id: 'cheese', quantity: 0 }])] },
        { code: 400, reason: 'invalid_quantity', groupId: 'top', valueId: 'cheese' },
      ],
      [
        'an unknown nested group',
        {
          id: 'pizza',
          orderOptions: [
            makeCartGroup('top', [{ id: 'bacon', options: [makeCartGroup('nope', [{ id: 'bbq' }])] }]),
          ],
        },
        { code: 400, reason: 'option_group_not_found', groupId: 'nope' },
      ],
    ])('%s is an issue, not a throw', (_, line, issue) => {
      const result = computeCosts({
        file: base,
        lines: [makeCartLine({ orderId: 7, ...line })],
        orderType: 'dine-in',
        now: NOW,
      });
      expect(result).toEqual({ ok: false, issues: [{ orderId: 7, itemId: line.id, ...issue }] });
    });

    it('lists every failing line', () => {
      const lines = [
        makeCartLine({ id: 'gone', orderId: 1 }),
        makeCartLine({ id: 'pizza', orderId: 2 }),
        makeCartLine({ id: 'closed', orderId: 3 }),
      ];
      const result = computeCosts({ file: base, lines, orderType: 'dine-in', now: NOW });
      expect(result.ok ? [] : result.issues.map((i) => [i.orderId, i.code])).toEqual([
        [1, 415],
        [3, 426],
      ]);
    });

    it('a sold-out section makes its items sold out', () => {
      const f = file({ section: { sold_out: true } });
      const result = computeCosts({
        file: f,
        lines: [makeCartLine({ id: 'pizza' })],
        orderType: 'dine-in',
        now: NOW,
      });
      expect(result.ok ? null : result.issues[0]?.code).toBe(415);
    });
  });
});

describe('lineAmount', () => {
  it.each([
    [450, [], 1, 450],
    [450, [100, 25], 2, 1150],
    [450, 125, 3, 1725],
    [0, [], 4, 0],
  ])('(%i + %j) x %i = %i cents', (unit, addOns, quantity, expected) => {
    expect(lineAmount(unit, addOns, quantity)).toBe(expected);
  });
});
