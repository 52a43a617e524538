/**
 * The table an order staff enter is served at (the console's phone or counter order), as the diners' dine-in knows
 * the restaurant's tables: where the data file lists locations and their areas (`generic_table_locations`), the
 * table must be one of those areas, and it is recorded as a diner's pick of that location and area is; else, at a
 * restaurant that takes table numbers, any number; a restaurant with neither serves no table.
 */
import type { RestaurantDataFile } from '../menu/data-file';

type Restaurant = RestaurantDataFile['restaurant'];

export interface CounterTablePlace {
  tableNum: string;
  tableInfo: { tableNum: string; tableLocation?: string; tableArea?: string };
}

export function counterTablePlace(
  restaurant: Pick<Restaurant, 'generic_table_locations' | 'table_numbers'>,
  table: { location?: string | undefined; number: string },
): CounterTablePlace | null {
  const number = table.number.trim();
  if (!number) return null;
  const locations = restaurant.generic_table_locations?.locations ?? [];
  if (locations.length === 0) {
    return restaurant.table_numbers ? { tableNum: number, tableInfo: { tableNum: number } } : null;
  }
  // A number two locations share (table 1 inside and on the patio) needs its location said.
  const holding = locations.filter(
    (l) => (!table.location || l.name === table.location) && l.areas.some((a) => a.number === number),
  );
  if (holding.length !== 1) return null;
  return {
    tableNum: number,
    tableInfo: { tableNum: number, tableLocation: holding[0]!.name, tableArea: number },
  };
}

/**
 * Whose bill an order staff enter lands on (decision 068): a table with an open tab keeps one bill, so the order is a
 * round on the tab unless staff chose an order of its own; a pickup, or a table without a tab, is an order of its own.
 */
export function counterOrderBill<Tab>(order: { table: boolean; separate: boolean }, openTab: Tab | null) {
  return order.table && !order.separate && openTab !== null
    ? ({ kind: 'tab', tab: openTab } as const)
    : ({ kind: 'own' } as const);
}
