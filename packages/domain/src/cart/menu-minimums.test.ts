import { describe, expect, it } from 'vitest';
import { makeCartLine, makeFile, makeItem, TEST_MENU_ID } from '../testing/factories';
import type { CartItem } from './cart-item';
import { type MenuMinimum, menuMinimums, shortMinimums } from './menu-minimums';

const NOW = new Date('2026-03-10T17:00:00Z');

// A $250 catering menu (platters at $60, a 10 % promo on the wrap box at $40, a sold-out cake), and a bar menu without
// a minimum; a second catering menu at $50 in the same file.
const catering = makeFile({
  menu: { catering: true, minimum_order_amount: 250 },
  items: [
    makeItem({ id: 'platter', price: 60 }),
    makeItem({ id: 'wraps', price: 40, promos: ['p10'] }),
    makeItem({ id: 'cake', price: 30, sold_out: true }),
  ],
  promos: [{ id: 'p10', type: 'percent', value: 10 }],
});
const [cateringMenu] = catering.menus;
const file = {
  ...catering,
  menus: [
    cateringMenu!,
    { ...cateringMenu!, id: 'bar', catering: false, minimum_order_amount: null },
    { ...cateringMenu!, id: 'quick', minimum_order_amount: 50 },
  ],
};

let orderId = 0;
const line = (id: string, quantity: number, menu = TEST_MENU_ID, over: Partial<CartItem> = {}) =>
  makeCartLine({ id, quantity, menu_id: menu, orderId: ++orderId, ...over });
const at = (menuId: string, minimum: number, subtotal: number): MenuMinimum => ({
  menuId,
  minimum,
  subtotal,
  remaining: Math.max(0, minimum - subtotal),
  met: subtotal >= minimum,
});

describe('the minimum order amount of each menu in the cart', () => {
  it.each<[string, CartItem[], MenuMinimum[]]>([
    ['an empty cart', [], []],
    ['lines of a menu without a minimum only', [line('platter', 9, 'bar')], []],
    [
      'three platters of $60: $70 more to reach $250',
      [line('platter', 3)],
      [at(TEST_MENU_ID, 25_000, 18_000)],
    ],
    ['the minimum exactly', [line('platter', 2), line('wraps', 5)], [at(TEST_MENU_ID, 25_000, 30_000)]],
    [
      'the wraps priced after their 10 % promo: 4 boxes are $144, not $160',
      [line('wraps', 4)],
      [at(TEST_MENU_ID, 25_000, 14_400)],
    ],
    [
      'priced by the menu, never by the orderPrice the browser sent',
      [line('platter', 1, TEST_MENU_ID, { orderPrice: 999_999 })],
      [at(TEST_MENU_ID, 25_000, 6_000)],
    ],
    [
      'a sold-out line counts nothing (its own refusal says why)',
      [line('platter', 3), line('cake', 4)],
      [at(TEST_MENU_ID, 25_000, 18_000)],
    ],
    [
      'a line of another menu does not count towards this one’s minimum',
      [line('platter', 3), line('platter', 5, 'bar')],
      [at(TEST_MENU_ID, 25_000, 18_000)],
    ],
    [
      'two menus with a minimum, each on its own lines, in the order the cart names them',
      [line('platter', 1, 'quick'), line('platter', 5), line('wraps', 1, 'quick')],
      [at('quick', 5_000, 9_600), at(TEST_MENU_ID, 25_000, 30_000)],
    ],
  ])('%s', (_, lines, expected) => {
    expect(menuMinimums(file, lines, { now: NOW })).toEqual(expected);
  });

  it('keeps only the menus still short of their minimum', () => {
    const lines = [line('platter', 1, 'quick'), line('platter', 3)];
    expect(shortMinimums(file, lines, { now: NOW })).toEqual([at(TEST_MENU_ID, 25_000, 18_000)]);
    expect(shortMinimums(file, [line('platter', 5)], { now: NOW })).toEqual([]);
  });
});
