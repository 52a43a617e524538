/**
 * Orders staff enter for a diner on the phone or at the counter (decisions 049 and 056): a pickup "as soon as
 * possible" or at a later slot, or an order for a table, paid at the counter. Quoted with the diners' quote
 * (kitchen-pacing.ts `quoteCart`), offered the diners' slots (cart-schedule.ts) and placed through the diners'
 * submission pipeline, so they take their make-time in the same buckets, keep the time the buckets give, take the
 * same slots and show on the board like any order. Only the tender differs (`pay_on_premise`, whatever the
 * restaurant's processor, or a card staff take over the phone, authorized as a mail/telephone order, decision 074) and
 * the order keeps who entered it. An order for a table with an open tab is, by default, a
 * round on that tab (decision 068): the tabs feature hands in its round's hooks (tabs/staff-round.service.ts), and the
 * tab's holds cover it in place of a payment.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import type {
  CounterOrder,
  CounterOrderBody,
  CounterQuote,
  CounterSlotsBody,
} from '@ordering/domain/contracts/kitchen';
import type { SchedulingResponse, SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { type Cents, toDollars } from '@ordering/domain/money/money';
import { counterTablePlace } from '@ordering/domain/ordering/counter-table';
import { menuLeadMinutes } from '@ordering/domain/ordering/scheduling';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Places } from '../../adapters/places/places';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';
import { menusOfLines } from './cart-menus';
import { enforceCartRulesAt } from './cart-rules';
import { cartSchedule } from './cart-schedule';
import { priceOrder } from './costs.service';
import { cardTenderOfOrder } from './order-payments.repository';
import { pacedKitchen, quoteCart } from './pacing/kitchen-pacing';
import { derivedIdempotencyKey, requestHash } from './submission/idempotency';
import { refuseOverMaximum } from './submission/price-orders';
import { submitCheckout } from './submission/submit-checkout';
import type { TabOrderHooks } from './submission/types';

/** A pickup: the diner comes to the counter for it. */
const TYPE = 'take-out';

/** The time an unpaced kitchen gives an order now: its menus' lead, to the next whole minute, as a browser sends. */
function leadTime(
  menus: readonly { required_notice: number | null; estimated_prep_time: number | null }[],
  now: Date,
) {
  const lead = Math.max(0, ...menus.map(menuLeadMinutes));
  return new Date(Math.ceil((now.getTime() + lead * 60_000) / 60_000) * 60_000);
}

function cartOf(entry: PublishedEntry, body: { items: CounterOrderBody['items'] }) {
  const items: CartItem[] = body.items.map(toCartItem);
  return { items, menus: menusOfLines(entry, items) };
}

export async function quoteCounterOrder(
  db: Database,
  entry: PublishedEntry,
  input: { items: CounterOrderBody['items']; table?: boolean | undefined; now: Date; maxTotalCents: number },
): Promise<CounterQuote> {
  const { items, menus } = cartOf(entry, input);
  const type = input.table ? 'dine-in' : TYPE;
  const priced = await priceOrder(db, {
    entry,
    items,
    choice: undefined,
    orderType: type,
    now: input.now,
    checkMemberOnly: false,
  });
  // A cart the placement would refuse (over the maximum total, past the cart's limits) is refused as it is quoted.
  refuseOverMaximum(priced.costs, input.maxTotalCents);
  enforceCartRulesAt(entry, { items: priced.items, orderType: type, now: input.now });
  const quote = await quoteCart(db, entry, { menu: menus[0]!, items, type, now: input.now, slots: [] });
  return {
    total: toDollars(priced.costs.totalWithTip as Cents),
    readyAt: quote ? quote.asap : leadTime(menus, input.now).toISOString(),
    paced: pacedKitchen(entry) !== null,
    delayMinutes: quote?.delayMinutes ?? 0,
  };
}

/** The slots of a day a later pickup of this cart may take: the diner's checkout's, full where it does not fit. */
export async function counterSlots(
  db: Database,
  entry: PublishedEntry,
  input: { body: CounterSlotsBody; now: Date; locale: Locale },
): Promise<SchedulingResponse> {
  const { items, menus } = cartOf(entry, input.body);
  const menu = menus[0];
  if (!menu) throw new AppError(404, 'error.menuNotFound');
  return cartSchedule(db, entry, {
    menu,
    type: TYPE,
    date: input.body.date ?? localDate(input.now, entry.data.restaurant.timezone),
    items,
    now: input.now,
    locale: input.locale,
  });
}

