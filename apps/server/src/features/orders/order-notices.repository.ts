/** PostgreSQL notices on a channel (order-status-bus.ts): what every node LISTENing hears. */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { run } from '../../db/statement';

/** Within the caller's transaction: heard at its commit, never on rollback. */
export async function notify(tx: Executor, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const NOTIFY_EACH =
  'select pg_notify($1, notice) from jsonb_array_elements_text($2::jsonb) as notice, ' +
  "(select set_config('synchronous_commit', 'off', true)) as async_commit";

/**
 * Each payload as its own notice, in one statement of fixed text whatever their number (decision 021), committed
 * without waiting for the disk (a notice is never stored anyway).
 */
export async function notifyEach(db: Database, channel: string, payloads: string[]): Promise<void> {
  await run(db, { text: NOTIFY_EACH, values: [channel, JSON.stringify(payloads)] });
}
