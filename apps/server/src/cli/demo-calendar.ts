/**
 * The demo restaurants' dated things move with the calendar, so the README's promo codes, holidays and windows hold
 * on whatever day `npm start` runs. The demo files are written around one day
 * (DEMO_FILES_WRITTEN_ON); the seed moves them to the day it runs. Imported restaurant files are never moved.
 */
import { TZDate } from '@date-fns/tz';
import {
  addDaysToDate,
  instantAtLocalTime,
  inZone,
  localDate,
  parseLocalDate,
} from '@ordering/domain/ordering/zoned';

/** The day the dates in demo/*.json were written around: a window open that day is open on the day the seed runs. */
export const DEMO_FILES_WRITTEN_ON = '2026-11-25';

const DAY_MS = 86_400_000;

/** Whole weeks from the day the files were written to `today`, in days: moving by weeks keeps every weekday. */
export function demoShiftDays(today: string): number {
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${DEMO_FILES_WRITTEN_ON}T00:00:00Z`)) / DAY_MS,
  );
  return Math.floor(days / 7) * 7;
}

/**
 * An instant written with its offset, moved by whole days on the restaurant's wall clock: the same local time that
 * many days later, its offset recomputed (a window written in summer time ends at its hour in winter too).
 */
export function moveInstant(iso: string, days: number, zone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at) || days === 0) return iso;
  const local = inZone(at, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
  const moved = instantAtLocalTime(addDaysToDate(localDate(at, zone), days), time, zone);
  return new TZDate(moved.getTime() + (at % 60_000), zone).toISOString();
}

/** The next day on or after `today` with the month and day of `date` (a holiday comes back every year). */
export function nextOccurrence(date: string, today: string): string {
  const { month, day } = parseLocalDate(date);
  const { year } = parseLocalDate(today);
  const pad = (n: number) => String(n).padStart(2, '0');
  for (const y of [year, year + 1, year + 2, year + 3, year + 4]) {
    const candidate = `${y}-${pad(month)}-${pad(day)}`;
    // February 29th only exists in leap years: the check below skips the years it would roll into March.
    if (parseLocalDate(addDaysToDate(candidate, 0)).day !== day) continue;
    if (candidate >= today) return candidate;
  }
  return date;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function moveNode(node: Json, ctx: { days: number; today: string; zone: string }): Json {
  if (Array.isArray(node)) return node.map((child) => moveNode(child, ctx));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'holiday_hours' && Array.isArray(value)) {
      out[key] = value.map((h) =>
        h && typeof h === 'object' && !Array.isArray(h) && typeof h.date === 'string'
          ? { ...h, date: nextOccurrence(h.date, ctx.today) }
          : h,
      );
    } else {
      out[key] = moveNode(value, ctx);
    }
  }
  // A window (promo code, price schedule, announcement) moves as a whole; one that had ended before the files were
  // written is meant to be past (the demo's EXPIRED code) and stays where it is.
  const ends = out.ends_at;
  const meantPast = typeof ends === 'string' && ends.slice(0, 10) < DEMO_FILES_WRITTEN_ON;
  if (!meantPast) {
    for (const key of ['starts_at', 'ends_at'] as const) {
      const value = out[key];
      if (typeof value === 'string') out[key] = moveInstant(value, ctx.days, ctx.zone);
    }
  }
  return out;
}

/**
 * A demo data file with its windows moved by whole weeks to `now` and its holidays to their next occurrence on or
 * after the restaurant's today. Pure: the same file and instant give the same result.
 */
export function moveDemoCalendar<T>(file: T, now: Date): T {
  const restaurant = (file as { restaurant?: { timezone?: string } }).restaurant;
  const zone = restaurant?.timezone ?? 'America/Toronto';
  const today = localDate(now, zone);
  return moveNode(file as Json, { days: demoShiftDays(today), today, zone }) as T;
}
