/**
 * What the web does with the diner's ordering link (packages/domain/src/order-types/link.ts, kept with the cart so
 * the checkout and a reload keep it): whether it orders at all, the ordering calls' config, the day its menu is for.
 */
import type { OrderLink } from '@ordering/domain/order-types/link';
import { firstOfferedDate, linkOffered } from '@ordering/domain/ordering/offered-dates';
import { DEFAULT_ZONE, localDate } from '@ordering/domain/ordering/zoned';

/** Whether the diner can order at all in this mode (a table, take-out, catering or another round). */
export function canOrder(mode: OrderLink): boolean {
  if (mode.viewOnly) return false;
  if (mode.eventSuite && !mode.eventDayOrdering) return true;
  return Boolean(mode.takeout || mode.genericCatering || mode.tableNum || mode.anotherRoundId);
}

/** The request `config` of the ordering calls. */
export function modeConfig(mode: OrderLink, restaurantId: number | string) {
  return {
    restaurantId: String(restaurantId),
    ...(mode.tableNum ? { tableNum: mode.tableNum } : {}),
    ...(mode.takeout ? { takeout: true } : {}),
    ...(mode.takeoutType ? { takeoutType: mode.takeoutType } : {}),
    ...(mode.genericCatering ? { genericCatering: true } : {}),
    ...(mode.genericTableLocation ? { genericTableLocation: mode.genericTableLocation } : {}),
    ...(mode.anotherRoundId ? { anotherRoundId: mode.anotherRoundId } : {}),
    ...(mode.menuList ? { menuList: mode.menuList } : {}),
    ...(mode.eventSuite ? { eventSuite: mode.eventSuite } : {}),
    ...(mode.eventDayOrdering ? { eventDayOrdering: true } : {}),
    ...(mode.takeoutDateRange ? { takeoutDateRange: mode.takeoutDateRange } : {}),
    ...(mode.takeoutSpecificDates?.length ? { takeoutSpecificDates: [...mode.takeoutSpecificDates] } : {}),
  };
}

/**
 * The day the menu is shown for when the ordering link names days: the first it takes from today on (else today),
 * in the restaurant's zone; undefined without link days (the menu is then for today, as convertMenus takes it).
 * Items not offered on it show as unavailable, with the days they are offered.
 */
export function menuDay(mode: OrderLink, zone: string | null | undefined, now: Date): string | undefined {
  const link = linkOffered(mode);
  if (!link.date_range && !link.dates) return undefined;
  const today = localDate(now, zone || DEFAULT_ZONE);
  return firstOfferedDate([link], today) ?? today;
}
