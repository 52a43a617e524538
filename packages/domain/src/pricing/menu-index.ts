/**
 * Pricing looks items up by (menu id, item id) many times per call; the index is built once per data file object
 * and cached, so a 200-line cart never walks the menus twice.
 */
import type { DataFileItem, DataFileMenu, DataFileSection, RestaurantDataFile } from '../menu/data-file';
import { isPublished } from '../menu/data-file/publishing';

export type DataFilePromo = RestaurantDataFile['promos'][number];

export interface IndexedItem {
  item: DataFileItem;
  menu: DataFileMenu;
  section: DataFileSection | null;
  /** item, else section, else menu tax_rate; null means the restaurant's brackets. */
  taxRate: number | null;
}

export interface MenuIndex {
  /** By menu id, then item id: two look-ups of strings already hashed, where one key built per call was not. */
  items: Map<string, Map<string, IndexedItem>>;
  promos: Map<string, DataFilePromo>;
}

const cache = new WeakMap<RestaurantDataFile, MenuIndex>();

export function buildMenuIndex(file: RestaurantDataFile): MenuIndex {
  const cached = cache.get(file);
  if (cached) return cached;
  const items = new Map<string, Map<string, IndexedItem>>();
  // What no screen shows is not ordered either: a deleted menu and a draft (docs/decisions/050-published-at.md) are
  // unknown to pricing, which refuses them as any unknown item.
  for (const menu of file.menus) {
    if (menu.deleted_at || !isPublished(menu)) continue;
    const byId = items.get(menu.id) ?? new Map<string, IndexedItem>();
    items.set(menu.id, byId);
    for (const item of menu.items.filter(isPublished)) {
      byId.set(item.id, {
        item,
        menu,
        section: null,
        taxRate: item.tax_rate ?? menu.tax_rate,
      });
    }
    for (const section of menu.sections.filter(isPublished)) {
      for (const item of section.items.filter(isPublished)) {
        const taxRate = item.tax_rate ?? section.tax_rate ?? menu.tax_rate;
        byId.set(item.id, { item, menu, section, taxRate });
      }
    }
  }
  const index: MenuIndex = { items, promos: new Map(file.promos.map((p) => [p.id, p])) };
  cache.set(file, index);
  return index;
}

export function findItem(index: MenuIndex, menuId: string, itemId: string): IndexedItem | undefined {
  return index.items.get(menuId)?.get(itemId);
}
