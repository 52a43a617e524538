/**
 * Learned make times: how long "as soon as possible" orders really took from accepted to ready, per item. A sample
 * is kept against the order's line that set its make span (the longest by the data file), since that line is what
 * the quote's floor stands for. Once an item has MIN_SAMPLES, its learned figure (the median of its WINDOW newest)
 * replaces the file's make time in that floor: no quote is earlier than now plus the longest line, learned or filed.
 * Bucket loads keep the file's figures: accepted-to-ready includes waiting behind other orders, which is not a
 * station's work. Pure: samples in, minutes out.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { type LoadLine, makeOf } from './load';

export const MIN_SAMPLES = 5;
export const WINDOW = 20;
/** A sample longer than this is a ticket left unmarked, not a make time. */
export const LONGEST_SAMPLE_S = 3 * 60 * 60;

export const itemKey = (menuId: string, itemId: string) => `${menuId}/${itemId}`;

export interface MakeSample {
  menuId: string;
  itemId: string;
  station: string;
  seconds: number;
}

/** The sample an order gives when it is marked ready, or null (nothing paced on it, or a time that is no sample). */
export function sampleOf(
  file: Pick<RestaurantDataFile, 'menus'>,
  lines: readonly LoadLine[],
  acceptedAt: Date,
  readyAt: Date,
): MakeSample | null {
  const seconds = Math.round((readyAt.getTime() - acceptedAt.getTime()) / 1000);
  if (seconds <= 0 || seconds > LONGEST_SAMPLE_S) return null;
  let longest: { line: LoadLine; minutes: number; station: string } | null = null;
  for (const line of lines) {
    const make = makeOf(file, line);
    if (make && (!longest || make.minutes > longest.minutes)) longest = { line, ...make };
  }
  if (!longest) return null;
  return { menuId: longest.line.menu_id, itemId: longest.line.id, station: longest.station, seconds };
}

/** An item's learned make time in minutes from its samples' seconds (newest first), or null below MIN_SAMPLES. */
export function learnedMinutes(secondsNewestFirst: readonly number[]): number | null {
  const recent = secondsNewestFirst.slice(0, WINDOW);
  if (recent.length < MIN_SAMPLES) return null;
  const sorted = [...recent].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  // Whole minutes, rounded up: a quote is a promise, and a fraction of a minute is no better kept.
  return Math.ceil(median / 60);
}

/**
 * The least time an order takes from acceptance: its longest line, each line's learned figure where its item has
 * one (itemKey), else the file's make time. With no learned figure it is load.ts's `makeSpanMinutes`.
 */
export function learnedSpanMinutes(
  file: Pick<RestaurantDataFile, 'menus'>,
  lines: readonly LoadLine[],
  learned: ReadonlyMap<string, number>,
): number {
  return Math.max(
    0,
    ...lines.map((line) => {
      const make = makeOf(file, line);
      if (!make) return 0;
      return learned.get(itemKey(line.menu_id, line.id)) ?? make.minutes;
    }),
  );
}

/** What the kitchen has measured of an item: how many samples it has, and its learned figure if it has enough. */
export interface ItemSamples {
  samples: number;
  learnedMinutes: number | null;
}

export interface MakeTimeRow {
  menuId: string;
  itemId: string;
  name: string;
  /** The item's name in each language the file gives. */
  names: { en?: string; fr?: string };
  station: string;
  fileMinutes: number;
  learnedMinutes: number | null;
  samples: number;
}

/**
 * Every item the file gives a make time, in the file's order, with the kitchen's measure of it beside (none
 * measured: no samples): what an owner compares before changing the file.
 */
export function makeTimeRows(
  file: Pick<RestaurantDataFile, 'menus'>,
  measured: ReadonlyMap<string, ItemSamples>,
): MakeTimeRow[] {
  const rows: MakeTimeRow[] = [];
  for (const menu of file.menus) {
    if (menu.deleted_at) continue;
    const items = [
      ...menu.sections.flatMap((s) => s.items.map((item) => ({ item, section_id: s.id }))),
      ...menu.items.map((item) => ({ item, section_id: null })),
    ];
    for (const { item, section_id } of items) {
      const make = makeOf(file, { id: item.id, menu_id: menu.id, section_id, quantity: 1 });
      if (!make) continue;
      const seen = measured.get(itemKey(menu.id, item.id));
      rows.push({
        menuId: menu.id,
        itemId: item.id,
        name: item.name,
        names: {
          ...(item.localization?.en?.name ? { en: item.localization.en.name } : {}),
          ...(item.localization?.fr?.name ? { fr: item.localization.fr.name } : {}),
        },
        station: make.station,
        fileMinutes: make.minutes,
        learnedMinutes: seen?.learnedMinutes ?? null,
        samples: seen?.samples ?? 0,
      });
    }
  }
  return rows;
}

/**
 * The file with an item's make time set to `minutes` on one menu, wherever that menu lists it (in a section or on
 * its own): the owner applying the learned figure. Its station stays the item's or its section's. Null when the menu
 * does not list the item. The file given is not changed.
 */
export function withItemMakeTime<F extends Pick<RestaurantDataFile, 'menus'>>(
  file: F,
  at: { menuId: string; itemId: string; minutes: number },
): F | null {
  let found = false;
  const set = <I extends { id: string }>(item: I): I => {
    if (item.id !== at.itemId) return item;
    found = true;
    return { ...item, make_time: at.minutes };
  };
  const menus = file.menus.map((menu) =>
    menu.id !== at.menuId
      ? menu
      : {
          ...menu,
          sections: menu.sections.map((s) => ({ ...s, items: s.items.map(set) })),
          items: menu.items.map(set),
        },
  );
  return found ? { ...file, menus } : null;
}
