/**
 * The station and expo views' reading of the board's orders (decision 043): a station's tickets (its lines of each
 * open order, due first), and the expo's orders with which stations are done. Pure: the board's list in, views out.
 */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import type { StaffStations } from '@ordering/domain/contracts/stations';
import { stationOfLine, stationProgress } from '@ordering/domain/pacing/stations';

/** Orders the kitchen is still to make: waiting to be accepted, or accepted. */
const OPEN: ReadonlySet<StaffOrder['status']> = new Set(['pending', 'in_progress']);

const toMake = (order: StaffOrder) => order.lines.filter((l) => l.quantity > l.refundedQuantity);

const dueFirst = (a: StaffOrder, b: StaffOrder) =>
  a.pickupTime === b.pickupTime ? a.number - b.number : a.pickupTime < b.pickupTime ? -1 : 1;

export interface StationTicket {
  order: StaffOrder;
  lines: StaffOrder['lines'];
}

/** The open orders with a line for the station and not yet done by it, due first, each with those lines only. */
export function stationTickets(
  orders: readonly StaffOrder[],
  items: StaffStations['items'],
  station: string,
): StationTicket[] {
  return orders
    .filter((o) => OPEN.has(o.status) && !(o.stationsDone ?? []).includes(station))
    .map((order) => ({
      order,
      lines: toMake(order).filter((l) => stationOfLine(items, l) === station),
    }))
    .filter((t) => t.lines.length > 0)
    .sort((a, b) => dueFirst(a.order, b.order));
}

export interface ExpoOrder {
  order: StaffOrder;
  stations: { station: string; done: boolean }[];
  allDone: boolean;
}

/** The open orders, due first, with each station they need (lines refunded whole need none) and whether it is done. */
export function expoOrders(orders: readonly StaffOrder[], view: StaffStations): ExpoOrder[] {
  const ids = view.stations.map((s) => s.id);
  return orders
    .filter((o) => OPEN.has(o.status))
    .sort(dueFirst)
    .map((order) => {
      const stations = stationProgress(ids, view.items, toMake(order), order.stationsDone ?? []);
      return { order, stations, allDone: stations.every((s) => s.done) };
    });
}
