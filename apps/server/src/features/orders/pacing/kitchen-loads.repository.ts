/** SQL of kitchen pacing: the bucket loads (read, locked, added, given back) and busy mode. Scoped by restaurant. */

import type { BusyMode } from '@ordering/domain/pacing/kitchen';
import { loadKey } from '@ordering/domain/pacing/kitchen';
import type { Allocation } from '@ordering/domain/pacing/spread';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { kitchenBusy, kitchenLoads } from '../../../db/schema';

/** The rows of one kitchen's station between two bucket starts (inclusive). */
export interface LoadRange {
  kitchen: string;
  station: string;
  from: number;
  to: number;
}

const inRange = (restaurantId: number, range: LoadRange) =>
  and(
    eq(kitchenLoads.restaurantId, restaurantId),
    eq(kitchenLoads.kitchen, range.kitchen),
    eq(kitchenLoads.station, range.station),
    gte(kitchenLoads.bucketStart, new Date(range.from)),
    lte(kitchenLoads.bucketStart, new Date(range.to)),
  );

/** Seconds taken per station and bucket (loadKey) of one kitchen, without a lock: for quotes shown before paying. */
export async function readLoads(
  db: Executor,
  restaurantId: number,
  kitchen: string,
  range: { stations: readonly string[]; from: number; to: number },
): Promise<Map<string, number>> {
  if (range.stations.length === 0) return new Map();
  const rows = await db
    .select({
      station: kitchenLoads.station,
      bucket: kitchenLoads.bucketStart,
      seconds: kitchenLoads.seconds,
    })
    .from(kitchenLoads)
    .where(
      and(
        eq(kitchenLoads.restaurantId, restaurantId),
        eq(kitchenLoads.kitchen, kitchen),
        inArray(kitchenLoads.station, [...range.stations]),
        gte(kitchenLoads.bucketStart, new Date(range.from)),
        lte(kitchenLoads.bucketStart, new Date(range.to)),
      ),
    );
  return new Map(rows.map((r) => [loadKey(r.station, r.bucket.getTime()), r.seconds]));
}

/**
 * Locks the rows of the ranges, creating the missing ones at 0 first, and answers what they hold. Ranges are taken
 * in one order (kitchen, station, then bucket) by every submission, so two never wait on each other in a circle.
 */
export async function lockLoads(
  tx: Executor,
  restaurantId: number,
  ranges: readonly LoadRange[],
): Promise<Map<string, number>> {
  const sorted = [...ranges].sort((a, b) =>
    a.kitchen === b.kitchen ? a.station.localeCompare(b.station) : a.kitchen.localeCompare(b.kitchen),
  );
  const rows = sorted.flatMap((r) => {
    const out: (typeof kitchenLoads.$inferInsert)[] = [];
    for (let b = r.from; b <= r.to; b += 15 * 60_000) {
      out.push({
        restaurantId,
        kitchen: r.kitchen,
        station: r.station,
        bucketStart: new Date(b),
        seconds: 0,
      });
    }
    return out;
  });
  if (rows.length > 0) await tx.insert(kitchenLoads).values(rows).onConflictDoNothing();
  const held = new Map<string, number>();
  for (const range of sorted) {
    const locked = await tx
      .select({
        station: kitchenLoads.station,
        bucket: kitchenLoads.bucketStart,
        seconds: kitchenLoads.seconds,
      })
      .from(kitchenLoads)
      .where(inRange(restaurantId, range))
      .orderBy(asc(kitchenLoads.bucketStart))
      .for('update');
    for (const r of locked) held.set(`${range.kitchen}|${loadKey(r.station, r.bucket.getTime())}`, r.seconds);
  }
  return held;
}

/** Adds an order's allocations to rows this transaction holds locked. */
export async function addLoads(
  tx: Executor,
  restaurantId: number,
  kitchen: string,
  allocations: readonly Allocation[],
) {
  for (const a of allocations) {
    await tx
      .update(kitchenLoads)
      .set({ seconds: sql`${kitchenLoads.seconds} + ${a.seconds}` })
      .where(
        and(
          eq(kitchenLoads.restaurantId, restaurantId),
          eq(kitchenLoads.kitchen, kitchen),
          eq(kitchenLoads.station, a.station),
          eq(kitchenLoads.bucketStart, new Date(a.bucket)),
        ),
      );
  }
}

/** Gives back what a released checkout had taken. */
export async function releaseLoads(
  tx: Executor,
  restaurantId: number,
  kitchen: string,
  allocations: readonly Allocation[],
) {
  for (const a of allocations) {
    await tx
      .update(kitchenLoads)
      .set({ seconds: sql`greatest(${kitchenLoads.seconds} - ${a.seconds}, 0)` })
      .where(
        and(
          eq(kitchenLoads.restaurantId, restaurantId),
          eq(kitchenLoads.kitchen, kitchen),
          eq(kitchenLoads.station, a.station),
          eq(kitchenLoads.bucketStart, new Date(a.bucket)),
        ),
      );
  }
}

/** The restaurant's busy mode as last set (maybe run out), or null. */
export async function readBusyMode(db: Executor, restaurantId: number): Promise<BusyMode | null> {
  const [row] = await db
    .select({
      delayMinutes: kitchenBusy.delayMinutes,
      capacityCutPercent: kitchenBusy.capacityCutPercent,
      until: kitchenBusy.until,
    })
    .from(kitchenBusy)
    .where(eq(kitchenBusy.restaurantId, restaurantId));
  return row ?? null;
}

export async function writeBusyMode(
  db: Executor,
  input: BusyMode & { restaurantId: number; userId: number | null; now: Date },
) {
  const values = {
    delayMinutes: input.delayMinutes,
    capacityCutPercent: input.capacityCutPercent,
    until: input.until,
    setByUserId: input.userId,
    updatedAt: input.now,
  };
  await db
    .insert(kitchenBusy)
    .values({ restaurantId: input.restaurantId, ...values })
    .onConflictDoUpdate({ target: kitchenBusy.restaurantId, set: values });
}
