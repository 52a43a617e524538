/**
 * Event suites and suite operators. Every call is under `/api`, carries `X-RESTAURANT-ID` (the venue: its numeric id
 * or slug, as the other calls) and `Locale` (en-CA | fr-CA; messages translated by it). Errors are the usual
 * `{ code, message, details? }`. Ids of events, suites, event suites, users and orders are public string ids.
 *
 * Two identities, as the spec keeps them: the USER session (cookie `ordering_user`, or
 * `Authorization: Bearer <token>`) and the OPERATOR session (cookie `ordering_operator`, or header
 * `X-Operator-Token: <token>`; `operatorToken`/`token` body fields where the spec has them). A login-as session is a
 * user session of the suite owner that records the operator acting for them.
 *
 * Operator calls (operator session required; a missing or dead operator session answers 401 code 201):
 * - POST /api/auth/login-operator            body operatorLoginRequest -> operatorProfile; sets the operator cookie.
 *     403 "User is not a suite operator." (account without the flag), 403 "This user is not assigned to this
 *     suite." (an operator of another venue), 401 "The e-mail or password is incorrect." (code 401, as login-native),
 *     429 when rate limited.
 * - GET  /api/auth/operator                  -> operatorProfile (startup authentication of the operator).
 * - POST /api/auth/logout-operator           -> { ok: true }; clears the operator cookie (operator logout).
 * - GET  /api/catering/events/get-active-events -> activeEventsResponse: the venue's events of today (restaurant's
 *     zone). 404 "no events today" when there are none.
 * - POST /api/catering/events/auth-get-event-info body eventInfoRequest -> eventInfoResponse (the event and its
 *     suites). 404 "No event suite found." for an unknown event, 404 "no suites for the event" when it has none.
 * - POST /api/auth/login-as                  body loginAsRequest -> loginAsResponse; sets the USER cookie to a new
 *     login-as session of the suite owner (the operator cookie stays). 404 "No event suite found." (no or unknown
 *     eventSuiteId), 403 "User is not a suite operator.", 403 "This user is not assigned to this suite." (operator
 *     not assigned at this venue, or suiteOperatorEmail not the signed-in operator's).
 * - POST /api/auth/suite-logout              -> operatorProfile; ends the login-as user session (user cookie cleared),
 *     the operator stays signed in ("suite logout returns to the operator").
 * - PUT  /api/catering/events/:eventId/event-suites/:suiteId/update-event-day-settings (suiteId = the EVENT SUITE id)
 *     body updateEventDaySettingsRequest -> updateEventDaySettingsResponse. Also allowed in a login-as user
 *     session (its operator is checked), and to the suite's owner in their own user session for their own suite's
 *     guest tab only (spec: "A suite owner may activate a tab with a limit"): `tab_limit` as an amount (a removal
 *     is 400 tab_limit) and `tab_active`; the payment preference or another suite is 403 "User is not a suite
 *     operator.". 409 "The payment preference cannot change after the first order of the
 *     event." when changing it after an event-day order; 400 (details path tab_limit) for a tab limit that is not
 *     an amount; 404 "No event suite found.".
 * - POST /api/catering/events/owner-link     body ownerLinkRequest -> ownerLinkResponse: the encrypted `value` for
 *     a link e-mailed to the owner (`/{slug}?eventSuite={id}&value={value}`).
 *
 * Owner calls (user session, or login-as session):
 * - POST /api/catering/events/get-minimal-info body minimalInfoRequest -> minimalInfoResponse. 403 "invalid suite
 *     owner" when the signed-in user does not own the event suite (or the `value`'s e-mail is another's); 404 "No
 *     event suite found."; 400 (details path encryptedValue) "This suite link is not valid or has expired." for a
 *     tampered or expired value. A guest may call it WITH a valid encryptedValue (the landing page's lock times);
 *     then `suiteCateringOrder` is null (no order details without a session). A guest without value: 401 code 201.
 * - POST /api/catering/suite-owners/get-upcoming-events body upcomingEventsRequest -> upcomingEventsResponse (events
 *     from today on, with the owner's suites and their orders; all venues, or only X-RESTAURANT-ID's when sent).
 *     403 "invalid suite owner" when `email` is not the signed-in user's.
 *
 * Orders (POST /api/orders, the existing submission; see `suiteOrderFields` below):
 * - pre-order: `data.config.eventSuite` = event suite id, `eventDayOrdering` false/absent, type 'catering';
 *   `data.suites.eventSuiteId` the same id. Needs a saved card: 409 "pre-ordering requires a saved payment method".
 *   The pickup time is the suite's pre_order_delivery_time (whatever `pickup_time` says). Before the lock only:
 *   409 code 422 "Pre-ordering for this event closed on {date}." after it. The catering menu's own rules still
 *   apply (its minimum, e.g. $150 at lakeshore-stadium). A suite has ONE pre-order: a second submission
 *   must name it in `data.suites.suiteCateringOrderId` (answer `event: 'modifiedOrder'`; the old order is
 *   cancelled and its payment voided, the new one replaces it); without it 409 "This suite already has a pre-order:
 *   change it instead."; naming one that is no longer current: 409 "This pre-order was already changed or
 *   cancelled. Please reload the event.". Catering menus only (409 code 416 "Pre-orders are taken from the
 *   catering menus only."); without a chosen card, the owner's default saved card pays. Other errors: 401
 *   "Please log in to order for your suite." (guest), 403 "invalid suite owner", 404 "No event suite found.".
 * - event day: `config.eventSuite` + `eventDayOrdering: true` (no table number needed: the server delivers it to the
 *   suite, as `tableNum` = the suite's name, and makes it a 'catering' order whatever `type` says), the event is today
 *   (else 409 code 422 "Event-day ordering is open on the day of the event only."); the signed-in user must own the
 *   suite (login-as: the operator is recorded on the order; `operatorToken` optional, checked when sent). Payment
 *   follows the suite's preference: 'charge' -> `checkout.paymentMethod` 'credit_card' with a saved card of the
 *   owner (the card of the first event-day order once there is one: 409 "This suite's orders are charged to the
 *   card ending in {last4}."), 'invoice' -> `checkout.paymentMethod` 'invoice' (else 409 "This suite's event-day orders are invoiced: please choose
 *   the invoice." / "...are charged to the owner's card."). A preference not set yet is set by
 *   the first order from its payment method. Tab limit: 409 "This order ({total}) is over the suite's remaining tab
 *   of {remaining}." when an active tab limit would be exceeded.
 * - staff: GET /api/staff/restaurants/:id/suite-orders?eventId= -> staffSuiteOrdersResponse (staff role at the
 *   restaurant; without eventId, today's and upcoming events).
 */
