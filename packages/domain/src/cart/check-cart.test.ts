import { describe, expect, it } from 'vitest';
import type { RestaurantDataFile } from '../menu/data-file';
import { makeCartGroup, makeCartLine, makeFile, makeItem, makeOptionGroup } from '../testing/factories';
import type { CartItem } from './cart-item';
import { type CartRefusal, type CheckCartInput, checkCart } from './check-cart';
import { formatCartMessage } from './messages';

const NOW = new Date('2026-03-10T17:00:00Z');

const toppings = makeOptionGroup({
  id: 'toppings',
  allow_multiple_selection: true,
  limit: 3,
  values: [
    { id: 'bacon', name: 'Bacon', price: 2, max_quantity: 2 },
    {
      id: 'cheese',
      name: 'Cheese',
      price: 1,
      options: [
        {
          id: 'cheese-kind',
          name: 'Cheese kind',
          required: true,
          values: [
            { id: 'cheddar', name: 'Cheddar' },
            { id: 'swiss', name: 'Swiss' },
          ],
        },
      ],
    },
    { id: 'egg', name: 'Egg', price: 1.5 },
    { id: 'avocado', name: 'Avocado', price: 2 },
  ],
});
const size = makeOptionGroup({
  id: 'size',
  required: true,
  values: [
    { id: 'single', name: 'Single' },
    { id: 'double', name: 'Double', price: 4 },
  ],
});
const soda = makeOptionGroup({
  id: 'soda',
  required: true,
  limit: 1,
  values: [
    { id: 'cola', name: 'Cola' },
    { id: 'ginger-ale', name: 'Ginger ale' },
  ],
});

const ITEMS = [
  makeItem({ id: 'burger', price: 15, options: [size, toppings] }),
  makeItem({ id: 'soft-drink', price: 3, options: [soda] }),
  makeItem({ id: 'lager', price: 8, alcoholic_beverage: true }),
  makeItem({ id: 'meal', price: 6, meal_package: true }),
  makeItem({ id: 'fries', price: 5 }),
];

function fileWith(order_options: Record<string, unknown> = {}, extra: Parameters<typeof makeFile>[0] = {}) {
  return makeFile({ items: ITEMS, order_options: { max_items_per_cart: 22, ...order_options }, ...extra });
}

const burger = (over: Partial<CartItem> = {}, toppingValues: Parameters<typeof makeCartGroup>[1] = []) =>
  makeCartLine({
    id: 'burger',
    orderId: 1,
    orderOptions: [
      makeCartGroup('size', [{ id: 'single' }]),
      ...(toppingValues.length > 0 ? [makeCartGroup('toppings', toppingValues)] : []),
    ],
    ...over,
  });
const drink = (flavour: string | null, over: Partial<CartItem> = {}) =>
  makeCartLine({
    id: 'soft-drink',
    orderId: 2,
    orderOptions: flavour ? [makeCartGroup('soda', [{ id: flavour }])] : [],
    ...over,
  });
const line = (id: string, quantity = 1, orderId = 3) => makeCartLine({ id, quantity, orderId });
const cheese = (kind: string | null) => ({
  id: 'cheese',
  options: kind ? [makeCartGroup('cheese-kind', [{ id: kind }])] : [],
});

type Row = [
  name: string,
  file: RestaurantDataFile,
  input: Omit<CheckCartInput, 'file' | 'now'>,
  expected: Partial<CartRefusal>[],
];

const base = fileWith();
const k12 = fileWith(
  { max_items_per_cart: null, max_meals_per_cart: 2, min_meals_per_cart: 1 },
  { restaurant: { k12: true } },
);
const catering = fileWith({}, { menu: { catering: true, minimum_order_amount: 50 } });

