/** The K-12 calls (DESIGN.md section 15): the week's rotational menus and the checkout of every date and student. */
import type { RotationalMenusResponse } from '@ordering/domain/contracts/k12';
import { apiFetch } from '../../lib/api-client';

export const fetchRotationalMenus = (restaurantId: number | string, start: string, end: string) =>
  apiFetch<RotationalMenusResponse>(
    `/api/rotational-menus?${new URLSearchParams({ start_date: start, end_date: end, ordering_menus: 'true' })}`,
    { headers: { 'X-RESTAURANT-ID': String(restaurantId) } },
  );

export interface K12CheckoutAnswer {
  checkoutId: string;
  orders: { id: string; number: number }[];
}

export const createK12Order = (restaurantId: number | string, idempotencyKey: string, body: unknown) =>
  apiFetch<K12CheckoutAnswer>('/api/orders/create-k12-order', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'X-RESTAURANT-ID': String(restaurantId), 'Idempotency-Key': idempotencyKey },
  });
