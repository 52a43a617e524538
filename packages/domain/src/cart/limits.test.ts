import { describe, expect, it } from 'vitest';
import { buildMenuIndex } from '../pricing/menu-index';
import { makeCartLine, makeFile, makeItem } from '../testing/factories';
import {
  cateringMinimum,
  checkMaxItems,
  checkMaxItemsOnUpdate,
  checkMaxMeals,
  checkMinMeals,
  countItems,
  countK12Items,
  remainingRoom,
} from './limits';

const cart = [makeCartLine({ orderId: 1, quantity: 3 }), makeCartLine({ orderId: 2, quantity: 4 })];

describe('max items per cart', () => {
  it.each([
    ['fits', 10, 7, 3, null],
    ['overflows', 10, 7, 4, { key: 'maxItemsPerCart', params: { max: 10 } }],
    ['unlimited when absent', null, 700, 300, null],
    ['unlimited when undefined', undefined, 700, 300, null],
  ])('the temporary item plus the cart: %s', (_, max, inCart, adding, expected) => {
    expect(checkMaxItems(max, inCart, adding)).toEqual(expected);
  });

  it('counts the cart items, or all K-12 dates', () => {
    expect(countItems(cart)).toBe(7);
    expect(countK12Items({ '2026-01-05': cart, '2026-01-06': [makeCartLine({ quantity: 2 })] })).toBe(9);
  });

  it.each([
    [1, 6, null],
    [1, 7, { key: 'maxItemsPerCart', params: { max: 10 } }],
    [2, 7, null],
    [2, 8, { key: 'maxItemsPerCart', params: { max: 10 } }],
  ])(
    'on an update of line %d to %d: the other items plus the new quantity',
    (orderId, quantity, expected) => {
      expect(checkMaxItemsOnUpdate(10, cart, orderId, quantity)).toEqual(expected);
    },
  );

  it.each([
    [10, 7, 3],
    [5, 7, 0],
    [null, 7, Number.POSITIVE_INFINITY],
  ])('room under %s with %d items: %d', (max, count, room) => {
    expect(remainingRoom(max, count)).toBe(room);
  });
});

describe('meals per cart', () => {
  const file = makeFile({ items: [makeItem({ id: 'meal', meal_package: true }), makeItem({ id: 'snack' })] });
  const index = buildMenuIndex(file);
  const meals = (q: number) => makeCartLine({ id: 'meal', quantity: q });
  const snacks = (q: number) => makeCartLine({ id: 'snack', quantity: q, orderId: 2 });

  it.each([
    ['only meal packages count', 2, [meals(2), snacks(9)], null, null],
    ['more meals than the max', 2, [meals(2)], meals(1), { key: 'maxMealsPerCart', params: { max: 2 } }],
    ['adding a snack never overflows', 2, [meals(2)], snacks(5), null],
    ['unlimited when absent', null, [meals(99)], meals(1), null],
    ['unknown items do not count', 1, [makeCartLine({ id: 'gone', quantity: 5 })], null, null],
  ])('max: %s', (_, max, items, adding, expected) => {
    expect(checkMaxMeals(max, index, items, adding)).toEqual(expected);
  });

  it('K-12: applied per date', () => {
    const byDate = { mon: [meals(2)], tue: [meals(2)] };
    expect(Object.values(byDate).map((items) => checkMaxMeals(2, index, items))).toEqual([null, null]);
  });

  it.each([
    ['enough meals', 2, [meals(2), snacks(1)], null],
    ['snacks do not count', 2, [meals(1), snacks(5)], { key: 'minMealsPerCart', params: { min: 2 } }],
    ['no minimum', null, [], null],
  ])('min: %s', (_, min, items, expected) => {
    expect(checkMinMeals(min, index, items)).toEqual(expected);
  });
});

describe('catering minimum order amount', () => {
  it.each([
    [10_000, 7_550, { met: false, remaining: 2_450 }],
    [10_000, 10_000, { met: true, remaining: 0 }],
    [10_000, 12_000, { met: true, remaining: 0 }],
    [null, 0, { met: true, remaining: 0 }],
  ])('minimum %s with subtotal %d', (minimum, subtotal, expected) => {
    expect(cateringMinimum(minimum, subtotal)).toEqual(expected);
  });
});
