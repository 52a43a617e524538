import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { demoShiftDays, moveDemoCalendar, moveInstant, nextOccurrence } from './demo-calendar';

const demo = (slug: string) => JSON.parse(readFileSync(join(repoRoot, 'demo', `${slug}.json`), 'utf8'));

describe('the demo calendar', () => {
  it.each([
    ['2026-11-25', 0],
    ['2026-12-01', 0],
    ['2026-12-02', 7],
    ['2027-12-29', 399],
    ['2026-11-18', -7],
    ['2026-11-24', -7],
  ])('moves the files written on 2026-11-25 by whole weeks to %s: %i days', (today, days) => {
    expect(demoShiftDays(today)).toBe(days);
  });

  it.each([
    // Toronto's wall clock kept across an offset change: midnight in winter is midnight in summer.
    ['2026-01-01T00:00:00-05:00', 182, 'America/Toronto', '2026-07-02T00:00:00.000-04:00'],
    ['2027-06-30T23:59:59-04:00', 182, 'America/Toronto', '2027-12-29T23:59:59.000-05:00'],
    ['2026-11-01T00:00:00-07:00', 7, 'America/Vancouver', '2026-11-08T00:00:00.000-07:00'],
    ['2026-03-01T00:00:00-08:00', 14, 'America/Vancouver', '2026-03-15T00:00:00.000-07:00'],
    ['2026-11-01T00:00:00-04:00', 0, 'America/Toronto', '2026-11-01T00:00:00-04:00'],
    // Written with another zone's offset (a Vancouver file with Toronto's): the same instant's local time is kept.
    ['2026-11-01T00:00:00-04:00', 7, 'America/Vancouver', '2026-11-07T21:00:00.000-07:00'],
    ['2027-01-31T23:59:59.500Z', 7, 'America/Toronto', '2027-02-07T18:59:59.500-05:00'],
  ])('moves %s by %i days in %s', (iso, days, zone, moved) => {
    expect(moveInstant(iso, days, zone)).toBe(moved);
  });

  it.each([
    ['2026-12-25', '2026-11-28', '2026-12-25'],
    ['2026-12-25', '2026-12-25', '2026-12-25'],
    ['2026-12-25', '2026-12-26', '2027-12-25'],
    ['2027-01-01', '2028-03-10', '2029-01-01'],
    ['2024-02-29', '2026-03-01', '2028-02-29'],
  ])('a holiday on %s falls next, from %s, on %s', (date, today, next) => {
    expect(nextOccurrence(date, today)).toBe(next);
  });

  it('keeps every README promo code of maple-table open on any day, and EXPIRED past', () => {
    for (const at of [
      '2026-11-28T17:00:00Z',
      '2027-07-15T17:00:00Z',
      '2028-01-02T17:00:00Z',
      '2031-03-09T06:30:00Z',
    ]) {
      const now = new Date(at);
      const codes = moveDemoCalendar(demo('maple-table'), now).promo_codes as {
        code: string;
        starts_at: string;
        ends_at: string;
      }[];
      for (const code of codes) {
        const open = Date.parse(code.starts_at) <= now.getTime() && now.getTime() <= Date.parse(code.ends_at);
        expect({ at, code: code.code, open }).toEqual({ at, code: code.code, open: code.code !== 'EXPIRED' });
      }
    }
  });

  it('keeps the codes of the other demo restaurants open, and their holidays ahead within a year', () => {
    const now = new Date('2029-05-20T15:00:00Z');
    for (const slug of ['coastal-kitchen', 'cantine-tower-one', 'slice-co-plateau', 'northview-schools']) {
      const file = moveDemoCalendar(demo(slug), now);
      for (const code of file.promo_codes ?? []) {
        expect(Date.parse(code.starts_at)).toBeLessThanOrEqual(now.getTime());
        expect(Date.parse(code.ends_at)).toBeGreaterThanOrEqual(now.getTime());
      }
      for (const holiday of file.restaurant.holiday_hours ?? []) {
        expect(holiday.date >= '2029-05-20' && holiday.date < '2030-05-20').toBe(true);
      }
    }
  });

  it('keeps a holiday on its day and a window on its weekday', () => {
    const file = moveDemoCalendar(demo('maple-table'), new Date('2027-08-04T16:00:00Z'));
    const dates = (file.restaurant.holiday_hours as { date: string }[]).map((h) => h.date);
    expect(dates).toEqual(['2027-12-24', '2027-12-25', '2028-01-01']);
    const welcome = (file.promo_codes as { code: string; starts_at: string }[]).find(
      (c) => c.code === 'WELCOME10',
    );
    // Written to start on Thursday 2026-01-01; 36 weeks later, still a Thursday at midnight in Toronto.
    expect(welcome?.starts_at).toBe('2026-09-10T00:00:00.000-04:00');
  });

  it('leaves the file it was given unchanged', () => {
    const file = demo('maple-table');
    const before = JSON.stringify(file);
    moveDemoCalendar(file, new Date('2028-01-02T17:00:00Z'));
    expect(JSON.stringify(file)).toBe(before);
  });
});
