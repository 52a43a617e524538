import type { ViewItem } from '@ordering/domain/menu/convert';
import { describe, expect, it } from 'vitest';
import { upsellFor } from './upsell';

const item = (id: string, menu_id: string, more: Partial<ViewItem> = {}) =>
  ({ id, menu_id, sold_out: false, unavailable: false, ...more }) as ViewItem;

describe('what the cart suggests adding', () => {
  const upsell = [
    item('fries', 'sol'),
    item('churros', 'sol', { sold_out: true }),
    item('agua', 'sol', { unavailable: true }),
    item('tacos', 'sol'),
    // A closed kitchen's bubble tea (another menu of the hub) and a 48-hour catering menu's tray.
    item('bubble-tea', 'bao'),
    item('cookie-tray', 'suite-catering'),
  ];

  it.each([
    ['a cart of one menu: its other suggestions only', [{ id: 'tacos', menu_id: 'sol' }], ['fries']],
    ['an empty cart: none', [], []],
    [
      'a cart of two menus: both menus',
      [
        { id: 'tacos', menu_id: 'sol' },
        { id: 'dumplings', menu_id: 'bao' },
      ],
      ['fries', 'bubble-tea'],
    ],
  ])('%s', (_name, cart, ids) => {
    expect(upsellFor(upsell, cart).map((i) => i.id)).toEqual(ids);
  });
});
