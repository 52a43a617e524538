/**
 * The cart rules (RULES-pricing-cart.md) on a cart's lines, through `checkCart`: the items per cart, required
 * groups (nested ones included), group limits and a value's max quantity; then every refusal listed, most
 * fundamental first, and worded in both languages. The rules on the order as a whole are tested in
 * check-cart-order.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { makeCartGroup, makeCartLine } from '../testing/factories';
import { checkCart } from './check-cart';
import {
  base,
  burger,
  catering,
  checkRows,
  cheese,
  drink,
  fileWith,
  line,
  NOW,
  type Row,
} from './check-cart-fixtures';
import { formatCartMessage } from './messages';

// One row per cart rule: the passing case, then the refusal.
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
];

describe('checkCart: every cart rule (ordering.md section 5)', () => {
  checkRows(ROWS);

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
