import { describe, expect, it } from 'vitest';
import { kitchenDay, kitchenHours } from './kitchens';
import type { HoursSource } from './opening-hours';
import { checkRequestedTime } from './scheduling';

const ZONE = 'America/Halifax';
const week = (open: string, close: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      [{ open, close }],
    ]),
  );
const hub: HoursSource = {
  hours: week('11:00', '20:00'),
  holiday_hours: [
    { date: '2026-12-25', name: 'Christmas Day', start_time: null, end_time: null, full_day: true },
  ],
};
const late = { hours: week('17:00', '01:00') };
const own = { hours: week('12:00', '15:00') };
const none = { hours: null };

// Wednesday 2026-11-25 in Halifax (UTC-4).
const at = (local: string) => new Date(`2026-11-25T${local}:00-04:00`);

describe('kitchenHours', () => {
  it("uses the kitchen's own week, else the hub's, and always the hub's holidays", () => {
    expect(kitchenHours(hub, own).hours).toBe(own.hours);
    expect(kitchenHours(hub, none).hours).toBe(hub.hours);
    expect(kitchenHours(hub, {}).hours).toBe(hub.hours);
    expect(kitchenHours(hub, own).holiday_hours).toBe(hub.holiday_hours);
  });
});

describe('kitchenDay', () => {
  it.each([
    // [kitchen, local time, its hours, open now, next opening today]
    ['hub hours', '10:59', none, false, '11:00'],
    ['hub hours', '11:00', none, true, null],
    ['hub hours', '19:59', none, true, null],
    ['hub hours', '20:00', none, false, null],
    ['own hours', '11:30', own, false, '12:00'],
    ['own hours', '13:00', own, true, null],
    ['own hours', '15:00', own, false, null],
    ['past midnight', '00:30', late, true, null],
    ['past midnight', '01:00', late, false, '17:00'],
    ['past midnight', '23:00', late, true, null],
  ] as const)('%s at %s', (_, time, kitchen, open, opens) => {
    const day = kitchenDay(hub, kitchen, at(time), ZONE);
    expect(day.openNow).toBe(open);
    expect(day.opensAt ? new Date(day.opensAt).toISOString() : null).toBe(
      opens ? at(opens).toISOString() : null,
    );
  });

  it("is closed all day on the hub's holiday, whatever the kitchen's week says", () => {
    const day = kitchenDay(hub, own, new Date('2026-12-25T13:00:00-04:00'), ZONE);
    expect(day).toMatchObject({ holiday: true, openNow: false, opensAt: null, intervals: [] });
  });
});

describe("the server's time check follows the kitchen's hours", () => {
  const menu = {
    ordering_interval: 15,
    required_notice: null,
    last_call_time: null,
    estimated_prep_time: 10,
    max_orders_per_interval: null,
    scheduled: false,
    on_demand: true,
    dine_in: false,
  };
  const check = (hours: typeof own.hours | null, requested: string) =>
    checkRequestedTime({
      restaurant: { ...hub, orders_paused: false, timezone: ZONE },
      zone: ZONE,
      orderOptions: { max_advanced_order_days: 7, weekend_ordering: true, order_cutoff_days: null },
      menu: { ...menu, hours },
      orderType: 'pickup',
      now: at('11:15'),
      requested: at(requested),
    });
  it.each([
    ['the hub open, the kitchen not yet', own.hours, '11:30', false],
    ['both open', own.hours, '12:15', true],
    ['the hub open, the kitchen closed again', own.hours, '16:00', false],
    ['a kitchen without hours follows the hub', null, '16:00', true],
  ])('%s', (_, hours, requested, ok) => {
    expect(check(hours, requested).ok).toBe(ok);
  });
});
