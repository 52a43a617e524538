/**
 * The kitchen by station, for the staff console's station and expo views: which station makes each line of a ticket
 * (the data file's make time and station, as pacing counts them in load.ts), and how far each order has got.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { makeOf } from './load';

export interface StationOfItem {
  menuId: string;
  sectionId: string | null;
  itemId: string;
  station: string;
}

/** Every item of the file that a station makes, with that station: what a console needs to sort a ticket's lines. */
export function stationsOfItems(file: Pick<RestaurantDataFile, 'menus'>): StationOfItem[] {
  const out: StationOfItem[] = [];
  for (const menu of file.menus) {
    const lines = [
      ...menu.sections.flatMap((s) => s.items.map((i) => ({ id: i.id, section_id: s.id }))),
      ...menu.items.map((i) => ({ id: i.id, section_id: null })),
    ];
    for (const line of lines) {
      const make = makeOf(file, { ...line, menu_id: menu.id, quantity: 1 });
      if (make)
        out.push({ menuId: menu.id, sectionId: line.section_id, itemId: line.id, station: make.station });
    }
  }
  return out;
}

/** A ticket line as kept on an order (its section may be unknown on older orders). */
export interface TicketLine {
  menuId: string | null;
  sectionId: string | null;
  itemId: string;
}

/** The station that makes a ticket line, or null (a drink poured at the counter, an item without a station). */
export function stationOfLine(items: readonly StationOfItem[], line: TicketLine): string | null {
  const sameItem = items.filter((i) => i.itemId === line.itemId && i.menuId === line.menuId);
  const exact = sameItem.find((i) => i.sectionId === line.sectionId);
  return (exact ?? sameItem[0])?.station ?? null;
}

/** The stations an order's lines need, in the kitchen's order, each with whether it has marked its part done. */
export function stationProgress(
  stations: readonly string[],
  items: readonly StationOfItem[],
  lines: readonly TicketLine[],
  done: readonly string[],
): { station: string; done: boolean }[] {
  const needed = new Set(lines.map((l) => stationOfLine(items, l)).filter((s): s is string => s !== null));
  return stations.filter((s) => needed.has(s)).map((station) => ({ station, done: done.includes(station) }));
}
