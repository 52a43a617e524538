/**
 * What publishing a data file would change, read before publishing: the menu items added, removed, renamed or
 * repriced, compared by menu and id with the file published now. A summary for the owner's eyes; the server validates.
 */
import { toCents } from '@ordering/domain/money/money';

interface ItemLike {
  id: string;
  name: string;
  price: number;
}

export interface ItemChange {
  id: string;
  name: string;
  before?: ItemLike;
  after?: ItemLike;
}

export interface DataFileChanges {
  menus: { before: number; after: number };
  added: ItemChange[];
  removed: ItemChange[];
  renamed: ItemChange[];
  repriced: ItemChange[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Every item of a file (menus' own items and their sections'), by menu and id: an item listed in two menus is two
 * entries, so a price changed in one of them is seen. Named with its menu when it is in several, and by its id when
 * it has no name; a malformed entry is skipped.
 */
export function itemsOf(file: unknown): Map<string, ItemLike> {
  const found: { key: string; item: ItemLike; menu: string }[] = [];
  for (const menu of asArray(isRecord(file) ? file.menus : undefined)) {
    if (!isRecord(menu)) continue;
    const menuId = typeof menu.id === 'string' ? menu.id : String(found.length);
    const menuName = typeof menu.name === 'string' && menu.name.trim() ? menu.name : menuId;
    const take = (raw: unknown) => {
      if (!isRecord(raw) || typeof raw.id !== 'string') return;
      const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name : raw.id;
      const price = typeof raw.price === 'number' ? raw.price : 0;
      found.push({ key: `${menuId}\u0000${raw.id}`, item: { id: raw.id, name, price }, menu: menuName });
    };
    for (const item of asArray(menu.items)) take(item);
    for (const section of asArray(menu.sections)) if (isRecord(section)) asArray(section.items).forEach(take);
  }
  const menusOfItem = new Map<string, number>();
  for (const { item } of found) menusOfItem.set(item.id, (menusOfItem.get(item.id) ?? 0) + 1);
  const items = new Map<string, ItemLike>();
  for (const { key, item, menu } of found) {
    const named = (menusOfItem.get(item.id) ?? 0) > 1 ? { ...item, name: `${item.name} (${menu})` } : item;
    if (!items.has(key)) items.set(key, named);
  }
  return items;
}

export function dataFileChanges(current: unknown, next: unknown): DataFileChanges {
  const before = itemsOf(current);
  const after = itemsOf(next);
  const change = (key: string): ItemChange => ({
    id: (after.get(key) ?? before.get(key))!.id,
    name: (after.get(key) ?? before.get(key))!.name,
    before: before.get(key),
    after: after.get(key),
  });
  const ids = (m: Map<string, ItemLike>) => [...m.keys()];
  return {
    menus: {
      before: asArray(isRecord(current) ? current.menus : undefined).length,
      after: asArray(isRecord(next) ? next.menus : undefined).length,
    },
    added: ids(after)
      .filter((id) => !before.has(id))
      .map(change),
    removed: ids(before)
      .filter((id) => !after.has(id))
      .map(change),
    renamed: ids(after)
      .filter((id) => before.has(id) && before.get(id)!.name !== after.get(id)!.name)
      .map(change),
    repriced: ids(after)
      .filter((id) => before.has(id) && toCents(before.get(id)!.price) !== toCents(after.get(id)!.price))
      .map(change),
  };
}
