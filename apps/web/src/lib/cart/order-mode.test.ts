import { waysOf } from '@ordering/domain/order-types/index';
import { describe, expect, it } from 'vitest';
import {
  canOrder,
  menuDay,
  menuFitsMode,
  modeConfig,
  modeFlags,
  modeFromParams,
  modeOrderType,
} from './order-mode';

const q = (s: string) => new URLSearchParams(s);
const menus = {
  dineIn: { dine_in: true, on_demand: false, scheduled: false, catering: false },
  catering: { dine_in: false, on_demand: false, scheduled: true, catering: true },
  quickCatering: { dine_in: false, on_demand: true, scheduled: false, catering: true },
};

describe('suite modes (ordering.md section 4: pre-ordering gives catering)', () => {
  it.each([
    ['eventSuite=es1', { eventSuite: 'es1' }, 'catering', true],
    ['eventSuite=es1&eventDayOrdering=true', { eventSuite: 'es1', eventDayOrdering: true }, 'dine-in', false],
    [
      'eventSuite=es1&eventDayOrdering=true&tableNum=Suite%20101',
      { eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' },
      'dine-in',
      true,
    ],
    ['eventDayOrdering=true&tableNum=4', { tableNum: '4' }, 'dine-in', true],
  ] as const)('%s', (query, mode, type, orderable) => {
    const parsed = modeFromParams(q(query));
    expect(parsed).toEqual(mode);
    expect(modeOrderType(parsed!)).toBe(type);
    expect(canOrder(parsed!)).toBe(orderable);
  });

  it('sends the suite in the config and offers the catering menus', () => {
    const mode = modeFromParams(q('eventSuite=es1&eventDayOrdering=1&tableNum=Suite%20101'))!;
    expect(modeConfig(mode, 105)).toEqual({
      restaurantId: '105',
      tableNum: 'Suite 101',
      eventSuite: 'es1',
      eventDayOrdering: true,
    });
    expect(menuFitsMode(menus.quickCatering, mode)).toBe(true);
    expect(menuFitsMode(menus.catering, mode)).toBe(false);
    expect(menuFitsMode(menus.dineIn, mode)).toBe(false);
    const preOrder = modeFromParams(q('eventSuite=es1'))!;
    expect(menuFitsMode(menus.catering, preOrder)).toBe(true);
    expect(menuFitsMode(menus.quickCatering, preOrder)).toBe(true);
    expect(menuFitsMode(menus.dineIn, preOrder)).toBe(false);
  });
});

describe('the ways of ordering announcements and questions are picked by', () => {
  it.each([
    [{ tableNum: '12' }, ['dine-in']],
    [{ anotherRoundId: 'r1' }, ['dine-in']],
    [{ takeout: true }, ['pickup', 'delivery']],
    [{ takeout: true, takeoutType: 'delivery' as const }, ['delivery']],
    [{ takeout: true, takeoutType: 'pickup' as const }, ['pickup']],
    [{ genericCatering: true }, ['catering']],
    [{ eventSuite: '7' }, ['suite']],
    [{ eventSuite: '7', eventDayOrdering: true }, ['suite']],
    [{}, null],
    [{ viewOnly: true }, null],
  ])('%j: %j', (mode, modes) => {
    expect(waysOf(modeFlags(mode))).toEqual(modes);
  });

  it('school meals at a K-12 restaurant', () => {
    expect(waysOf({ ...modeFlags({}), k12: true })).toEqual(['school']);
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
    const mode = modeFromParams(q(query))!;
    expect(modeConfig(mode, 7)).toEqual({ restaurantId: '7', takeout: true, ...config });
    expect(menuDay(mode, 'America/Toronto', now)).toBe(day);
  });
});
