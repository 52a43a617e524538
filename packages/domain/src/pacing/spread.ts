/**
 * Spreading an order's load over the buckets before its due time, and the quotes built on it. Each station's work
 * is placed latest-first, from the bucket holding the due time back to the current bucket (at most
 * MAX_SPREAD_BUCKETS), so the food is made close to when it is wanted and the earlier buckets stay free for orders
 * wanted sooner. The current bucket offers only its part still ahead, the due time's bucket only its part before it.
 * An order fits when every station's work is placed.
 */
import { BUCKET_MS, bucketOf, type KitchenState, loadKey } from './kitchen';
import type { StationLoad } from './load';

/** How far ahead of its due time an order's work may be made: four hours. */
export const MAX_SPREAD_BUCKETS = 16;
/** Quotes are given on 5-minute marks. */
export const QUOTE_STEP_MINUTES = 5;

export interface Allocation {
  station: string;
  /** The bucket's start, epoch ms. */
  bucket: number;
  seconds: number;
}

/** The buckets an order due at `due` may use, latest first. */
export function spreadBuckets(due: Date, now: Date): number[] {
  const last = bucketOf(due.getTime() - 1);
  const first = Math.max(bucketOf(now), last - (MAX_SPREAD_BUCKETS - 1) * BUCKET_MS);
  const buckets: number[] = [];
  for (let b = last; b >= first; b -= BUCKET_MS) buckets.push(b);
  return buckets;
}

/**
 * What a bucket still offers an order due at `due`: only its part between now and the due time counts, and the work
 * already in it is taken to come first. Conservative, so a quoted time is one the kitchen keeps.
 */
function freeSeconds(state: KitchenState, station: string, bucket: number, now: Date, due: Date): number {
  const capacity = state.capacity(station, bucket);
  const inside = Math.min(due.getTime(), bucket + BUCKET_MS) - Math.max(now.getTime(), bucket);
  const usable = inside >= BUCKET_MS ? capacity : Math.floor((capacity * Math.max(0, inside)) / BUCKET_MS);
  return Math.max(0, usable - state.used(station, bucket));
}

/** Where the load goes for an order due at `due`, or null when some station cannot make its share in time. */
export function spreadLoad(input: {
  load: StationLoad;
  due: Date;
  now: Date;
  state: KitchenState;
}): Allocation[] | null {
  const { load, due, now, state } = input;
  if (due <= now && Object.values(load).some((s) => s > 0)) return null;
  const buckets = spreadBuckets(due, now);
  const allocations: Allocation[] = [];
  for (const station of Object.keys(load).sort()) {
    let left = load[station] ?? 0;
    for (const bucket of buckets) {
      if (left <= 0) break;
      const take = Math.min(left, freeSeconds(state, station, bucket, now, due));
      if (take > 0) {
        allocations.push({ station, bucket, seconds: take });
        left -= take;
      }
    }
    if (left > 0) return null;
  }
  return allocations;
}

/** The first 5-minute mark at or after an instant. */
export function nextQuoteMark(at: Date): Date {
  const step = QUOTE_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(at.getTime() / step) * step);
}

/** The times an "as soon as possible" order is looked for at: `earliest` itself, then each 5-minute mark to `latest`. */
function quoteTimes(earliest: Date, latest: Date): Date[] {
  const step = QUOTE_STEP_MINUTES * 60_000;
  const first = nextQuoteMark(earliest);
  const times = first.getTime() === earliest.getTime() || earliest > latest ? [] : [earliest];
  for (let at = first; at <= latest; at = new Date(at.getTime() + step)) times.push(at);
  return times;
}

/**
 * The "as soon as possible" quote: `earliest` itself (now plus the lead time, plus busy mode's delay) when the kitchen
 * can make the load by then, else the first 5-minute mark after it, up to `latest`, at which it can and `open`
 * accepts the time (opening hours, last call). Null when nothing fits before `latest`.
 */
export function earliestFit(input: {
  load: StationLoad;
  earliest: Date;
  latest: Date;
  now: Date;
  state: KitchenState;
  open?: (at: Date) => boolean;
}): { due: Date; allocations: Allocation[] } | null {
  for (const at of quoteTimes(input.earliest, input.latest)) {
    if (input.open && !input.open(at)) continue;
    const allocations = spreadLoad({ load: input.load, due: at, now: input.now, state: input.state });
    if (allocations) return { due: at, allocations };
  }
  return null;
}

/**
 * The "as soon as possible" time where the kitchen is not paced: `earliest` (now plus the lead time) when `open`
 * takes it (hours, last call, a place left in its slot where the menu caps orders per slot), else the first 5-minute
 * mark after it that does, up to `latest`. Null when none does.
 */
export function earliestOpen(input: {
  earliest: Date;
  latest: Date;
  open: (at: Date) => boolean;
}): Date | null {
  return quoteTimes(input.earliest, input.latest).find((at) => input.open(at)) ?? null;
}

/** The earliest an order may be wanted: now plus the lead time, plus busy mode's delay. */
export function earliestDue(now: Date, leadMinutes: number, delayMinutes: number): Date {
  return new Date(now.getTime() + (leadMinutes + delayMinutes) * 60_000);
}

/**
 * Which slot starts can take a cart: those not before the earliest due (busy mode's delay counted) whose buckets
 * can make its load. A large order sees fewer slots than a coffee.
 */
export function slotsTakingLoad(input: {
  load: StationLoad;
  slots: readonly Date[];
  earliest: Date;
  now: Date;
  state: KitchenState;
}): boolean[] {
  return input.slots.map(
    (at) =>
      at >= input.earliest &&
      spreadLoad({ load: input.load, due: at, now: input.now, state: input.state }) !== null,
  );
}

/** A kitchen's loads after an order's allocations are added: for the simulation and tests. */
export function withAllocations(used: ReadonlyMap<string, number>, allocations: readonly Allocation[]) {
  const next = new Map(used);
  for (const a of allocations) {
    const key = loadKey(a.station, a.bucket);
    next.set(key, (next.get(key) ?? 0) + a.seconds);
  }
  return next;
}
