import { describe, expect, it } from 'vitest';
import { makeFile, makeItem, makeOptionGroup } from '../testing/factories';
import {
  convertGroups,
  convertMenus,
  localized,
  normalizeCalories,
  restaurantName,
  unescapeHtml,
} from './convert';
import { isPublished } from './data-file/publishing';

// A Wednesday 13:00 in Toronto.
const NOW = new Date('2026-11-18T18:00:00Z');
const menusOf = (file: ReturnType<typeof makeFile>, locale: 'en' | 'fr' = 'en') =>
  convertMenus(file, { locale, now: NOW });
const firstItem = (file: ReturnType<typeof makeFile>, locale: 'en' | 'fr' = 'en') =>
  menusOf(file, locale)[0]!.sections[0]!.items[0]!;

describe('option groups of type pricing are placed first', () => {
  it('puts pricing groups before add-ons, each by order', () => {
    const groups = convertGroups(
      [
        makeOptionGroup({ id: 'toppings', order: 0 }),
        makeOptionGroup({ id: 'size', type: 'pricing', order: 5 }),
        makeOptionGroup({ id: 'sides', order: -1 }),
        makeOptionGroup({ id: 'crust', type: 'pricing', order: 1 }),
      ],
      'en',
    );
    expect(groups.map((g) => g.id)).toEqual(['crust', 'size', 'sides', 'toppings']);
  });
});

describe('each option value starts with quantity 1 and checked false; roll_up defaults to true', () => {
  it('initialises every value, nested ones too', () => {
    const [group] = convertGroups(
      [
        makeOptionGroup({
          values: [
            { id: 'a', name: 'A', price: 1.5 },
            {
              id: 'b',
              name: 'B',
              roll_up: false,
              options: [{ id: 'inner', name: 'Inner', values: [{ id: 'c', name: 'C' }] }],
            },
          ],
        }),
      ],
      'en',
    );
    expect(group!.values.map((v) => [v.id, v.quantity, v.checked, v.roll_up, v.price])).toEqual([
      ['a', 1, false, true, 150],
      ['b', 1, false, false, 0],
    ]);
    expect(group!.values[1]!.options[0]!.values[0]).toMatchObject({
      id: 'c',
      quantity: 1,
      checked: false,
      roll_up: true,
    });
  });
});

describe('calories must be an integer of 0 or more, otherwise null', () => {
  it.each([
    [250, 250],
    [0, 0],
    ['320', 320],
    [-5, null],
    [12.5, null],
    ['about 300', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeCalories(input)).toBe(expected);
  });
});

describe('items without published_at are dropped (docs/decisions/050-published-at.md)', () => {
  const LIVE = '2026-01-01T00:00:00Z';
  const idsOf = (file: ReturnType<typeof makeFile>) =>
    menusOf(file).flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.id)));
  it.each([
    [
      'a file that gives no timestamp keeps what leaves the field out, drops its nulls',
      [undefined, null],
      ['a'],
    ],
    ['a file that gives one drops what leaves the field out, and its nulls', [LIVE, undefined, null], ['a']],
    ['a file whose every item is dated keeps them all', [LIVE, LIVE], ['a', 'b']],
  ] as const)('%s', (_, stamps, kept) => {
    const items = stamps.map((stamp, n) =>
      makeItem({ id: 'abc'[n]!, ...(stamp === undefined ? {} : { published_at: stamp }) }),
    );
    expect(idsOf(makeFile({ items }))).toEqual(kept);
  });

  it('each kind is read apart: an undated value among dated ones is a draft, undated menus stay', () => {
    const file = makeFile({
      items: [
        makeItem({
          id: 'a',
          published_at: LIVE,
          options: [
            makeOptionGroup({
              values: [
                { id: 'dated', name: 'Dated', published_at: LIVE },
                { id: 'undated', name: 'Undated' },
              ],
            }),
          ],
        }),
      ],
    });
    expect(firstItem(file).options[0]!.values.map((v) => v.id)).toEqual(['dated']);
  });

  it('a draft is null, a published entity anything else', () => {
    expect(isPublished({ published_at: null })).toBe(false);
    expect(isPublished({ published_at: LIVE })).toBe(true);
  });
});

describe('HTML-escaped menu text is unescaped', () => {
  it.each([
    ['Fish &amp; chips', 'Fish & chips'],
    ['Caf&eacute; au lait', 'Café au lait'],
    ['Chef&#39;s special', "Chef's special"],
    ['Cr&#xE8;me br&#xFB;l&#xE9;e', 'Crème brûlée'],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; stays', '&#0; stays'],
    ['no entities', 'no entities'],
  ])('%s -> %s', (input, expected) => {
    expect(unescapeHtml(input)).toBe(expected);
  });

  it('unescapes item names and descriptions', () => {
    const item = firstItem(
      makeFile({ items: [makeItem({ name: 'Mac &amp; cheese', description: 'Caf&eacute;' })] }),
    );
    expect([item.name, item.description]).toEqual(['Mac & cheese', 'Café']);
  });
});

