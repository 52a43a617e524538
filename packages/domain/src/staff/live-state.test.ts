import { describe, expect, it } from 'vitest';
import { parseDataFile, type RestaurantDataFile } from '../menu/data-file';
import { applyLiveState, fileSoldOut, NO_MARKS, soldOutMarks, withMark } from './live-state';

function file(): RestaurantDataFile {
  const parsed = parseDataFile({
    restaurant: { id: '1', slug: 'bistro', name: 'Bistro', province: 'on', tax_rate: { tax1: 0.13 } },
    order_options: {
      orders_paused_message: 'Closed for a while',
      localization: { fr: { orders_paused_message: 'Fermé' } },
    },
    menus: [
      {
        id: 'm',
        name: 'Menu',
        slug: 'menu',
        sections: [
          {
            id: 's',
            name: 'Mains',
            items: [
              {
                id: 'bowl',
                name: 'Bowl',
                price: 10,
                options: [
                  {
                    id: 'g',
                    name: 'Base',
                    values: [
                      { id: 'rice', name: 'Rice' },
                      { id: 'quinoa', name: 'Quinoa', sold_out: true },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        items: [{ id: 'soup', name: 'Soup', price: 5, sold_out: true }],
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.data;
}

describe('live state on top of the published file', () => {
  it('changes nothing without marks or a pause (same object)', () => {
    const f = file();
    expect(applyLiveState(f, { ordersPaused: false, pausedMessage: null, soldOut: NO_MARKS })).toBe(f);
  });

  it('marks items and option values sold out or back, wherever they are', () => {
    const f = file();
    const live = applyLiveState(f, {
      ordersPaused: false,
      pausedMessage: null,
      soldOut: { items: { bowl: true, soup: false, gone: true }, values: { rice: true, quinoa: false } },
    });
    const menu = live.menus[0]!;
    const bowl = menu.sections[0]!.items[0]!;
    expect(bowl.sold_out).toBe(true);
    expect(menu.items[0]!.sold_out).toBe(false);
    expect(bowl.options[0]!.values.map((v) => [v.id, v.sold_out])).toEqual([
      ['rice', true],
      ['quinoa', false],
    ]);
    // The published file itself is untouched.
    expect(f.menus[0]!.sections[0]!.items[0]!.sold_out).toBe(false);
  });

  it('a staff pause with a message replaces the file’s message in every language', () => {
    const live = applyLiveState(file(), {
      ordersPaused: true,
      pausedMessage: 'Back at 5',
      soldOut: NO_MARKS,
    });
    expect(live.restaurant.orders_paused).toBe(true);
    expect(live.order_options.orders_paused_message).toBe('Back at 5');
    expect(live.order_options.localization.fr?.orders_paused_message).toBe('Back at 5');
  });

  it('a pause without a message keeps the file’s', () => {
    const live = applyLiveState(file(), { ordersPaused: true, pausedMessage: null, soldOut: NO_MARKS });
    expect(live.order_options.orders_paused_message).toBe('Closed for a while');
  });

  it('finds what the file says of a target, or that it has none', () => {
    const f = file();
    expect(fileSoldOut(f, 'item', 'bowl')).toBe(false);
    expect(fileSoldOut(f, 'item', 'soup')).toBe(true);
    expect(fileSoldOut(f, 'value', 'quinoa')).toBe(true);
    expect(fileSoldOut(f, 'value', 'bowl')).toBeUndefined();
    expect(fileSoldOut(f, 'item', 'nope')).toBeUndefined();
  });

  it.each([
    [true, false, { bowl: true }],
    [false, false, {}],
    [false, true, { bowl: false }],
    [true, true, { bowl: true }],
  ])('sold out %s on an item the file marks %s leaves %j', (soldOut, inFile, items) => {
    expect(withMark({ items: { bowl: true }, values: {} }, 'item', 'bowl', soldOut, inFile).items).toEqual(
      items,
    );
  });

  it('reads stored marks defensively', () => {
    expect(soldOutMarks(null)).toEqual(NO_MARKS);
    expect(soldOutMarks({ items: { a: true, b: 'x' } })).toEqual({ items: { a: true }, values: {} });
  });
});
