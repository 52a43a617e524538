/**
 * Quoted against actual ready times: how late the kitchen was on the time each order was promised (its kept pickup
 * time, the quote of decision 041) by when staff marked it ready. Per day and per channel, the median and the 90th
 * percentile of lateness and the share on time. Pure: the orders' two times in, the figures out.
 */
import { isOrderType, orderType } from '../order-types/index';

/** How diners reach the kitchen, as the report groups them; `counter` is an order staff entered for a diner. */
export const READY_CHANNELS = [
  'dine-in',
  'pickup',
  'delivery',
  'catering',
  'k12',
  'suite',
  'counter',
] as const;
export type ReadyChannel = (typeof READY_CHANNELS)[number];

/** An order is on time when it is ready within the minute it was quoted for: quotes are whole minutes. */
export const ON_TIME_S = 60;

/** The channel of a placed order: its type's (order-types/), or `counter` when staff entered it. */
export function channelOf(type: string, enteredByStaff: boolean): ReadyChannel | null {
  if (enteredByStaff) return 'counter';
  return isOrderType(type) ? orderType(type).ticket.channel : null;
}

export interface ReadyTime {
  /** The day in the restaurant's zone (yyyy-MM-dd). */
  day: string;
  channel: ReadyChannel;
  quotedAt: Date;
  readyAt: Date;
}

export interface LatenessFigures {
  orders: number;
  /** Seconds late (negative: early), rounded to the second; null with no order. */
  medianLateS: number | null;
  p90LateS: number | null;
  /** Share of orders ready by their quoted minute, 0 to 1; null with no order. */
  onTimeShare: number | null;
}

export interface ReadyReportRow extends LatenessFigures {
  day: string;
  channel: ReadyChannel | 'all';
}

/** The p-th percentile (0 to 1) of sorted numbers, by the nearest rank: always one of the values measured. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1]!;
}

export function latenessFigures(lateSeconds: readonly number[]): LatenessFigures {
  const sorted = [...lateSeconds].sort((a, b) => a - b);
  const onTime = sorted.filter((s) => s < ON_TIME_S).length;
  return {
    orders: sorted.length,
    medianLateS: percentile(sorted, 0.5),
    p90LateS: percentile(sorted, 0.9),
    onTimeShare: sorted.length ? onTime / sorted.length : null,
  };
}

/** Each day (newest first) with a row for all its orders, then one per channel that had any, in READY_CHANNELS' order. */
export function readyReport(times: readonly ReadyTime[]): ReadyReportRow[] {
  const byDay = new Map<string, ReadyTime[]>();
  for (const t of times) byDay.set(t.day, [...(byDay.get(t.day) ?? []), t]);
  const late = (list: readonly ReadyTime[]) =>
    list.map((t) => Math.round((t.readyAt.getTime() - t.quotedAt.getTime()) / 1000));
  const rows: ReadyReportRow[] = [];
  for (const day of [...byDay.keys()].sort().reverse()) {
    const list = byDay.get(day)!;
    rows.push({ day, channel: 'all', ...latenessFigures(late(list)) });
    for (const channel of READY_CHANNELS) {
      const mine = list.filter((t) => t.channel === channel);
      if (mine.length > 0) rows.push({ day, channel, ...latenessFigures(late(mine)) });
    }
  }
  return rows;
}
