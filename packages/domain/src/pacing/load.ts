/**
 * An order's load on the kitchen: each line's make time (the item's, else its section's) times its quantity, summed
 * by station, in seconds. Lines of items without a make time or station cost nothing.
 */
import type { DataFileItem, DataFileMenu, RestaurantDataFile } from '../menu/data-file';

/** Seconds of work per station. */
export type StationLoad = Readonly<Record<string, number>>;

export interface LoadLine {
  id: string;
  menu_id: string;
  section_id: string | null;
  quantity: number;
}

function placeOf(
  menu: DataFileMenu,
  line: LoadLine,
): { item: DataFileItem; section: DataFileMenu['sections'][number] | null } | null {
  for (const section of menu.sections) {
    if (line.section_id !== null && section.id !== line.section_id) continue;
    const item = section.items.find((i) => i.id === line.id);
    if (item) return { item, section };
  }
  const item = menu.items.find((i) => i.id === line.id);
  return item ? { item, section: null } : null;
}

/** A line's make time and station (the item's, else its section's), or null when it costs the kitchen nothing. */
export function makeOf(
  file: Pick<RestaurantDataFile, 'menus'>,
  line: LoadLine,
): { minutes: number; station: string } | null {
  const menu = file.menus.find((m) => m.id === line.menu_id);
  const place = menu ? placeOf(menu, line) : null;
  if (!place) return null;
  const minutes = place.item.make_time ?? place.section?.make_time ?? null;
  const station = place.item.station ?? place.section?.station ?? null;
  return minutes === null || station === null || minutes === 0 ? null : { minutes, station };
}

/**
 * The least time an order takes however many cooks share it: its longest line's make time, in minutes. No quote is
 * earlier than now plus this, whatever room the buckets have.
 */
export function makeSpanMinutes(file: Pick<RestaurantDataFile, 'menus'>, lines: readonly LoadLine[]): number {
  return Math.max(0, ...lines.map((line) => makeOf(file, line)?.minutes ?? 0));
}

export function orderLoad(file: Pick<RestaurantDataFile, 'menus'>, lines: readonly LoadLine[]): StationLoad {
  const load: Record<string, number> = {};
  for (const line of lines) {
    const make = makeOf(file, line);
    if (make) load[make.station] = (load[make.station] ?? 0) + Math.round(make.minutes * 60) * line.quantity;
  }
  return load;
}

/** The whole load in minutes, for reports. */
export function loadMinutes(load: StationLoad): number {
  return Object.values(load).reduce((a, b) => a + b, 0) / 60;
}

/**
 * The quickest thing a menu's kitchen makes: its item with the least make time (the item's, else its section's), one
 * of it. What "an order placed now" weighs when no cart says more (the wait told before ordering); null when no item
 * of the menu has a make time and a station.
 */
export function lightestLine(menu: DataFileMenu): LoadLine | null {
  const lines: LoadLine[] = [
    ...menu.sections.flatMap((section) =>
      section.items.map((item) => ({ id: item.id, menu_id: menu.id, section_id: section.id, quantity: 1 })),
    ),
    ...menu.items.map((item) => ({ id: item.id, menu_id: menu.id, section_id: null, quantity: 1 })),
  ];
  let best: LoadLine | null = null;
  let least = Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const minutes = makeOf({ menus: [menu] }, line)?.minutes;
    if (minutes !== undefined && minutes < least) [best, least] = [line, minutes];
  }
  return best;
}
