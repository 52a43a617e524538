/**
 * The transactional outbox (DESIGN.md section 10): a message is written in the same transaction as the change
 * that causes it, so it exists exactly when the order does; a worker sends it later with retry and backoff.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxType = 'order.confirmation' | 'order.ready_sms';

export async function enqueue(
  db: Executor,
  message: { restaurantId: number; type: OutboxType; payload: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ restaurantId: message.restaurantId, type: message.type, payload: message.payload })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export interface OutboxMessage {
  id: number;
  restaurantId: number;
  type: string;
  payload: unknown;
  attempts: number;
}

/** Messages due now, oldest first. */
export async function dueMessages(db: Executor, now: Date, limit = 20): Promise<OutboxMessage[]> {
  return db
    .select({
      id: outbox.id,
      restaurantId: outbox.restaurantId,
      type: outbox.type,
      payload: outbox.payload,
      attempts: outbox.attempts,
    })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** Exponential backoff (30 s, 1 min, 2 min...), given up after `maxAttempts`. */
export async function markFailed(
  db: Executor,
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  error: string,
  now: Date,
  maxAttempts = 8,
): Promise<void> {
  const attempts = message.attempts + 1;
  const delay = 30_000 * 2 ** (attempts - 1);
  await db
    .update(outbox)
    .set({
      attempts,
      status: attempts >= maxAttempts ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + delay),
      lastError: error.slice(0, 500),
    })
    .where(eq(outbox.id, message.id));
}
