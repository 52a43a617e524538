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
/** Offsets by zone, then by quarter hour since the epoch; at most MAX_OFFSETS in all. */
const offsets = new Map<string, Map<number, number>>();
let offsetCount = 0;
const MAX_OFFSETS = 20_000;
// The last answer: a request's checks ask the same zone and quarter hour many times over.
let lastZone = '';
let lastQuarter = Number.NaN;
let lastOffset = 0;

/**
 * The zone's offset from UTC at an instant, in minutes (-300 in Toronto in winter). Every zone's offsets are whole
 * quarter hours and change at whole quarter hours of UTC, so the offset is the same throughout each quarter hour and
 * is asked of `Intl` once per zone and quarter hour: `TZDate` and `format` ask it several times per call, the largest
 * share of the order path's time spent on time zones (decision 021). Checked against `@date-fns/tz` over 2025-2028 in
 * zones with half- and quarter-hour offsets (zoned.test.ts).
 */
function offsetAt(ms: number, zone: string): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  if (quarter === lastQuarter && zone === lastZone) return lastOffset;
  let byQuarter = offsets.get(zone);
  let offset = byQuarter?.get(quarter);
  if (offset === undefined) {
    offset = tzOffset(zone, new Date(ms));
    if (offsetCount >= MAX_OFFSETS) {
      offsets.clear();
      offsetCount = 0;
      byQuarter = undefined;
    }
    if (!byQuarter) {
      byQuarter = new Map();
      offsets.set(zone, byQuarter);
    }
    byQuarter.set(quarter, offset);
    offsetCount++;
  }
  lastZone = zone;
  lastQuarter = quarter;
  lastOffset = offset;
  return offset;
}

const msOf = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());

/**
 * Calendar dates and days since 1970-01-01 both ways, kept once made: the scheduling checks of one cart read and
 * write the same few dates dozens of times, and a `toISOString` or a pattern match each time was most of their cost.
 */
const dateOfDay = new Map<number, string>();
const dayOfDate = new Map<string, number>();
const MAX_DATES = 20_000;

function dateAt(dayNumber: number): string {
  let date = dateOfDay.get(dayNumber);
  if (date === undefined) {
    date = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    if (dateOfDay.size >= MAX_DATES) dateOfDay.clear();
    dateOfDay.set(dayNumber, date);
  }
  return date;
}

/** Days since 1970-01-01 of "YYYY-MM-DD" (a day past its month's end rolls over, as `Date.UTC` does). */
function dayNumberOf(date: string): number {
  let dayNumber = dayOfDate.get(date);
  if (dayNumber === undefined) {
    const { year, month, day } = parseLocalDate(date);
    dayNumber = Date.UTC(year, month - 1, day) / DAY_MS;
    if (dayOfDate.size >= MAX_DATES) dayOfDate.clear();
    dayOfDate.set(date, dayNumber);
  }
  return dayNumber;
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

export function parseTime(time: string): { hours: number; minutes: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Expected a time HH:mm, got ${time}`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** Minutes since midnight of "HH:mm", kept once read (a data file has a few dozen distinct times). */
function minutesOf(time: string): number {
  let minutes = minutesOfTime.get(time);
  if (minutes === undefined) {
    const parsed = parseTime(time);
    minutes = parsed.hours * 60 + parsed.minutes;
    if (minutesOfTime.size >= MAX_DATES) minutesOfTime.clear();
    minutesOfTime.set(time, minutes);
  }
  return minutes;
}

/**
 * The instant of a wall-clock time on a date in the zone (a time skipped by DST moves forward an hour), as a plain
 * Date: for comparing instants and adding minutes, which need no zone. A TZDate costs the library's offset look-ups
 * at its making and at every date-fns step on it (each step makes another): the order path's scheduling checks
 * make dozens.
 */
export function instantAtLocalTime(date: string, time: string, zone: string = DEFAULT_ZONE): Date {
  const wall = dayNumberOf(date) * DAY_MS + minutesOf(time) * 60_000;
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
