import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { testDataFile } from '../testing/data-files';
import { claimDue, enqueue, LEASE_MS } from './outbox.repository';
import {
  type DeliveryResult,
  drainOutbox,
  OUTBOX_BATCH,
  runOutboxOnce,
  startOutboxWorker,
} from './outbox-worker';

let t: TestApp;
const R = 9430;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, testDataFile({ id: R, slug: 'outbox-bistro' }))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

// The database stamps next_attempt_at in microseconds, the worker's clock in milliseconds: a
// worker running within the same millisecond as the enqueue would see the message as not yet due.
const soon = () => new Date(Date.now() + 1000);

async function row(id: number) {
  const [r] = await t.db.select().from(outbox).where(eq(outbox.id, id));
  return r!;
}

describe('outbox worker', () => {
  it('marks each message sent as soon as it is: a pass that dies on its third leaves the first two sent', async () => {
    await drainOutbox(t.db, { 'order.ready_sms': async () => ({ ok: true }) }, { now: soon });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        await enqueue(t.db, { restaurantId: R, type: 'order.ready_sms', payload: { orderId: `d${i}` } }),
      );
    let third: () => void = () => {};
    const reachedThird = new Promise<void>((resolve) => {
      third = resolve;
    });
    // The provider takes the first two; the process "dies" while sending the third (it never answers).
    void runOutboxOnce(
      t.db,
      {
        'order.ready_sms': (message) => {
          if (message.id !== ids[2]) return Promise.resolve({ ok: true });
          third();
          return new Promise<DeliveryResult>(() => {});
        },
      },
      soon(),
    );
    await reachedThird;
    // The marks may still be on their way, the second grouped behind the first's (outbox-worker.ts): read until they
    // landed, for at most 5 s (the dead pass sends nothing more, so nothing else could mark them). Fifty reads were
    // not always enough on PostgreSQL under CI's load.
    await expect
      .poll(async () => [(await row(ids[0]!)).status, (await row(ids[1]!)).status], { timeout: 5_000 })
      .toEqual(['sent', 'sent']);
    // The third is still leased to the dead pass: after the lease it is sent again, with the same key.
    expect((await row(ids[2]!)).status).toBe('sending');
  });

  it('stops: waits for the pass under way, but no longer than it is given (a shutdown never hangs on a provider)', async () => {
    await drainOutbox(t.db, { 'order.confirmation': async () => ({ ok: true }) }, { now: soon });
    await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: { orderId: 'stuck' } });
    let started: () => void = () => {};
    const handling = new Promise<void>((resolve) => {
      started = resolve;
    });
    // A provider that never answers.
    const worker = startOutboxWorker(
      t.db,
      {
        'order.confirmation': () => {
          started();
          return new Promise<DeliveryResult>(() => {});
        },
      },
      { intervalMs: 10 },
    );
    await handling;
    const before = Date.now();
    await worker.stop(100);
    expect(Date.now() - before).toBeGreaterThanOrEqual(90);
    expect(Date.now() - before).toBeLessThan(2_000);
    // Idle, it stops at once.
    const idle = startOutboxWorker(t.db, {}, { intervalMs: 60_000 });
    const at = Date.now();
    await idle.stop(5_000);
    expect(Date.now() - at).toBeLessThan(100);
  });

  it('drains more than a batch in one go: a busy hour never waits a poll per 20 messages', async () => {
    // Whatever earlier tests left due is sent first.
    await drainOutbox(t.db, { 'order.confirmation': async () => ({ ok: true }) }, { now: soon });
    const count = OUTBOX_BATCH * 2 + 5;
    for (let i = 0; i < count; i++) {
      await enqueue(t.db, {
        restaurantId: R,
        type: 'order.confirmation',
        payload: { orderId: `drain-${i}` },
      });
    }
    const seen = new Set<unknown>();
    const result = await drainOutbox(
      t.db,
      {
        'order.confirmation': async (m) => {
          seen.add((m.payload as { orderId: string }).orderId);
          return { ok: true };
        },
      },
      { now: soon },
    );
    expect(result).toEqual({ sent: count, failed: 0 });
    expect(seen.size).toBe(count);
  });

  it('sends a due message once and marks it sent', async () => {
    const id = await enqueue(t.db, {
      restaurantId: R,
      type: 'order.confirmation',
      payload: { orderId: 'a' },
    });
    const seen: unknown[] = [];
    const result = await runOutboxOnce(
      t.db,
      {
        'order.confirmation': async (m) => {
          seen.push(m.payload);
          return { ok: true };
        },
      },
      soon(),
    );
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(seen).toContainEqual({ orderId: 'a' });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    const again = await runOutboxOnce(t.db, { 'order.confirmation': async () => ({ ok: true }) }, soon());
    expect(again.sent).toBe(0);
  });

  it.each<[string, DeliveryResult | 'throw', string, number]>([
    ['a retryable failure', { ok: false, retryable: true, reason: 'timeout' }, 'pending', 30_000],
    ['a thrown error', 'throw', 'pending', 30_000],
    ['a permanent failure', { ok: false, retryable: false, reason: 'bad number' }, 'failed', 30_000],
  ])('backs off after %s', async (_name, outcome, status, delay) => {
    const now = new Date('2030-01-01T12:00:00Z');
    const id = await enqueue(t.db, { restaurantId: R, type: 'order.ready_sms', payload: {} });
    await t.db.update(outbox).set({ nextAttemptAt: now }).where(eq(outbox.id, id));
    await runOutboxOnce(
      t.db,
      {
        'order.ready_sms': async () => {
          if (outcome === 'throw') throw new Error('boom');
          return outcome;
        },
      },
      now,
    );
    const r = await row(id);
    expect(r).toMatchObject({ status, attempts: 1 });
    expect(r.nextAttemptAt.getTime()).toBe(now.getTime() + delay);
    expect(r.lastError).toBeTruthy();
  });

  it('leases claimed messages so a second worker does not take them until the lease runs out', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const id = await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: {} });
    await t.db.update(outbox).set({ nextAttemptAt: now }).where(eq(outbox.id, id));
    expect((await claimDue(t.db, now)).map((m) => m.id)).toContain(id);
    expect((await claimDue(t.db, now)).map((m) => m.id)).not.toContain(id);
    expect((await claimDue(t.db, new Date(now.getTime() + LEASE_MS))).map((m) => m.id)).toContain(id);
  });

  it('claims the longest due first, past any number of messages not due yet or already sent', async () => {
    const now = new Date('2032-01-01T00:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    // What earlier tests left due by then is leased away first.
    await claimDue(t.db, now, 1000);
    // Ahead of the due ones by id: recovery messages that wait their two minutes, and sent confirmations.
    const waiting = await Promise.all(
      Array.from({ length: 30 }, () =>
        enqueue(t.db, { restaurantId: R, type: 'checkout.recover', payload: {}, notBefore: at(2) }),
      ),
    );
    const sent = await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: {} });
    await t.db
      .update(outbox)
      .set({ status: 'sent', nextAttemptAt: at(-5) })
      .where(eq(outbox.id, sent));
    // Three due, enqueued in the reverse of their due order: the latest due has the smallest id.
    const [latest, later, earlier] = [
      await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: {} }),
      await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: {} }),
      await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: {} }),
    ];
    for (const [id, minutes] of [
      [latest, -0.5],
      [later, -1],
      [earlier, -3],
    ] as const) {
      await t.db
        .update(outbox)
        .set({ nextAttemptAt: at(minutes) })
        .where(eq(outbox.id, id));
    }
    // The two longest due are the ones claimed; RETURNING lists them in whatever order the update met them.
    const claimed = (await claimDue(t.db, now, 2)).map((m) => m.id);
    expect(claimed.toSorted((a, b) => a - b)).toEqual([later, earlier].toSorted((a, b) => a - b));
    expect(claimed.some((id) => waiting.includes(id) || id === sent || id === latest)).toBe(false);
  });

  it('fails a message nobody handles, without retrying it', async () => {
    const id = await enqueue(t.db, { restaurantId: R, type: 'order.confirmation', payload: {} });
    await runOutboxOnce(t.db, {}, soon());
    expect(await row(id)).toMatchObject({ status: 'failed', lastError: 'no handler for order.confirmation' });
  });
});
