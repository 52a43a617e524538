/**
 * K-12 rotational menus: the data file's `rotational_menus` are
 * cycles of weeks of item ids per weekday from a start date; week n of a cycle is (weeks since the Monday of its
 * start date) mod the cycle's length. A school day can be ordered when a delivery at K12_DELIVERY_TIME on that date
 * passes the same check the submission runs (checkRequestedTime as a 'school' order: advance days, weekend, the
 * K-12 cutoff with its extra day, holidays and closures), so the list and the submission never disagree.
 */
import { differenceInCalendarDays, startOfWeek } from 'date-fns';
import { type ConvertOptions, convertMenus, localized, type ViewItem } from '../menu/convert';
import type { RestaurantDataFile } from '../menu/data-file';
import { findItem } from '../pricing/menu-index';
import { buildPriceContext } from '../pricing/price-context';
import type { SubsidyUser } from '../pricing/subsidy';
import { unitPrice } from '../pricing/unit-price';
import { orderCutoff } from './cutoff';
import { checkRequestedTime, type SchedulingReason } from './scheduling';
import { atLocalTime, DEFAULT_ZONE, isoWeekdayOf, parseLocalDate, toUtcIso } from './zoned';

/**
 * When a K-12 order is delivered on its date: the spec's default hour (noon) when no time is chosen; the data file
 * has no per-school delivery time.
 */
export const K12_DELIVERY_TIME = '12:00';

/** The longest range one call may ask for, so a request cannot make the server list years of days. */
export const MAX_ROTATION_RANGE_DAYS = 62;

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAY_NAMES)[number];

export type RotationalRotation = RestaurantDataFile['rotational_menus'][number];

export interface RotationalDay {
  date: string;
  weekday: Weekday;
  /** The cycle serving that date, its week (1-based) and menu; null when no cycle has started by then. */
  rotationId: string | null;
  rotationName: string | null;
  cycleWeek: number | null;
  menuId: string | null;
  /** The day's items, converted for display and priced for this user (promos, subsidy). */
  items: ViewItem[];
  /** The delivery instant (UTC ISO) an order for this day is placed at. */
  deliveryTime: string;
  orderable: boolean;
  /** Why it cannot be ordered (the scheduling catalogue), or 'no_menu'; null when orderable. */
  reason: SchedulingReason | 'no_menu' | null;
  holidayName: string | null;
}

/** Every calendar date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  parseLocalDate(start);
  parseLocalDate(end);
  const out: string[] = [];
  const first = new Date(`${start}T12:00:00Z`);
  const count = differenceInCalendarDays(new Date(`${end}T12:00:00Z`), first);
  for (let i = 0; i <= count; i++) {
    out.push(new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  }
  return out;
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAY_NAMES[isoWeekdayOf(date) - 1]!;
}

/** The cycle serving a date: of those started by then, the latest started. */
export function rotationFor(
  rotations: readonly RotationalRotation[],
  date: string,
): { rotation: RotationalRotation; week: number } | null {
  const started = rotations
    .filter((r) => r.start_date <= date)
    .sort((a, b) => b.start_date.localeCompare(a.start_date));
  const rotation = started[0];
  if (!rotation) return null;
  const monday = startOfWeek(new Date(`${rotation.start_date}T12:00:00Z`), { weekStartsOn: 1 });
  const weeks = Math.floor(differenceInCalendarDays(new Date(`${date}T12:00:00Z`), monday) / 7);
  return { rotation, week: weeks % rotation.weeks.length };
}

export interface RotationalMenusInput {
  file: RestaurantDataFile;
  /** Orders paused by staff on top of the file (the published cache's live mark). */
  ordersPaused?: boolean;
  start: string;
  end: string;
  now: Date;
  locale: ConvertOptions['locale'];
  user: SubsidyUser;
}

