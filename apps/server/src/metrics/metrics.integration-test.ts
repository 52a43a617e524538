/**
 * GET /metrics: not public (a bearer token on the app's port, else 404), Prometheus text, and counters that move
 * with what the app did: a submission placed (once, however often its key is replayed), refused by code, its
 * payment's outcome, the confirmation waiting in the outbox, request durations labelled by route pattern.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import {
  CARD_CHECKOUT,
  futureSlot,
  orderDataFile,
  ORDER_RESTAURANT_ID as R,
  submissionBody,
} from '../testing/order-fixtures';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN });
  bare = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile())).ok).toBe(true);
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The sum of the series `name` whose labels include every one of `labels` (0 when there is none). */
function seriesSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => set.includes(`${key}="${value}"`)))
      sum += Number(match[3]);
  }
  return sum;
}

let keys = 0;
let submissions = 0;
const submit = (checkout: object, key = `metrics-${keys++}`) => {
  submissions++;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': key },
    payload: submissionBody(R, { checkout, pickup: futureSlot() }),
  });
};

describe('GET /metrics', () => {
  it('is not there (404) on an app given no token', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: expect.any(String) });
  });

  it('answers 401 with the error body without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ code: 401, message: expect.stringContaining('METRICS_TOKEN') });
    }
  });

  it('answers the Prometheus text of every metric with the token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds',
      'ordering_orders_placed_total',
      'ordering_orders_refused_total',
      'ordering_payments_total',
      'ordering_outbox_backlog',
      'ordering_outbox_oldest_due_seconds',
      'ordering_db_pool_in_use',
      'ordering_db_pool_waiting',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
  });
});

describe('what the metrics count', () => {
  it('a placed order once (a replayed key is not counted again), its authorization and its confirmation', async () => {
    const before = await scrape();
    expect(seriesSum(before, 'ordering_outbox_backlog')).toBe(0);
    const key = `metrics-replayed-${keys++}`;
    const placed = await submit(CARD_CHECKOUT, key);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await submit(CARD_CHECKOUT, key)).statusCode).toBe(200);
    const after = await scrape();
    expect(seriesSum(after, 'ordering_orders_placed_total', { kind: 'order' })).toBe(
      seriesSum(before, 'ordering_orders_placed_total', { kind: 'order' }) + 1,
    );
    expect(
      seriesSum(after, 'ordering_payments_total', { operation: 'authorize', outcome: 'authorized' }),
    ).toBe(
      seriesSum(before, 'ordering_payments_total', { operation: 'authorize', outcome: 'authorized' }) + 1,
    );
    // The confirmation e-mail is due at once (no worker runs here); the checkout's recovery waits, uncounted.
    expect(seriesSum(after, 'ordering_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(seriesSum(after, 'ordering_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('refusals by their error code: a declined card (410) and a malformed Idempotency-Key (400)', async () => {
    const before = await scrape();
    const declined = await submit({
      ...CARD_CHECKOUT,
      card: { ...CARD_CHECKOUT.card, number: '4000 0000 0000 0002' },
    });
    expect(declined.json().code).toBe(410);
    const malformed = await submit(CARD_CHECKOUT, 'no spaces');
    expect(malformed.json().code).toBe(400);
    const after = await scrape();
    const refused = (code: string) =>
      seriesSum(after, 'ordering_orders_refused_total', { kind: 'order', code }) -
      seriesSum(before, 'ordering_orders_refused_total', { kind: 'order', code });
    expect(refused('410')).toBe(1);
    expect(refused('400')).toBe(1);
    expect(seriesSum(after, 'ordering_orders_placed_total', { kind: 'order' })).toBe(
      seriesSum(before, 'ordering_orders_placed_total', { kind: 'order' }),
    );
    expect(seriesSum(after, 'ordering_payments_total', { operation: 'authorize', outcome: 'declined' })).toBe(
      seriesSum(before, 'ordering_payments_total', { operation: 'authorize', outcome: 'declined' }) + 1,
    );
  });

  it('request durations by route pattern, method and status: never the URL with its id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/AbCdEfGhIjKlMnOp' });
    expect(response.statusCode).toBe(404);
    // Paths no route serves (a scanner's) share one label, whatever they are.
    for (const url of ['/api/no-such-route-4711', '/wp-admin/setup-4712.php'])
      await t.app.inject({ method: 'GET', url });
    const text = await scrape();
    expect(
      seriesSum(text, 'http_request_duration_seconds_count', {
        route: '/api/orders/:id',
        method: 'GET',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Looked for in the label sets only: a value (a byte count) may well contain the digits.
    const labels = text.match(/\{[^}]*\}/g)?.join('\n') ?? '';
    expect(labels).toContain('route="unmatched"');
    for (const raw of ['AbCdEfGhIjKlMnOp', '4711', '4712']) expect(labels).not.toContain(raw);
    expect(
      seriesSum(text, 'http_request_duration_seconds_count', { route: '/api/orders', method: 'POST' }),
    ).toBe(
      // Every submission of this file so far, whatever its answer.
      submissions,
    );
  });

  it('the statements sent to the database: an order’s, and the scrape’s own one after it was counted', async () => {
    const before = seriesSum(await scrape(), 'ordering_db_statements_total');
    const again = seriesSum(await scrape(), 'ordering_db_statements_total');
    // The first scrape's look-up of the outbox's backlog, counted by the next scrape.
    expect(again).toBeGreaterThanOrEqual(before + 1);
    expect((await submit(CARD_CHECKOUT)).statusCode).toBe(200);
    const after = seriesSum(await scrape(), 'ordering_db_statements_total');
    // The key's look-up, the allocation, the reservation, the settlement, the announcement (decision 021); the
    // card's checks add none. Fewer would mean an order's statement went uncounted.
    expect(after - again - 1).toBeGreaterThanOrEqual(5);
  });

  it('the database connections in use and waiting, counted before the scrape’s own statement', async () => {
    const text = await scrape();
    expect(text).toMatch(/^ordering_db_pool_in_use 0$/m);
    expect(text).toMatch(/^ordering_db_pool_waiting 0$/m);
  });

  it('the embedded database thread’s heap, where there is one (none on PostgreSQL)', async () => {
    const heap = /^ordering_embedded_db_thread_heap_bytes (\S+)$/m.exec(await scrape());
    if (inject('testDb').kind === 'pglite') {
      // A thread that holds PGlite's JavaScript keeps megabytes; a NaN would be a thread that did not answer.
      expect(Number(heap?.[1])).toBeGreaterThan(1_000_000);
    } else expect(heap).toBeNull();
  });
});
