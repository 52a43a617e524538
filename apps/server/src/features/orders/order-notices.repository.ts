/** PostgreSQL notices on a channel (order-status-bus.ts): what every node LISTENing hears. */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { run, type Statement } from '../../db/statement';

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

/**
 * The same notices as a select to run inside another statement (writeGuarded's reads), only if `when` holds there:
 * heard at that statement's commit, and never if it placed nothing.
 */
export function notifyEachWhen(channel: string, payloads: string[], when: string): Statement {
  let text = notifyWhen.get(when);
  if (text === undefined) {
    text = `select pg_notify($1, notice) from jsonb_array_elements_text($2::jsonb) as notice where ${when}`;
    notifyWhen.set(when, text);
  }
  return { text, values: [channel, JSON.stringify(payloads)] };
}
/** Each condition's text, the same string each time (the statement's text is a prepared statement's key). */
const notifyWhen = new Map<string, string>();