// One row per rule of ordering.md section 5 (and 'no flags provided', section 8): the passing case, then the refusal.
const ROWS: Row[] = [
  ['a legal cart', base, { items: [burger(), drink('cola'), line('fries', 2)], orderType: 'dine-in' }, []],
  // Max items per cart: the temporary item's quantity plus the cart.
  ['22 items where 22 is the maximum', base, { items: [line('fries', 22)], orderType: 'dine-in' }, []],
  [
    '23 items where 22 is the maximum',
    base,
    { items: [line('fries', 20)], adding: drink('cola', { quantity: 3 }), orderType: 'dine-in' },
    [
      {
        reason: 'max_items',
        orderId: 2,
        itemId: 'soft-drink',
        message: { key: 'maxItemsPerCart', params: { max: 22 } },
      },
    ],
  ],
  [
    'no maximum: unlimited',
    fileWith({ max_items_per_cart: null }),
    { items: [line('fries', 999)], orderType: 'dine-in' },
    [],
  ],
  // Required groups, nested ones of selected values included.
  ['the required flavour chosen', base, { items: [drink('cola')], orderType: 'pickup' }, []],
  [
    'a soft drink without its required flavour',
    base,
    { items: [drink(null)], orderType: 'pickup' },
    [
      {
        reason: 'required_group',
        orderId: 2,
        itemId: 'soft-drink',
        groupId: 'soda',
        message: { key: 'requiredFields' },
      },
    ],
  ],
  [
    'the nested cheese kind chosen',
    base,
    { items: [burger({}, [cheese('swiss')])], orderType: 'dine-in' },
    [],
  ],
  [
    'cheese without its required kind (nested)',
    base,
    { items: [burger({}, [cheese(null)])], orderType: 'dine-in' },
    [{ reason: 'required_group', groupId: 'cheese-kind', itemId: 'burger' }],
  ],
  // Group limit: the number of selections of a multiple-selection group; one value in a single-selection group.
  [
    '3 toppings where 3 is the limit',
    base,
    { items: [burger({}, [{ id: 'bacon' }, { id: 'egg' }, { id: 'avocado' }])], orderType: 'dine-in' },
    [],
  ],
  [
    '4 toppings where 3 is the limit',
    base,
    {
      items: [burger({}, [{ id: 'bacon' }, cheese('cheddar'), { id: 'egg' }, { id: 'avocado' }])],
      orderType: 'dine-in',
    },
    [
      {
        reason: 'group_limit',
        groupId: 'toppings',
        message: { key: 'optionGroupLimit', params: { optionGroupLimit: 3 } },
      },
    ],
  ],
  [
    'quantities count toward the limit (2 bacon + egg + avocado)',
    base,
    {
      items: [burger({}, [{ id: 'bacon', quantity: 2 }, { id: 'egg' }, { id: 'avocado' }])],
      orderType: 'dine-in',
    },
    [{ reason: 'group_limit', groupId: 'toppings' }],
  ],
  [
    'two flavours in a single-selection group',
    base,
    {
      items: [
        makeCartLine({
          id: 'soft-drink',
          orderOptions: [makeCartGroup('soda', [{ id: 'cola' }, { id: 'ginger-ale' }])],
        }),
      ],
      orderType: 'dine-in',
    },
    [
      {
        reason: 'group_limit',
        groupId: 'soda',
        message: { key: 'optionGroupLimit', params: { optionGroupLimit: 1 } },
      },
    ],
  ],
  // Value max_quantity, also when the value is sent twice.
  [
    'bacon x2 where 2 is its max',
    base,
    { items: [burger({}, [{ id: 'bacon', quantity: 2 }])], orderType: 'dine-in' },
    [],
  ],
  [
    'bacon x3 where 2 is its max',
    base,
    { items: [burger({}, [{ id: 'bacon', quantity: 3 }])], orderType: 'dine-in' },
    [
      {
        reason: 'value_max_quantity',
        groupId: 'toppings',
        valueId: 'bacon',
        message: { key: 'optionMaxQuantity', params: { maxQuantity: 2 } },
      },
    ],
  ],
  [
    'bacon sent twice, 2 + 1 where 2 is its max',
    base,
    {
      items: [
        burger({}, [
          { id: 'bacon', quantity: 2 },
          { id: 'bacon', quantity: 1 },
        ]),
      ],
      orderType: 'dine-in',
    },
    [{ reason: 'value_max_quantity', valueId: 'bacon' }],
  ],
  // Max meals per cart counts meal packages only; for K-12 per date. Min meals once the cart is complete.
  [
    '10 meals where 10 is the maximum (and other items do not count)',
    fileWith({ max_meals_per_cart: 10 }),
    { items: [line('meal', 10), line('fries', 5, 4)], orderType: 'pickup' },
    [],
  ],
  [
    '11 meals where 10 is the maximum',
    fileWith({ max_meals_per_cart: 10 }),
    { items: [line('meal', 10)], adding: line('meal', 1, 9), orderType: 'pickup' },
    [{ reason: 'max_meals', orderId: 9, message: { key: 'maxMealsPerCart', params: { max: 10 } } }],
  ],
  [
    'K-12: 2 meals on each of two dates where 2 is the maximum',
    k12,
    {
      items: [line('meal', 2), line('meal', 2, 4)],
      perDate: { '2026-03-16': [line('meal', 2)], '2026-03-17': [line('meal', 2, 4)] },
      orderType: 'school',
      complete: true,
    },
    [],
  ],
  [
    'K-12: 3 meals on one date',
    k12,
    {
      items: [line('meal', 3), line('meal', 1, 4)],
      perDate: { '2026-03-16': [line('meal', 3)], '2026-03-17': [line('meal', 1, 4)] },
      orderType: 'school',
      complete: true,
    },
    [{ reason: 'max_meals', date: '2026-03-16' }],
  ],
  [
    'K-12: a date without a meal where 1 is the minimum',
    k12,
    {
      items: [line('meal', 1), line('fries', 1, 4)],
      perDate: { '2026-03-16': [line('meal', 1)], '2026-03-17': [line('fries', 1, 4)] },
      orderType: 'school',
      complete: true,
    },
    [{ reason: 'min_meals', date: '2026-03-17', message: { key: 'minMealsPerCart', params: { min: 1 } } }],
  ],
  [
    'min meals is not checked while the cart is being filled',
    k12,
    { items: [line('fries', 1)], orderType: 'school' },
    [],
  ],
  // Catering minimum of the menu, on the priced subtotal of its lines (never the client's orderPrice).
  [
    'a catering order of $50 where $50 is the minimum',
    catering,
    { items: [line('fries', 10)], orderType: 'catering', complete: true },
    [],
  ],
  [
    'a catering order of $45 where $50 is the minimum',
    catering,
    {
      items: [makeCartLine({ id: 'fries', quantity: 9, orderPrice: 99_999 })],
      orderType: 'catering',
      complete: true,
    },
    [
      {
        reason: 'catering_minimum',
        message: { key: 'cateringMinimum', money: { remaining: 500, minimum: 5000 } },
      },
    ],
  ],
  [
    'the catering minimum is not checked while the cart is being filled',
    catering,
    { items: [line('fries', 1)], orderType: 'catering' },
    [],
  ],
  // Legal age when an alcoholic item is in the cart.
  [
    'alcohol with the legal age confirmed',
    base,
    { items: [line('lager', 2)], orderType: 'dine-in', legalAgeConfirmed: true },
    [],
  ],
  [
    'no alcohol, no confirmation needed',
    base,
    { items: [line('fries')], orderType: 'dine-in', legalAgeConfirmed: false },
    [],
  ],
  [
    'alcohol without the legal-age confirmation',
    base,
    { items: [line('fries', 1, 1), line('lager', 2, 5)], orderType: 'dine-in', legalAgeConfirmed: false },
    [{ reason: 'legal_age', orderId: 5, itemId: 'lager', message: { key: 'legalAgeRequired' } }],
  ],
  ['alcohol, legal age not asked at this step', base, { items: [line('lager')], orderType: 'dine-in' }, []],
  // Login requirements.
  [
    'K-12 without login required: a guest may order',
    fileWith({ k12_requires_login: false }, { restaurant: { k12: true } }),
    { items: [line('meal')], orderType: 'school', signedIn: false },
    [],
  ],
  [
    'K-12 (login required by default), signed in',
    k12,
    { items: [line('meal')], orderType: 'school', signedIn: true },
    [],
  ],
  [
    'K-12 (login required by default), a guest',
    k12,
    { items: [line('meal')], orderType: 'school', signedIn: false },
    [{ reason: 'login_required', message: { key: 'k12LoginRequired' } }],
  ],
  [
    'generic catering that requires login, a guest',
    fileWith({ generic_catering_requires_login: true }),
    { items: [line('fries')], orderType: 'generic-catering', signedIn: false },
    [{ reason: 'login_required', message: { key: 'cateringLoginRequired' } }],
  ],
  [
    'generic catering that requires login, a guest ordering take-out instead',
    fileWith({ generic_catering_requires_login: true }),
    { items: [line('fries')], orderType: 'pickup', signedIn: false },
    [],
  ],
  [
    'a catering menu where catering requires login, a guest naming the order pickup',
    fileWith({ generic_catering_requires_login: true }, { menu: { catering: true } }),
    { items: [line('fries')], orderType: 'pickup', signedIn: false },
    [{ reason: 'login_required', message: { key: 'cateringLoginRequired' } }],
  ],
  [
    'a catering menu where catering does not require login, a guest',
    fileWith({ generic_catering_requires_login: false }, { menu: { catering: true } }),
    { items: [line('fries')], orderType: 'catering', signedIn: false },
    [],
  ],
  [
    'a catering menu where catering requires login, signed in',
    fileWith({ generic_catering_requires_login: true }, { menu: { catering: true } }),
    { items: [line('fries')], orderType: 'generic-catering', signedIn: true },
    [],
  ],
  // The type the request names must be the one its flags give (ordering.md section 4).
  [
    'pickup named, delivery chosen',
    base,
    { items: [line('fries')], orderType: 'pickup', flags: { takeout: true, takeoutType: 'delivery' } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'catering named for a generic-catering cart (no event suite)',
    base,
    { items: [line('fries')], orderType: 'catering', flags: { genericCatering: true } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'take-out named at a table',
    base,
    { items: [line('fries')], orderType: 'take-out', flags: { tableNum: '12' } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'dine-in named for take-out',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { takeout: true } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'delivery named before the pickup choice',
    base,
    { items: [line('fries')], orderType: 'delivery', flags: { takeout: true } },
    [],
  ],
  [
    'an event-day suite order, priced as dine-in',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { eventDay: true, tableNum: 'Suite 4' } },
    [],
  ],
  // 'no flags provided' (section 8): no order-type flag in the submission's config.
  [
    'a table number is a flag',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { tableNum: '12' } },
    [],
  ],
  [
    'no flags provided',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { tableNum: null } },
    [{ reason: 'no_flags', message: { key: 'noFlagsProvided' } }],
  ],
];

