/**
 * The staff console's calls (`/api/staff`, decision 014). Not through the diner's `apiFetch`: its "session expired"
 * handler sends a diner to /login, while a staff screen that hears code 201 shows its own sign-in in place.
 */
import type { AnalyticsReport } from '@ordering/domain/analytics/events';
import type { CartItemBody } from '@ordering/domain/contracts/cart-convert';
import type {
  ApplyMakeTime,
  CounterOrder,
  CounterQuote,
  CounterTable,
  CounterTableTab,
  MakeTimes,
  ReadyTimes,
} from '@ordering/domain/contracts/kitchen';
import type { SchedulingResponse } from '@ordering/domain/contracts/orders';
import type { StaffCreditsResponse } from '@ordering/domain/contracts/programs';
import type {
  KitchenBusyState,
  RestaurantLiveState,
  StaffCancelPreview,
  StaffDayRefundsResponse,
  StaffMember,
  StaffMeResponse,
  StaffOrder,
  StaffOrdersResponse,
  StaffPublishedFileResponse,
  StaffRefund,
  StaffRefundPreview,
  StaffRoleName,
} from '@ordering/domain/contracts/staff';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { SHARE_SETTLING } from '@ordering/domain/staff/settlement';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

export const SIGNED_OUT = 201;

/** The longest wait a staff call makes on its own before trying again, for an answer asking to retry shortly. */
export const STAFF_RETRY_LIMIT_S = 5;

/**
 * A 409 with `Retry-After` whose reason is another kitchen's share of the same card being settled at that moment
 * (decision 026): nothing of this order was read or done, so the call is made once more after the wait the server
 * asks for, and staff do not see a race of a second. Any other answer is the caller's to show; a busy answer about
 * this order itself is too (a colleague's change of it: repeating ours blindly could refund or cancel twice).
 */
async function retryAfterBusy(res: Response): Promise<boolean> {
  if (res.status !== 409) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { details?: { reason?: unknown } } | null;
  if (body?.details?.reason !== SHARE_SETTLING) return false;
  const seconds = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > STAFF_RETRY_LIMIT_S) return false;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return true;
}

export async function staffFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Locale', i18n.language);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const call = () => fetch(path, { ...init, headers, credentials: 'same-origin' });
  let res = await call();
  if (await retryAfterBusy(res)) res = await call();
  if (!res.ok) {
    // Read as the catalogue's `{ code, message, details? }` without its size limits: a refused data file may list
    // more issues than a form's error holds, and the owner needs every one.
    const raw = (await res.json().catch(() => null)) as {
      code?: unknown;
      message?: unknown;
      details?: unknown;
    } | null;
    const code = typeof raw?.code === 'number' ? raw.code : res.status;
    const message = typeof raw?.message === 'string' ? raw.message : '';
    throw new ApiError(res.status, code, message, raw?.details);
  }
  return (await res.json()) as T;
}

const send = <T>(path: string, body: unknown, extra: { method?: string; restaurantId?: number } = {}) =>
  staffFetch<T>(path, {
    method: extra.method ?? 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: extra.restaurantId ? { 'X-RESTAURANT-ID': String(extra.restaurantId) } : {},
  });

export const isSignedOut = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === SIGNED_OUT;

export type StaffRestaurant = StaffMeResponse['restaurants'][number];

export const meQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: () => staffFetch<StaffMeResponse>('/api/staff/me'),
    retry: false,
    staleTime: 60_000,
  });

export const ordersQuery = (restaurantId: number, date: string | null) =>
  queryOptions({
    queryKey: ['staff', 'orders', restaurantId, date],
    queryFn: () =>
      staffFetch<StaffOrdersResponse>(
        `/api/staff/orders?restaurantId=${restaurantId}${date ? `&date=${encodeURIComponent(date)}` : ''}`,
      ),
    // The stream keeps the list current; it reloads the list itself when it (re)connects.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The refunds made on a day (the restaurant's local date) with their orders, due on any day: the Reports screen counts
 * a refund on the day it was made. The stream reads them again when it hears a refunded order, and when it
 * (re)connects.
 */
export const dayRefundsQuery = (restaurantId: number, date: string) =>
  queryOptions({
    queryKey: ['staff', 'day-refunds', restaurantId, date],
    queryFn: () =>
      staffFetch<StaffDayRefundsResponse>(
        `/api/staff/restaurants/${restaurantId}/refunds?date=${encodeURIComponent(date)}`,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const liveQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'live', restaurantId],
    queryFn: () => staffFetch<RestaurantLiveState>(`/api/staff/restaurants/${restaurantId}/live`),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The published file with the live marks on it, as diners read it: the items and option values to mark. */
export const menuFileQuery = (slug: string) =>
  queryOptions({
    queryKey: ['staff', 'menu-file', slug],
    queryFn: () =>
      staffFetch<RestaurantDataFile & { version: number }>(`/${encodeURIComponent(slug)}/data.json`),
  });

/** The version diners are served and when it was published (the Publish screen says it). */
export const publishedFileQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'menu-file', 'published', restaurantId],
    queryFn: () => staffFetch<StaffPublishedFileResponse>(`/api/staff/restaurants/${restaurantId}/data-file`),
  });

export const staffListQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'members', restaurantId],
    queryFn: () =>
      staffFetch<{ staff: StaffMember[] }>(`/api/staff/restaurants/${restaurantId}/staff`).then(
        (r) => r.staff,
      ),
  });

