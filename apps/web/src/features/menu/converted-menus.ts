import { convertMenus, type MenuLocale, type ViewMenu } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';

const converted = new WeakMap<RestaurantDataFile, { key: string; menus: ViewMenu[] }>();

/**
 * A data file's menus in a language at the minute of `now` (for `date`, an ordering link's day; absent: today),
 * converted once: a page taking over a menu the server drew converts them in a task of its own (main.tsx) before
 * it hydrates, and the menu screen then finds them.
 */
export function convertedMenus(
  data: RestaurantDataFile,
  locale: MenuLocale,
  now: Date,
  date?: string,
): ViewMenu[] {
  const key = `${locale} ${Math.floor(now.getTime() / 60_000)} ${date ?? ''}`;
  const known = converted.get(data);
  if (known?.key === key) return known.menus;
  const menus = convertMenus(data, date === undefined ? { locale, now } : { locale, now, date });
  converted.set(data, { key, menus });
  return menus;
}
