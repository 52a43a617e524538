/**
 * Opening hours of a restaurant on one date: the weekday's `hours` ("HH:mm" open/close in the
 * restaurant zone), replaced by that date's `holiday_hours` (full_day closed, or start/end). A close at or before
 * the open means past midnight; a restaurant without `hours` is open all day.
 */
import { WEEKDAYS } from '../menu/constants';
import type { RestaurantDataFile } from '../menu/data-file';
import { addDaysToDate, DEFAULT_ZONE, instantAtLocalTime, isoWeekdayOf } from './zoned';

export type HoursSource = Pick<RestaurantDataFile['restaurant'], 'hours' | 'holiday_hours'>;

export interface OpeningInterval {
  start: Date;
  end: Date;
}

export interface OpeningDay {
  intervals: OpeningInterval[];
  /** Closed all day by a holiday. */
  holiday: boolean;
}

function interval(date: string, open: string, close: string, zone: string): OpeningInterval {
  const start = instantAtLocalTime(date, open, zone);
  // A close at or before the open is that wall-clock time on the next date, made from the date: not the same day's
  // time moved a day on, since that time may not exist on the day of the spring change (02:30 would become 03:30).
  const end = instantAtLocalTime(close <= open ? addDaysToDate(date, 1) : date, close, zone);
  return { start, end };
}

export function openingHours(source: HoursSource, date: string, zone: string = DEFAULT_ZONE): OpeningDay {
  const holiday = source.holiday_hours.find((h) => h.date === date);
  if (holiday?.full_day) return { intervals: [], holiday: true };
  if (holiday?.start_time && holiday.end_time) {
    return { intervals: [interval(date, holiday.start_time, holiday.end_time, zone)], holiday: false };
  }
  if (!source.hours) return { intervals: [interval(date, '00:00', '00:00', zone)], holiday: false };
  const weekday = WEEKDAYS[isoWeekdayOf(date) - 1]!;
  const day = (source.hours as Record<string, { open: string; close: string }[]>)[weekday] ?? [];
  return {
    intervals: day
      .map((h) => interval(date, h.open, h.close, zone))
      .sort((a, b) => a.start.getTime() - b.start.getTime()),
    holiday: false,
  };
}
