import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import { scheduleFor } from '@ordering/domain/ordering/scheduling';
import { describe, expect, it } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
import {
  byLead,
  type CartDay,
  chosenSlotLabel,
  combineSchedules,
  schedulingKey,
  whenChoices,
} from './cart-schedule';
import { CHECKOUT_NOW } from './checkout-test-context';

// lakeshore-stadium: Suite Catering (scheduled only, 48 hours' notice, 45-minute slots, 3 orders each) and Game-Day
// Quick Catering (on demand only, 10 minutes' notice, 30 minutes' prep). CHECKOUT_NOW is Wednesday 12:00 in Toronto.
const stadium = demoDataFile('lakeshore-stadium');
const menu = (id: string) => stadium.menus.find((m) => m.id === id)!;
const suite = menu('ls-suite-catering');
const quick = menu('ls-quick-catering');

type Slot = SchedulingResponse['slots'][number];
const slot = (start: string, minutes: number, extra: Partial<Slot> = {}): Slot => ({
  start: new Date(start).toISOString(),
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  label: { hour: 0, minute: 0 },
  taken: 0,
  remaining: null,
  full: false,
  ...extra,
});
const day = (slots: Slot[], unavailable: CartDay['unavailable'] = null): CartDay => ({ slots, unavailable });

describe('a cart of several menus: the times every menu takes (the server checks each one)', () => {
  const a = day([
    slot('2026-11-30T15:00:00Z', 45, { remaining: 3 }),
    slot('2026-11-30T15:45:00Z', 45, { remaining: 2 }),
    slot('2026-11-30T16:30:00Z', 45, { remaining: 3 }),
  ]);
  const b = day([
    slot('2026-11-30T15:00:00Z', 30, { remaining: 1 }),
    slot('2026-11-30T15:30:00Z', 30, { full: true, remaining: 0 }),
    slot('2026-11-30T16:00:00Z', 30),
  ]);

  it('keeps the first menu’s slots that fall in an open slot of the others, with the fewest places left', () => {
    expect(combineSchedules([a, b]).slots.map((s) => [s.start, s.full, s.remaining])).toEqual([
      ['2026-11-30T15:00:00.000Z', false, 1],
      // 10:45 falls in the second menu's 10:30 slot, which is full.
      ['2026-11-30T15:45:00.000Z', true, 0],
      // 11:30: the second menu has no slot then.
    ]);
  });

  it('one menu alone is its own day', () => {
    expect(combineSchedules([a])).toEqual(a);
  });

  it('a menu with no time that day says why, and no slot is offered', () => {
    const why = {
      code: 422,
      reason: 'required_notice',
      message: 'This menu must be ordered at least 48 hours ahead.',
    };
    expect(combineSchedules([day([], why), b])).toEqual({ slots: [], unavailable: why });
    expect(combineSchedules([a, day([], why)])).toEqual({ slots: [], unavailable: why });
  });

  it('the menu with the longest notice comes first: its slots and its reason are shown', () => {
    expect(byLead([quick, suite]).map((m) => m.id)).toEqual(['ls-suite-catering', 'ls-quick-catering']);
  });
});

