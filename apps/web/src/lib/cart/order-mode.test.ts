import { linkFromParams } from '@ordering/domain/order-types/link';
import { describe, expect, it } from 'vitest';
import { canOrder, menuDay, modeConfig } from './order-mode';

const q = (s: string) => new URLSearchParams(s);

describe('whether a suite link orders (ordering.md section 4)', () => {
  it.each([
    ['eventSuite=es1', true],
    ['eventSuite=es1&eventDayOrdering=true', false],
    ['eventSuite=es1&eventDayOrdering=true&tableNum=Suite%20101', true],
    ['eventDayOrdering=true&tableNum=4', true],
  ] as const)('%s', (query, orderable) => {
    expect(canOrder(linkFromParams(q(query))!)).toBe(orderable);
  });

  it('sends the suite in the config', () => {
    const mode = linkFromParams(q('eventSuite=es1&eventDayOrdering=1&tableNum=Suite%20101'))!;
    expect(modeConfig(mode, 105)).toEqual({
      restaurantId: '105',
      tableNum: 'Suite 101',
      eventSuite: 'es1',
      eventDayOrdering: true,
    });
  });
});

describe('an ordering link’s days (dateRange, dates)', () => {
  // 10:00 in Toronto on Tuesday 22 December 2026.
  const now = new Date('2026-12-22T15:00:00Z');
  it.each([
    ['no days', 'takeout=true', {}, undefined],
    [
      'a range ahead: the menu is for its first day',
      'takeout=true&dateRange=2026-12-28,2026-12-30',
      { takeoutDateRange: { start: '2026-12-28', end: '2026-12-30' } },
      '2026-12-28',
    ],
    [
      'dates, one past: the first from today on',
      'takeout=true&dates=2026-12-31,2026-12-20',
      { takeoutSpecificDates: ['2026-12-20', '2026-12-31'] },
      '2026-12-31',
    ],
    [
      'only past days: today (the server says which days the link took)',
      'takeout=true&dates=2026-12-20',
      { takeoutSpecificDates: ['2026-12-20'] },
      '2026-12-22',
    ],
    ['a mistyped range sets nothing', 'takeout=true&dateRange=2026-12-30', {}, undefined],
  ] as const)('%s', (_, query, config, day) => {
    const mode = linkFromParams(q(query))!;
    expect(modeConfig(mode, 7)).toEqual({ restaurantId: '7', takeout: true, ...config });
    expect(menuDay(mode, 'America/Toronto', now)).toBe(day);
  });
});
