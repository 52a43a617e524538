/**
 * The ordering link: the query parameters of a menu's address that say how the diner orders (a table's QR code,
 * take-out, catering, a suite, another round, and the days the link takes orders for), read once here for the web's
 * menu and cart. Its fields are the cart's `config` (contracts/cart.ts) under the same names, so the flags of the
 * order types are read from a link and from a request's config by one function, `linkFlags`.
 */
import { type LinkDates, linkDatesFromParams } from '../ordering/offered-dates';
import { wireTypeOf } from './index';
import { type OrderFlags, type OrderType, TAKEOUT_CHOICES, type TakeoutChoice } from './wire';

/** How the diner orders, as the link set it; kept with the cart so the checkout and a reload keep it. */
export interface OrderLink extends LinkDates {
  tableNum?: string;
  takeout?: boolean;
  takeoutType?: TakeoutChoice | null;
  /** The `catering` parameter: generic catering. */
  genericCatering?: boolean;
  viewOnly?: boolean;
  menuList?: string;
  genericTableLocation?: string;
  anotherRoundId?: string;
  /** An event suite: a pre-order, or on event day (eventDayOrdering) the operator's order for the owner. */
  eventSuite?: string;
  eventDayOrdering?: boolean;
}

/** The query parameters of an ordering link. */
const LINK_PARAMS = [
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

/** What is read of the query (URLSearchParams has it). */
export interface LinkParams {
  get(name: string): string | null;
  has(name: string): boolean;
}

const truthy = (v: string | null) => v === 'true' || v === '1';

/** The link the query sets, or null when it carries none of the link's parameters (keep the saved one). */
export function linkFromParams(params: LinkParams): OrderLink | null {
  if (!LINK_PARAMS.some((p) => params.has(p))) return null;
  const link: OrderLink = {};
  const table = params.get('tableNum')?.trim();
  if (table) link.tableNum = table.slice(0, 20);
  if (truthy(params.get('takeout')) || params.has('takeoutType')) link.takeout = true;
  const type = TAKEOUT_CHOICES.find((choice) => choice === params.get('takeoutType'));
  if (type) link.takeoutType = type;
  if (truthy(params.get('catering'))) link.genericCatering = true;
  if (truthy(params.get('viewOnly'))) link.viewOnly = true;
  const menuList = params.get('menuList')?.trim();
  if (menuList) link.menuList = menuList.slice(0, 1000);
  const location = params.get('genericTableLocation')?.trim();
  if (location) link.genericTableLocation = location.slice(0, 200);
  const round = params.get('anotherRoundId')?.trim();
  if (round) link.anotherRoundId = round.slice(0, 100);
  const suite = params.get('eventSuite')?.trim();
  if (suite) link.eventSuite = suite.slice(0, 100);
  if (suite && truthy(params.get('eventDayOrdering'))) link.eventDayOrdering = true;
  // The days the link takes orders for; the server refuses any other (apps/server/src/features/orders/offered-days.ts).
  Object.assign(link, linkDatesFromParams(params.get('dateRange'), params.get('dates')));
  return link;
}

/** The fields of a link, or of a request's config, that the order-type flags are read from. */
export interface FlagFields {
  tableNum?: string | number | null;
  takeout?: boolean | null;
  takeoutType?: TakeoutChoice | null;
  genericCatering?: boolean | null;
  anotherRoundId?: string | null;
  eventSuite?: string | number | null;
  eventDayOrdering?: boolean | null;
}

/**
 * The order-type flags of a link or a config (the registry in index.ts reads them). An event suite without event-day
 * ordering is a pre-order. The K-12 flag is the restaurant's, and a config's other places of a table (a seat, a
 * generic location) are the server's to add (apps/server/src/features/orders/cart-rules.ts).
 */
export function linkFlags(link: FlagFields): OrderFlags {
  return {
    preOrdering: Boolean(link.eventSuite) && !link.eventDayOrdering,
    eventDay: Boolean(link.eventSuite) && Boolean(link.eventDayOrdering),
    takeout: link.takeout ?? false,
    takeoutType: link.takeoutType ?? null,
    genericCatering: link.genericCatering ?? false,
    tableNum: link.tableNum ?? null,
    anotherRoundId: link.anotherRoundId ?? null,
  };
}

/**
 * The order type a link's cart is priced and placed as, with the take-out choice the checkout made if it did; a
 * take-out order without a choice yet is priced as pickup.
 */
export function linkOrderType(link: OrderLink, choice?: TakeoutChoice): OrderType {
  return wireTypeOf({ ...linkFlags(link), takeoutType: choice ?? link.takeoutType ?? 'pickup' });
}
