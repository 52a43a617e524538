/**
 * Keeps `analytics_events` from growing without end: events of past days become one count per restaurant, day,
 * kind, refusal and way (`analytics_daily`), and counts past the retention are dropped, by the rule of
 * packages/domain/src/analytics/retention.ts. Reports read both tables, so a day reads the same before and after.
 */
import { analyticsRetention } from '@ordering/domain/analytics/retention';
import { now } from '../../clock';
import type { Database } from '../../db/client';
import { dropDailyBefore, rollUpEventsBefore } from './analytics.repository';

export async function rollUpAnalytics(db: Database, at: Date = now()): Promise<void> {
  const { rollUpBefore, dropBefore } = analyticsRetention(at);
  await rollUpEventsBefore(db, rollUpBefore);
  await dropDailyBefore(db, dropBefore);
}

/**
 * Rolls up at start and then every `intervalMs` (an hour): any number of processes may run it at once (each event
 * is deleted by one of them). `stop` waits for a run under way, so the database closes after it.
 */
export function startAnalyticsRollup(
  db: Database,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  let pass: Promise<void> | null = null;
  const run = () => {
    if (pass) return;
    pass = rollUpAnalytics(db)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        pass = null;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? 3_600_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await pass;
    },
  };
}
