/**
 * The suite and event calls (contracts in @ordering/domain/suites/contracts). Every one
 * carries the venue in X-RESTAURANT-ID; the operator's and the owner's sessions are the two httpOnly cookies.
 */
import type {
  ActiveEventsResponse,
  EventInfoResponse,
  LoginAsResponse,
  MinimalInfoResponse,
  OperatorProfile,
  PaymentPreference,
  UpcomingEventsResponse,
  UpdateEventDaySettingsResponse,
} from '@ordering/domain/suites/contracts';
import { apiFetch } from '../../lib/api-client';

type Venue = number | string | null | undefined;

const call = <T>(path: string, venue: Venue, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
  apiFetch<T>(`/api/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: venue ? { 'X-RESTAURANT-ID': String(venue) } : {},
  });

export const loginOperator = (body: { email: string; password: string }, venue: Venue) =>
  call<OperatorProfile>('auth/login-operator', venue, body);

/** Startup authentication of the operator (a dead operator session answers code 201). */
export const getOperator = (venue: Venue) => call<OperatorProfile>('auth/operator', venue);

export const logoutOperator = (venue: Venue) => call<{ ok: true }>('auth/logout-operator', venue, {});

export const activeEvents = (venue: Venue) =>
  call<ActiveEventsResponse>('catering/events/get-active-events', venue);

export const eventInfo = (eventId: string, venue: Venue) =>
  call<EventInfoResponse>('catering/events/auth-get-event-info', venue, { eventId });

export const loginAs = (body: { eventSuiteId: string; suiteOperatorEmail: string }, venue: Venue) =>
  call<LoginAsResponse>('auth/login-as', venue, body);

/** Ends the login-as session of the owner; the operator stays signed in. */
export const suiteLogout = (venue: Venue) => call<OperatorProfile>('auth/suite-logout', venue, {});

export const minimalInfo = (eventSuiteId: string, encryptedValue: string | null, venue: Venue) =>
  call<MinimalInfoResponse>('catering/events/get-minimal-info', venue, {
    eventSuiteId,
    ...(encryptedValue ? { encryptedValue } : {}),
  });

export const upcomingEvents = (email: string, venue?: Venue) =>
  call<UpcomingEventsResponse>('catering/suite-owners/get-upcoming-events', venue, { email });

export const updateEventDaySettings = (
  ids: { eventId: string; eventSuiteId: string },
  body: {
    userId?: string;
    event_day_payment_preference?: PaymentPreference;
    tab_limit?: string | null;
    tab_active?: boolean;
    order_restaurant_id?: string;
  },
  venue: Venue,
) =>
  call<UpdateEventDaySettingsResponse>(
    `catering/events/${encodeURIComponent(ids.eventId)}/event-suites/${encodeURIComponent(ids.eventSuiteId)}/update-event-day-settings`,
    venue,
    body,
    'PUT',
  );
