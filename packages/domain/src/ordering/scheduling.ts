/**
 * Scheduling and capacity: the open slots of a restaurant, menu, order type and date, and the
 * check the server runs on the requested time at submission. Slots come from the opening hours (./opening-hours)
 * every `ordering_interval` minutes (default 15); a slot is offered when it starts no later than the menu's
 * `last_call_time`, at least `required_notice` and `estimated_prep_time` minutes from now, inside the ordering
 * window (today up to `max_advanced_order_days`; for orders placed ahead (school, catering, generic catering) not
 * before the order cutoff and not on a weekend without `weekend_ordering`), and it is full when the orders already
 * taken reach `max_orders_per_interval`. Failures are typed with the error catalogue's codes.
 */
import { addMinutes } from 'date-fns';
import { formatTime } from '../format/dates';
import type { DataFileMenu, RestaurantDataFile } from '../menu/data-file';
import { orderType } from '../order-types/index';
import type { OrderType } from '../order-types/wire';
import { isWithinAdvanceDays } from './advance-days';
import { isDatePastCutoff, orderCutoff } from './cutoff';
import { kitchenHours } from './kitchens';
import type { OrderingMessageKey } from './messages';
import { type OpeningInterval, openingHours } from './opening-hours';
import {
  addDaysToDate,
  DEFAULT_ZONE,
  instantAtLocalTime,
  isoWeekdayOf,
  localDate,
  localMinutes,
  toUtcIso,
} from './zoned';

export const DEFAULT_ORDERING_INTERVAL = 15;

export interface SchedulingInput {
  restaurant: Pick<
    RestaurantDataFile['restaurant'],
    'hours' | 'holiday_hours' | 'orders_paused' | 'timezone'
  >;
  /** menu_configuration.zone; the restaurant's timezone, then America/Toronto, when absent. */
  zone?: string | null;
  orderOptions: Pick<
    RestaurantDataFile['order_options'],
    'max_advanced_order_days' | 'weekend_ordering' | 'order_cutoff_days'
  >;
  menu: Pick<
    DataFileMenu,
    | 'ordering_interval'
    | 'required_notice'
    | 'last_call_time'
    | 'estimated_prep_time'
    | 'max_orders_per_interval'
    | 'scheduled'
    | 'on_demand'
    | 'dine_in'
  > & { hours?: DataFileMenu['hours'] };
  orderType: OrderType;
  /** "YYYY-MM-DD" in the restaurant zone. */
  date: string;
  now: Date;
  /** Orders already taken per slot, keyed by the slot start as a UTC ISO string. */
  taken?: Readonly<Record<string, number>>;
}

export type SchedulingReason =
  | 'orders_paused'
  | 'menu_not_available'
  | 'past_date'
  | 'beyond_advance_days'
  | 'before_cutoff'
  | 'weekend'
  | 'holiday'
  | 'closed'
  | 'last_call_passed'
  | 'required_notice'
  | 'time_passed'
  | 'slot_full';

export interface SchedulingError {
  code: 416 | 417 | 418 | 419 | 422 | 424;
  reason: SchedulingReason;
  /** Message key in ORDERING_MESSAGES (./messages). */
  key: OrderingMessageKey;
  /** required_notice: the menu's lead time in minutes, so the message can say how far ahead (schedulingMessage). */
  leadMinutes?: number;
}

const ERRORS: Record<SchedulingReason, SchedulingError> = {
  orders_paused: { code: 419, reason: 'orders_paused', key: 'ordersPaused' },
  menu_not_available: { code: 416, reason: 'menu_not_available', key: 'menuNotAvailable' },
  past_date: { code: 422, reason: 'past_date', key: 'outsideOrderingWindow' },
  beyond_advance_days: { code: 422, reason: 'beyond_advance_days', key: 'outsideOrderingWindow' },
  before_cutoff: { code: 422, reason: 'before_cutoff', key: 'outsideOrderingWindow' },
  weekend: { code: 422, reason: 'weekend', key: 'outsideOrderingWindow' },
  holiday: { code: 418, reason: 'holiday', key: 'restaurantClosed' },
  closed: { code: 418, reason: 'closed', key: 'restaurantClosed' },
  last_call_passed: { code: 424, reason: 'last_call_passed', key: 'lastCallPassed' },
  required_notice: { code: 422, reason: 'required_notice', key: 'outsideOrderingWindow' },
  time_passed: { code: 422, reason: 'time_passed', key: 'timePassed' },
  slot_full: { code: 417, reason: 'slot_full', key: 'slotFull' },
};

export interface Slot {
  /** UTC ISO start, the key of `taken`. */
  start: string;
  end: string;
  /** Wall-clock start in the restaurant zone, for the label (formatSlotLabel). */
  label: { hour: number; minute: number };
  taken: number;
  /** null when the menu has no max_orders_per_interval. */
  remaining: number | null;
  full: boolean;
}

export interface DaySchedule {
  date: string;
  zone: string;
  intervalMinutes: number;
  /** Every offered slot of the day, full ones included (flagged). */
  slots: Slot[];
  /** Why no slot is offered at all; null when there are slots. */
  unavailable: SchedulingError | null;
}

