/**
 * What publishing a data file would change, read before publishing: the menu items added, removed, renamed or
 * repriced, compared by id with the file published now. A summary for the owner's eyes; the server validates.
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

/** Every item of a file (menus' own items and their sections'), by id; a malformed entry is skipped. */
export function itemsOf(file: unknown): Map<string, ItemLike> {
  const items = new Map<string, ItemLike>();
  const take = (raw: unknown) => {
    if (!isRecord(raw) || typeof raw.id !== 'string') return;
    items.set(raw.id, {
      id: raw.id,
      name: typeof raw.name === 'string' ? raw.name : raw.id,
      price: typeof raw.price === 'number' ? raw.price : 0,
    });
  };
  for (const menu of asArray(isRecord(file) ? file.menus : undefined)) {
    if (!isRecord(menu)) continue;
    for (const item of asArray(menu.items)) take(item);
    for (const section of asArray(menu.sections)) if (isRecord(section)) asArray(section.items).forEach(take);
  }
  return items;
}

export function dataFileChanges(current: unknown, next: unknown): DataFileChanges {
  const before = itemsOf(current);
  const after = itemsOf(next);
  const change = (id: string): ItemChange => ({
    id,
    name: (after.get(id) ?? before.get(id))!.name,
    before: before.get(id),
    after: after.get(id),
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
