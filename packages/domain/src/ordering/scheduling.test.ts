import { describe, expect, it } from 'vitest';
import { translateOrdering } from './messages';
import {
  checkCartMenu,
  checkRequestedTime,
  formatSlotLabel,
  type SchedulingInput,
  scheduleFor,
} from './scheduling';

const weekday = [{ open: '11:00', close: '14:00' }];
const restaurant: SchedulingInput['restaurant'] = {
  timezone: 'America/Toronto',
  orders_paused: false,
  hours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: [{ open: '12:00', close: '13:00' }],
    sunday: [],
  },
  holiday_hours: [
    { date: '2026-03-05', name: 'Closed', start_time: null, end_time: null, full_day: true },
    { date: '2026-03-06', name: 'Short day', start_time: '11:00', end_time: '12:00', full_day: false },
  ],
};
const menu: SchedulingInput['menu'] = {
  ordering_interval: 30,
  required_notice: null,
  last_call_time: null,
  estimated_prep_time: null,
  max_orders_per_interval: 2,
  scheduled: true,
  on_demand: true,
  dine_in: false,
};
// Wednesday 4 March 2026, 09:00 in Toronto (EST, UTC-5); DST starts Sunday 8 March.
const NOW = new Date('2026-03-04T14:00:00Z');
const base: SchedulingInput = {
  restaurant,
  orderOptions: { max_advanced_order_days: null, weekend_ordering: false, order_cutoff_days: null },
  menu,
  orderType: 'pickup',
  date: '2026-03-04',
  now: NOW,
};

interface Case {
  restaurant?: Partial<SchedulingInput['restaurant']>;
  menu?: Partial<SchedulingInput['menu']>;
  orderOptions?: Partial<SchedulingInput['orderOptions']>;
  orderType?: SchedulingInput['orderType'];
  date?: string;
  now?: string;
  taken?: Record<string, number>;
}
const build = (c: Case): SchedulingInput => ({
  ...base,
  restaurant: { ...restaurant, ...c.restaurant },
  menu: { ...menu, ...c.menu },
  orderOptions: { ...base.orderOptions, ...c.orderOptions },
  orderType: c.orderType ?? base.orderType,
  date: c.date ?? base.date,
  now: c.now ? new Date(c.now) : NOW,
  taken: c.taken,
});
const labels = (c: Case) =>
  scheduleFor(build(c)).slots.map((s) => `${s.label.hour}:${String(s.label.minute).padStart(2, '0')}`);

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