interface Context {
  zone: string;
  interval: number;
  opening: OpeningInterval[];
  lastCall: Date | null;
  earliest: Date;
  cutoff: Date | null;
}

function zoneOf(input: SchedulingInput): string {
  return input.zone || input.restaurant.timezone || DEFAULT_ZONE;
}

/** The day-level rules, in the order the catalogue reports them; a context to build slots when they pass. */
function dayContext(
  input: SchedulingInput,
): { ok: true; ctx: Context } | { ok: false; error: SchedulingError } {
  const zone = zoneOf(input);
  const { menu, orderOptions, date, now } = input;
  const type = orderType(input.orderType);
  const today = localDate(now, zone);
  const fail = (reason: SchedulingReason) => ({ ok: false as const, error: ERRORS[reason] });

  if (input.restaurant.orders_paused) return fail('orders_paused');
  const dineInOnly = menu.dine_in && !menu.on_demand && !menu.scheduled;
  if (dineInOnly && type.scheduling.menus === 'take-out') return fail('menu_not_available');
  if (date !== today && !menu.scheduled && date >= today) return fail('menu_not_available');
  if (date < today) return fail('past_date');

  let cutoff: Date | null = null;
  // Ordered days ahead: the order cutoff and the weekend rule apply.
  if (type.scheduling.orderedAhead !== 'no') {
    if (!orderOptions.weekend_ordering && isoWeekdayOf(date) > 5) return fail('weekend');
    if (orderOptions.order_cutoff_days !== null) {
      const at = orderCutoff({
        now,
        zone,
        orderCutoffDays: orderOptions.order_cutoff_days,
        k12: type.scheduling.orderedAhead === 'school',
        weekendOrdering: orderOptions.weekend_ordering,
      });
      if (isDatePastCutoff(date, at)) return fail('before_cutoff');
      cutoff = at;
    }
  }

  // A hub's kitchen takes orders in its own hours (kitchens.ts); any other menu in the restaurant's. A holiday is said
  // to be one however far ahead it is, not "too far ahead" until it comes into the window.
  const day = openingHours(kitchenHours(input.restaurant, menu), date, zone);
  if (day.holiday) return fail('holiday');
  if (!isWithinAdvanceDays(date, now, orderOptions.max_advanced_order_days, zone))
    return fail('beyond_advance_days');
  if (day.intervals.length === 0) return fail('closed');

  let lastCall: Date | null = null;
  if (menu.last_call_time) {
    lastCall = instantAtLocalTime(date, menu.last_call_time, zone);
    // A last call earlier than the first opening belongs to the night after it: that wall-clock time on the next
    // date, not 24 hours later (a DST night is 23 or 25 hours).
    if (lastCall < day.intervals[0]!.start) {
      lastCall = instantAtLocalTime(addDaysToDate(date, 1), menu.last_call_time, zone);
    }
    if (now > lastCall) return fail('last_call_passed');
  }

  const lead = menuLeadMinutes(menu);
  const interval = menu.ordering_interval ?? DEFAULT_ORDERING_INTERVAL;
  return {
    ok: true,
    ctx: { zone, interval, opening: day.intervals, lastCall, earliest: addMinutes(now, lead), cutoff },
  };
}

/** Minutes between an order and its earliest time: the menu's required notice or its prep time, the longer. */
export function menuLeadMinutes(
  menu: Pick<SchedulingInput['menu'], 'required_notice' | 'estimated_prep_time'>,
): number {
  return Math.max(menu.required_notice ?? 0, menu.estimated_prep_time ?? 0);
}

/** The error of a reason; a refusal for the notice carries the menu's lead time, which its message names. */
function errorOf(reason: SchedulingReason, menu: SchedulingInput['menu']): SchedulingError {
  return reason === 'required_notice'
    ? { ...ERRORS[reason], leadMinutes: menuLeadMinutes(menu) }
    : ERRORS[reason];
}

/** Why a slot starting at `at` cannot be ordered (besides capacity), or null. */
function slotBlocker(ctx: Context, at: Date): SchedulingReason | null {
  if (ctx.lastCall && at > ctx.lastCall) return 'last_call_passed';
  if (ctx.cutoff && at < ctx.cutoff) return 'before_cutoff';
  if (at < ctx.earliest) return 'required_notice';
  return null;
}

function makeSlot(ctx: Context, start: Date, input: SchedulingInput): Slot {
  const key = toUtcIso(start);
  const taken = input.taken?.[key] ?? 0;
  const max = input.menu.max_orders_per_interval;
  const local = localMinutes(start, ctx.zone);
  return {
    start: key,
    end: toUtcIso(addMinutes(start, ctx.interval)),
    label: { hour: Math.floor(local / 60), minute: local % 60 },
    taken,
    remaining: max === null ? null : Math.max(0, max - taken),
    full: max !== null && taken >= max,
  };
}

