/**
 * The diner's funnel steps, sent to the server's own analytics (`POST /api/analytics/events`): batched, and sent
 * when the page is hidden or after a few seconds, with `sendBeacon` so a step taken just before leaving still
 * arrives. Only the restaurant, the step and the ordering way: nothing about the diner. Each step is counted once
 * per visit (this tab at this restaurant), with the steps before it it had not counted (`visitStep`), so the report's
 * steps are visits that got at least that far; how far a visit got stays in this tab, never sent.
 */
import { type FunnelStep, visitStep } from '@ordering/domain/analytics/funnel';
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

/** A visit left alone this long is over: the next step starts another, as web analytics count sessions. */
const VISIT_IDLE_MS = 30 * 60_000;
const VISIT_KEY = 'funnel-visit:';

// Where the tab's storage is refused (a private window's settings), the visit is kept in memory for the page.
const inMemory = new Map<string, string>();
function visitStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Reading sessionStorage itself throws where storage is blocked.
  }
  return {
    getItem: (key) => inMemory.get(key) ?? null,
    setItem: (key, value) => void inMemory.set(key, value),
  };
}

/** The furthest step this tab's visit at the restaurant counted (-1: none, or the visit is over). */
function countedSoFar(restaurant: string, at: number): number {
  try {
    const kept = JSON.parse(visitStore().getItem(VISIT_KEY + restaurant) ?? 'null') as {
      counted?: unknown;
      at?: unknown;
    } | null;
    if (!kept || typeof kept.counted !== 'number' || typeof kept.at !== 'number') return -1;
    return at - kept.at > VISIT_IDLE_MS ? -1 : kept.counted;
  } catch {
    return -1;
  }
}

export function trackFunnel(restaurant: string, step: FunnelStep, way?: OrderingWay): void {
  const at = Date.now();
  const visit = visitStep(countedSoFar(restaurant, at), step);
  try {
    visitStore().setItem(VISIT_KEY + restaurant, JSON.stringify({ counted: visit.counted, at }));
  } catch {
    // A full or blocked storage: this step still counts; the visit's next one may count its earlier steps again.
  }
  for (const counted of visit.count)
    queue.push(way ? { restaurant, step: counted, way } : { restaurant, step: counted });
  if (visit.count.length === 0) return;
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushFunnel();
    });
  }
  timer ??= setTimeout(flushFunnel, FLUSH_MS);
}