describe('when a generic-catering cart can be ordered for (audit F2 finding 1)', () => {
  it('Suite Catering: a time to schedule, from the day after tomorrow', () => {
    expect(whenChoices(stadium, [suite], 'generic-catering', CHECKOUT_NOW)).toMatchObject({
      lead: 2880,
      canAsap: false,
      canSchedule: true,
      noCommonWay: false,
      earliestDate: '2026-11-27',
    });
  });

  it('Quick Catering: as soon as possible, in 30 minutes', () => {
    expect(whenChoices(stadium, [quick], 'generic-catering', CHECKOUT_NOW)).toMatchObject({
      lead: 30,
      canAsap: true,
      canSchedule: false,
    });
  });

  // maple-table opens at 11:30 and its take-out menu takes 25 minutes: the server takes a pickup for now from 11:05.
  it.each([
    ['2026-11-25T16:04:30Z', false],
    ['2026-11-25T16:05:00Z', true],
  ])('maple-table take-out at %s: as soon as possible %s, as the server decides', (at, canAsap) => {
    const maple = demoDataFile('maple-table');
    const takeout = maple.menus.find((m) => m.id === 'mt-takeout')!;
    expect(whenChoices(maple, [takeout], 'pickup', new Date(at)).canAsap).toBe(canAsap);
  });

  it.each([
    ['pickup', false, true],
    ['pickup', true, false],
    ['delivery', true, false],
  ] as const)(
    'coastal-kitchen %s with no_takeout_timeslot %s: a time to choose %s',
    (type, set, canSchedule) => {
      // Its take-out menu is both on demand and scheduled.
      const coastal = demoDataFile('coastal-kitchen');
      const file = { ...coastal, order_options: { ...coastal.order_options, no_takeout_timeslot: set } };
      const takeout = coastal.menus.find((m) => m.id === 'ck-takeout')!;
      expect(whenChoices(file, [takeout], type, CHECKOUT_NOW).canSchedule).toBe(canSchedule);
    },
  );

  it.each([
    [
      'takes today',
      { date_range: { start: '2026-11-25', end: '2026-11-27' }, dates: null },
      true,
      '2026-11-25',
    ],
    ['takes only Friday', { date_range: null, dates: ['2026-11-27'] }, false, '2026-11-27'],
    [
      'days all past',
      { date_range: { start: '2026-11-20', end: '2026-11-24' }, dates: null },
      false,
      '2026-11-25',
    ],
  ])(
    'maple-table take-out at noon, a link that %s: as soon as possible %s, first day %s',
    (_, link, canAsap, first) => {
      const maple = demoDataFile('maple-table');
      const takeout = maple.menus.find((m) => m.id === 'mt-takeout')!;
      expect(whenChoices(maple, [takeout], 'pickup', CHECKOUT_NOW, link)).toMatchObject({
        canAsap,
        earliestDate: first,
      });
    },
  );

  it('both in one cart: no time suits both, and the checkout says so', () => {
    expect(whenChoices(stadium, [quick, suite], 'generic-catering', CHECKOUT_NOW)).toMatchObject({
      canAsap: false,
      canSchedule: false,
      noCommonWay: true,
    });
  });
});

describe("lakeshore-stadium's catering takes weekend orders (audit F2 finding 10)", () => {
  it.each(['2026-11-28', '2026-11-29'])('Suite Catering on %s, as generic catering', (date) => {
    const { slots, unavailable } = scheduleFor({
      restaurant: stadium.restaurant,
      zone: stadium.restaurant.timezone,
      orderOptions: stadium.order_options,
      menu: suite,
      orderType: 'generic-catering',
      date,
      now: CHECKOUT_NOW,
    });
    expect(unavailable).toBeNull();
    expect(slots[0]?.label).toEqual({ hour: 10, minute: 0 });
  });
});

describe('the chosen slot’s label, for the confirmation', () => {
  it('is read from the scheduling answer of the menu that offered it', () => {
    const answers = new Map<string, SchedulingResponse>([
      [
        JSON.stringify(schedulingKey(7, 'ls-suite-catering', 'generic-catering', '2026-11-30')),
        {
          date: '2026-11-30',
          zone: 'America/Toronto',
          intervalMinutes: 45,
          slots: [slot('2026-11-30T15:00:00Z', 45, { label: { hour: 10, minute: 0 } })],
          unavailable: null,
        },
      ],
    ]);
    const read = (key: readonly unknown[]) => answers.get(JSON.stringify(key));
    const at = {
      restaurantId: 7,
      menus: [quick, suite],
      type: 'generic-catering' as const,
      date: '2026-11-30',
    };
    expect(chosenSlotLabel(read, at, '2026-11-30T15:00:00.000Z')).toEqual({ hour: 10, minute: 0 });
    expect(chosenSlotLabel(read, { ...at, type: 'pickup' }, '2026-11-30T15:00:00.000Z')).toBeUndefined();
    expect(chosenSlotLabel(read, at, null)).toBeUndefined();
  });
});
