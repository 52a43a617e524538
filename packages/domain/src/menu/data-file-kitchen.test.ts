import { describe, expect, it } from 'vitest';
import { parseDataFile } from './data-file';

const kitchen = {
  stations: [
    { id: 'grill', name: 'Grill', minutes_per_bucket: 45 },
    { id: 'bar', name: 'Bar', minutes_per_bucket: 20 },
  ],
  day_parts: [{ name: 'Lunch', start: '11:30', end: '13:30', minutes: { grill: 60 } }],
};
const file = (
  restaurant: Record<string, unknown>,
  section: Record<string, unknown>,
  item: Record<string, unknown>,
) =>
  parseDataFile({
    restaurant: {
      id: '1',
      slug: 'bistro',
      name: 'Bistro',
      province: 'on',
      tax_rate: { tax1: 0.13 },
      ...restaurant,
    },
    menus: [
      {
        id: 'm',
        name: 'Lunch',
        slug: 'lunch',
        sections: [
          { id: 's', name: 'Mains', ...section, items: [{ id: 'i', name: 'Burger', price: 12, ...item }] },
        ],
      },
    ],
  });

describe('make times and stations in a data file', () => {
  it('a file without them reads as before: no kitchen, no make time', () => {
    const parsed = file({}, {}, {});
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.data.restaurant.kitchen).toBeNull();
    expect(parsed.data.menus[0]?.sections[0]?.items[0]).toMatchObject({ make_time: null, station: null });
  });

  it('an item and its section carry a make time and a station of the kitchen', () => {
    const parsed = file({ kitchen }, { make_time: 6, station: 'grill' }, { make_time: 0.5, station: 'bar' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.data.restaurant.kitchen?.day_parts[0]?.minutes).toEqual({ grill: 60 });
    expect(parsed.data.menus[0]?.sections[0]).toMatchObject({ make_time: 6, station: 'grill' });
    expect(parsed.data.menus[0]?.sections[0]?.items[0]).toMatchObject({ make_time: 0.5, station: 'bar' });
  });

  it.each([
    [
      'an item naming an unknown station',
      { kitchen },
      {},
      { station: 'wok' },
      'menus[0].sections[0].items[0].station',
    ],
    [
      'a section naming an unknown station',
      { kitchen },
      { station: 'wok' },
      {},
      'menus[0].sections[0].station',
    ],
    ['a station without a kitchen', {}, {}, { station: 'grill' }, 'menus[0].sections[0].items[0].station'],
    [
      'a day part naming an unknown station',
      {
        kitchen: {
          ...kitchen,
          day_parts: [{ name: 'Late', start: '22:00', end: '01:00', minutes: { wok: 5 } }],
        },
      },
      {},
      {},
      'restaurant.kitchen.day_parts[0].minutes.wok',
    ],
    ['a negative make time', { kitchen }, {}, { make_time: -1 }, 'menus[0].sections[0].items[0].make_time'],
  ])('refuses %s, with its path', (_, restaurant, section, item, path) => {
    const parsed = file(restaurant, section, item);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toContain(path);
  });
});