describe('checkCart: every cart rule (ordering.md section 5)', () => {
  it.each(ROWS)('%s', (_, file, input, expected) => {
    const refusals = checkCart({ file, now: NOW, ...input });
    expect(refusals).toHaveLength(expected.length);
    expected.forEach((want, i) => {
      expect(refusals[i]).toMatchObject({ code: 400, ...want });
    });
  });

  it('lists every refusal, most fundamental first', () => {
    const refusals = checkCart({
      file: fileWith({ max_items_per_cart: 3, k12_requires_login: true }, { restaurant: { k12: true } }),
      now: NOW,
      items: [drink(null), line('lager', 3)],
      orderType: 'school',
      signedIn: false,
      legalAgeConfirmed: false,
      flags: {},
    });
    expect(refusals.map((r) => r.reason)).toEqual([
      'no_flags',
      'login_required',
      'required_group',
      'max_items',
      'legal_age',
    ]);
  });

  it('words each refusal in both languages, money in the reader’s locale', () => {
    const [minimum] = checkCart({
      file: catering,
      now: NOW,
      items: [line('fries', 9)],
      orderType: 'catering',
      complete: true,
    });
    expect(formatCartMessage(minimum!.message, 'en-CA')).toBe(
      'Add $5.00 more to reach the minimum order of $50.00',
    );
    expect(formatCartMessage(minimum!.message, 'fr-CA')).toMatch(
      /^Ajoutez encore 5,00\s\$ pour atteindre la commande minimale de 50,00\s\$$/,
    );
    const [limit] = checkCart({
      file: base,
      now: NOW,
      items: [burger({}, [{ id: 'bacon', quantity: 3 }])],
      orderType: 'dine-in',
    });
    expect(formatCartMessage(limit!.message, 'en-CA')).toBe('You can only have 2 of this option');
    expect(formatCartMessage(limit!.message, 'fr-CA')).toBe('Vous ne pouvez choisir cette option que 2 fois');
  });
});
