import { describe, expect, it } from 'vitest';
import { nextOrderingOpening } from './next-opening';
import { build, type Case } from './scheduling-fixtures';

// The fixtures' Toronto restaurant: weekdays 11:00-14:00, Saturday 12:00-13:00, closed Sunday; Thursday 5 March
// closed (holiday), Friday 6 March 11:00-12:00. EST is UTC-5 until Sunday 8 March.
const forNow = (c: Case) => {
  const { date: _, ...input } = build(c);
  return nextOrderingOpening(input);
};

describe('nextOrderingOpening', () => {
  it.each([
    // [case, order for now, the next opening (UTC) or null]
    [
      'before opening, dine-in',
      { orderType: 'dine-in', now: '2026-03-04T14:00:00Z' },
      '2026-03-04T16:00:00.000Z',
    ],
    [
      'before opening, take-out without scheduling',
      { menu: { scheduled: false }, now: '2026-03-04T14:00:00Z' },
      '2026-03-04T16:00:00.000Z',
    ],
    [
      'after closing: the next day is a holiday, the one after opens as usual',
      { orderType: 'dine-in', now: '2026-03-04T20:00:00Z' },
      '2026-03-06T16:00:00.000Z',
    ],
    [
      'Saturday evening: closed Sunday, Monday opens in daylight time',
      { orderType: 'dine-in', now: '2026-03-07T20:00:00Z' },
      '2026-03-09T15:00:00.000Z',
    ],
    [
      "a kitchen's own hours",
      {
        orderType: 'dine-in',
        menu: { hours: { wednesday: [{ open: '12:00', close: '15:00' }] } },
        now: '2026-03-04T16:30:00Z',
      },
      '2026-03-04T17:00:00.000Z',
    ],
    [
      'a last call before the evening opening skips to the next open day',
      {
        orderType: 'dine-in',
        restaurant: {
          hours: {
            wednesday: [
              { open: '11:00', close: '12:00' },
              { open: '17:00', close: '20:00' },
            ],
            friday: [{ open: '11:00', close: '14:00' }],
          },
        },
        menu: { last_call_time: '13:00' },
        now: '2026-03-04T17:30:00Z',
      },
      '2026-03-06T16:00:00.000Z',
    ],
    ['paused: no opening to name', { orderType: 'dine-in', restaurant: { orders_paused: true } }, null],
    [
      'no hours this week',
      { orderType: 'dine-in', restaurant: { hours: { monday: [] }, holiday_hours: [] } },
      null,
    ],
  ] as [string, Case, string | null][])('%s', (_, c, expected) => {
    expect(forNow(c)?.toISOString() ?? null).toBe(expected);
  });
});