export const signIn = (email: string, password: string) =>
  send<{ id: string }>('/api/auth/login-native', { email, password });
export const signOut = () => send<{ ok: true }>('/api/auth/logout', {});

export const changeStatus = (
  restaurantId: number,
  orderId: string,
  status: StaffOrder['status'],
  reason?: string,
) =>
  send<{ id: string; number: number; status: StaffOrder['status']; cancelReason: string | null }>(
    `/api/staff/orders/${encodeURIComponent(orderId)}/status`,
    reason ? { status, reason } : { status },
    { restaurantId },
  );

export const refund = (
  restaurantId: number,
  orderId: string,
  body: { lines?: { position: number; quantity: number }[]; reason?: string },
) =>
  send<{ refund: StaffRefund; order: StaffOrder }>(
    `/api/staff/orders/${encodeURIComponent(orderId)}/refund`,
    body,
    { restaurantId },
  );

/** What the same body sent to `refund` would return now, and what it is made of; the server writes nothing. */
export const refundPreview = (
  restaurantId: number,
  orderId: string,
  body: { lines?: { position: number; quantity: number }[] },
) =>
  send<StaffRefundPreview>(`/api/staff/orders/${encodeURIComponent(orderId)}/refund-preview`, body, {
    restaurantId,
  });

/** What declining or cancelling the order would give back now; the server writes nothing. */
export const cancelPreview = (restaurantId: number, orderId: string) =>
  send<StaffCancelPreview>(`/api/staff/orders/${encodeURIComponent(orderId)}/cancel-preview`, undefined, {
    restaurantId,
  });

/** The kitchen's busy mode (a delay on quotes, a capacity cut) and when it ends. */
export const busyQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'busy', restaurantId],
    queryFn: () => staffFetch<KitchenBusyState>(`/api/staff/restaurants/${restaurantId}/busy`),
  });
export const setBusyMode = (
  restaurantId: number,
  body: { delayMinutes: number; capacityCutPercent: number; forMinutes: number },
) => send<KitchenBusyState>(`/api/staff/restaurants/${restaurantId}/busy`, body);
export const pause = (restaurantId: number, message: string | null) =>
  send<RestaurantLiveState>(`/api/staff/restaurants/${restaurantId}/pause`, message ? { message } : {});
export const resume = (restaurantId: number) =>
  send<RestaurantLiveState>(`/api/staff/restaurants/${restaurantId}/resume`, {});
/** The owner's maintenance window (at most a day), or none: the live state answers with it. */
export const setMaintenance = (restaurantId: number, window: { startsAt: string; endsAt: string }) =>
  send<RestaurantLiveState>(`/api/staff/restaurants/${restaurantId}/maintenance`, window, { method: 'PUT' });
export const endMaintenance = (restaurantId: number) =>
  send<RestaurantLiveState>(`/api/staff/restaurants/${restaurantId}/maintenance`, undefined, {
    method: 'DELETE',
  });
export const setSoldOut = (restaurantId: number, kind: 'item' | 'value', id: string, soldOut: boolean) =>
  send<RestaurantLiveState>(`/api/staff/restaurants/${restaurantId}/sold-out`, { kind, id, soldOut });

export const publishDataFile = (restaurantId: number, file: unknown) =>
  send<{ restaurantId: number; version: number; unchanged: boolean }>(
    `/api/staff/restaurants/${restaurantId}/data-file`,
    file,
  );

export const addMember = (restaurantId: number, email: string, role: StaffRoleName) =>
  send<{ staff: StaffMember[] }>(`/api/staff/restaurants/${restaurantId}/staff`, { email, role });
export const changeMember = (restaurantId: number, userId: string, role: StaffRoleName) =>
  send<{ staff: StaffMember[] }>(
    `/api/staff/restaurants/${restaurantId}/staff/${encodeURIComponent(userId)}`,
    { role },
    { method: 'PUT' },
  );
export const removeMember = (restaurantId: number, userId: string) =>
  send<{ staff: StaffMember[] }>(
    `/api/staff/restaurants/${restaurantId}/staff/${encodeURIComponent(userId)}`,
    undefined,
    { method: 'DELETE' },
  );

