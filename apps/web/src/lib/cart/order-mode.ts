import { wireTypeOf } from '@ordering/domain/order-types/index';
import {
  type OrderFlags,
  type OrderType,
  TAKEOUT_CHOICES,
  type TakeoutChoice,
} from '@ordering/domain/order-types/wire';
import {
  firstOfferedDate,
  type LinkDates,
  linkDatesFromParams,
  linkOffered,
} from '@ordering/domain/ordering/offered-dates';
import { DEFAULT_ZONE, localDate } from '@ordering/domain/ordering/zoned';

/**
 * How the diner is ordering, from the query parameters (tableNum, takeout, takeoutType,
 * catering, viewOnly, menuList, genericTableLocation, anotherRoundId, dateRange, dates). Kept with the cart so that the checkout
 * and a reload keep the mode the diner arrived with.
 */
export interface OrderMode extends LinkDates {
  tableNum?: string;
  takeout?: boolean;
  takeoutType?: TakeoutChoice | null;
  genericCatering?: boolean;
  viewOnly?: boolean;
  menuList?: string;
  genericTableLocation?: string;
  anotherRoundId?: string;
  /** An event suite: a pre-order, or on event day (eventDayOrdering) the operator's order for the owner. */
  eventSuite?: string;
  eventDayOrdering?: boolean;
}

const MODE_PARAMS = [
  'tableNum',
  'takeout',
  'takeoutType',
  'catering',
  'viewOnly',
  'menuList',
  'genericTableLocation',
  'anotherRoundId',
  'eventSuite',
  'eventDayOrdering',
  'dateRange',
  'dates',
] as const;

const truthy = (v: string | null) => v === 'true' || v === '1';

/** The mode the URL sets, or null when the URL carries none of the mode parameters (keep the saved one). */
export function modeFromParams(params: URLSearchParams): OrderMode | null {
  if (!MODE_PARAMS.some((p) => params.has(p))) return null;
  const mode: OrderMode = {};
  const table = params.get('tableNum')?.trim();
  if (table) mode.tableNum = table.slice(0, 20);
  if (truthy(params.get('takeout')) || params.has('takeoutType')) mode.takeout = true;
  const type = TAKEOUT_CHOICES.find((choice) => choice === params.get('takeoutType'));
  if (type) mode.takeoutType = type;
  if (truthy(params.get('catering'))) mode.genericCatering = true;
  if (truthy(params.get('viewOnly'))) mode.viewOnly = true;
  const menuList = params.get('menuList')?.trim();
  if (menuList) mode.menuList = menuList.slice(0, 1000);
  const location = params.get('genericTableLocation')?.trim();
  if (location) mode.genericTableLocation = location.slice(0, 200);
  const round = params.get('anotherRoundId')?.trim();
  if (round) mode.anotherRoundId = round.slice(0, 100);
  const suite = params.get('eventSuite')?.trim();
  if (suite) mode.eventSuite = suite.slice(0, 100);
  if (suite && truthy(params.get('eventDayOrdering'))) mode.eventDayOrdering = true;
  // The days the link takes orders for; the server refuses any other (features/orders/offered-days.ts).
  Object.assign(mode, linkDatesFromParams(params.get('dateRange'), params.get('dates')));
  return mode;
}

export function modeFlags(mode: OrderMode): OrderFlags {
  return {
    // With an event suite id and not event-day ordering, the pre-ordering flag is set.
    preOrdering: Boolean(mode.eventSuite) && !mode.eventDayOrdering,
    eventDay: Boolean(mode.eventSuite) && Boolean(mode.eventDayOrdering),
    takeout: mode.takeout ?? false,
    takeoutType: mode.takeoutType ?? null,
    genericCatering: mode.genericCatering ?? false,
    tableNum: mode.tableNum ?? null,
    anotherRoundId: mode.anotherRoundId ?? null,
  };
}

/**
 * The order type for pricing and submitting (order-types/index.ts), with the take-out choice the checkout made if it
 * did; a take-out order without a choice yet is priced as pickup.
 */
export function modeOrderType(mode: OrderMode, choice?: TakeoutChoice): OrderType {
  return wireTypeOf({ ...modeFlags(mode), takeoutType: choice ?? mode.takeoutType ?? 'pickup' });
}

/** Whether the diner can order at all in this mode (a table, take-out, catering or another round). */
export function canOrder(mode: OrderMode): boolean {
  if (mode.viewOnly) return false;
  if (mode.eventSuite && !mode.eventDayOrdering) return true;
  return Boolean(mode.takeout || mode.genericCatering || mode.tableNum || mode.anotherRoundId);
}

/** The request `config` of the ordering calls. */
export function modeConfig(mode: OrderMode, restaurantId: number | string) {
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

/** Menus offered in this mode: take-out shows on-demand and scheduled menus, catering the catering menus. */
export function menuFitsMode(
  menu: { dine_in: boolean; on_demand: boolean; scheduled: boolean; catering: boolean },
  mode: OrderMode,
): boolean {
  // A suite orders from the catering menus; on the event day, from those that serve during the event (on demand).
  if (mode.eventSuite && mode.eventDayOrdering) return menu.catering && menu.on_demand;
  if (mode.genericCatering || mode.eventSuite) return menu.catering;
  if (mode.takeout) return menu.on_demand || menu.scheduled;
  if (mode.tableNum || mode.anotherRoundId) return menu.dine_in;
  return true;
}

/**
 * The day the menu is shown for when the ordering link names days: the first it takes from today on (else today),
 * in the restaurant's zone; undefined without link days (the menu is then for today, as convertMenus takes it).
 * Items not offered on it show as unavailable, with the days they are offered.
 */
export function menuDay(mode: OrderMode, zone: string | null | undefined, now: Date): string | undefined {
  const link = linkOffered(mode);
  if (!link.date_range && !link.dates) return undefined;
  const today = localDate(now, zone || DEFAULT_ZONE);
  return firstOfferedDate([link], today) ?? today;
}
