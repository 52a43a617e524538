/**
 * The slots of a day: the open slots from hours, holiday hours and the menu interval, why no
 * slot is offered (the error catalogue's codes), the slot labels in each language, and a last call after midnight on
 * a DST night. A requested time at submission and a cart's menu before its time is chosen are tested in
 * scheduling-requested.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatSlotLabel, scheduleFor } from './scheduling';
import { build, type Case, labels, restaurant } from './scheduling-fixtures';

describe('Open slots from hours, holiday hours and the menu interval (DESIGN.md section 8)', () => {
  it.each([
    [
      'every ordering_interval from open to close',
      {},
      ['11:00', '11:30', '12:00', '12:30', '13:00', '13:30'],
    ],
    ['default interval 15', { menu: { ordering_interval: null } }, 12],
    [
      'required_notice pushes the first slot',
      { menu: { required_notice: 150 } },
      ['11:30', '12:00', '12:30', '13:00', '13:30'],
    ],
    [
      'estimated_prep_time when longer than the notice',
      { menu: { required_notice: 150, estimated_prep_time: 180 } },
      ['12:00', '12:30', '13:00', '13:30'],
    ],
    [
      'no slot after last_call_time',
      { menu: { last_call_time: '12:45' } },
      ['11:00', '11:30', '12:00', '12:30'],
    ],
    ['holiday start/end replace the hours', { date: '2026-03-06' }, ['11:00', '11:30']],
    ['Saturday hours', { date: '2026-03-07' }, ['12:00', '12:30']],
    [
      'hours past midnight',
      {
        restaurant: { hours: { ...restaurant.hours!, monday: [{ open: '23:00', close: '01:00' }] } },
        date: '2026-03-09',
      },
      ['23:00', '23:30', '0:00', '0:30'],
    ],
    [
      'two openings in a day',
      {
        restaurant: {
          hours: {
            ...restaurant.hours!,
            monday: [
              { open: '17:00', close: '18:00' },
              { open: '11:00', close: '12:00' },
            ],
          },
        },
        date: '2026-03-09',
      },
      ['11:00', '11:30', '17:00', '17:30'],
    ],
    [
      'no hours at all: open all day (23 hours on the DST day)',
      { restaurant: { hours: null }, date: '2026-03-08' },
      46,
    ],
    ['no hours at all: open all day', { restaurant: { hours: null }, date: '2026-03-09' }, 48],
  ] as [string, Case, string[] | number][])('%s', (_name, c, expected) => {
    const got = labels(c);
    if (typeof expected === 'number') expect(got).toHaveLength(expected);
    else expect(got).toEqual(expected);
    expect(scheduleFor(build(c)).unavailable).toBeNull();
  });

  it('gives UTC ISO starts and ends, DST included', () => {
    const wed = scheduleFor(build({})).slots[0]!;
    expect([wed.start, wed.end]).toEqual(['2026-03-04T16:00:00.000Z', '2026-03-04T16:30:00.000Z']);
    const mon = scheduleFor(build({ date: '2026-03-09' })).slots[0]!;
    expect(mon.start).toBe('2026-03-09T15:00:00.000Z');
  });

  it('flags slots full at max_orders_per_interval', () => {
    const slots = scheduleFor(
      build({ taken: { '2026-03-04T16:00:00.000Z': 2, '2026-03-04T16:30:00.000Z': 1 } }),
    ).slots;
    expect(slots.slice(0, 3).map((s) => [s.taken, s.remaining, s.full])).toEqual([
      [2, 0, true],
      [1, 1, false],
      [0, 2, false],
    ]);
  });

  it('never fills a slot without max_orders_per_interval', () => {
    const slot = scheduleFor(
      build({ menu: { max_orders_per_interval: null }, taken: { '2026-03-04T16:00:00.000Z': 99 } }),
    ).slots[0]!;
    expect([slot.full, slot.remaining]).toEqual([false, null]);
  });
});

describe('Why no slot is offered (error catalogue codes)', () => {
  it.each([
    ['orders paused: 419', { restaurant: { orders_paused: true } }, 419, 'orders_paused'],
    [
      'menu for today only: 416',
      { menu: { scheduled: false }, date: '2026-03-09' },
      416,
      'menu_not_available',
    ],
    [
      'dine-in menu for take-out: 416',
      { menu: { dine_in: true, on_demand: false, scheduled: false } },
      416,
      'menu_not_available',
    ],
    ['a past date: 422', { date: '2026-03-03' }, 422, 'past_date'],
    [
      'beyond max_advanced_order_days: 422',
      { orderOptions: { max_advanced_order_days: 3 }, date: '2026-03-09' },
      422,
      'beyond_advance_days',
    ],
    [
      'school before the cutoff: 422',
      { orderType: 'school', orderOptions: { order_cutoff_days: 1 }, date: '2026-03-05' },
      422,
      'before_cutoff',
    ],
    [
      'school on a weekend without weekend_ordering: 422',
      { orderType: 'school', date: '2026-03-07' },
      422,
      'weekend',
    ],
    ['catering on a weekend: 422', { orderType: 'catering', date: '2026-03-07' }, 422, 'weekend'],
    ['holiday: 418', { date: '2026-03-05' }, 418, 'holiday'],
    [
      'a holiday beyond max_advanced_order_days is still the holiday: 418',
      { orderOptions: { max_advanced_order_days: 0 }, date: '2026-03-05' },
      418,
      'holiday',
    ],
    [
      'a school holiday beyond the advance days, past the cutoff: 418',
      {
        orderType: 'school',
        orderOptions: { max_advanced_order_days: 0, order_cutoff_days: 0 },
        date: '2026-03-05',
      },
      418,
      'holiday',
    ],
    ['no hours that weekday: 418', { date: '2026-03-08' }, 418, 'closed'],
    [
      'last call passed today: 424',
      { menu: { last_call_time: '12:45' }, now: '2026-03-04T18:00:00Z' },
      424,
      'last_call_passed',
    ],
    ['every slot within the notice: 422', { now: '2026-03-04T18:40:00Z' }, 422, 'required_notice'],
  ] as [string, Case, number, string][])('%s', (_name, c, code, reason) => {
    const day = scheduleFor(build(c));
    expect(day.slots).toEqual([]);
    expect(day.unavailable).toMatchObject({ code, reason });
  });

  it.each([
    ['pickup on Saturday is fine without weekend_ordering', { date: '2026-03-07' }, 2],
    [
      'school on Saturday with weekend_ordering',
      { orderType: 'school', date: '2026-03-07', orderOptions: { weekend_ordering: true } },
      2,
    ],
    [
      'school on the cutoff date',
      { orderType: 'school', orderOptions: { order_cutoff_days: 1 }, date: '2026-03-06' },
      2,
    ],
    ['a pickup ignores the order cutoff', { orderOptions: { order_cutoff_days: 5 } }, 6],
    [
      'catering cutoff at the same time of day drops the earlier slots',
      {
        orderType: 'catering',
        orderOptions: { order_cutoff_days: 2 },
        now: '2026-03-04T16:30:00Z',
        date: '2026-03-06',
      },
      1,
    ],
  ] as [string, Case, number][])('%s', (_name, c, count) => {
    expect(scheduleFor(build(c)).slots).toHaveLength(count);
  });
});

describe('Slot labels: 12-hour in English, 24-hour in French', () => {
  it.each([
    ['2026-03-04T18:15:00Z', 'America/Toronto', 'en-CA', '1:15 p.m.'],
    ['2026-03-04T18:15:00Z', 'America/Toronto', 'fr-CA', '13 h 15'],
    ['2026-03-04T16:00:00Z', 'America/Vancouver', 'en-CA', '8:00 a.m.'],
    ['2026-03-04T16:00:00Z', 'America/Vancouver', 'fr', '8 h 00'],
  ])('%s in %s, %s -> %s', (start, zone, locale, label) => {
    expect(formatSlotLabel(start, zone, locale)).toBe(label);
  });
});

describe('a last call after midnight on a DST night', () => {
  // Open Saturday evening into Sunday morning; the last call is that wall-clock time on Sunday.
  it.each([
    [
      'autumn: 02:30 EST is 07:30Z (the night is 25 hours)',
      '2026-10-31',
      '03:00',
      '02:30',
      '2026-11-01T07:30:00.000Z',
    ],
    [
      'spring: 03:30 EDT is 07:30Z (the night is 23 hours)',
      '2026-03-07',
      '05:00',
      '03:30',
      '2026-03-08T07:30:00.000Z',
    ],
  ])('%s', (_name, date, close, lastCall, lastSlot) => {
    const day = scheduleFor(
      build({
        restaurant: { hours: { ...restaurant.hours, saturday: [{ open: '20:00', close }] } },
        menu: { last_call_time: lastCall, max_orders_per_interval: null },
        date,
        now: `${date}T12:00:00Z`,
      }),
    );
    expect(day.slots.at(-1)?.start).toBe(lastSlot);
  });
});