export function rotationalMenus(input: RotationalMenusInput): RotationalDay[] {
  const { file, now } = input;
  const zone = k12Zone(file);
  const views = new Map<string, ViewItem>();
  for (const menu of convertMenus(file, { locale: input.locale, now, date: null })) {
    for (const section of menu.sections)
      for (const item of section.items) views.set(`${menu.id}/${item.id}`, item);
  }
  const ctx = buildPriceContext(file, { ...input.user, now });
  const holidays = new Map(file.restaurant.holiday_hours.map((h) => [h.date, h]));

  return datesBetween(input.start, input.end).map((date) => {
    const weekday = weekdayOf(date);
    const delivery = atLocalTime(date, K12_DELIVERY_TIME, zone);
    const served = rotationFor(file.rotational_menus, date);
    const menu = served
      ? file.menus.find((m) => m.id === served.rotation.menu_id && !m.deleted_at)
      : undefined;
    const items: ViewItem[] = [];
    if (served && menu) {
      for (const id of served.rotation.weeks[served.week]?.[weekday] ?? []) {
        const view = views.get(`${menu.id}/${id}`);
        const found = findItem(ctx.index, menu.id, id);
        if (!view || !found) continue;
        const priced = unitPrice(found.item, { orderOptions: [] }, ctx);
        items.push(priced.ok ? { ...view, price: priced.value } : { ...view, unavailable: true });
      }
    }
    const holiday = holidays.get(date);
    let reason: RotationalDay['reason'] = null;
    if (menu) {
      const check = checkRequestedTime({
        restaurant: {
          ...file.restaurant,
          orders_paused: input.ordersPaused ?? file.restaurant.orders_paused,
        },
        zone,
        orderOptions: file.order_options,
        menu,
        orderType: 'school',
        now,
        requested: delivery,
      });
      // A day gone by: its noon delivery is a time passed, which a calendar says as the day having passed.
      if (!check.ok) reason = check.error.reason === 'time_passed' ? 'past_date' : check.error.reason;
    }
    if (!reason && items.length === 0) reason = 'no_menu';
    return {
      date,
      weekday,
      rotationId: served?.rotation.id ?? null,
      rotationName: served ? localizedName(served.rotation, input.locale) : null,
      cycleWeek: served ? served.week + 1 : null,
      menuId: menu?.id ?? null,
      items,
      deliveryTime: toUtcIso(delivery),
      orderable: reason === null,
      reason,
      holidayName: holidayName(holiday, input.locale),
    };
  });
}

type Holiday = RestaurantDataFile['restaurant']['holiday_hours'][number];

/**
 * A holiday's name in the parent's language (its `localization.fr.name` in French, as every text of the data file
 * translates), else as written; null when it has none.
 */
export function holidayName(holiday: Holiday | undefined, locale: 'en' | 'fr'): string | null {
  if (!holiday) return null;
  return localized({ ...holiday, localization: holiday.localization ?? {} }, 'name', locale).trim() || null;
}

function localizedName(rotation: RotationalRotation, locale: 'en' | 'fr'): string {
  return localized(rotation, 'name', locale);
}

/** The zone the submission checks K-12 dates in (validate-orders uses the restaurant's timezone). */
export function k12Zone(file: RestaurantDataFile): string {
  return file.restaurant.timezone || DEFAULT_ZONE;
}

/** The first date a K-12 order can be placed for (the cutoff's date in the zone). */
export function k12CutoffDate(file: RestaurantDataFile, now: Date): Date {
  const zone = k12Zone(file);
  return orderCutoff({
    now,
    zone,
    orderCutoffDays: file.order_options.order_cutoff_days,
    k12: true,
    weekendOrdering: file.order_options.weekend_ordering,
  });
}

/** The delivery instant of a K-12 order on a date, in the restaurant's zone. */
export function k12DeliveryAt(file: RestaurantDataFile, date: string): Date {
  const zone = k12Zone(file);
  return atLocalTime(date, K12_DELIVERY_TIME, zone);
}

/** The item ids a date's cycle serves on its menu (nothing when no cycle has started): what a K-12 order may hold. */
export function servedOn(
  file: RestaurantDataFile,
  date: string,
): { menuId: string; itemIds: Set<string> } | null {
  const served = rotationFor(file.rotational_menus, date);
  if (!served) return null;
  const ids = served.rotation.weeks[served.week]?.[weekdayOf(date)] ?? [];
  return { menuId: served.rotation.menu_id, itemIds: new Set(ids) };
}
