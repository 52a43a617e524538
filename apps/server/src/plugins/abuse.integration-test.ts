/**
 * Abuse at the API: hostile text and nesting are 400s, router-level errors speak {code, message}
 * in the diner's language, and failed gift-card and promo look-ups spend one budget per real client address.
 * (Session tokens, staff and diners alike, spend a budget of their own: token-abuse.integration-test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { ensureGiftCard } from '../features/vouchers';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cartItem, orderDataFile } from '../testing/order-fixtures';

const R = 9480;
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: ['127.0.0.1'] });
  for (const app of [t, proxied]) {
    expect((await importDataFile(app.db, orderDataFile({ id: R, slug: 'abuse-bistro' }))).ok).toBe(true);
    await ensureGiftCard(app.db, { restaurantId: R, number: '7000 1000 1000 1000', balanceCents: 2500 });
    await ensureGiftCard(app.db, { restaurantId: R, number: '7000 2000 2000 2000', balanceCents: 0 });
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

function nested(depth: number) {
  let groups: unknown[] = [];
  for (let level = 0; level < depth; level++) {
    groups = [
      { id: `g${level}`, values: [{ id: `v${level}`, quantity: 1, adjustedPrice: 0, options: groups }] },
    ];
  }
  return groups;
}

const post = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'x-restaurant-id': String(R), ...headers },
    payload: payload as object,
  });

describe('hostile text and nesting are 400, never 500', () => {
  // The details are in the request's language (fr-CA here).
  const UNSAFE = /caractère NUL ou un caractère de substitution isolé/;
  it.each([
    [
      'a NUL in a table number',
      '/api/orders/set-costs',
      { type: 'take-out', config: { tableNum: '1\u0000' }, costs: {}, items: [cartItem('bowl')] },
      UNSAFE,
    ],
    [
      'a lone surrogate in an option memo',
      '/api/orders/item',
      {
        type: 'take-out',
        itemsInCart: [],
        itemToAdd: cartItem('wings', 1, 18, [
          { id: 'sauce', memo: 'x\uD800', values: [{ id: 'bbq', quantity: 1, adjustedPrice: 0 }] },
        ]),
      },
      UNSAFE,
    ],
    [
      'a NUL in a gift card number',
      '/api/orders/get-gift-card',
      { restaurantId: String(R), giftCardNumber: '7000\u0000 1000' },
      UNSAFE,
    ],
    [
      'a lone surrogate in a location search',
      '/api/restaurants/geolocation-search',
      { group: 'hub\uDC00' },
      UNSAFE,
    ],
    [
      'option groups nested 300 deep',
      '/api/orders/validate',
      { type: 'take-out', itemsInCart: [cartItem('wings', 1, 18, nested(300))] },
      /s’imbriquer sur au plus 8 niveaux/,
    ],
    [
      'option groups nested 300 deep in set-costs',
      '/api/orders/set-costs',
      { type: 'take-out', config: { takeout: true }, items: [cartItem('wings', 1, 18, nested(300))] },
      /s’imbriquer sur au plus 8 niveaux/,
    ],
    [
      'a wallet token nested 300 deep',
      '/api/orders/set-costs',
      {
        type: 'take-out',
        config: { takeout: true },
        items: [cartItem('bowl')],
        checkout: { applePayPaymentToken: nested(300)[0] },
      },
      /Imbriqué sur plus de 8 niveaux/,
    ],
  ])('%s', async (_name, url, payload, expected) => {
    const response = await post(t, url, payload, { locale: 'fr-CA' });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe(400);
    expect(body.message).toBe('Certains renseignements saisis ne sont pas valides.');
    expect(JSON.stringify(body.details)).toMatch(expected);
  });

  it('a submission with a NUL in the diner name is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'abuse-nul-name-key-1' },
      payload: {
        type: 'take-out',
        data: {
          config: { takeout: true, restaurantId: String(R) },
          items: [cartItem('bowl')],
          costs: {},
          checkout: {
            paymentMethod: 'credit_card',
            contact: { full_name: 'Ada\u0000', phone_number: '416-555-0100' },
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(400);
    expect(JSON.stringify(response.json().details)).toMatch(/full_name[\s\S]*NUL character/);
  });
});

describe('router-level errors speak {code, message}', () => {
  it.each(['/api/orders/%', '/api/orders/%E0%A4%A', '/%zz/data.json'])(
    'bad URL encoding %s is a 400',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { locale: 'fr-CA' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        message: 'Certains renseignements saisis ne sont pas valides.',
      });
    },
  );

  it('an unknown API route is a 404 in the diner language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { locale: 'fr-CA' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Ce point d’accès de l’API n’existe pas.' });
  });

  it('a known path with the wrong method is a 405 listing the allowed ones', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/orders/get-discount-info' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('POST');
    expect(response.json()).toEqual({ code: 405, message: 'This API endpoint does not accept this method.' });
  });
});

describe('gift card with no funds left', () => {
  it('is a 409 with the one message', async () => {
    const response = await post(t, '/api/orders/get-gift-card', {
      restaurantId: String(R),
      giftCardNumber: '7000 2000 2000 2000',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, message: 'The gift card does not have any funds left' });
  });
});

describe('failed look-ups: one budget per client, on every route that looks up', () => {
  const miss = (app: TestApp, i: number, ip: string, forwarded: string) => {
    const headers = { 'x-forwarded-for': forwarded };
    const remote = { remoteAddress: ip };
    const calls = [
      () =>
        app.app.inject({
          method: 'POST',
          url: '/api/orders/get-gift-card',
          ...remote,
          headers: { ...headers, 'x-restaurant-id': String(R) },
          payload: { restaurantId: String(R), giftCardNumber: `7999 0000 0000 ${String(1000 + i)}` },
        }),
      () =>
        app.app.inject({
          method: 'POST',
          url: '/api/orders/get-discount-info',
          ...remote,
          headers: { ...headers, 'x-restaurant-id': String(R) },
          payload: { code: `GUESS${i}` },
        }),
      () =>
        app.app.inject({
          method: 'POST',
          url: '/api/orders/set-costs',
          ...remote,
          headers: { ...headers, 'x-restaurant-id': String(R) },
          payload: {
            type: 'take-out',
            config: { takeout: true },
            items: [cartItem('bowl')],
            costs: { voucher: { code: `7999 1111 1111 ${String(1000 + i)}` } },
          },
        }),
      () =>
        app.app.inject({
          method: 'POST',
          url: '/api/orders/set-costs',
          ...remote,
          headers: { ...headers, 'x-restaurant-id': String(R) },
          payload: {
            type: 'take-out',
            config: { takeout: true },
            items: [cartItem('bowl')],
            costs: { discount: { code: `NOPE${i}` } },
          },
        }),
    ];
    return calls[i % calls.length]!();
  };

  it('20 misses spread over the routes, each with a new X-Forwarded-For, spend the budget of the real address', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await miss(t, i, '10.1.0.1', `203.0.113.${i}`);
      expect([400, 404], response.body).toContain(response.statusCode);
      expect(response.json().message).toMatch(/(promo code|gift card) is not valid/);
    }
    // Even a right code, from any route, with yet another forwarded address, now waits.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/orders/get-gift-card',
      remoteAddress: '10.1.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-restaurant-id': String(R), locale: 'fr-CA' },
      payload: { restaurantId: String(R), giftCardNumber: '7000 1000 1000 1000' },
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json()).toEqual({
      code: 429,
      message: 'Trop de codes non valides ont été essayés. Veuillez patienter quelques minutes et réessayer.',
    });
    // A submission naming a code is a look-up too: it waits as well, and places nothing.
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '10.1.0.1',
      headers: { 'x-restaurant-id': String(R), 'idempotency-key': `budget-${Date.now()}` },
      payload: {
        type: 'take-out',
        data: {
          config: { takeout: true, restaurantId: String(R) },
          items: [cartItem('bowl')],
          costs: { voucher: { code: '7000 1000 1000 1000' } },
          checkout: { contact: { full_name: 'Ada Diner', phone_number: '416-555-0100' } },
        },
        pickup_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      },
    });
    expect(submitted.statusCode).toBe(429);
    // Read with the key's look-up (decision 060), and told as the routes' own check tells it.
    expect(Number(submitted.headers['retry-after'])).toBeGreaterThan(0);
    expect(submitted.json().message).toMatch(/Too many codes that are not valid/);
    const promo = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      remoteAddress: '10.1.0.1',
      headers: { 'x-restaurant-id': String(R) },
      payload: {
        type: 'take-out',
        config: { takeout: true },
        items: [cartItem('bowl')],
        costs: { discount: { code: 'TENOFF' } },
      },
    });
    expect(promo.statusCode).toBe(429);
    // Pricing without a code is not a look-up: it still answers.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      remoteAddress: '10.1.0.1',
      headers: { 'x-restaurant-id': String(R) },
      payload: { type: 'take-out', config: { takeout: true }, costs: {}, items: [cartItem('bowl')] },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders/get-gift-card',
      remoteAddress: '10.1.0.2',
      headers: { 'x-restaurant-id': String(R) },
      payload: { restaurantId: String(R), giftCardNumber: '7000 1000 1000 1000' },
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('behind a trusted proxy (TRUST_PROXY), the forwarded address is the client', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await miss(proxied, i, '127.0.0.1', '198.51.100.1');
      expect([400, 404], response.body).toContain(response.statusCode);
      expect(response.json().message).toMatch(/(promo code|gift card) is not valid/);
    }
    const same = await miss(proxied, 0, '127.0.0.1', '198.51.100.1');
    expect(same.statusCode).toBe(429);
    const other = await miss(proxied, 0, '127.0.0.1', '198.51.100.2');
    expect([400, 404]).toContain(other.statusCode);
  });
});
