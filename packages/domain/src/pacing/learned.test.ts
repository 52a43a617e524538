import { describe, expect, it } from 'vitest';
import type { RestaurantDataFile } from '../menu/data-file';
import {
  itemKey,
  learnedMinutes,
  learnedSpanMinutes,
  MIN_SAMPLES,
  makeTimeRows,
  sampleOf,
  WINDOW,
  withItemMakeTime,
} from './learned';
import { makeSpanMinutes } from './load';

const file = {
  menus: [
    {
      id: 'm',
      items: [],
      sections: [
        {
          id: 's',
          make_time: 4,
          station: 'grill',
          items: [
            { id: 'burger', make_time: 9 },
            { id: 'fries', station: 'fryer' },
            { id: 'pop', make_time: 0 },
          ],
        },
      ],
    },
  ],
} as unknown as Pick<RestaurantDataFile, 'menus'>;

const line = (id: string, quantity = 1) => ({ id, menu_id: 'm', section_id: 's', quantity });
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 4, 16, 0) + minutes * 60_000);

describe('a sample', () => {
  it.each([
    [
      'goes to the longest line by the file',
      [line('fries', 3), line('burger')],
      12,
      { itemId: 'burger', station: 'grill', seconds: 720 },
    ],
    [
      'of a one-item order is that item',
      [line('fries')],
      6.5,
      { itemId: 'fries', station: 'fryer', seconds: 390 },
    ],
    ['is none when nothing on the order is paced', [line('pop')], 5, null],
    ['is none for a ready mark before acceptance', [line('burger')], -1, null],
    ['is none for a ticket left unmarked past three hours', [line('burger')], 181, null],
  ])('%s', (_, lines, minutes, expected) => {
    const sample = sampleOf(file, lines, at(0), at(minutes));
    expect(sample).toEqual(expected && { menuId: 'm', ...expected });
  });
});

describe('a learned make time', () => {
  it.each([
    ['none below the minimum', Array(MIN_SAMPLES - 1).fill(600), null],
    ['the median, rounded up to the minute', [601, 300, 900, 420, 610], 11],
    ['the median of an even count', [300, 360, 420, 480, 540, 600], 8],
    ['from the newest samples only', [...Array(WINDOW).fill(120), ...Array(50).fill(3000)], 2],
  ])('is %s', (_, samples, minutes) => {
    expect(learnedMinutes(samples as number[])).toBe(minutes);
  });
});

describe("a cart's floor with learned figures", () => {
  const lines = [line('burger'), line('fries', 2)];

  it.each([
    ['is the file’s with nothing learned', new Map<string, number>(), 9],
    ['takes a learned figure above the file', new Map([[itemKey('m', 'fries'), 14]]), 14],
    ['takes a learned figure below the file', new Map([[itemKey('m', 'burger'), 6]]), 6],
    ['ignores figures of items not in the cart', new Map([[itemKey('m', 'pop'), 30]]), 9],
  ])('%s', (_, learned, minutes) => {
    expect(learnedSpanMinutes(file, lines, learned)).toBe(minutes);
  });

  it('is load.ts’s make span when nothing is learned', () => {
    expect(learnedSpanMinutes(file, lines, new Map())).toBe(makeSpanMinutes(file, lines));
  });
});

describe('the make times an owner compares', () => {
  const named = {
    menus: (file.menus as unknown as { id: string; items: unknown[]; sections: { items: object[] }[] }[]).map(
      (menu) => ({
        ...menu,
        deleted_at: null,
        sections: menu.sections.map((s) => ({
          ...s,
          items: s.items.map((i) => ({
            ...i,
            name: `The ${(i as { id: string }).id}`,
            localization: (i as { id: string }).id === 'burger' ? { fr: { name: 'Le burger' } } : {},
          })),
        })),
      }),
    ),
  } as unknown as Pick<RestaurantDataFile, 'menus'>;

  it.each([
    [
      'nothing measured: the file alone, items without make time left out',
      new Map(),
      [
        { itemId: 'burger', station: 'grill', fileMinutes: 9, learnedMinutes: null, samples: 0 },
        { itemId: 'fries', station: 'fryer', fileMinutes: 4, learnedMinutes: null, samples: 0 },
      ],
    ],
    [
      'a measured item beside its file figure, one below the threshold with its count',
      new Map([
        [itemKey('m', 'burger'), { samples: 7, learnedMinutes: 13 }],
        [itemKey('m', 'fries'), { samples: 3, learnedMinutes: null }],
      ]),
      [
        { itemId: 'burger', station: 'grill', fileMinutes: 9, learnedMinutes: 13, samples: 7 },
        { itemId: 'fries', station: 'fryer', fileMinutes: 4, learnedMinutes: null, samples: 3 },
      ],
    ],
  ])('%s', (_name, measured, expected) => {
    expect(makeTimeRows(named, measured)).toEqual(
      expected.map((row) => ({
        ...row,
        menuId: 'm',
        name: `The ${row.itemId}`,
        names: row.itemId === 'burger' ? { fr: 'Le burger' } : {},
      })),
    );
  });
});

describe('applying a learned make time to the file', () => {
  it('sets the item’s own make time on that menu, its station still its section’s', () => {
    const applied = withItemMakeTime(file, { menuId: 'm', itemId: 'fries', minutes: 6 });
    expect(applied).not.toBeNull();
    expect(makeTimeRows(applied!, new Map()).map((r) => [r.itemId, r.station, r.fileMinutes])).toEqual([
      ['burger', 'grill', 9],
      ['fries', 'fryer', 6],
    ]);
    // The file given is left as it was.
    expect(makeTimeRows(file, new Map()).find((r) => r.itemId === 'fries')?.fileMinutes).toBe(4);
  });

  it('is null for an item the menu does not list', () => {
    expect(withItemMakeTime(file, { menuId: 'm', itemId: 'salad', minutes: 6 })).toBeNull();
    expect(withItemMakeTime(file, { menuId: 'other', itemId: 'burger', minutes: 6 })).toBeNull();
  });
});
