import type { ViewItem, ViewMenu } from '@ordering/domain/menu/convert';
import { foldText } from './fold-text';

export interface MenuFilters {
  query: string;
  /** Leave out items containing any of these allergens. */
  allergens: string[];
  /** Keep only items that fit every one of these diets. */
  diets: string[];
}

export const NO_FILTERS: MenuFilters = { query: '', allergens: [], diets: [] };

export function matchesFilters(item: ViewItem, filters: MenuFilters): boolean {
  if (filters.allergens.some((a) => item.allergens.includes(a))) return false;
  if (!filters.diets.every((d) => item.diets.includes(d))) return false;
  const q = foldText(filters.query);
  if (!q) return true;
  return [item.name, item.description, item.ingredients].some((text) => foldText(text).includes(q));
}

/** The menu with only the matching items, and without sections left empty. */
export function filterMenu(menu: ViewMenu, filters: MenuFilters): ViewMenu {
  return {
    ...menu,
    sections: menu.sections
      .map((s) => ({ ...s, items: s.items.filter((i) => matchesFilters(i, filters)) }))
      .filter((s) => s.items.length > 0),
  };
}

/** `menuList` query: a comma-separated list of menu slugs or ids to show; absent shows every menu. */
export function selectMenus(menus: ViewMenu[], menuList: string | null): ViewMenu[] {
  const wanted = (menuList ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return menus;
  return menus.filter((m) => wanted.includes(m.slug) || wanted.includes(m.id));
}
