import { convertMenus } from '@ordering/domain/menu/convert';
import { makeFile, makeItem } from '@ordering/domain/testing/factories';
import { describe, expect, it } from 'vitest';
import { filterMenu, matchesFilters, NO_FILTERS, selectMenus } from './filter-menu';

const [menu] = convertMenus(
  makeFile({
    items: [
      makeItem({ id: 'brulee', name: 'Crème brûlée', allergens: ['dairy', 'egg'], diets: ['vegetarian'] }),
      makeItem({ id: 'salad', name: 'Green salad', diets: ['vegan', 'vegetarian'] }),
      makeItem({ id: 'fish', name: 'Fish tacos', allergens: ['fish', 'gluten'], diets: ['pescatarian'] }),
    ],
  }),
  { locale: 'en', now: new Date('2026-11-18T18:00:00Z') },
);
const ids = (filters = NO_FILTERS) =>
  filterMenu(menu!, filters).sections.flatMap((s) => s.items.map((i) => i.id));

describe('menu filters', () => {
  it('shows everything without filters', () => {
    expect(ids()).toEqual(['brulee', 'salad', 'fish']);
  });

  it('searches names ignoring case and accents', () => {
    expect(ids({ ...NO_FILTERS, query: 'CREME' })).toEqual(['brulee']);
  });

  it('leaves out items with a chosen allergen and keeps items that fit every chosen diet', () => {
    expect(ids({ ...NO_FILTERS, allergens: ['dairy'] })).toEqual(['salad', 'fish']);
    expect(ids({ ...NO_FILTERS, diets: ['vegetarian'] })).toEqual(['brulee', 'salad']);
    expect(ids({ ...NO_FILTERS, diets: ['vegan', 'vegetarian'] })).toEqual(['salad']);
  });

  it('drops sections left empty', () => {
    expect(filterMenu(menu!, { ...NO_FILTERS, query: 'nothing like this' }).sections).toEqual([]);
    expect(matchesFilters(menu!.sections[0]!.items[0]!, NO_FILTERS)).toBe(true);
  });

  it('selects menus from the menuList query by slug or id', () => {
    const menus = [menu!, { ...menu!, id: 'm2', slug: 'drinks' }];
    expect(selectMenus(menus, null)).toHaveLength(2);
    expect(selectMenus(menus, 'drinks').map((m) => m.id)).toEqual(['m2']);
    expect(selectMenus(menus, ' m1 , drinks ').map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(selectMenus(menus, 'nope')).toEqual([]);
  });
});
