/**
 * Max advanced order days (order_options.max_advanced_order_days): orders can be placed for today up to that many
 * days ahead, counted in calendar days in the restaurant zone; absent means no limit.
 */
import { addDaysToDate, DEFAULT_ZONE, localDate } from './zoned';

export function lastOrderableDate(
  now: Date,
  maxDays: number | null | undefined,
  zone = DEFAULT_ZONE,
): string | null {
  if (maxDays === null || maxDays === undefined) return null;
  return addDaysToDate(localDate(now, zone), maxDays);
}

export function isWithinAdvanceDays(
  date: string,
  now: Date,
  maxDays: number | null | undefined,
  zone = DEFAULT_ZONE,
): boolean {
  if (date < localDate(now, zone)) return false;
  const last = lastOrderableDate(now, maxDays, zone);
  return last === null || date <= last;
}
