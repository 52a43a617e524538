/**
 * How long first-party analytics are kept, and in what shape (docs/decisions/051-analytics-rollup-and-maintenance-window.md).
 * One row per event is kept while its day may still receive events; after that the day is one count per restaurant,
 * kind, refusal and way; after a year and a month the counts go too. Days are compared in UTC, the one calendar
 * every restaurant's day falls within a day of.
 */
import { addDaysToDate } from '../ordering/zoned';

/**
 * Days an event stays a row of its own: a restaurant's day is over everywhere (UTC-12 to UTC+14) by the second UTC
 * day after it begins, and a late beacon (sent as a tab closes) has come in.
 */
export const EVENT_ROW_DAYS = 2;

/** Days a day's counts are kept: the same day a year ago can still be read, with a month to spare. */
export const DAILY_COUNT_DAYS = 400;

export interface AnalyticsRetention {
  /** Events of a day before this one are counted into that day's summary and dropped. */
  rollUpBefore: string;
  /** Summaries of a day before this one are dropped. */
  dropBefore: string;
}

export function analyticsRetention(now: Date): AnalyticsRetention {
  const today = now.toISOString().slice(0, 10);
  return {
    rollUpBefore: addDaysToDate(today, -EVENT_ROW_DAYS),
    dropBefore: addDaysToDate(today, -DAILY_COUNT_DAYS),
  };
}
