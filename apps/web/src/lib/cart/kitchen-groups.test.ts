import { describe, expect, it } from 'vitest';
import { groupByKitchen, kitchenOfLines } from './kitchen-groups';

const menus = [
  { id: 'nori', name: 'Nori Sushi Bar', localization: { fr: { name: 'Bar à sushis Nori' } } },
  { id: 'sol', name: 'Taqueria Sol', localization: {} },
  { id: 'bao', name: 'Bao House', localization: { fr: { name: 'Maison du Bao' } } },
];
const line = (menu_id: string, orderPrice: number, id = `${menu_id}-${orderPrice}`) => ({
  id,
  menu_id,
  orderPrice,
});

describe('groupByKitchen', () => {
  it.each([
    ['an empty cart', [], 'en', []],
    [
      'one kitchen',
      [line('sol', 900), line('sol', 450)],
      'en',
      [{ menuId: 'sol', name: 'Taqueria Sol', count: 2, subtotal: 1350 }],
    ],
    [
      'two kitchens, interleaved: kitchens in the order they first appear',
      [line('bao', 1200), line('nori', 1100), line('bao', 600)],
      'en',
      [
        { menuId: 'bao', name: 'Bao House', count: 2, subtotal: 1800 },
        { menuId: 'nori', name: 'Nori Sushi Bar', count: 1, subtotal: 1100 },
      ],
    ],
    [
      'names in French',
      [line('nori', 1100), line('sol', 900)],
      'fr',
      [
        { menuId: 'nori', name: 'Bar à sushis Nori', count: 1, subtotal: 1100 },
        { menuId: 'sol', name: 'Taqueria Sol', count: 1, subtotal: 900 },
      ],
    ],
    [
      'a menu gone from the data file',
      [line('gone', 500)],
      'en',
      [{ menuId: 'gone', name: '', count: 1, subtotal: 500 }],
    ],
  ] as const)('%s', (_, items, lang, expected) => {
    const groups = groupByKitchen(items, menus, lang);
    expect(
      groups.map((g) => ({ menuId: g.menuId, name: g.name, count: g.items.length, subtotal: g.subtotal })),
    ).toEqual(expected);
    // Every line lands in exactly one group, its own kitchen's.
    expect(groups.flatMap((g) => g.items)).toHaveLength(items.length);
    for (const g of groups) expect(g.items.every((i) => i.menu_id === g.menuId)).toBe(true);
  });
});

describe('kitchenOfLines', () => {
  const withItems = [
    { id: 'nori', sections: [{ items: [{ id: 'salmon-roll' }, { id: 'water' }] }] },
    { id: 'sol', sections: [{ items: [{ id: 'taco' }, { id: 'water' }] }] },
    { id: 'bao', sections: [], items: [{ id: 'pork-bao' }] },
  ];
  it.each([
    ['an item of one kitchen', ['taco'], 'sol'],
    ['an item outside sections', ['pork-bao'], 'bao'],
    ['an item two kitchens sell, then one only one sells', ['water', 'salmon-roll'], 'nori'],
    ['only items two kitchens sell', ['water'], null],
    ['an unknown item', ['gone'], null],
    ['no lines', [], null],
  ])('%s', (_, ids, expected) => {
    expect(
      kitchenOfLines(
        ids.map((itemId) => ({ itemId })),
        withItems,
      ),
    ).toBe(expected);
  });
});
