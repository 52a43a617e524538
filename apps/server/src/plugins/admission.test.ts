/**
 * The bound on the order path's requests under way, on a bare Fastify app whose admitted route waits until the test
 * lets it answer: the count is of requests, never of time, so nothing here depends on the machine's speed.
 */
import { errorBody } from '@ordering/domain/contracts/errors';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMISSION_RETRY_AFTER_SECONDS, type Admission, registerAdmission } from './admission';
import { registerErrorHandler } from './errors';

/** Promises the test resolves by hand, one per admitted request, in their order of arrival. */
function gates() {
  const waiting: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get count() {
      return waiting.length;
    },
    open: (i: number) => waiting[i]?.(),
  };
}

let app: FastifyInstance;
afterEach(() => app?.close());

async function appWith(max: number | null) {
  app = Fastify();
  registerErrorHandler(app);
  const admission = registerAdmission(app, max);
  const gate = gates();
  app.post('/api/orders', { config: { admission: true } }, async () => {
    await gate.wait();
    return { placed: true };
  });
  app.get('/api/ping', async () => ({ pong: true }));
  await app.ready();
  return { admission, gate };
}

const order = (locale = 'en-CA') =>
  app.inject({ method: 'POST', url: '/api/orders', headers: { locale }, payload: {} });

/** Until the handlers of `n` admitted requests are waiting at their gate. */
async function untilWaiting(gate: ReturnType<typeof gates>, n: number) {
  for (let i = 0; i < 1_000 && gate.count < n; i++) await new Promise((resolve) => setImmediate(resolve));
  expect(gate.count).toBe(n);
}

describe('admission', () => {
  it('refuses one request past the bound at once, with 503, Retry-After and the error body in its language', async () => {
    const { admission, gate } = await appWith(2);
    const first = order();
    const second = order();
    await untilWaiting(gate, 2);
    expect((admission as Admission).size).toBe(2);

    const refused = await order();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(ADMISSION_RETRY_AFTER_SECONDS));
    expect(errorBody.parse(refused.json())).toEqual({
      code: 503,
      message: 'We are taking many orders right now. Please try again in a moment.',
    });
    const refusedFr = await order('fr-CA');
    expect(refusedFr.json()).toEqual({
      code: 503,
      message: 'Nous recevons beaucoup de commandes en ce moment. Veuillez réessayer dans un instant.',
    });
    // Routes that are not the order path's are not counted.
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    // The refused were never admitted: still the two.
    expect(gate.count).toBe(2);
    expect((admission as Admission).size).toBe(2);

    gate.open(0);
    expect((await first).json()).toEqual({ placed: true });
    // The first answered, one place is free again: the next is admitted.
    const third = order();
    await untilWaiting(gate, 3);
    expect((admission as Admission).size).toBe(2);
    gate.open(1);
    gate.open(2);
    const answers: LightMyRequestResponse[] = await Promise.all([second, third]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((admission as Admission).size).toBe(0);
  });

  it('counts a request that failed as answered', async () => {
    app = Fastify();
    registerErrorHandler(app);
    const admission = registerAdmission(app, 1) as Admission;
    app.post('/api/orders', { config: { admission: true } }, async () => {
      throw new Error('refused by the database');
    });
    await app.ready();
    expect((await order()).statusCode).toBe(500);
    expect((await order()).statusCode).toBe(500);
    expect(admission.size).toBe(0);
  });

  it('admits every request without a bound (the default on PostgreSQL)', async () => {
    const { admission, gate } = await appWith(null);
    expect(admission).toBeNull();
    const orders = Array.from({ length: 20 }, () => order());
    await untilWaiting(gate, 20);
    for (let i = 0; i < 20; i++) gate.open(i);
    expect((await Promise.all(orders)).every((o) => o.statusCode === 200)).toBe(true);
  });
});
