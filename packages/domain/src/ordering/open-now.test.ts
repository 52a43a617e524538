import { describe, expect, it } from 'vitest';
import { openState } from './open-now';
import type { HoursSource } from './opening-hours';

const week = (open: string, close: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      [{ open, close }],
    ]),
  ) as HoursSource['hours'];

const lunch: HoursSource = { hours: week('11:00', '15:00'), holiday_hours: [] };
const lateNight: HoursSource = { hours: week('18:00', '02:00'), holiday_hours: [] };
const closedForHoliday: HoursSource = {
  hours: week('11:00', '15:00'),
  holiday_hours: [{ date: '2026-11-26', name: null, start_time: null, end_time: null, full_day: true }],
};
const noHours: HoursSource = { hours: null, holiday_hours: [] };

describe('openState (Toronto, 2026-11-26 is a Thursday)', () => {
  it.each([
    ['before opening', lunch, '2026-11-26T15:00:00Z', false, '2026-11-26T16:00:00.000Z'],
    ['at opening', lunch, '2026-11-26T16:00:00Z', true, '2026-11-26T20:00:00.000Z'],
    ['a minute before closing', lunch, '2026-11-26T19:59:00Z', true, '2026-11-26T20:00:00.000Z'],
    ['at closing', lunch, '2026-11-26T20:00:00Z', false, null],
    [
      'past midnight, in the night before’s interval',
      lateNight,
      '2026-11-27T06:30:00Z',
      true,
      '2026-11-27T07:00:00.000Z',
    ],
    ['after the late close', lateNight, '2026-11-27T07:30:00Z', false, '2026-11-27T23:00:00.000Z'],
    ['closed all day for a holiday', closedForHoliday, '2026-11-26T17:00:00Z', false, null],
    ['without hours: always open', noHours, '2026-11-26T08:00:00Z', true, '2026-11-27T05:00:00.000Z'],
  ] as const)('%s', (_, source, at, open, until) => {
    const state = openState(source, new Date(at), 'America/Toronto');
    expect(state.open).toBe(open);
    expect(state.until?.toISOString() ?? null).toBe(until);
  });
});
