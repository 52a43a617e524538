/**
 * The queue time (GET /orders/get-next-order-queue-time): the orders ahead and the estimated
 * wait, shown with take-out and on the confirmation. The wait reads like a prep time (over 60 minutes in hours and
 * minutes).
 */
import type { queueTimeResponse } from '@ordering/domain/contracts/orders';
import { formatPrepTime } from '@ordering/domain/ordering/prep-time';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';

export type QueueInfo = z.output<typeof queueTimeResponse>;

/** The queue ahead of a new order, or with `orderId` ahead of that placed order (never counting it). */
export function getQueueTime(restaurantId: number | string, orderId?: string) {
  const query = orderId ? `?orderId=${encodeURIComponent(orderId)}` : '';
  return apiFetch<QueueInfo>(`/api/orders/get-next-order-queue-time${query}`, {
    headers: { 'x-restaurant-id': String(restaurantId) },
  });
}

export interface QueueDisplay {
  /** "25 min", "1 hr 15 min" / "1 h 15 min". */
  wait: string;
  /** The catalog key and count of the orders ahead. */
  ahead: { key: 'notices.queue.noneAhead' } | { key: 'notices.queue.ahead'; count: number };
}

export function queueDisplay(info: QueueInfo, locale: Locale): QueueDisplay {
  return {
    wait: formatPrepTime(info.estimatedWaitMinutes, locale),
    ahead:
      info.orderCount === 0
        ? { key: 'notices.queue.noneAhead' }
        : { key: 'notices.queue.ahead', count: info.orderCount },
  };
}
