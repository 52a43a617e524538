import { and, count, eq, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsDaily, analyticsEvents } from '../../db/schema';

export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: Database, rows: AnalyticsRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

/** A restaurant's day: how many of each kind, refusals by category. */
export function countDay(db: Database, restaurantId: number, day: string) {
  return db
    .select({ kind: analyticsEvents.kind, refusal: analyticsEvents.refusal, count: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.restaurantId, restaurantId), eq(analyticsEvents.day, day)))
    .groupBy(analyticsEvents.kind, analyticsEvents.refusal);
}

/** A restaurant's day as it was counted when its events were rolled up (empty for a day not rolled up yet). */
export async function countRolledDay(db: Database, restaurantId: number, day: string) {
  const rows = await db
    .select({ kind: analyticsDaily.kind, refusal: analyticsDaily.refusal, count: sum(analyticsDaily.count) })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.restaurantId, restaurantId), eq(analyticsDaily.day, day)))
    .groupBy(analyticsDaily.kind, analyticsDaily.refusal);
  return rows.map((r) => ({ ...r, count: Number(r.count ?? 0) }));
}

/**
 * One statement: the events of every day before `day` are deleted and counted into their day's summary, added to
 * what an earlier run counted (a late event of a day already rolled up). The rows a concurrent run deletes first are
 * not seen by the other, so two processes never count an event twice.
 */
export async function rollUpEventsBefore(db: Database, day: string): Promise<void> {
  await db.execute(sql`
    with moved as (
      delete from ${analyticsEvents} where ${analyticsEvents.day} < ${day}
      returning restaurant_id, day, kind, refusal, way
    )
    insert into ${analyticsDaily} (restaurant_id, day, kind, refusal, way, count)
    select restaurant_id, day, kind, refusal, way, count(*)::int from moved
    group by restaurant_id, day, kind, refusal, way
    on conflict on constraint analytics_daily_key
    do update set count = ${analyticsDaily}.count + excluded.count`);
}

/** Drops the summaries of every day before `day`. */
export async function dropDailyBefore(db: Database, day: string): Promise<void> {
  await db.delete(analyticsDaily).where(lt(analyticsDaily.day, day));
}
