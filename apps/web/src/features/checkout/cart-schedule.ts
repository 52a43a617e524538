import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { cartTiming } from '@ordering/domain/ordering/cart-timing';
import {
  ANY_DAY,
  firstOfferedDate,
  type OfferedDates,
  offeredOn,
} from '@ordering/domain/ordering/offered-dates';
import { checkCartMenu, checkRequestedTime, menuLeadMinutes } from '@ordering/domain/ordering/scheduling';
import { takesChosenTime } from '@ordering/domain/ordering/takeout-timeslot';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { OrderType } from '@ordering/domain/pricing/types';
import { cartMenus } from '../../lib/cart/cart-menus';

/**
 * When a cart can be ordered for, as the server will check it: the order's time must suit EVERY menu in the cart
 * (validate-orders), for the order's own type (generic catering is checked as generic catering: its weekends and
 * notice, not a pickup's). Pure, so that it is tested without a browser; the server stays the authority.
 */

/** The query key of one menu's day from POST /orders/scheduling (the confirmation reads the chosen slot's label). */
export const schedulingKey = (restaurantId: number | string, menuId: string, type: OrderType, date: string) =>
  ['scheduling', restaurantId, menuId, type, date] as const;

/** The cart's menus, the one with the longest lead time first (its slots and its reasons are the ones shown). */
export function byLead(menus: readonly DataFileMenu[]): DataFileMenu[] {
  return [...menus].sort((a, b) => menuLead(b) - menuLead(a));
}

type Slot = SchedulingResponse['slots'][number];
export type CartDay = Pick<SchedulingResponse, 'slots' | 'unavailable'>;

/**
 * One day of a cart of several menus, from each menu's day (the first one's slots are offered): a slot is kept when
 * its start falls in an open slot of every other menu, full when any of them is full, with the fewest places left.
 * A menu with no slot that day says why (the first such reason).
 */
export function combineSchedules(days: readonly CartDay[]): CartDay {
  const [first, ...others] = days;
  if (!first) return { slots: [], unavailable: null };
  const unavailable = days.find((d) => d.unavailable)?.unavailable ?? null;
  if (unavailable) return { slots: [], unavailable };
  const slots: Slot[] = [];
  for (const slot of first.slots) {
    const at = Date.parse(slot.start);
    const holding = others.map((d) =>
      d.slots.find((s) => Date.parse(s.start) <= at && at < Date.parse(s.end)),
    );
    if (holding.some((s) => s === undefined)) continue;
    const all = [slot, ...(holding as Slot[])];
    const remaining = all.map((s) => s.remaining).filter((r): r is number => r !== null);
    slots.push({
      ...slot,
      full: all.some((s) => s.full),
      remaining: remaining.length ? Math.min(...remaining) : null,
    });
  }
  return { slots, unavailable: null };
}

export interface WhenChoices {
  /** The cart's lead time in minutes (its longest notice or prep time). */
  lead: number;
  /** Every menu takes orders for now (on demand, or without scheduling). */
  onDemand: boolean;
  /**
   * "As soon as possible" would be taken now: today is a day the link takes, and every menu is open, past its
   * notice, at now plus the lead time.
   */
  asapOpen: boolean;
  canAsap: boolean;
  /** Every menu takes scheduled orders. */
  canSchedule: boolean;
  /** The menus have no way of ordering in common (one for now only, another scheduled only). */
  noCommonWay: boolean;
  /** The first day the cart's notice and the link allow, in the restaurant's zone. */
  earliestDate: string;
}

/** Which "when" the checkout offers for these menus and order type at `now`. */
export function whenChoices(
  file: RestaurantDataFile,
  menus: readonly DataFileMenu[],
  orderType: OrderType,
  now: Date,
  /** The days the ordering link takes (its dateRange or dates); the server refuses an order for any other. */
  link: OfferedDates = ANY_DAY,
): WhenChoices {
  const r = file.restaurant;
  const lead = Math.max(0, ...menus.map(menuLead));
  const requested = new Date(now.getTime() + (lead + 1) * 60_000);
  const today = localDate(now, r.timezone);
  const earliest = localDate(new Date(now.getTime() + lead * 60_000), r.timezone);
  const asapOpen =
    offeredOn(link, today) &&
    menus.every((menu) => {
      const schedule = {
        restaurant: r,
        zone: r.timezone,
        orderOptions: file.order_options,
        menu,
        orderType,
        now,
      };
      // As the server takes the cart now (set-costs, and the submission before its time): each menu, now plus its own
      // lead, in an open slot. Without it, "as soon as possible" showed a minute before a menu's opening allowed it.
      if (checkCartMenu({ ...schedule, date: null })) return false;
      // And the time the order will carry: now plus the cart's lead and a minute.
      return checkRequestedTime({ ...schedule, requested }).ok;
    });
  // An on-demand menu is ordered for now, a scheduled one for a slot; a menu that is both offers the choice.
  const timing = cartTiming(menus);
  return {
    lead,
    onDemand: timing.forNow,
    asapOpen,
    canAsap: timing.forNow && asapOpen,
    // A restaurant without take-out time slots makes take-out as soon as possible (ordering/takeout-timeslot.ts).
    canSchedule: timing.scheduled && takesChosenTime(orderType, file.order_options),
    noCommonWay: timing.noCommonTime,
    earliestDate: firstOfferedDate([link], earliest) ?? earliest,
  };
}

/**
 * The label the server gave the chosen slot (the confirmation names it so), from the cart's scheduling answers.
 * `read` is the query cache's getQueryData.
 */
export function chosenSlotLabel(
  read: (key: readonly unknown[]) => SchedulingResponse | undefined,
  at: { restaurantId: number | string; menus: readonly DataFileMenu[]; type: OrderType; date: string },
  slot: string | null,
): { hour: number; minute: number } | undefined {
  if (!slot) return undefined;
  for (const menu of at.menus) {
    const found = read(schedulingKey(at.restaurantId, menu.id, at.type, at.date))?.slots.find(
      (s) => s.start === slot,
    );
    if (found) return found.label;
  }
  return undefined;
}

/** A menu's lead time: the larger of its notice and its prep time (the domain's rule, the server's too). */
export const menuLead = menuLeadMinutes;

/**
 * Minutes between ordering and the food: the longest lead time of the cart's menus, since the server checks the
 * order's time against every menu in it (a quick menu's dessert does not lift a 48-hour menu's notice).
 */
export function leadMinutes(file: RestaurantDataFile, items: readonly CartItem[]): number {
  return Math.max(0, ...cartMenus(file, items).map(menuLead));
}
