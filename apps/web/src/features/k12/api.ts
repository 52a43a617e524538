/** The K-12 calls: the week's rotational menus and the checkout of every date and student. */
import type { K12ParentOrdersResponse, RotationalMenusResponse } from '@ordering/domain/contracts/k12';
import type { SetCostsResponse } from '@ordering/domain/contracts/orders';
import { apiFetch } from '../../lib/api-client';

export const fetchRotationalMenus = (restaurantId: number | string, start: string, end: string) =>
  apiFetch<RotationalMenusResponse>(
    `/api/rotational-menus?${new URLSearchParams({ start_date: start, end_date: end, ordering_menus: 'true' })}`,
    { headers: { 'X-RESTAURANT-ID': String(restaurantId) } },
  );

export interface K12CheckoutAnswer {
  checkoutId: string;
  /** Each date and student's order, with what the card was charged for it (dollars, as the server split it). */
  orders: { id: string; number: number; total?: number; charged?: number }[];
}

export const createK12Order = (restaurantId: number | string, idempotencyKey: string, body: unknown) =>
  apiFetch<K12CheckoutAnswer>('/api/orders/create-k12-order', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'X-RESTAURANT-ID': String(restaurantId), 'Idempotency-Key': idempotencyKey },
  });

const program = (restaurantId: number | string) => ({ 'X-RESTAURANT-ID': String(restaurantId) });

/**
 * The cart's costs (set-costs with rotationalMenuOrders): taxes, subsidy and total before paying, and each date and
 * student's part of them (`orders`) as the payment will charge it.
 */
export const fetchK12Costs = (restaurantId: number | string, body: unknown) =>
  apiFetch<SetCostsResponse>('/api/orders/set-costs', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: program(restaurantId),
  });

export const fetchMyDays = (restaurantId: number | string) =>
  apiFetch<K12ParentOrdersResponse>('/api/k12/my-orders', { headers: program(restaurantId) });

export const cancelDay = (restaurantId: number | string, orderId: string) =>
  apiFetch<{ id: string; number: number; status: string }>(
    `/api/k12/orders/${encodeURIComponent(orderId)}/cancel`,
    { method: 'POST', body: JSON.stringify({}), headers: program(restaurantId) },
  );

export const addSubsidyCode = (restaurantId: number | string, subsidyCode: string) =>
  apiFetch<{ subsidyCode: string | null }>('/api/auth/add-subsidy-code', {
    method: 'POST',
    body: JSON.stringify({ subsidyCode }),
    headers: program(restaurantId),
  });

export const deleteSubsidyCode = (restaurantId: number | string) =>
  apiFetch<{ subsidyCode: string | null }>('/api/auth/delete-subsidy-code', {
    method: 'POST',
    body: JSON.stringify({}),
    headers: program(restaurantId),
  });
