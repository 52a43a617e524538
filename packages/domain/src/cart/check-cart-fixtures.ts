/**
 * Fixtures of the cart-rule tests (check-cart*.test.ts): a restaurant of a burger (a required size, toppings limited
 * to 3, bacon at most 2, cheese with a required kind), a soft drink with a required flavour, a lager, a meal package
 * and fries, 22 items per cart; the cart lines of those items; the files of a K-12 school and a $50 catering menu;
 * and `checkRows`, a test a row of the rule table.
 */
import { expect, it } from 'vitest';
import type { RestaurantDataFile } from '../menu/data-file';
import { makeCartGroup, makeCartLine, makeFile, makeItem, makeOptionGroup } from '../testing/factories';
import type { CartItem } from './cart-item';
import { type CartRefusal, type CheckCartInput, checkCart } from './check-cart';

export const NOW = new Date('2026-03-10T17:00:00Z');

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

export function fileWith(
  order_options: Record<string, unknown> = {},
  extra: Parameters<typeof makeFile>[0] = {},
) {
  return makeFile({ items: ITEMS, order_options: { max_items_per_cart: 22, ...order_options }, ...extra });
}

export const burger = (
  over: Partial<CartItem> = {},
  toppingValues: Parameters<typeof makeCartGroup>[1] = [],
) =>
  makeCartLine({
    id: 'burger',
    orderId: 1,
    orderOptions: [
      makeCartGroup('size', [{ id: 'single' }]),
      ...(toppingValues.length > 0 ? [makeCartGroup('toppings', toppingValues)] : []),
    ],
    ...over,
  });
export const drink = (flavour: string | null, over: Partial<CartItem> = {}) =>
  makeCartLine({
    id: 'soft-drink',
    orderId: 2,
    orderOptions: flavour ? [makeCartGroup('soda', [{ id: flavour }])] : [],
    ...over,
  });
export const line = (id: string, quantity = 1, orderId = 3) => makeCartLine({ id, quantity, orderId });
export const cheese = (kind: string | null) => ({
  id: 'cheese',
  options: kind ? [makeCartGroup('cheese-kind', [{ id: kind }])] : [],
});

export type Row = [
  name: string,
  file: RestaurantDataFile,
  input: Omit<CheckCartInput, 'file' | 'now'>,
  expected: Partial<CartRefusal>[],
];

export const base = fileWith();
export const k12 = fileWith(
  { max_items_per_cart: null, max_meals_per_cart: 2, min_meals_per_cart: 1 },
  { restaurant: { k12: true } },
);
export const catering = fileWith({}, { menu: { catering: true, minimum_order_amount: 50 } });

/** One test a row: `checkCart` refuses the cart with the refusals expected, in order, and nothing else. */
export function checkRows(rows: Row[]) {
  it.each(rows)('%s', (_, file, input, expected) => {
    const refusals = checkCart({ file, now: NOW, ...input });
    expect(refusals).toHaveLength(expected.length);
    expected.forEach((want, i) => {
      expect(refusals[i]).toMatchObject({ code: 400, ...want });
    });
  });
}
