/**
 * What staff change on a restaurant without publishing a file (decision 014): ordering paused with a message, and
 * items or option values marked sold out or available again. These marks sit on top of the published data file:
 * the menus diners read and the pricing that checks every order see the file with the marks applied. A mark on an
 * id the file no longer has is ignored.
 */
import type { DataFileItem, OptionGroup, OptionValue, RestaurantDataFile } from '../menu/data-file';
import { type MaintenanceWindow, toFileWindow } from '../ordering/maintenance';

export interface SoldOutMarks {
  items: Record<string, boolean>;
  values: Record<string, boolean>;
}

export interface LiveState {
  ordersPaused: boolean;
  /** The staff's message while paused; null keeps the file's. */
  pausedMessage: string | null;
  soldOut: SoldOutMarks;
  /** The owner's maintenance window; absent when none is set. */
  maintenance?: MaintenanceWindow | null;
}

export const NO_MARKS: SoldOutMarks = { items: {}, values: {} };

/** Reads stored marks defensively (a column written by an older version may miss a key). */
export function soldOutMarks(stored: unknown): SoldOutMarks {
  const s = (stored ?? {}) as Partial<Record<keyof SoldOutMarks, unknown>>;
  const pick = (v: unknown) =>
    Object.fromEntries(
      Object.entries((v && typeof v === 'object' ? v : {}) as Record<string, unknown>).filter(
        (e): e is [string, boolean] => typeof e[1] === 'boolean',
      ),
    );
  return { items: pick(s.items), values: pick(s.values) };
}

const hasMarks = (m: SoldOutMarks) => Object.keys(m.items).length + Object.keys(m.values).length > 0;

function markGroups(groups: OptionGroup[], values: Record<string, boolean>): OptionGroup[] {
  return groups.map((g) => ({ ...g, values: g.values.map((v) => markValue(v, values)) }));
}

function markValue(value: OptionValue, values: Record<string, boolean>): OptionValue {
  const mark = values[value.id];
  return {
    ...value,
    ...(mark === undefined ? {} : { sold_out: mark }),
    options: markGroups(value.options, values),
  };
}

function markItem(item: DataFileItem, marks: SoldOutMarks): DataFileItem {
  const mark = marks.items[item.id];
  return {
    ...item,
    ...(mark === undefined ? {} : { sold_out: mark }),
    options: markGroups(item.options, marks.values),
  };
}

/**
 * Whether the file itself marks the item or option value sold out; undefined when the file has no such id (a mark
 * on it is refused).
 */
export function fileSoldOut(
  file: RestaurantDataFile,
  kind: 'item' | 'value',
  id: string,
): boolean | undefined {
  const inGroups = (groups: OptionGroup[]): OptionValue | undefined => {
    for (const g of groups)
      for (const v of g.values) {
        if (v.id === id) return v;
        const nested = inGroups(v.options);
        if (nested) return nested;
      }
    return undefined;
  };
  for (const menu of file.menus) {
    const items = [...menu.items, ...menu.sections.flatMap((s) => s.items)];
    for (const item of items) {
      if (kind === 'item' && item.id === id) return item.sold_out;
      if (kind === 'value') {
        const value = inGroups(item.options);
        if (value) return value.sold_out;
      }
    }
  }
  return undefined;
}

/**
 * The marks after staff say an item or value is sold out (`true`) or back (`false`): back removes the mark unless
 * the file itself says sold out, which the mark then overrides.
 */
export function withMark(
  marks: SoldOutMarks,
  kind: 'item' | 'value',
  id: string,
  soldOut: boolean,
  inFile: boolean,
): SoldOutMarks {
  const key = kind === 'item' ? 'items' : 'values';
  const { [id]: _dropped, ...rest } = marks[key];
  const next = soldOut || inFile ? { ...rest, [id]: soldOut } : rest;
  return { ...marks, [key]: next };
}

/** The file as diners and pricing see it: the staff's pause and sold-out marks applied. */
export function applyLiveState(file: RestaurantDataFile, live: LiveState): RestaurantDataFile {
  const paused = live.ordersPaused || file.restaurant.orders_paused;
  const message = live.ordersPaused && live.pausedMessage ? live.pausedMessage : null;
  if (paused === file.restaurant.orders_paused && !message && !hasMarks(live.soldOut)) return file;
  const restaurant = { ...file.restaurant, orders_paused: paused };
  const options = file.order_options;
  // The staff's words replace the file's in every language (they wrote them for today).
  const order_options = message
    ? {
        ...options,
        orders_paused_message: message,
        localization: {
          ...options.localization,
          ...(options.localization.en
            ? { en: { ...options.localization.en, orders_paused_message: message } }
            : {}),
          ...(options.localization.fr
            ? { fr: { ...options.localization.fr, orders_paused_message: message } }
            : {}),
        },
      }
    : options;
  if (!hasMarks(live.soldOut)) return { ...file, restaurant, order_options };
  return {
    ...file,
    restaurant,
    order_options,
    menus: file.menus.map((menu) => ({
      ...menu,
      items: menu.items.map((i) => markItem(i, live.soldOut)),
      sections: menu.sections.map((s) => ({ ...s, items: s.items.map((i) => markItem(i, live.soldOut)) })),
    })),
  };
}

/**
 * The file with the maintenance windows diners are told of (the owner's, the platform's), in
 * `restaurant.maintenance_windows`; the same file when there is none.
 */
export function withMaintenanceWindows(
  file: RestaurantDataFile,
  windows: readonly (MaintenanceWindow | null | undefined)[],
): RestaurantDataFile {
  const set = windows.filter((w): w is MaintenanceWindow => Boolean(w));
  if (set.length === 0) return file;
  return { ...file, restaurant: { ...file.restaurant, maintenance_windows: set.map(toFileWindow) } };
}
