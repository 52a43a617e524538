/**
 * Fixtures of the scheduling tests (scheduling*.test.ts): a Toronto restaurant open 11:00-14:00 on weekdays and
 * 12:00-13:00 on Saturday, with a closed and a short holiday; a pickup menu of 30-minute slots, 2 orders each; the
 * clock on Wednesday 4 March 2026, 09:00; and `build`, a scheduling input changed by a test case.
 */
import { type SchedulingInput, scheduleFor } from './scheduling';

const weekday = [{ open: '11:00', close: '14:00' }];
export const restaurant: SchedulingInput['restaurant'] = {
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

export interface Case {
  restaurant?: Partial<SchedulingInput['restaurant']>;
  menu?: Partial<SchedulingInput['menu']>;
  orderOptions?: Partial<SchedulingInput['orderOptions']>;
  orderType?: SchedulingInput['orderType'];
  date?: string;
  now?: string;
  taken?: Record<string, number>;
}
export const build = (c: Case): SchedulingInput => ({
  ...base,
  restaurant: { ...restaurant, ...c.restaurant },
  menu: { ...menu, ...c.menu },
  orderOptions: { ...base.orderOptions, ...c.orderOptions },
  orderType: c.orderType ?? base.orderType,
  date: c.date ?? base.date,
  now: c.now ? new Date(c.now) : NOW,
  taken: c.taken,
});
export const labels = (c: Case) =>
  scheduleFor(build(c)).slots.map((s) => `${s.label.hour}:${String(s.label.minute).padStart(2, '0')}`);
