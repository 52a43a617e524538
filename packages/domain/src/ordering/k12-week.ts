/**
 * K-12 weeks (RULES-ordering-format.md): the selected week (selectedWeek, its start date) gives the start and
 * end of the week, Monday to Sunday, defaulting to the current week in the restaurant zone. A stored range resets
 * when its start is before the current week or when the order cutoff date is in the future. Orders for dates past
 * the cutoff are removed, and the caller recalculates costs when any were.
 */
import type { TZDate } from '@date-fns/tz';
import { isDatePastCutoff } from './cutoff';
import { addDaysToDate, DEFAULT_ZONE, isoWeekdayOf, localDate } from './zoned';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * The Monday-to-Sunday week of a calendar date: calendar arithmetic, the same on every device whatever its own zone
 * or clock (a phone in another zone, or a test's fake clock, once moved it a day and kept "Next week" in place).
 */
export function weekOf(date: string): DateRange {
  const start = addDaysToDate(date, 1 - isoWeekdayOf(date));
  return { start, end: addDaysToDate(start, 6) };
}

export function currentWeek(now: Date, zone = DEFAULT_ZONE): DateRange {
  return weekOf(localDate(now, zone));
}

/** An unreadable selectedWeek falls back to the current week rather than failing the menu screen. */
export function selectedWeekRange(
  selectedWeek: string | null | undefined,
  now: Date,
  zone = DEFAULT_ZONE,
): DateRange {
  if (selectedWeek && /^\d{4}-\d{2}-\d{2}$/.test(selectedWeek) && !Number.isNaN(Date.parse(selectedWeek))) {
    return weekOf(selectedWeek);
  }
  return currentWeek(now, zone);
}

export interface ResetInput {
  storedStart: string | null | undefined;
  now: Date;
  zone?: string;
  /** The restaurant's order cutoff date (orderCutoff); null when no cutoff is configured. */
  orderCutoffDate: Date | null;
}

export function shouldResetRange(input: ResetInput): boolean {
  const zone = input.zone ?? DEFAULT_ZONE;
  if (!input.storedStart) return true;
  if (input.storedStart < currentWeek(input.now, zone).start) return true;
  return input.orderCutoffDate !== null && input.orderCutoffDate.getTime() > input.now.getTime();
}

/** Orders per date with the dates past the cutoff removed, and the removed dates (so costs are recalculated). */
export function removeOrdersPastCutoff<T>(
  orders: Readonly<Record<string, T>>,
  cutoff: TZDate,
): { orders: Record<string, T>; removed: string[] } {
  const kept: Record<string, T> = {};
  const removed: string[] = [];
  for (const [date, order] of Object.entries(orders)) {
    if (isDatePastCutoff(date, cutoff)) removed.push(date);
    else kept[date] = order;
  }
  return { orders: kept, removed: removed.sort() };
}

/**
 * The week the K-12 screen shows ("the range resets if the stored start is before the current
 * week or if the order cutoff date is in the future"). Read with the stored week: it resets when nothing (or nothing
 * readable) is stored, when it starts before the current week, or when the cutoff date is still ahead of it (after
 * its last day: none of its days can be ordered any more). It resets to the week of the cutoff date, the first week
 * with a day that can still be ordered.
 */
export function k12WeekToShow(input: {
  storedStart: string | null | undefined;
  now: Date;
  zone?: string;
  /** The first date K-12 orders can be placed for (k12CutoffDate, as a local date). */
  cutoffDate: string;
}): DateRange {
  const zone = input.zone ?? DEFAULT_ZONE;
  const cutoffWeek = weekOf(input.cutoffDate);
  const stored = input.storedStart;
  if (!stored || !/^\d{4}-\d{2}-\d{2}$/.test(stored) || Number.isNaN(Date.parse(stored))) return cutoffWeek;
  const week = weekOf(stored);
  if (week.start < currentWeek(input.now, zone).start || week.end < input.cutoffDate) return cutoffWeek;
  return week;
}