describe('checkRequestedTime at submission', () => {
  it.each([
    ['a slot start', '2026-03-04T16:00:00Z', {}, '2026-03-04T16:00:00.000Z'],
    ['inside a slot (an order for now plus prep)', '2026-03-04T16:10:00Z', {}, '2026-03-04T16:00:00.000Z'],
    ['the last slot', '2026-03-04T18:59:00Z', {}, '2026-03-04T18:30:00.000Z'],
    [
      'a slot with room',
      '2026-03-04T16:30:00Z',
      { taken: { '2026-03-04T16:30:00.000Z': 1 } },
      '2026-03-04T16:30:00.000Z',
    ],
  ] as [string, string, Case, string][])('accepts %s', (_name, requested, c, slotStart) => {
    const result = checkRequestedTime({ ...build(c), requested });
    expect(result.ok && result.slot.start).toBe(slotStart);
  });

  it.each([
    ['before opening: 418', '2026-03-04T15:00:00Z', {}, 418, 'closed'],
    ['at closing: 418', '2026-03-04T19:00:00Z', {}, 418, 'closed'],
    ['on a holiday: 418', '2026-03-05T16:00:00Z', {}, 418, 'holiday'],
    [
      'a full slot: 417',
      '2026-03-04T16:15:00Z',
      { taken: { '2026-03-04T16:00:00.000Z': 2 } },
      417,
      'slot_full',
    ],
    [
      'after last call: 424',
      '2026-03-04T18:00:00Z',
      { menu: { last_call_time: '12:45' } },
      424,
      'last_call_passed',
    ],
    [
      'within the required notice: 422',
      '2026-03-04T16:00:00Z',
      { menu: { required_notice: 150 } },
      422,
      'required_notice',
    ],
    [
      'beyond the advance days: 422',
      '2026-03-09T16:00:00Z',
      { orderOptions: { max_advanced_order_days: 2 } },
      422,
      'beyond_advance_days',
    ],
    [
      'menu for today only: 416',
      '2026-03-09T16:00:00Z',
      { menu: { scheduled: false } },
      416,
      'menu_not_available',
    ],
    [
      'orders paused: 419',
      '2026-03-04T16:00:00Z',
      { restaurant: { orders_paused: true } },
      419,
      'orders_paused',
    ],
    ['not a time: 418', 'not-a-time', {}, 418, 'closed'],
  ] as [string, string, Case, number, string][])('refuses %s', (_name, requested, c, code, reason) => {
    const result = checkRequestedTime({ ...build(c), requested });
    expect(result.ok ? null : result.error).toMatchObject({ code, reason });
  });

  // An order for as soon as possible, from a device whose clock is behind the server's: NOW is 14:00 UTC, the
  // required notice 150 minutes, so the earliest is 16:30.
  it.each([
    [
      'a second behind: accepted, read as the earliest',
      '2026-03-04T16:29:59Z',
      true,
      '2026-03-04T16:30:00.000Z',
    ],
    ['two minutes behind: accepted', '2026-03-04T16:28:00Z', true, '2026-03-04T16:30:00.000Z'],
    ['more than two minutes behind: refused', '2026-03-04T16:27:59Z', true, null],
    ['a chosen slot a second early: refused', '2026-03-04T16:29:59Z', false, null],
  ] as [string, string, boolean, string | null][])('asap %s', (_name, requested, asap, slotStart) => {
    const result = checkRequestedTime({ ...build({ menu: { required_notice: 150 } }), requested, asap });
    if (slotStart === null) expect(result.ok ? null : result.error.reason).toBe('required_notice');
    else expect(result.ok && result.slot.start).toBe(slotStart);
  });

  it('takes the date of the requested time in the restaurant zone', () => {
    // 03:30 UTC on Thursday is still Wednesday 22:30 in Vancouver.
    const late = {
      ...build({ restaurant: { hours: null } }),
      zone: 'America/Vancouver',
      requested: '2026-03-05T06:30:00Z',
    };
    const result = checkRequestedTime(late);
    expect(result.ok && result.slot.label).toEqual({ hour: 22, minute: 30 });
  });

  it('reports a translated message key', () => {
    const result = checkRequestedTime({ ...build({}), requested: '2026-03-05T16:00:00Z' });
    expect(result.ok ? null : translateOrdering('en-CA', result.error.key)).toBe(
      'The restaurant is closed at that time.',
    );
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

describe('a cart’s menu before its time is chosen (item, validate, set-costs)', () => {
  // NOW is Wednesday 09:00 in Toronto, before the 11:00 opening; 12:00 is 17:00Z.
  const check = (c: Case & { cartDate?: string | null }) =>
    checkCartMenu({ ...build(c), date: c.cartDate === undefined ? null : c.cartDate })?.reason ?? null;
  it.each([
    ['a scheduled menu without a date: another time may be chosen at checkout', {}, null],
    ['a scheduled menu, ordering paused', { restaurant: { orders_paused: true } }, 'orders_paused'],
    ['for now, closed', { menu: { scheduled: false } }, 'closed'],
    ['for now, open', { menu: { scheduled: false }, now: '2026-03-04T17:00:00Z' }, null],
    ['dine-in now, closed', { orderType: 'dine-in', menu: { dine_in: true } }, 'closed'],
    [
      'dine-in now, open',
      { orderType: 'dine-in', menu: { dine_in: true }, now: '2026-03-04T17:05:00Z' },
      null,
    ],
    [
      'for now, its slot full',
      { menu: { scheduled: false }, now: '2026-03-04T17:05:00Z', taken: { '2026-03-04T17:00:00.000Z': 2 } },
      'slot_full',
    ],
    [
      'school meals without a date: ordered days ahead',
      { menu: { scheduled: false }, orderType: 'school' },
      null,
    ],
    ['a date in the past', { cartDate: '2026-03-03' }, 'past_date'],
    ['a holiday', { cartDate: '2026-03-05' }, 'holiday'],
    ['a Sunday (closed)', { cartDate: '2026-03-08' }, 'closed'],
    ['a school date on a weekend', { cartDate: '2026-03-07', orderType: 'school' }, 'weekend'],
    ['an open date', { cartDate: '2026-03-09' }, null],
    [
      'an open date with every slot full',
      {
        cartDate: '2026-03-07',
        taken: { '2026-03-07T17:00:00.000Z': 2, '2026-03-07T17:30:00.000Z': 2 },
      },
      'slot_full',
    ],
  ] as [string, Case & { cartDate?: string | null }, string | null][])('%s: %s', (_, c, reason) => {
    expect(check(c)).toBe(reason);
  });
});
