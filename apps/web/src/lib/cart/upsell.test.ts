import { convertMenus, type MenuLocale, type ViewItem } from '@ordering/domain/menu/convert';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { describe, expect, it } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
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

describe("what the cart suggests beside what a line comes with (maple-table's data file)", () => {
  const file = demoDataFile('maple-table');
  const index = buildMenuIndex(file);
  // A Wednesday noon in Toronto: every item of the dinner menu is offered.
  const now = new Date('2026-12-02T17:00:00Z');
  const suggestions = (locale: MenuLocale, cart: { id: string; menu_id: string }[]) => {
    const items = convertMenus(file, { locale, now }).flatMap((m) => m.sections.flatMap((s) => s.items));
    const upsell = items.filter((i) => i.upsell_item && !i.sold_out);
    return upsellFor(upsell, cart, index).map((i) => i.name);
  };
  const menuOf = (itemId: string) =>
    file.menus.find((m) => m.sections.some((s) => s.items.some((i) => i.id === itemId)))?.id ?? '';
  const burger = { id: 'mt-table-burger', menu_id: menuOf('mt-table-burger') };
  const salad = { id: 'mt-beet-salad', menu_id: menuOf('mt-beet-salad') };

  it.each([
    ['en', ['Classic Butter Tart', 'Sticky Toffee Pudding', 'Drip Coffee']],
    ['fr', ['Tartelette au beurre classique', 'Pouding au caramel collant', 'Café filtre']],
  ] as const)(
    'offers a burger that comes with fries desserts and drinks, not fries (%s)',
    (locale, offered) => {
      const names = suggestions(locale, [burger]);
      expect(names).toEqual(expect.arrayContaining([...offered]));
      expect(names.join(' ')).not.toMatch(/fries|frites/i);
    },
  );

  it('still offers fries beside a dish that comes without them', () => {
    expect(suggestions('en', [salad])).toEqual(
      expect.arrayContaining(['Hand-Cut Fries', 'Sweet Potato Fries']),
    );
  });
});