/**
 * Where and when the order is for, as a diner's checkout says it: a table (refused when the restaurant does not
 * have it), a later pickup (refused once past; the pipeline refuses a slot that is closed, full or cannot make the
 * cart), or a pickup as soon as possible.
 */
function placeOf(entry: PublishedEntry, body: CounterOrderBody, lead: Date, now: Date) {
  if (body.table) {
    const place = counterTablePlace(entry.data.restaurant, body.table);
    if (!place) throw new AppError(422, 'error.counterTableUnknown', { table: body.table.number.trim() });
    return {
      type: 'dine-in' as const,
      config: { tableNum: place.tableNum, tableInfo: place.tableInfo },
      pickup: { scheduled: false },
      time: lead,
    };
  }
  if (body.pickupTime) {
    const time = new Date(body.pickupTime);
    if (time.getTime() <= now.getTime()) throw new AppError(422, 'error.counterTimePassed');
    return { type: TYPE, config: { takeout: true }, pickup: { scheduled: true }, time };
  }
  return { type: TYPE, config: { takeout: true }, pickup: { scheduled: false }, time: lead };
}

export async function placeCounterOrder(
  db: Database,
  gateway: PaymentGateway,
  input: {
    entry: PublishedEntry;
    body: CounterOrderBody;
    staffUserId: number;
    /** The console's Idempotency-Key; without one, the staff member's session and the body make one (decision 037). */
    idempotencyKey: string | null;
    sessionId: string;
    now: Date;
    locale: Locale;
    places: Places;
    maxTotalCents: Cents;
    /** A table's open tab the order goes on as a round: its public id and the tabs feature's hooks for the round. */
    tab?: { id: string; hooks: TabOrderHooks } | null;
  },
): Promise<Omit<CounterOrder, 'tab'>> {
  const { entry, body, now } = input;
  const { menus } = cartOf(entry, body);
  const place = placeOf(entry, body, leadTime(menus, now), now);
  const request: SubmitOrderRequest = {
    type: place.type,
    data: {
      config: {
        restaurantId: String(entry.restaurantId),
        ...place.config,
        ...(input.tab ? { tabId: input.tab.id } : {}),
      },
      items: body.items,
      costs: body.total === undefined ? {} : { total: body.total },
      checkout: {
        contact: { full_name: body.name, phone_number: body.phone },
        ...(body.card ? { paymentMethod: 'credit_card', card: body.card } : {}),
        pickup: { ...place.pickup, ...(body.notes ? { notes: body.notes } : {}) },
        ...(body.questions ? { questions: body.questions } : {}),
      },
    },
    // For now, the kitchen moves it to the first time with room (and make-time, where paced; kitchen-pacing.ts).
    pickup_time: place.time.toISOString(),
  } as SubmitOrderRequest;
  const key =
    input.idempotencyKey ??
    (await derivedIdempotencyKey(
      db,
      entry.restaurantId,
      `staff:${input.sessionId}`,
      requestHash(request, 'order', null),
      now,
    ));
  const placed = await submitCheckout(db, gateway, {
    kind: 'order',
    entry,
    body: request,
    idempotencyKey: key,
    now,
    locale: input.locale,
    userId: null,
    places: input.places,
    maxTotalCents: input.maxTotalCents,
    staff: { userId: input.staffUserId, card: body.card !== undefined },
    tab: input.tab?.hooks ?? null,
  });
  return {
    id: placed.id,
    number: placed.number,
    readyAt: placed.pickup_time,
    total: placed.orders[0]?.total ?? 0,
    card: body.card ? await cardPaid(db, entry.restaurantId, placed.id) : null,
  };
}

/** What the card was authorized for, from the order's tender: a replayed key answers the same as the first call. */
async function cardPaid(db: Database, restaurantId: number, publicId: string) {
  const tender = await cardTenderOfOrder(db, restaurantId, publicId);
  if (!tender) return null;
  const details = (tender.details ?? {}) as { brand?: string; last4?: string };
  return {
    amount: toDollars(tender.amountCents as Cents),
    brand: details.brand ?? 'unknown',
    last4: details.last4 ?? '',
  };
}
