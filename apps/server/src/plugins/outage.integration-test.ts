/**
 * The database goes away: every database route answers 503 {code, message} with Retry-After,
 * and what is served from the published copy in memory (menus, data.json, set-costs, the menu page) stays up, even
 * though the cache re-checks the database on every request here (recheck 0 ms, the worst case).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cartItem, orderDataFile } from '../testing/order-fixtures';

const R = 9490;
const SLUG = 'outage-bistro';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ publishedRecheckMs: 0 });
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: SLUG }))).ok).toBe(true);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.handle.close().catch(() => undefined);
});

const menuRoutes = [
  ['data file', { method: 'GET', url: `/${SLUG}/data.json` }],
  ['restaurant and menus', { method: 'GET', url: `/api/restaurants/${SLUG}` }],
  ['menu page', { method: 'GET', url: `/${SLUG}`, headers: { accept: 'text/html' } }],
  [
    'set-costs',
    {
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { 'x-restaurant-id': String(R) },
      payload: { type: 'take-out', config: { takeout: true }, costs: {}, items: [cartItem('bowl', 2)] },
    },
  ],
] as const;

const databaseRoutes = [
  [
    'queue time',
    {
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time',
      headers: { 'x-restaurant-id': String(R) },
    },
  ],
  ['an order', { method: 'GET', url: '/api/orders/AbCdEfGhIjKlMnOp' }],
  [
    'gift card balance',
    {
      method: 'POST',
      url: '/api/orders/get-gift-card',
      headers: { 'x-restaurant-id': String(R) },
      payload: { restaurantId: String(R), giftCardNumber: '7000 1000 1000 1000' },
    },
  ],
  [
    'set-costs with a gift card',
    {
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { 'x-restaurant-id': String(R) },
      payload: {
        type: 'take-out',
        config: { takeout: true },
        costs: { voucher: { code: '7000 1000 1000 1000' } },
        items: [cartItem('bowl')],
      },
    },
  ],
  ['an unknown restaurant', { method: 'GET', url: '/never-loaded-bistro/data.json' }],
] as const;

type Call = InjectOptions;

describe('database outage', () => {
  it('before: the menu routes answer from the database and fill the cache', async () => {
    for (const [name, call] of menuRoutes) {
      const response = await t.app.inject(call as Call);
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('during: database routes answer 503 with Retry-After; the published copy keeps being served', async () => {
    await t.handle.close();
    for (const [name, call] of databaseRoutes) {
      const response = await t.app.inject({
        ...(call as object),
        headers: { ...(call as { headers?: object }).headers, locale: 'fr-CA' },
      } as Call);
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 503,
        message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
      });
    }
    // Liveness stays 200 (a restart brings no database back) and says what is wrong in its body.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
    // Readiness says so with the error body, so a load balancer sends this process nothing new.
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ code: 503, message: expect.any(String), details: { reason: 'database' } });
    for (let round = 0; round < 2; round++) {
      for (const [name, call] of menuRoutes) {
        const response = await t.app.inject(call as Call);
        expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
      }
    }
    const costs = await t.app.inject(menuRoutes[3][1] as Call);
    expect(costs.json().subtotal).toBe(20);
  });
});
