import { describe, expect, it } from 'vitest';
import type { RestaurantDataFile } from '../menu/data-file';
import { stationOfLine, stationProgress, stationsOfItems } from './stations';

const file = {
  menus: [
    {
      id: 'm',
      items: [{ id: 'fries', make_time: 4, station: 'fryer' }, { id: 'water' }],
      sections: [
        {
          id: 'mains',
          make_time: 8,
          station: 'grill',
          items: [{ id: 'burger' }, { id: 'salad', station: 'cold' }],
        },
        { id: 'kids', items: [{ id: 'burger', make_time: 5, station: 'fryer' }] },
        { id: 'free', make_time: 0, station: 'grill', items: [{ id: 'bread' }] },
      ],
    },
  ],
} as unknown as Pick<RestaurantDataFile, 'menus'>;

describe('stations of a ticket', () => {
  const items = stationsOfItems(file);

  it("takes each item's station, else its section's, and leaves out what costs the kitchen nothing", () => {
    expect(items).toEqual([
      { menuId: 'm', sectionId: 'mains', itemId: 'burger', station: 'grill' },
      { menuId: 'm', sectionId: 'mains', itemId: 'salad', station: 'cold' },
      { menuId: 'm', sectionId: 'kids', itemId: 'burger', station: 'fryer' },
      { menuId: 'm', sectionId: null, itemId: 'fries', station: 'fryer' },
    ]);
  });

  it.each([
    ['the section the line names', { menuId: 'm', sectionId: 'kids', itemId: 'burger' }, 'fryer'],
    [
      'the first place of the item when the section is unknown',
      { menuId: 'm', sectionId: null, itemId: 'burger' },
      'grill',
    ],
    ['nothing for an item without a station', { menuId: 'm', sectionId: null, itemId: 'water' }, null],
    ['nothing for another menu', { menuId: 'x', sectionId: 'mains', itemId: 'burger' }, null],
  ])('a line is made at %s', (_, line, station) => {
    expect(stationOfLine(items, line)).toBe(station);
  });

  it("lists the stations an order needs in the kitchen's order, each done or not", () => {
    const lines = [
      { menuId: 'm', sectionId: null, itemId: 'fries' },
      { menuId: 'm', sectionId: 'mains', itemId: 'burger' },
      { menuId: 'm', sectionId: null, itemId: 'water' },
    ];
    expect(stationProgress(['cold', 'grill', 'fryer'], items, lines, ['fryer'])).toEqual([
      { station: 'grill', done: false },
      { station: 'fryer', done: true },
    ]);
    expect(stationProgress(['grill'], items, [], [])).toEqual([]);
  });
});
