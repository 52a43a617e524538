/**
 * The transactional outbox: a message is written in the same transaction as the change
 * that causes it, so it exists exactly when the order does; a worker sends it later with retry and backoff.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import { run } from '../db/statement';

export type OutboxType =
  | 'order.confirmation'
  | 'order.ready_sms'
  /** The "order ready" e-mail to the checkout's address (not for an order at a table). */
  | 'order.ready_email'
  /** A cancelled order told to the diner (order-notification.service.ts): by e-mail, and by text if they asked. */
  | 'order.cancelled_email'
  | 'order.cancelled_sms'
  | 'checkout.recover'
  | 'settlement.recover'
  /** A tab share left being paid by a crash: asked of the processor, then paid or opened again (features/tabs). */
  | 'tab.share_recover'
  /** A tab's opening hold a crash left without its tab: asked of the processor, then released (features/tabs). */
  | 'tab.open_recover'
  /** A tab idle past the restaurant's limit closes on the opener's card (features/tabs/close-tab.service.ts). */
  | 'tab.idle_close'
  /**
   * A member told by e-mail what a tab's close charged their card: the opener, and a guest whose held card it
   * charged (features/tabs/close-tab.service.ts).
   */
  | 'tab.closed_email'
  /** The same, queued by an idle close before every close sent it. */
  | 'tab.idle_closed_email'
  /** A payer's receipt for the share they paid (features/tabs/share-receipt.ts), once per share. */
  | 'tab.share_receipt_email'
  /** A changed suite pre-order cancels the one it replaces (features/suites/replace-pre-order.ts). */
  | 'suite.replace_pre_order'
  | 'account.password_reset'
  /** The notice to the old address when an account's e-mail changes (features/accounts/email-change-notice.ts). */
  | 'account.email_changed';

export async function enqueue(
  db: Executor,
  message: {
    restaurantId: number;
    type: OutboxType;
    payload: Record<string, unknown>;
    /** Not sent before this instant (a checkout's recovery waits for the request that is still paying). */
    notBefore?: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      restaurantId: message.restaurantId,
      type: message.type,
      payload: message.payload,
      ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * When a message delayed by `ms` falls due. Outbox timers run on the real clock, which the worker claims by:
 * CLOCK_START (clock.ts) moves a test or bench run's ordering rules, never its retries and recoveries.
 */
export const dueAfter = (ms: number): Date => new Date(Date.now() + ms);

export interface OutboxMessage {
  id: number;
  restaurantId: number;
  type: string;
  payload: unknown;
  attempts: number;
}

/**
 * The key a provider is given with a message (the `Idempotency-Key` header): the message's id, the same on every
 * attempt, so a message sent and then sent again after a crash or a lost answer reaches the diner once.
 */
export const outboxKey = (message: Pick<OutboxMessage, 'id'>): string => `outbox-${message.id}`;

/** How long a claimed message is leased to its worker before another worker may take it again (a crash). */
export const LEASE_MS = 5 * 60_000;

/**
 * Claims up to `limit` due messages, the longest due first, for this worker: a lease (next_attempt_at pushed ahead) taken
 * with SKIP LOCKED, so concurrent workers never claim the same message and a crashed worker's lease runs out.
 */
export async function claimDue(db: Executor, now: Date, limit = 20): Promise<OutboxMessage[]> {
  const rows = await run<{
    id: number | string;
    restaurant_id: number;
    type: string;
    payload: unknown;
    attempts: number;
  }>(db, {
    text: CLAIM_DUE,
    values: [now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), limit],
  });
  return rows.map((r) => ({
    id: Number(r.id),
    restaurantId: Number(r.restaurant_id),
    type: r.type,
    payload: r.payload,
    attempts: Number(r.attempts),
  }));
}

/**
 * Fixed texts (decision 021): the worker runs them about once an order, and Drizzle built them again each time (a
 * list of ids of another length was another statement to prepare, too). The statuses are literals, as in
 * outbox_due_idx's condition, so the index serves the prepared statement.
 */
const CLAIM_DUE =
  "update outbox set status = 'sending', next_attempt_at = $2::timestamptz where id in (" +
  "select id from outbox where status in ('pending', 'sending') and next_attempt_at <= $1::timestamptz " +
  'order by next_attempt_at, id limit $3 for update skip locked) ' +
  'returning id, restaurant_id, type, payload, attempts';
const MARK_SENT = "update outbox set status = 'sent', attempts = attempts + 1 where id = any($1::bigint[])";

/** Marks messages sent, a pass's worth in one statement. */
export async function markSent(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await run(db, { text: MARK_SENT, values: [`{${ids.join(',')}}`] });
}

/** Exponential backoff (30 s, 1 min, 2 min...), given up after `maxAttempts`. */
export async function markFailed(
  db: Executor,
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  error: string,
  now: Date,
  maxAttempts = 8,
  retryable = true,
): Promise<void> {
  const attempts = message.attempts + 1;
  const delay = 30_000 * 2 ** (attempts - 1);
  await db
    .update(outbox)
    .set({
      attempts,
      status: !retryable || attempts >= maxAttempts ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + delay),
      lastError: error.slice(0, 500),
    })
    .where(eq(outbox.id, message.id));
}

/** Due and in-flight outbox messages; one fixed statement on outbox_due_idx's condition. */
const OUTBOX_BACKLOG = `select count(*)::int as backlog,
  coalesce(extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now())), 0)::float8
    as oldest
from outbox
where status in ('pending', 'sending') and (status = 'sending' or next_attempt_at <= now())`;

/** How many messages are due or being sent, and how long the oldest due one has waited (the metrics' gauges). */
export async function outboxBacklog(db: Executor): Promise<{ backlog: number; oldestSeconds: number }> {
  const [row] = await run<{ backlog: number; oldest: number }>(db, { text: OUTBOX_BACKLOG, values: [] });
  return { backlog: row?.backlog ?? 0, oldestSeconds: row?.oldest ?? 0 };
}
