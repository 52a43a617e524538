/**
 * The zone helpers read offsets once per zone and quarter hour (decision 021): checked against `@date-fns/tz` itself,
 * which asks `Intl` every time, over 2025-2028, in zones with DST, without it, and with half- and quarter-hour
 * offsets, across every DST change.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  atLocalTime,
  instantAtLocalTime,
  isoWeekdayOf,
  localDate,
  localMinutes,
} from './zoned';

const ZONES = [
  'America/Toronto',
  'America/Vancouver',
  'America/St_Johns',
  'America/Regina',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'UTC',
];
const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2028, 11, 31);

// Each zone's two checks walk four years instant by instant: a loaded machine (CI's other legs) may need more than
// the default five seconds.
describe.each(ZONES)('%s', (zone) => {
  it('gives the local date and minutes of every instant as the library does', () => {
    const differ: string[] = [];
    // Every 67 minutes for 4 years: each hour of the day lands on every minute in turn.
    for (let ms = FROM; ms < TO; ms += 67 * 60_000) {
      const library = new TZDate(ms, zone);
      const date = format(library, 'yyyy-MM-dd');
      const minutes = library.getHours() * 60 + library.getMinutes();
      if (localDate(ms, zone) !== date || localMinutes(ms, zone) !== minutes)
        differ.push(new Date(ms).toISOString());
    }
    expect(differ).toEqual([]);
  }, 30_000);

  it('gives the instant of every wall-clock time as the library does, skipped and repeated times included', () => {
    const differ: string[] = [];
    for (let day = FROM; day < TO; day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
      for (const time of ['00:00', '00:30', '01:30', '02:00', '02:15', '02:30', '03:00', '23:45']) {
        const [h, m] = time.split(':').map(Number) as [number, number];
        const expected = new TZDate(year, month - 1, dayOfMonth, h, m, zone).getTime();
        if (instantAtLocalTime(date, time, zone).getTime() !== expected) differ.push(`${date} ${time}`);
      }
    }
    expect(differ).toEqual([]);
  }, 30_000);

  it("answers atLocalTime as a TZDate in the zone, at the instant's time", () => {
    const at = atLocalTime('2026-11-01', '01:30', zone);
    expect(at.timeZone).toBe(zone);
    expect(at.getTime()).toBe(instantAtLocalTime('2026-11-01', '01:30', zone).getTime());
  });
});

it('refuses an unknown zone as the library does', () => {
  expect(() => localDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  expect(Number.isNaN(atLocalTime('2026-11-25', '12:00', 'Mars/Olympus_Mons').getTime())).toBe(true);
});

it.each([
  ['2026-11-25', 7, '2026-12-02'],
  ['2026-12-30', 3, '2027-01-02'],
  ['2028-02-28', 1, '2028-02-29'],
  ['2027-02-28', 1, '2027-03-01'],
  ['2026-03-08', 1, '2026-03-09'],
  ['2026-01-01', -1, '2025-12-31'],
  ['2026-11-25', 0, '2026-11-25'],
])('adds calendar days: %s + %i is %s', (date, days, expected) => {
  expect(addDaysToDate(date, days)).toBe(expected);
});

it.each([
  ['2026-11-23', 1],
  ['2026-11-25', 3],
  ['2026-11-28', 6],
  ['2026-11-29', 7],
  ['2028-02-29', 2],
  ['2026-03-08', 7],
])('gives the ISO weekday of a date: %s is %i', (date, weekday) => {
  expect(isoWeekdayOf(date)).toBe(weekday);
});

it('gives the weekday and the days after of every date as UTC calendar arithmetic does, 1969-2101', () => {
  const differ: string[] = [];
  for (let ms = Date.UTC(1969, 0, 1); ms < Date.UTC(2101, 0, 1); ms += 86_400_000) {
    const at = new Date(ms);
    const date = at.toISOString().slice(0, 10);
    if (isoWeekdayOf(date) !== (at.getUTCDay() || 7)) differ.push(`${date} weekday`);
    for (const days of [-400, -1, 1, 45, 366]) {
      const expected = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days));
      if (addDaysToDate(date, days) !== expected.toISOString().slice(0, 10)) differ.push(`${date} + ${days}`);
    }
  }
  expect(differ).toEqual([]);
});

it('rolls a day past its month over, and refuses what is not a date', () => {
  expect(addDaysToDate('2026-02-30', 0)).toBe('2026-03-02');
  expect(isoWeekdayOf('2026-02-30')).toBe(isoWeekdayOf('2026-03-02'));
  expect(() => addDaysToDate('2026-2-3', 1)).toThrow(RangeError);
  expect(() => isoWeekdayOf('tomorrow')).toThrow(RangeError);
  expect(() => instantAtLocalTime('2026-11-25', '24:00')).toThrow(RangeError);
});
