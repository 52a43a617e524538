/**
 * Wall-clock helpers in a restaurant's zone (default America/Toronto, ordering.md section 9). Calendar dates are
 * "YYYY-MM-DD" strings and times "HH:mm", as in the data file; instants are `Date`s. `now` is always a parameter.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const DEFAULT_ZONE = 'America/Toronto';

export function inZone(instant: Date | number, zone: string = DEFAULT_ZONE): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zone);
}

export function localDate(instant: Date | number, zone: string = DEFAULT_ZONE): string {
  return format(inZone(instant, zone), 'yyyy-MM-dd');
}

export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Expected a date YYYY-MM-DD, got ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function parseTime(time: string): { hours: number; minutes: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Expected a time HH:mm, got ${time}`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** The instant of a wall-clock time on a date in the zone (a time skipped by DST moves forward an hour). */
export function atLocalTime(date: string, time: string, zone: string = DEFAULT_ZONE): TZDate {
  const { year, month, day } = parseLocalDate(date);
  const { hours, minutes } = parseTime(time);
  return new TZDate(year, month - 1, day, hours, minutes, zone);
}

export function startOfLocalDate(date: string, zone: string = DEFAULT_ZONE): TZDate {
  return atLocalTime(date, '00:00', zone);
}

/** Minutes since local midnight of an instant, in the zone. */
export function localMinutes(instant: Date | number, zone: string = DEFAULT_ZONE): number {
  const d = inZone(instant, zone);
  return d.getHours() * 60 + d.getMinutes();
}

export function toUtcIso(instant: Date | number): string {
  return new Date(typeof instant === 'number' ? instant : instant.getTime()).toISOString();
}
