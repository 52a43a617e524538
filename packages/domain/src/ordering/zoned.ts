/**
 * Wall-clock helpers in a restaurant's zone (default America/Toronto). Calendar dates are
 * "YYYY-MM-DD" strings and times "HH:mm", as in the data file; instants are `Date`s. `now` is always a parameter.
 */
import { TZDate, tzOffset } from '@date-fns/tz';

export const DEFAULT_ZONE = 'America/Toronto';

export function inZone(instant: Date | number, zone: string = DEFAULT_ZONE): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zone);
}

const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_KEPT = 20_000;

/** `make(key)`, kept in `cache` once made (emptied when it holds MAX_KEPT). */
function kept<K, V>(cache: Map<K, V>, key: K, make: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make(key);
    if (cache.size >= MAX_KEPT) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/** Offsets by zone, then by quarter hour since the epoch. */
const offsets = new Map<string, Map<number, number>>();
const newMap = () => new Map<number, number>();

/**
 * The zone's offset from UTC at an instant, in minutes (-300 in Toronto in winter). Every zone's offsets are whole
 * quarter hours and change at whole quarter hours of UTC, so the offset is the same throughout each quarter hour and
 * is asked of `Intl` once per zone and quarter hour: `TZDate` and `format` ask it several times per call, the largest
 * share of the order path's time spent on time zones (decision 021). Checked against `@date-fns/tz` over 2025-2028 in
 * zones with half- and quarter-hour offsets (zoned.test.ts).
 */
function offsetAt(ms: number, zone: string): number {
  return kept(kept(offsets, zone, newMap), Math.floor(ms / QUARTER_HOUR_MS), () =>
    tzOffset(zone, new Date(ms)),
  );
}

const msOf = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());

/**
 * Calendar dates and days since 1970-01-01 both ways, kept once made: the scheduling checks of one cart read and
 * write the same few dates dozens of times, and a `toISOString` or a pattern match each time was most of their cost.
 */
const dateOfDay = new Map<number, string>();
const dayOfDate = new Map<string, number>();
const isoDateOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
const dateAt = (dayNumber: number) => kept(dateOfDay, dayNumber, isoDateOf);

/** Days since 1970-01-01 of "YYYY-MM-DD" (a day past its month's end rolls over, as `Date.UTC` does). */
const dayNumberOf = (date: string) => kept(dayOfDate, date, daysSinceEpoch);

function daysSinceEpoch(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function localDate(instant: Date | number, zone: string = DEFAULT_ZONE): string {
  const ms = msOf(instant);
  return dateAt(Math.floor((ms + offsetAt(ms, zone) * 60_000) / DAY_MS));
}

export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Expected a date YYYY-MM-DD, got ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The calendar date `days` after (or before) a date "YYYY-MM-DD": calendar arithmetic, the same in every zone. */
export function addDaysToDate(date: string, days: number): string {
  return dateAt(dayNumberOf(date) + days);
}

/** The ISO weekday of a calendar date "YYYY-MM-DD" (1 Monday ... 7 Sunday): the same in every zone. */
export function isoWeekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumberOf(date) + 3) % 7) + 7) % 7) + 1;
}

const minutesOfTime = new Map<string, number>();
function minutesOfDay(time: string): number {
  const { hours, minutes } = parseTime(time);
  return hours * 60 + minutes;
}

export function parseTime(time: string): { hours: number; minutes: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Expected a time HH:mm, got ${time}`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/**
 * The instant of a wall-clock time on a date in the zone (a time skipped by DST moves forward an hour), as a plain
 * Date: for comparing instants and adding minutes, which need no zone. A TZDate costs the library's offset look-ups
 * at its making and at every date-fns step on it (each step makes another): the order path's scheduling checks
 * make dozens.
 */
export function instantAtLocalTime(date: string, time: string, zone: string = DEFAULT_ZONE): Date {
  const wall = dayNumberOf(date) * DAY_MS + kept(minutesOfTime, time, minutesOfDay) * 60_000;
  const ms = wall - offsetAt(wall - offsetAt(wall, zone) * 60_000, zone) * 60_000;
  // Within three hours of an offset change the time may be skipped or repeated: the library decides, as before.
  if (offsetAt(ms - 3 * HOUR_MS, zone) !== offsetAt(ms + 3 * HOUR_MS, zone)) {
    const { year, month, day } = parseLocalDate(date);
    const { hours, minutes } = parseTime(time);
    return new Date(new TZDate(year, month - 1, day, hours, minutes, zone).getTime());
  }
  return new Date(ms);
}

/** The same instant as a TZDate, for date-fns steps in the zone (the start of its week, the day before). */
export function atLocalTime(date: string, time: string, zone: string = DEFAULT_ZONE): TZDate {
  return new TZDate(instantAtLocalTime(date, time, zone).getTime(), zone);
}

export function startOfLocalDate(date: string, zone: string = DEFAULT_ZONE): TZDate {
  return atLocalTime(date, '00:00', zone);
}

/** Minutes since local midnight of an instant, in the zone. */
export function localMinutes(instant: Date | number, zone: string = DEFAULT_ZONE): number {
  const ms = msOf(instant);
  const local = new Date(ms + offsetAt(ms, zone) * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

export function toUtcIso(instant: Date | number): string {
  return new Date(typeof instant === 'number' ? instant : instant.getTime()).toISOString();
}
