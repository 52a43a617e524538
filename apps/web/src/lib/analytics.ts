/**
 * The diner's funnel steps, sent to the server's own analytics (`POST /api/analytics/events`): batched, and sent
 * when the page is hidden or after a few seconds, with `sendBeacon` so a step taken just before leaving still
 * arrives. Only the restaurant, the step and the ordering way: nothing about the diner.
 */
import type { FunnelStep } from '@ordering/domain/analytics/events';
import { orderType } from '@ordering/domain/order-types/index';
import type { OrderType } from '@ordering/domain/order-types/wire';
import type { OrderingWay } from '@ordering/domain/ordering/ordering-way';

const FLUSH_MS = 5_000;
const MAX_BATCH = 20;

let queue: { restaurant: string; step: FunnelStep; way?: OrderingWay }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(restaurant: string, events: { step: FunnelStep; way?: OrderingWay }[]) {
  const body = JSON.stringify({ restaurant, events });
  // Every browser the app supports has sendBeacon; without it (a test's DOM), the steps are dropped.
  if (typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon('/api/analytics/events', new Blob([body], { type: 'application/json' }));
}

/** Sends what is queued, one request per restaurant and batch. */
export function flushFunnel(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const pending = queue;
  queue = [];
  const byRestaurant = new Map<string, { step: FunnelStep; way?: OrderingWay }[]>();
  for (const { restaurant, ...event } of pending) {
    const list = byRestaurant.get(restaurant) ?? [];
    list.push(event);
    byRestaurant.set(restaurant, list);
  }
  for (const [restaurant, events] of byRestaurant) {
    for (let i = 0; i < events.length; i += MAX_BATCH) send(restaurant, events.slice(i, i + MAX_BATCH));
  }
}

/** The ordering way of an order type, as the funnel counts it (take-out is pickup until delivery is chosen). */
export const wayOfType = (type: OrderType): OrderingWay | undefined => orderType(type)?.ways[0];

export function trackFunnel(restaurant: string, step: FunnelStep, way?: OrderingWay): void {
  queue.push(way ? { restaurant, step, way } : { restaurant, step });
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushFunnel();
    });
  }
  timer ??= setTimeout(flushFunnel, FLUSH_MS);
}
