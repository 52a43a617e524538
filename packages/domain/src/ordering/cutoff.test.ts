import { describe, expect, it } from 'vitest';
import { type CutoffInput, isDatePastCutoff, isInstantPastCutoff, orderCutoff } from './cutoff';

// Wednesday 4 March 2026, 10:00 in Toronto (EST); DST starts Sunday 8 March.
const WED_10AM = new Date('2026-03-04T15:00:00Z');

describe('Order cutoff (accounts doc section 9)', () => {
  it.each([
    ['today plus order_cutoff_days, same time', { orderCutoffDays: 2 }, '2026-03-06T15:00:00.000Z'],
    ['no cutoff days: now', { orderCutoffDays: null }, '2026-03-04T15:00:00.000Z'],
    [
      'K-12: one more day, at the start of that day',
      { orderCutoffDays: 1, k12: true },
      '2026-03-06T05:00:00.000Z',
    ],
    [
      'K-12 landing on Saturday moves to the start of next week (Monday, now EDT)',
      { orderCutoffDays: 2, k12: true },
      '2026-03-09T04:00:00.000Z',
    ],
    [
      'K-12 landing on Saturday stays with weekend_ordering',
      { orderCutoffDays: 2, k12: true, weekendOrdering: true },
      '2026-03-07T05:00:00.000Z',
    ],
    ['non-K-12 on Saturday moves to Monday 00:00', { orderCutoffDays: 3 }, '2026-03-09T04:00:00.000Z'],
    ['non-K-12 on Sunday moves to Monday 00:00', { orderCutoffDays: 4 }, '2026-03-09T04:00:00.000Z'],
    [
      'Friday (weekday 5) is not weekend',
      { orderCutoffDays: 2, weekendOrdering: false },
      '2026-03-06T15:00:00.000Z',
    ],
  ] as [string, Partial<CutoffInput>, string][])('%s', (_name, input, iso) => {
    expect(
      new Date(orderCutoff({ now: WED_10AM, orderCutoffDays: null, ...input }).getTime()).toISOString(),
    ).toBe(iso);
  });

  it.each([
    [
      'Toronto by default: 02:00 Wednesday is Wednesday',
      undefined,
      '2026-03-04T07:00:00Z',
      '2026-03-05T05:00:00.000Z',
    ],
    [
      'Vancouver: 23:00 Tuesday is still Tuesday',
      'America/Vancouver',
      '2026-03-04T07:00:00Z',
      '2026-03-04T08:00:00.000Z',
    ],
  ])('%s', (_name, zone, now, iso) => {
    const cutoff = orderCutoff({ now: new Date(now), zone, orderCutoffDays: 0, k12: true });
    expect(new Date(cutoff.getTime()).toISOString()).toBe(iso);
  });
});

describe('Dates and times past the cutoff', () => {
  const cutoff = orderCutoff({ now: WED_10AM, orderCutoffDays: 1, k12: true }); // Friday 00:00
  it.each([
    ['2026-03-04', true],
    ['2026-03-05', true],
    ['2026-03-06', false],
    ['2026-03-09', false],
  ])('%s past the cutoff: %s', (date, past) => {
    expect(isDatePastCutoff(date, cutoff)).toBe(past);
  });

  it.each([
    ['2026-03-06T04:59:00Z', true],
    ['2026-03-06T05:00:00Z', false],
  ])('instant %s past the cutoff: %s', (instant, past) => {
    expect(isInstantPastCutoff(new Date(instant), cutoff)).toBe(past);
  });
});
