import { describe, expect, it } from 'vitest';
import { orderCutoff } from './cutoff';
import {
  currentWeek,
  k12WeekToShow,
  removeOrdersPastCutoff,
  selectedWeekRange,
  shouldResetRange,
  weekOf,
} from './k12-week';

const WED = new Date('2026-03-04T15:00:00Z'); // Wednesday 4 March 2026, Toronto

describe('K-12 week range from selectedWeek', () => {
  it.each([
    ['2026-03-02', { start: '2026-03-02', end: '2026-03-08' }],
    ['2026-03-04', { start: '2026-03-02', end: '2026-03-08' }],
    ['2026-03-08', { start: '2026-03-02', end: '2026-03-08' }],
    ['2026-03-09', { start: '2026-03-09', end: '2026-03-15' }],
    ['2026-12-31', { start: '2026-12-28', end: '2027-01-03' }],
  ])('%s -> %o', (selected, range) => {
    expect(selectedWeekRange(selected, WED)).toEqual(range);
    expect(weekOf(selected)).toEqual(range);
  });

  it.each([[null], [undefined], [''], ['next week'], ['2026-13-45']])(
    'defaults to the current week in the zone for %o',
    (selected) => {
      expect(selectedWeekRange(selected, WED)).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    },
  );

  it('reads the current week in the zone: Monday 01:00 UTC is still Sunday in Toronto', () => {
    const sundayNight = new Date('2026-03-09T01:00:00Z');
    expect(currentWeek(sundayNight)).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(currentWeek(sundayNight, 'UTC')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
  });
});

describe('K-12 range reset', () => {
  const future = new Date('2026-03-06T05:00:00Z');
  const past = new Date('2026-03-01T05:00:00Z');
  it.each([
    ['stored start before the current week', '2026-02-23', null, true],
    ['stored start in the current week, no cutoff', '2026-03-02', null, false],
    ['stored start next week, no cutoff', '2026-03-09', null, false],
    ['order cutoff date in the future', '2026-03-09', future, true],
    ['order cutoff date in the past', '2026-03-09', past, false],
    ['nothing stored', null, null, true],
  ] as [string, string | null, Date | null, boolean][])(
    '%s -> %s',
    (_name, storedStart, orderCutoffDate, reset) => {
      expect(shouldResetRange({ storedStart, now: WED, orderCutoffDate })).toBe(reset);
    },
  );
});

describe('K-12 orders for dates past the cutoff are removed', () => {
  const cutoff = orderCutoff({ now: WED, orderCutoffDays: 1, k12: true }); // Friday 6 March, 00:00
  it.each([
    [
      { '2026-03-05': 'thu', '2026-03-06': 'fri', '2026-03-09': 'mon' },
      ['2026-03-05'],
      ['2026-03-06', '2026-03-09'],
    ],
    [{ '2026-03-06': 'fri' }, [], ['2026-03-06']],
    [{ '2026-03-04': 'a', '2026-03-02': 'b' }, ['2026-03-02', '2026-03-04'], []],
    [{}, [], []],
  ])('%o', (orders, removed, kept) => {
    const result = removeOrdersPastCutoff(orders, cutoff);
    expect(result.removed).toEqual(removed);
    expect(Object.keys(result.orders).sort()).toEqual(kept);
  });
});

describe('K-12 week shown (the reset rule)', () => {
  // Wednesday 4 March: with the K-12 cutoff on Monday 9 March, next week is the first that can be ordered.
  it.each([
    ['nothing stored', null, '2026-03-09', '2026-03-09'],
    ['an unreadable week', 'soon', '2026-03-09', '2026-03-09'],
    ['a week before the current one', '2026-02-23', '2026-03-09', '2026-03-09'],
    ['the current week, wholly before the cutoff', '2026-03-04', '2026-03-09', '2026-03-09'],
    ['the current week, its Friday still orderable', '2026-03-02', '2026-03-06', '2026-03-02'],
    ['a later week is kept', '2026-03-18', '2026-03-09', '2026-03-16'],
    ['the cutoff week itself', '2026-03-09', '2026-03-09', '2026-03-09'],
  ])('%s -> the week of %s', (_name, storedStart, cutoffDate, start) => {
    expect(k12WeekToShow({ storedStart, now: WED, cutoffDate }).start).toBe(start);
  });
});
