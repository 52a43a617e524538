import { describe, expect, it } from 'vitest';
import { maintenanceAt, maintenanceProblem, parseMaintenanceSetting, secondsUntilEnd } from './maintenance';

const night = { startsAt: '2026-11-29T07:00:00.000Z', endsAt: '2026-11-29T09:00:00.000Z' };
const platform = { startsAt: '2026-11-29T08:00:00.000Z', endsAt: '2026-11-29T10:00:00.000Z' };

describe('the maintenance window in force', () => {
  it.each([
    ['before it', '2026-11-29T06:59:59Z', [night], null],
    ['at its start', '2026-11-29T07:00:00Z', [night], night],
    ['a second before its end', '2026-11-29T08:59:59Z', [night], night],
    ['at its end, over', '2026-11-29T09:00:00Z', [night], null],
    ['two at once: the one ending last', '2026-11-29T08:30:00Z', [night, platform], platform],
    ['the owner’s over, the platform’s on', '2026-11-29T09:30:00Z', [night, platform], platform],
    ['none set', '2026-11-29T08:00:00Z', [null, undefined], null],
  ])('%s', (_, at, windows, expected) => {
    expect(maintenanceAt(windows, new Date(at))).toEqual(expected);
  });

  it('says when to try again, in whole seconds, never 0', () => {
    expect(secondsUntilEnd(night, new Date('2026-11-29T08:59:00.500Z'))).toBe(60);
    expect(secondsUntilEnd(night, new Date('2026-11-29T09:00:00Z'))).toBe(1);
  });
});

describe('a window an owner sets', () => {
  const now = new Date('2026-11-29T06:00:00Z');
  it.each([
    ['tonight, two hours', night, null],
    ['an end before its start', { startsAt: night.endsAt, endsAt: night.startsAt }, 'endBeforeStart'],
    ['an end equal to its start', { startsAt: night.startsAt, endsAt: night.startsAt }, 'endBeforeStart'],
    ['already over', { startsAt: '2026-11-28T01:00:00Z', endsAt: '2026-11-28T02:00:00Z' }, 'alreadyOver'],
    ['under way, set now', { startsAt: '2026-11-29T05:00:00Z', endsAt: '2026-11-29T07:00:00Z' }, null],
    ['a day exactly', { startsAt: night.startsAt, endsAt: '2026-11-30T07:00:00Z' }, null],
    ['over a day', { startsAt: night.startsAt, endsAt: '2026-11-30T07:00:01Z' }, 'tooLong'],
  ] as const)('%s: %s', (_, window, problem) => {
    expect(maintenanceProblem(window, now)).toBe(problem);
  });
});

describe('the platform window from configuration', () => {
  it.each([
    [undefined, null],
    ['  ', null],
    ['2026-11-29T07:00:00Z/2026-11-29T09:00:00Z', night],
    ['2026-11-29T02:00:00-05:00/2026-11-29T04:00:00-05:00', night],
  ])('%s', (value, expected) => {
    expect(parseMaintenanceSetting(value)).toEqual(expected);
  });

  it.each([
    '2026-11-29T07:00:00Z',
    '2026-11-29T09:00:00Z/2026-11-29T07:00:00Z',
    'tonight/tomorrow',
    '2026-11-29/2026-11-30',
  ])('refuses %s', (value) => {
    expect(() => parseMaintenanceSetting(value)).toThrow(/MAINTENANCE_WINDOW/);
  });
});