/** A diner's account credits at the restaurant and their last moves (managers). */
export const creditsOf = (restaurantId: number, email: string) =>
  staffFetch<StaffCreditsResponse>(
    `/api/staff/restaurants/${restaurantId}/credits?email=${encodeURIComponent(email)}`,
  );
/** Grants (above 0) or takes (below 0) a diner's credits, with the reason the ledger keeps. */
export const changeCreditsOf = (restaurantId: number, email: string, amount: number, reason: string) =>
  send<StaffCreditsResponse>(`/api/staff/restaurants/${restaurantId}/credits`, { email, amount, reason });

/** The day's funnel and refusals by category (`GET /api/staff/restaurants/:id/analytics`). */
export const analyticsQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'analytics', restaurantId],
    queryFn: () => staffFetch<AnalyticsReport>(`/api/staff/restaurants/${restaurantId}/analytics`),
    refetchInterval: 60_000,
  });

/** What an order taken on the phone or at the counter would cost and when the kitchen would have it ready. */
export const counterQuoteQuery = (restaurantId: number, items: CartItemBody[], table = false) =>
  queryOptions({
    queryKey: ['staff', 'counter-quote', restaurantId, items, table],
    queryFn: () =>
      send<CounterQuote>(`/api/staff/restaurants/${restaurantId}/counter-orders/quote`, {
        items,
        ...(table ? { table } : {}),
      }),
    // Other orders and busy mode move the kitchen's quote: asked again every minute while the form is open.
    refetchInterval: 60_000,
    enabled: items.length > 0,
  });

/** A later pickup's slots on a day for the cart, as the diner's checkout sees them (full where it cannot be made). */
export const counterSlotsQuery = (restaurantId: number, items: CartItemBody[], date: string | null) =>
  queryOptions({
    queryKey: ['staff', 'counter-slots', restaurantId, items, date],
    queryFn: () =>
      send<SchedulingResponse>(`/api/staff/restaurants/${restaurantId}/counter-orders/slots`, {
        items,
        // Without a day, the server's today: the device's clock may be off.
        ...(date ? { date } : {}),
      }),
    refetchInterval: 60_000,
    enabled: items.length > 0,
  });

/**
 * The table's open tab, which the order joins by default (decision 068): asked of the server, which also decides again
 * when the order is placed. Read again every little while, as diners open and close tabs meanwhile.
 */
export const counterTableTabQuery = (restaurantId: number, table: CounterTable | null) =>
  queryOptions({
    queryKey: ['staff', 'counter-table-tab', restaurantId, table],
    queryFn: () => {
      const query = new URLSearchParams({
        number: table!.number,
        ...(table!.location ? { location: table!.location } : {}),
      });
      return staffFetch<{ tab: CounterTableTab | null }>(
        `/api/staff/restaurants/${restaurantId}/counter-orders/table-tab?${query}`,
      ).then((r) => r.tab);
    },
    refetchInterval: 30_000,
    enabled: table !== null,
  });

/**
 * Places it (pickup now or later, or a table; paid at the counter, or a round on the table's open tab unless
 * `separate`); the key makes a second tap the same order.
 */
/** A card staff take over the phone (decision 074): typed, or the processor's own fields' payment method. */
export type CounterCard =
  | { number: string; expiry_date: string; cvd: string; postal_code?: string }
  | { processor_token: string };

export const placeCounterOrder = (
  restaurantId: number,
  body: {
    items: CartItemBody[];
    name: string;
    phone: string;
    total: number;
    notes?: string;
    questions?: { id: string; answer: string | string[] }[];
    pickupTime?: string;
    table?: CounterTable;
    separate?: boolean;
    card?: CounterCard;
  },
  key: string,
) =>
  staffFetch<CounterOrder>(`/api/staff/restaurants/${restaurantId}/counter-orders`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Idempotency-Key': key },
  });

/** Each item's make time in the data file beside the kitchen's measured one (owners). */
export const makeTimesQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: ['staff', 'make-times', restaurantId],
    queryFn: () => staffFetch<MakeTimes>(`/api/staff/restaurants/${restaurantId}/make-times`),
  });

/** The owner applies an item's learned make time to the data file: published as a new version. */
export const applyLearnedMakeTime = (
  restaurantId: number,
  body: { menuId: string; itemId: string; minutes: number; version: number },
) => send<ApplyMakeTime>(`/api/staff/restaurants/${restaurantId}/make-times/apply`, body);

/**
 * Orders' quoted ready time against when they were marked ready, by day and channel, the last `days` days to today
 * by the server's clock (the answer says which days).
 */
export const readyTimesQuery = (restaurantId: number, days: number) =>
  queryOptions({
    queryKey: ['staff', 'ready-times', restaurantId, days],
    queryFn: () => staffFetch<ReadyTimes>(`/api/staff/restaurants/${restaurantId}/ready-times?days=${days}`),
  });
