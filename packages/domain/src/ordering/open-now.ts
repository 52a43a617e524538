/**
 * Whether a restaurant is open at an instant, for the location search's open/closed state. An interval that runs
 * past midnight belongs to the day it opened, so the day before is read too (open Friday 18:00 to 02:00 is open at
 * Saturday 01:00).
 */
import { addDays } from 'date-fns';
import { type HoursSource, openingHours } from './opening-hours';
import { DEFAULT_ZONE, localDate, startOfLocalDate } from './zoned';

export interface OpenState {
  open: boolean;
  /** When the current opening ends (open), or the next one today starts (closed); null when none. */
  until: Date | null;
}

export function openState(source: HoursSource, at: Date, zone: string = DEFAULT_ZONE): OpenState {
  const today = localDate(at, zone);
  const yesterday = localDate(addDays(startOfLocalDate(today, zone), -1), zone);
  const intervals = [
    ...openingHours(source, yesterday, zone).intervals,
    ...openingHours(source, today, zone).intervals,
  ];
  const current = intervals.find((i) => i.start.getTime() <= at.getTime() && at.getTime() < i.end.getTime());
  if (current) return { open: true, until: new Date(current.end.getTime()) };
  const next = intervals
    .filter((i) => i.start.getTime() > at.getTime() && localDate(i.start, zone) === today)
    .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  return { open: false, until: next ? new Date(next.start.getTime()) : null };
}