function* slotStarts(ctx: Context): Generator<Date> {
  for (const open of ctx.opening) {
    for (let at: Date = open.start; at < open.end; at = addMinutes(at, ctx.interval)) yield at;
  }
}

export function scheduleFor(input: SchedulingInput): DaySchedule {
  const zone = zoneOf(input);
  const interval = input.menu.ordering_interval ?? DEFAULT_ORDERING_INTERVAL;
  const day = dayContext(input);
  if (!day.ok)
    return { date: input.date, zone, intervalMinutes: interval, slots: [], unavailable: day.error };
  const slots: Slot[] = [];
  let lastBlocker: SchedulingReason | null = null;
  for (const at of slotStarts(day.ctx)) {
    const blocker = slotBlocker(day.ctx, at);
    if (blocker) lastBlocker = blocker;
    else slots.push(makeSlot(day.ctx, at, input));
  }
  // With nothing left, the reason the day's last slot was refused says why.
  const unavailable = slots.length === 0 ? errorOf(lastBlocker ?? 'closed', input.menu) : null;
  return { date: input.date, zone, intervalMinutes: interval, slots, unavailable };
}

export type RequestedTimeCheck = { ok: true; slot: Slot } | { ok: false; error: SchedulingError };

/**
 * How far behind the server's clock a device's may be when it asks for "as soon as possible". Such an order carries
 * the device's now (to the minute) plus the lead time and a minute; a phone whose clock is a few seconds behind,
 * ordering late in a minute, would otherwise be refused for the required notice it cannot see.
 */
export const ASAP_CLOCK_SKEW_MS = 2 * 60_000;

/**
 * The server's check at submission: the requested time (a slot start, or any time inside a slot such as an order
 * for now plus its prep time) must fall in an open slot with room. The slot returned is the one to take capacity on.
 * With `asap` (not a chosen slot), a requested time up to ASAP_CLOCK_SKEW_MS before the earliest is read as the
 * earliest.
 */
export function checkRequestedTime(
  input: Omit<SchedulingInput, 'date'> & { requested: Date | string; asap?: boolean },
): RequestedTimeCheck {
  const asked = typeof input.requested === 'string' ? new Date(input.requested) : input.requested;
  if (Number.isNaN(asked.getTime())) return { ok: false, error: ERRORS.closed };
  const zone = zoneOf({ ...input, date: '' });
  const earliest = addMinutes(input.now, menuLeadMinutes(input.menu));
  const behind = earliest.getTime() - asked.getTime();
  const requested = input.asap && behind > 0 && behind <= ASAP_CLOCK_SKEW_MS ? earliest : asked;
  // A time chosen before now cannot be had, whatever the hours were then: saying the restaurant was closed (or the
  // notice) would send the diner looking for the wrong fix.
  if (!input.asap && requested < input.now) return { ok: false, error: ERRORS.time_passed };
  const date = localDate(requested, zone);
  const day = dayContext({ ...input, date });
  if (!day.ok) return day;
  const ctx = day.ctx;
  const open = ctx.opening.find((o) => requested >= o.start && requested < o.end);
  if (!open) return { ok: false, error: ERRORS.closed };
  const blocker = slotBlocker(ctx, requested);
  if (blocker) return { ok: false, error: errorOf(blocker, input.menu) };
  const index = Math.floor((requested.getTime() - open.start.getTime()) / (ctx.interval * 60_000));
  const slot = makeSlot(ctx, addMinutes(open.start, index * ctx.interval), { ...input, date });
  return slot.full ? { ok: false, error: ERRORS.slot_full } : { ok: true, slot };
}

/** "1:15 p.m." in en-CA (12-hour), "13 h 15" in fr-CA (24-hour), in the restaurant zone. */
export function formatSlotLabel(start: string | Date, zone: string, locale: string): string {
  return formatTime(start, zone, locale);
}

/**
 * Whether a menu of a cart can be ordered before its time is chosen (POST /orders/item, /orders/validate, set-costs),
 * as the submission will find it. With a `date` (a K-12 or catering day), that day must offer a slot with room.
 * Without one, a menu taking scheduled orders, or an order placed days ahead (school, catering), may still be
 * scheduled on another day at checkout, so only the rules of every day apply (paused); an order for now (dine-in, or a menu without scheduling) must fall,
 * now plus its lead time, in an open slot with room.
 */
export function checkCartMenu(
  input: Omit<SchedulingInput, 'date'> & { date: string | null },
): SchedulingError | null {
  if (input.date) {
    const day = scheduleFor({ ...input, date: input.date });
    if (day.unavailable) return day.unavailable;
    return day.slots.some((s) => !s.full) ? null : ERRORS.slot_full;
  }
  const type = orderType(input.orderType);
  const later = input.menu.scheduled || type.scheduling.orderedAhead !== 'no';
  if (later && type.needs.slot !== 'now') {
    return input.restaurant.orders_paused ? ERRORS.orders_paused : null;
  }
  const forNow = checkRequestedTime({
    ...input,
    requested: addMinutes(input.now, menuLeadMinutes(input.menu)),
  });
  return forNow.ok ? null : forNow.error;
}
