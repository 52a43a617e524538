/**
 * Opening hours of a date: the weekday's hours, replaced by the date's holiday hours; a close
 * at or before the open is the next day's, across a DST change too. Until decision 023 a close past midnight was
 * the same day's close moved a day on, which put a close in the hour skipped on the day of the spring change an hour
 * late; the table's row for it fails on that code.
 */
import { describe, expect, it } from 'vitest';
import { type HoursSource, openingHours } from './opening-hours';

const hours = (weekday: Record<string, { open: string; close: string }[]>) =>
  weekday as unknown as HoursSource['hours'];
const source = (over: Partial<HoursSource> = {}): HoursSource => ({
  hours: hours({
    monday: [
      { open: '17:00', close: '22:00' },
      { open: '11:00', close: '14:00' },
    ],
    friday: [{ open: '18:00', close: '02:00' }],
    saturday: [{ open: '20:00', close: '03:00' }],
    sunday: [{ open: '00:00', close: '00:00' }],
  }),
  holiday_hours: [],
  ...over,
});
const iso = (day: ReturnType<typeof openingHours>) =>
  day.intervals.map((i) => [i.start, i.end].map((d) => new Date(d.getTime()).toISOString()));

describe('openingHours, in Toronto', () => {
  it.each<[string, HoursSource, string, string[][], boolean]>([
    [
      'two openings of a Monday, in time order',
      source(),
      '2026-11-23',
      [
        ['2026-11-23T16:00:00.000Z', '2026-11-23T19:00:00.000Z'],
        ['2026-11-23T22:00:00.000Z', '2026-11-24T03:00:00.000Z'],
      ],
      false,
    ],
    ['a weekday without hours is closed', source(), '2026-11-24', [], false],
    [
      'a close before the open is the next morning',
      source(),
      '2026-11-27',
      [['2026-11-27T23:00:00.000Z', '2026-11-28T07:00:00.000Z']],
      false,
    ],
    [
      'the same open and close is the whole day',
      source(),
      '2026-11-29',
      [['2026-11-29T05:00:00.000Z', '2026-11-30T05:00:00.000Z']],
      false,
    ],
    [
      'past midnight into the spring DST change: 20:00 EST to 03:00 EDT is six hours',
      source(),
      '2026-03-07',
      [['2026-03-08T01:00:00.000Z', '2026-03-08T07:00:00.000Z']],
      false,
    ],
    [
      'past midnight into the autumn DST change: 20:00 EDT to 03:00 EST is eight hours',
      source(),
      '2026-10-31',
      [['2026-11-01T00:00:00.000Z', '2026-11-01T08:00:00.000Z']],
      false,
    ],
    [
      'the whole day of the spring change is 23 hours',
      source(),
      '2026-03-08',
      [['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']],
      false,
    ],
    [
      'a close past midnight after the spring change is that time the next day (02:30 EDT), not an hour later',
      source({ hours: hours({ sunday: [{ open: '20:00', close: '02:30' }] }) }),
      '2026-03-08',
      [['2026-03-09T00:00:00.000Z', '2026-03-09T06:30:00.000Z']],
      false,
    ],
    [
      'holiday hours replace the weekday',
      source({ holiday_hours: [{ date: '2026-11-23', start_time: '12:00', end_time: '15:00' }] as never }),
      '2026-11-23',
      [['2026-11-23T17:00:00.000Z', '2026-11-23T20:00:00.000Z']],
      false,
    ],
    [
      'a holiday closed all day',
      source({ holiday_hours: [{ date: '2026-11-23', full_day: true }] as never }),
      '2026-11-23',
      [],
      true,
    ],
    [
      'without hours, open all day',
      source({ hours: undefined as never }),
      '2026-11-24',
      [['2026-11-24T05:00:00.000Z', '2026-11-25T05:00:00.000Z']],
      false,
    ],
  ])('%s', (_name, hoursSource, date, intervals, holiday) => {
    const day = openingHours(hoursSource, date, 'America/Toronto');
    expect(iso(day)).toEqual(intervals);
    expect(day.holiday).toBe(holiday);
  });
});
