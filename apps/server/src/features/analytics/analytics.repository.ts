import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

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
