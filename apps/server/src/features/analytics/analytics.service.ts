/**
 * First-party analytics: funnel steps reported by browsers and refusals answered by the server, counted per
 * restaurant and day in its zone, then read by staff as the day's report. No event names a person.
 */
import {
  type AnalyticsReport,
  FUNNEL_STEPS,
  type FunnelBeacon,
  type FunnelCounts,
  nestedFunnel,
  REFUSAL_CATEGORIES,
  type RefusalCategory,
} from '@ordering/domain/analytics/events';
import type { OrderingWay } from '@ordering/domain/ordering/ordering-way';
import { localDate } from '@ordering/domain/ordering/zoned';
import { now } from '../../clock';
import type { Database } from '../../db/client';
import { countDay, countRolledDay, insertAnalyticsEvents } from './analytics.repository';

interface Restaurant {
  restaurantId: number;
  zone: string;
}

export function recordFunnel(db: Database, restaurant: Restaurant, events: FunnelBeacon['events']) {
  const day = localDate(now(), restaurant.zone);
  return insertAnalyticsEvents(
    db,
    events.map((e) => ({ restaurantId: restaurant.restaurantId, day, kind: e.step, way: e.way ?? null })),
  );
}

export function recordRefusal(
  db: Database,
  restaurant: Restaurant,
  refusal: RefusalCategory,
  way: OrderingWay | undefined,
) {
  const day = localDate(now(), restaurant.zone);
  return insertAnalyticsEvents(db, [
    { restaurantId: restaurant.restaurantId, day, kind: 'refused', refusal, way: way ?? null },
  ]);
}

export async function dayReport(
  db: Database,
  restaurant: Restaurant,
  date?: string,
): Promise<AnalyticsReport> {
  const day = date ?? localDate(now(), restaurant.zone);
  // The day's events still kept one a row, and its counts once rolled up (analytics-rollup.ts): a day being rolled
  // up while it is read, or a late event of a rolled-up day, is counted once either way.
  const rows = [
    ...(await countDay(db, restaurant.restaurantId, day)),
    ...(await countRolledDay(db, restaurant.restaurantId, day)),
  ];
  const funnel = Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as FunnelCounts;
  const refused = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'refused' && row.refusal)
      refused.set(row.refusal, (refused.get(row.refusal) ?? 0) + row.count);
    else if ((FUNNEL_STEPS as readonly string[]).includes(row.kind))
      funnel[row.kind as keyof FunnelCounts] += row.count;
  }
  const refusals = REFUSAL_CATEGORIES.filter((c) => refused.has(c))
    .map((category) => ({ category, count: refused.get(category) ?? 0 }))
    .sort((a, b) => b.count - a.count);
  // Visits that got at least this far: whatever the day's rows hold, no step reads more than the one before it.
  return { restaurantId: restaurant.restaurantId, date: day, funnel: nestedFunnel(funnel), refusals };
}