import { z } from 'zod';
import { profileResponse, snapshotItem } from '../contracts/accounts';
import { dollars, id, idLike, isoDateTime, localDate, text } from '../contracts/common';

/** Event-day payment preference: charge the owner's card, or send an invoice. */
export const PAYMENT_PREFERENCES = ['charge', 'invoice'] as const;
export const paymentPreference = z.enum(PAYMENT_PREFERENCES);
export type PaymentPreference = z.output<typeof paymentPreference>;

/** Minimal event info, plus what the screens need to show lock times in the venue's zone. */
export const eventView = z.object({
  id: z.string(),
  title: z.string(),
  /** The event's start, UTC ISO. */
  start_date: isoDateTime,
  /** Hours before the start when pre-orders lock. */
  order_lock_period: z.number().int().nonnegative(),
  manager_info: z.string().nullable(),
  /** start_date minus order_lock_period: pre-orders and their changes are refused from this instant. */
  lock_at: isoDateTime,
  /** Whether the lock instant has passed (at the server's clock). */
  locked: z.boolean(),
  /** The venue's time zone, for showing the times. */
  timezone: z.string(),
  /** The event's local date in the venue's zone. */
  date: localDate,
});

export const suiteOwnerView = z.object({
  id: z.string(),
  company_name: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const fixedCardView = z.object({
  paymentCardId: z.string(),
  brand: z.string(),
  last4: z.string(),
});

export const eventSuiteView = z.object({
  id: z.string(),
  event: z.object({ id: z.string() }),
  suite: z.object({ id: z.string(), name: z.string() }),
  suite_owner: suiteOwnerView,
  /** Dollars; null when no limit. */
  tab_limit: dollars.nullable(),
  /** A tab is open for guests (the limit applies to event-day orders only while active). */
  tab_active: z.boolean(),
  /** Event-day orders so far (not cancelled), dollars. */
  tab_spent: dollars,
  /** tab_limit - tab_spent, never below 0; null without an active limit. */
  tab_remaining: dollars.nullable(),
  /** Null until set by the operator (or by the first event-day order). */
  event_day_payment_preference: paymentPreference.nullable(),
  /** True once an event-day order exists: the preference can no longer change. */
  payment_preference_fixed: z.boolean(),
  /** The owner's card of the first event-day order (charge preference), then used for every other order. */
  payment_card: fixedCardView.nullable(),
  /** UTC ISO; the pre-order's pickup time. */
  pre_order_delivery_time: isoDateTime.nullable(),
  pre_order_additional_notes: z.string().nullable(),
  /** Counts of the suite's orders for this event (not cancelled). */
  orders_count: z.number().int().nonnegative(),
});

export const suiteOrderSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.string(),
  /** 'pre-order' (the suite's catering order) or 'event-day'. */
  kind: z.enum(['pre-order', 'event-day']),
  total: dollars,
  createdAt: isoDateTime,
  pickup_time: isoDateTime,
  /** The operator who placed it in a login-as session, or null. */
  placed_by_operator: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/** The suite's catering order (pre-order), with its lines to rebuild the cart from (domain cart/reorder rules). */
export const suiteCateringOrderView = suiteOrderSummary.extend({
  items: z.array(snapshotItem),
});

// --- get-minimal-info --------------------------------------------------------------------------------------------

export const minimalInfoRequest = z
  .object({
    eventSuiteId: idLike,
    /** The `value` query parameter, as received. */
    encryptedValue: text(2000).optional(),
  })
  .strict();

export const minimalInfoResponse = z.object({
  event: eventView,
  /**
   * For a guest holding the link: the suite and its tab state only; suite_owner, the notes and the fixed card are
   * null (the link may be forwarded, so it never reveals who the owner is).
   */
  eventSuite: eventSuiteView.extend({ suite_owner: suiteOwnerView.nullable() }),
  userEventSuite: z.object({ tab_limit: dollars.nullable() }),
  /** The current pre-order of the suite (not cancelled), or null. Null for a guest with a `value`. */
  suiteCateringOrder: suiteCateringOrderView.nullable(),
  /** Whether the caller may still pre-order or change the pre-order (before lock_at). */
  canPreOrder: z.boolean(),
  /** Whether this is the event's day in the venue's zone (event-day ordering is open). */
  eventDay: z.boolean(),
});

// --- upcoming events (profile/events) ----------------------------------------------------------------------------

export const upcomingEventsRequest = z.object({ email: text(254) }).strict();
export const upcomingEventsResponse = z.object({
  events: z.array(
    z.object({
      event: eventView,
      restaurant: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
      suites: z.array(
        z.object({
          eventSuite: eventSuiteView,
          canPreOrder: z.boolean(),
          orders: z.array(suiteOrderSummary),
        }),
      ),
    }),
  ),
});

// --- operator: events and suites ---------------------------------------------------------------------------------

export const activeEventsResponse = z.object({
  events: z.array(eventView.extend({ suites_count: z.number().int().nonnegative() })),
});

export const eventInfoRequest = z.object({ eventId: idLike }).strict();
export const eventInfoResponse = z.object({
  event: eventView,
  suites: z.array(eventSuiteView),
});

// --- operator sign-in, login-as, suite logout --------------------------------------------------------------------

export const operatorLoginRequest = z.object({ email: text(254), password: text(200) }).strict();

export const operatorProfile = z.object({
  id: z.string(),
  /** The operator session token, for clients that send X-Operator-Token (the web app uses the cookie). */
  token: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  suiteOperator: z.literal(true),
  /** The venues the operator works at (slug and name): where /login?suiteOperator sends him without a venue. */
  venues: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
});

export const loginAsRequest = z
  .object({
    /** Required; the spec's "no event suite" error when absent. */
    eventSuiteId: idLike.nullable().optional(),
    /** The operator's session token (bearer clients); the web app's operator cookie is used otherwise. */
    token: text(500).nullable().optional(),
    /** When sent, must be the signed-in operator's e-mail. */
    suiteOperatorEmail: text(254).nullable().optional(),
  })
  .strict();

/** The suite owner's profile (as login-native), plus who is acting. */
export const loginAsResponse = profileResponse.extend({
  loginAs: z.object({
    operatorId: z.string(),
    operatorEmail: z.string(),
    eventSuiteId: z.string(),
    eventId: z.string(),
  }),
});

// --- event-day settings -------------------------------------------------------------------------------------------

export const eventDaySettingsParams = z.object({ eventId: id, suiteId: id });

export const updateEventDaySettingsRequest = z
  .object({
    /** The suite owner's id (checked against the event suite when sent). */
    userId: idLike.nullable().optional(),
    /** The operator's token (bearer clients); the operator cookie otherwise. */
    token: text(500).nullable().optional(),
    event_day_payment_preference: paymentPreference.optional(),
    /** Free text as typed: "250", "250.00", "$250". Null or "" removes the limit. Absent leaves it. */
    tab_limit: text(100).nullable().optional(),
    tab_active: z.boolean().optional(),
    order_restaurant_id: idLike.nullable().optional(),
  })
  .strict();

export const tabLimitEvent = z.enum(['set', 'changed', 'removed']);
export type TabLimitEventKind = z.output<typeof tabLimitEvent>;

export const updateEventDaySettingsResponse = z.object({
  eventSuite: eventSuiteView,
  /** The analytics event to fire (spec: when the limit was unset or changed); null when it did not change. */
  tabLimitEvent: tabLimitEvent.nullable(),
});

// --- owner link (the encrypted `value`) --------------------------------------------------------------------------

export const ownerLinkRequest = z
  .object({
    eventSuiteId: idLike,
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
  })
  .strict();
export const ownerLinkResponse = z.object({
  value: z.string(),
  expiresAt: isoDateTime,
  /** Path on the web app, query included: `/{slug}?eventSuite={id}&value={value}`. */
  path: z.string(),
});

// --- the suite fields of POST /orders (already in submitOrderRequest; restated for the suite screens) -----------

/**
 * Where the suite context travels in the order body (`submitOrderRequest` of contracts/orders.ts):
 * `data.config.eventSuite`, `data.config.eventDayOrdering`, `data.suites.eventSuiteId`,
 * `data.suites.suiteCateringOrderId` (the pre-order being modified: `modifiedOrder`), `operatorToken`,
 * `data.checkout.paymentMethod` ('credit_card' + `data.chosenCreditCard.paymentCardId`, or 'invoice'),
 * `data.checkout.suitesInfo` (deliveryTime, notes, tabLimit: informative; the server uses the event suite's).
 */
export const suiteOrderFields = z.object({
  eventSuite: idLike.nullable().optional(),
  eventDayOrdering: z.boolean().optional(),
  suites: z
    .object({
      eventSuiteId: idLike.nullable().optional(),
      suiteCateringOrderId: idLike.nullable().optional(),
    })
    .nullable()
    .optional(),
  operatorToken: text(500).nullable().optional(),
});

/** The order event: 'modifiedOrder' when an existing suite catering order id exists. */
export const orderEventKind = z.enum(['createdOrder', 'modifiedOrder']);

// --- staff: suite orders per event -------------------------------------------------------------------------------

export const staffSuiteOrdersQuery = z.object({ eventId: id.optional() });
export const staffSuiteOrdersResponse = z.object({
  restaurantId: z.number().int(),
  timezone: z.string(),
  events: z.array(
    z.object({
      event: eventView,
      suites: z.array(
        z.object({
          eventSuiteId: z.string(),
          suite: z.string(),
          owner: z.string(),
          company_name: z.string().nullable(),
          pre_order_delivery_time: isoDateTime.nullable(),
          notes: z.string().nullable(),
          tab_limit: dollars.nullable(),
          event_day_payment_preference: paymentPreference.nullable(),
          orders: z.array(
            suiteOrderSummary.extend({
              lines: z.array(
                z.object({
                  name: z.string(),
                  quantity: z.number().int(),
                  options: z.array(z.string()),
                  specialInstructions: z.string().nullable(),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

export type EventView = z.output<typeof eventView>;
export type EventSuiteView = z.output<typeof eventSuiteView>;
export type SuiteOrderSummary = z.output<typeof suiteOrderSummary>;
export type MinimalInfoRequest = z.output<typeof minimalInfoRequest>;
export type MinimalInfoResponse = z.output<typeof minimalInfoResponse>;
export type UpcomingEventsResponse = z.output<typeof upcomingEventsResponse>;
export type ActiveEventsResponse = z.output<typeof activeEventsResponse>;
export type EventInfoResponse = z.output<typeof eventInfoResponse>;
export type OperatorProfile = z.output<typeof operatorProfile>;
export type LoginAsRequest = z.output<typeof loginAsRequest>;
export type LoginAsResponse = z.output<typeof loginAsResponse>;
export type UpdateEventDaySettingsRequest = z.output<typeof updateEventDaySettingsRequest>;
export type UpdateEventDaySettingsResponse = z.output<typeof updateEventDaySettingsResponse>;
export type OwnerLinkResponse = z.output<typeof ownerLinkResponse>;
export type StaffSuiteOrdersResponse = z.output<typeof staffSuiteOrdersResponse>;
