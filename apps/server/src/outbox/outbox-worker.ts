/**
 * The outbox worker: sends what orders queued, with retry and exponential backoff. Messages
 * are claimed with SKIP LOCKED under a lease, so two workers (two processes) never hold the same one; each is marked
 * sent as soon as the provider took it (marks asked for while one is on its way go together, db/grouped.ts), and
 * carries its own Idempotency-Key, so the few messages a crash can leave sent but unmarked (those whose mark was on
 * its way or waiting for it) are sent again with the same key, which the provider drops.
 */
import type { Database } from '../db/client';
import { groupedBy } from '../db/grouped';
import { within } from '../within';
import { claimDue, markFailed, markSent, type OutboxMessage } from './outbox.repository';

/**
 * Marks of sent messages, one statement for those asked for while another is on its way: a pass's sends no longer
 * wait for a round trip each, and an order's confirmation costs a fraction of a statement (decision 060).
 */
const markSentTogether = groupedBy(async (db: Database, ids: number[]) => {
  await markSent(db, ids);
  return ids.map(() => undefined);
});

export type DeliveryResult = { ok: true } | { ok: false; retryable: boolean; reason: string };
export type OutboxHandler = (message: OutboxMessage) => Promise<DeliveryResult>;

/** How many due messages one pass claims. */
export const OUTBOX_BATCH = 20;

/** Sends every due message once (up to OUTBOX_BATCH); returns how many were sent and how many failed. */
export async function runOutboxOnce(
  db: Database,
  handlers: Readonly<Record<string, OutboxHandler>>,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  const messages = await claimDue(db, now, OUTBOX_BATCH);
  let sent = 0;
  let failed = 0;
  const marks: Promise<void>[] = [];
  for (const message of messages) {
    const handler = handlers[message.type];
    let result: DeliveryResult;
    try {
      result = handler
        ? await handler(message)
        : { ok: false, retryable: false, reason: `no handler for ${message.type}` };
    } catch (error) {
      result = { ok: false, retryable: true, reason: error instanceof Error ? error.message : String(error) };
    }
    if (result.ok) {
      // Marked at once, not with the pass: a crash later in the pass sends none of those marked again. The next
      // message is sent meanwhile; the pass ends when every mark has been written (its error is the pass's).
      const mark = markSentTogether(db, message.id);
      mark.catch(() => undefined);
      marks.push(mark);
      sent++;
    } else {
      await markFailed(db, message, result.reason, now, 8, result.retryable);
      failed++;
    }
  }
  await Promise.all(marks);
  return { sent, failed };
}

/**
 * Passes until one finds less than a full batch (or `stop()` says so): every message due now is sent, however many.
 * Returns the totals.
 */
export async function drainOutbox(
  db: Database,
  handlers: Readonly<Record<string, OutboxHandler>>,
  options: { stop?: () => boolean; now?: () => Date } = {},
): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const pass = await runOutboxOnce(db, handlers, options.now?.() ?? new Date());
    total.sent += pass.sent;
    total.failed += pass.failed;
    if (pass.sent + pass.failed < OUTBOX_BATCH || options.stop?.()) return total;
  }
}

/**
 * Polls the outbox every `intervalMs` until stopped; one pass at a time. A pass that found a full batch is followed
 * by the next at once, so a busy hour's confirmations and "order ready" texts never wait behind a fixed rate (one
 * batch per interval was 10 messages a second, fewer than a busy restaurant's orders make).
 */
export function startOutboxWorker(
  db: Database,
  handlers: Readonly<Record<string, OutboxHandler>>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(waitMs?: number): Promise<void> } {
  let pass: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (pass) return;
    pass = drainOutbox(db, handlers, { stop: () => stopped })
      .then(
        () => undefined,
        (error) => options.onError?.(error),
      )
      .finally(() => {
        pass = null;
      });
  }, options.intervalMs ?? 2_000);
  timer.unref();
  return {
    /**
     * No pass starts after this; resolves once the one under way (if any) has ended, so the database can close, or
     * after `waitMs` at most (a pass is up to a batch of external calls): what it had not sent is sent by the next
     * server, as after a crash.
     */
    stop: async (waitMs = 10_000) => {
      stopped = true;
      clearInterval(timer);
      if (pass) await within(pass, waitMs, undefined);
    },
  };
}
