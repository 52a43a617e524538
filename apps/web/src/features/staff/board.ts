/**
 * The board's rules as pure functions: which column an order stands in, which orders a filter and a search keep, in
 * what order, and how an order heard on the stream joins the day's list. The screens only draw what these return.
 */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { ORDER_TYPE_VALUES } from '@ordering/domain/order-types/wire';

export type Column = 'pending' | 'in_progress' | 'ready' | 'done';
export const COLUMNS: readonly Column[] = ['pending', 'in_progress', 'ready', 'done'];

export function columnOf(order: Pick<StaffOrder, 'status'>): Column {
  if (order.status === 'completed' || order.status === 'cancelled') return 'done';
  return order.status;
}

export type TypeFilter = 'all' | StaffOrder['type'];

/** The order types in the filter's order: the wire's words (its small module, not the contracts' code). */
export const ORDER_TYPES: readonly StaffOrder['type'][] = ORDER_TYPE_VALUES;

export interface BoardFilter {
  type: TypeFilter;
  /** A number (`#12` or `12`) or part of the diner's name. */
  search: string;
  /** At a marketplace hub, one kitchen's orders (its menu id): that kitchen's own board. All when unset. */
  kitchen?: string | undefined;
}

export function matchesFilter(order: StaffOrder, filter: BoardFilter): boolean {
  if (filter.type !== 'all' && order.type !== filter.type) return false;
  if (filter.kitchen && order.menuId !== filter.kitchen) return false;
  const q = filter.search.trim().toLowerCase().replace(/^#/, '');
  if (!q) return true;
  if (/^\d+$/.test(q) && String(order.number).includes(q)) return true;
  return (order.contact.name ?? '').toLowerCase().includes(q);
}

/**
 * Open columns by when the order is due (a scheduled order waits its turn), the done column most recent first:
 * what was just finished is what staff look for.
 */
export function sortColumn(column: Column, orders: readonly StaffOrder[]): StaffOrder[] {
  // Each order's instant read once, not at each of the sort's comparisons (500 orders: ~9,000 reads).
  const keyed = orders.map((o) => ({ o, at: Date.parse(column === 'done' ? o.updatedAt : o.pickupTime) }));
  keyed.sort((a, b) => (column === 'done' ? b.at - a.at : a.at - b.at || a.o.number - b.o.number));
  return keyed.map((k) => k.o);
}

export function boardColumns(
  orders: readonly StaffOrder[],
  filter: BoardFilter,
): Record<Column, StaffOrder[]> {
  const kept = orders.filter((o) => matchesFilter(o, filter));
  const by = (c: Column) =>
    sortColumn(
      c,
      kept.filter((o) => columnOf(o) === c),
    );
  return { pending: by('pending'), in_progress: by('in_progress'), ready: by('ready'), done: by('done') };
}

/** The restaurant's local day (YYYY-MM-DD) of an instant. */
export function localDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * An order heard on the stream, merged into the list of the day shown: a newer version replaces the one held (a late
 * notice never takes an order back), an order due another day leaves it (or never joins it).
 */
export function mergeOrder(
  orders: readonly StaffOrder[],
  order: StaffOrder,
  board: { date: string; timezone: string },
): StaffOrder[] {
  const index = orders.findIndex((o) => o.id === order.id);
  const held = index >= 0 ? orders[index]! : undefined;
  if (held && Date.parse(held.updatedAt) > Date.parse(order.updatedAt)) return [...orders];
  const rest = orders.filter((o) => o.id !== order.id);
  if (localDay(order.pickupTime, board.timezone) !== board.date) return rest;
  if (index < 0) return [...rest, order];
  const next = [...orders];
  next[index] = order;
  return next;
}

/** Orders waiting for someone to accept them: the count in the tab's title. */
export const waitingCount = (orders: readonly StaffOrder[]) =>
  orders.filter((o) => o.status === 'pending').length;