describe('localized texts', () => {
  const file = makeFile({
    items: [
      makeItem({
        name: 'Burger',
        description: 'Beef',
        localization: { fr: { name: 'Hambourgeois', description: '' } },
      }),
    ],
  });

  it('uses the French text when there is one, else the base text', () => {
    const item = firstItem(file, 'fr');
    expect(item.name).toBe('Hambourgeois');
    expect(item.description).toBe('Beef');
    expect(firstItem(file, 'en').name).toBe('Burger');
    expect(localized({ localization: {}, name: 7 } as never, 'name', 'en')).toBe('');
  });
});

describe('menu shape after conversion', () => {
  it('orders menus, sections and items, and keeps the screen fields', () => {
    const file = makeFile({
      items: [makeItem({ id: 'b', order: 2, price: 4.25 }), makeItem({ id: 'a', order: 1, calories: '90' })],
      menuItems: [makeItem({ id: 'loose' })],
    });
    const [menu] = menusOf(file);
    expect(menu!.sections.map((s) => s.items.map((i) => i.id))).toEqual([['a', 'b'], ['loose']]);
    expect(menu!.sections[1]!.items[0]!.section_id).toBeNull();
    const b = menu!.sections[0]!.items[1]!;
    expect(b).toMatchObject({
      id: 'b',
      menu_id: 'm1',
      section_id: 's1',
      base_price: 425,
      price: 425,
      sold_out: false,
    });
    expect(menu!.sections[0]!.items[0]!.calories).toBe(90);
  });

  it('drops deleted menus', () => {
    const file = makeFile({ menu: { deleted_at: '2026-01-01T00:00:00Z' } });
    expect(menusOf(file)).toEqual([]);
  });

  it('marks items of a sold-out section as sold out', () => {
    const file = makeFile({ section: { sold_out: true } });
    expect(firstItem(file).sold_out).toBe(true);
  });
});

describe('price shown is the price charged now', () => {
  const schedule = (code: string) => Array.from({ length: 7 }, () => code.repeat(96));

  it('applies the item promo (never to alcohol)', () => {
    const promos = [{ id: 'p15', type: 'percent', value: 15 }];
    const dessert = firstItem(makeFile({ promos, items: [makeItem({ price: 10, promos: ['p15'] })] }));
    expect([dessert.base_price, dessert.price]).toEqual([1000, 850]);
    const beer = firstItem(
      makeFile({ promos, items: [makeItem({ price: 10, promos: ['p15'], alcoholic_beverage: true })] }),
    );
    expect(beer.price).toBe(1000);
  });

  it('uses the scheduled price of the current slot, and marks slot x unavailable', () => {
    const happy = firstItem(
      makeFile({
        items: [makeItem({ price: 9, price_schedule: schedule('H'), additional_prices: { H: 6.5 } })],
      }),
    );
    expect([happy.price, happy.unavailable]).toEqual([650, false]);
    const closed = firstItem(makeFile({ items: [makeItem({ price: 9, price_schedule: schedule('x') })] }));
    expect([closed.price, closed.unavailable]).toEqual([900, true]);
    const flagged = firstItem(makeFile({ items: [makeItem({ unavailable: true })] }));
    expect(flagged.unavailable).toBe(true);
  });
});

describe("a restaurant's name as diners read it", () => {
  const r = (display_name: string | null) => ({
    display_name,
    name: 'The Maple Table',
    localization: { fr: { name: 'La Table d’érable' } },
  });
  it.each([
    [null, 'en', 'The Maple Table'],
    [null, 'fr', 'La Table d’érable'],
    ['Maple Table Bistro', 'fr', 'Maple Table Bistro'],
  ] as const)('display name %j in %s: %s', (display, lang, expected) => {
    expect(restaurantName(r(display), lang)).toBe(expected);
  });
});

describe('an item is shown unavailable on a day it is not offered, with the days it is', () => {
  const file = makeFile({
    section: { date_range: { start: '2026-12-20', end: '2026-12-24' } },
    items: [makeItem({ id: 'log', dates: ['2026-12-24'] }), makeItem({ id: 'tea' })],
  });
  const items = (date?: string | null) =>
    convertMenus(file, { locale: 'en', now: NOW, ...(date === undefined ? {} : { date }) })[0]!.sections[0]!
      .items;
  it.each([
    // NOW is 18 November in Toronto: before the section's range.
    ['today, by default', undefined, { log: true, tea: true }],
    ['a day of the range only', '2026-12-21', { log: true, tea: false }],
    ['a day every level offers', '2026-12-24', { log: false, tea: false }],
    ['not checked (K-12 days check their own)', null, { log: false, tea: false }],
  ] as const)('%s', (_, date, unavailable) => {
    expect(Object.fromEntries(items(date).map((i) => [i.id, i.unavailable]))).toEqual(unavailable);
  });
  it('names the level that refuses', () => {
    expect(items('2026-12-21')[0]!.offered_days).toEqual({ date_range: null, dates: ['2026-12-24'] });
    expect(items('2026-12-24')[0]!.offered_days).toBeNull();
  });
});
