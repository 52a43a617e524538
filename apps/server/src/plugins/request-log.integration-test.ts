/**
 * Every log line of a request carries its request id and its restaurant's id: from the first line when the
 * X-RESTAURANT-ID header names it, else from when the restaurant is resolved (a submission's body, a staff route's
 * path), which is every line from the route's own on.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import {
  CARD_CHECKOUT,
  futureSlot,
  orderDataFile,
  ORDER_RESTAURANT_ID as R,
  submissionBody,
} from '../testing/order-fixtures';

type Line = { reqId?: string; restaurantId?: number; msg?: string; raw: string };
const lines: Line[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const raw of String(chunk).split('\n').filter(Boolean)) lines.push({ ...JSON.parse(raw), raw });
    done();
  },
});
/** A child logger bound twice would write the key twice (JSON.parse keeps the last). */
const restaurantKeys = (line: Line) => line.raw.split('"restaurantId"').length - 1;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream } });
  expect((await importDataFile(t.db, orderDataFile())).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const linesOf = (requestId: unknown) => lines.filter((line) => line.reqId === requestId);

describe('request log lines', () => {
  it('a call naming its restaurant in the header: every line, the first included', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time',
      headers: { 'x-restaurant-id': String(R) },
    });
    expect(response.statusCode).toBe(200);
    const own = linesOf(response.headers['x-request-id']);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of own) {
      expect(line.restaurantId).toBe(R);
      expect(restaurantKeys(line)).toBe(1);
    }
  });

  it('a submission naming it in its body: from the restaurant on, once, through its last line', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'request-log-0001' },
      payload: submissionBody(R, {
        checkout: { ...CARD_CHECKOUT, card: { ...CARD_CHECKOUT.card, number: '4000 0000 0000 0002' } },
        pickup: futureSlot(),
      }),
    });
    expect(response.json().code).toBe(410);
    const own = linesOf(response.headers['x-request-id']);
    expect(own.at(0)?.msg).toBe('incoming request');
    expect(own.at(-1)?.msg).toBe('request completed');
    // The body is read after the first line: only that one precedes the restaurant.
    for (const line of own.slice(1)) {
      expect(line.restaurantId, line.msg).toBe(R);
      expect(restaurantKeys(line)).toBe(1);
    }
  });

  it('a call for no restaurant says none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const own = linesOf(response.headers['x-request-id']);
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const line of own) expect(line.restaurantId).toBeUndefined();
  });
});
