/**
 * The outbox worker (DESIGN.md section 10): sends what orders queued, with retry and exponential backoff. Delivery
 * is at least once: a crash between sending and marking sent sends again after the lease.
 */
import type { Database } from '../db/client';
import { claimDue, markFailed, markSent, type OutboxMessage } from './outbox.repository';

export type DeliveryResult = { ok: true } | { ok: false; retryable: boolean; reason: string };
export type OutboxHandler = (message: OutboxMessage) => Promise<DeliveryResult>;

/** Sends every due message once; returns how many were sent and how many failed. */
export async function runOutboxOnce(
  db: Database,
  handlers: Readonly<Record<string, OutboxHandler>>,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  const messages = await claimDue(db, now);
  let sent = 0;
  let failed = 0;
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
      await markSent(db, message.id);
      sent++;
    } else {
      await markFailed(db, message, result.reason, now, 8, result.retryable);
      failed++;
    }
  }
  return { sent, failed };
}

/** Polls the outbox every `intervalMs` until stopped; one pass at a time. */
export function startOutboxWorker(
  db: Database,
  handlers: Readonly<Record<string, OutboxHandler>>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOutboxOnce(db, handlers)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 2_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
