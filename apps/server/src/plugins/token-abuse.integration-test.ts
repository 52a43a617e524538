/**
 * Guessing at the API, the parts abuse.integration-test.ts does not cover: session tokens that name no live session
 * spend a budget per real client address (then every call presenting a token waits, a good one included), and
 * subsidy codes that match nothing spend the one budget of gift cards and promo codes, on every route that looks
 * them up (add-subsidy-code, set-costs, submissions).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { importDataFile } from '../features/restaurants';
import { ensureGiftCard } from '../features/vouchers';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../testing/order-fixtures';
import { type SignedInStaff, signInDiner, signInStaff } from '../testing/staff';

const R = 9490;
/** The bistro with a subsidy for coded users: half off everything with HALFOFF. */
const SUBSIDIZED = 9491;
/** northview-schools: K-12, the NVSUPPORT50 subsidy code. */
const SCHOOL = 104;
const GIFT = '7000 3000 3000 3000';
const TOKEN_BUDGET = 30;
const CODE_BUDGET = 20;

let t: TestApp;
let proxied: TestApp;
let staff: SignedInStaff;
let diner: { token: string };

function subsidizedDataFile() {
  const base = orderDataFile({ id: SUBSIDIZED, slug: 'subsidized-bistro' });
  return {
    ...base,
    restaurant: { ...base.restaurant, subsidies_enabled: true },
    subsidies: [
      {
        id: 'sub-half',
        name: 'Half off',
        type: 'discount',
        target_users: 'codes',
        target_items: 'all',
        discount_percentage: 50,
        codes: ['HALFOFF'],
        is_active: true,
      },
    ],
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: ['127.0.0.1'] });
  const school = JSON.parse(readFileSync(join(repoRoot, 'demo/northview-schools.json'), 'utf8'));
  for (const app of [t, proxied]) {
    expect((await importDataFile(app.db, orderDataFile({ id: R, slug: 'token-bistro' }))).ok).toBe(true);
    expect((await importDataFile(app.db, subsidizedDataFile())).ok).toBe(true);
    expect((await importDataFile(app.db, school)).ok).toBe(true);
    await ensureGiftCard(app.db, { restaurantId: R, number: GIFT, balanceCents: 2500 });
  }
  staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
  diner = await signInDiner(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

/** A token of the right shape that names no session (the look-up reaches the database). */
const forged = () => randomBytes(32).toString('base64url');

const get = (app: TestApp, url: string, ip: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, remoteAddress: ip, headers });

describe('failed session tokens: a budget per client', () => {
  /** A forged token, as a bearer or the user cookie, on the staff console's calls and on sign-out. */
  const badToken = (app: TestApp, i: number, ip: string, forwarded: string) => {
    const headers = { 'x-forwarded-for': forwarded };
    const calls = [
      () => get(app, '/api/staff/me', ip, { ...headers, authorization: `Bearer ${forged()}` }),
      () =>
        get(app, `/api/staff/orders?restaurantId=${R}`, ip, {
          ...headers,
          authorization: `Bearer bogus-${i}`,
        }),
      () => get(app, '/api/staff/me', ip, { ...headers, cookie: `ordering_user=${forged()}` }),
      // Sign-out treats a stale session as a guest (200), but the look-up happened: it counts all the same.
      () =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          remoteAddress: ip,
          headers: { ...headers, authorization: `Bearer ${forged()}` },
          payload: {},
        }),
    ];
    return calls[i % calls.length]!();
  };

  it(`${TOKEN_BUDGET} forged tokens, each with a new X-Forwarded-For, spend the real address's budget; then even a good token waits`, async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < TOKEN_BUDGET; i++) {
      const response = await badToken(t, i, ip, `203.0.113.${i}`);
      if (i % 4 === 3) expect(response.statusCode, response.body).toBe(200);
      else {
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json().code).toBe(201);
      }
    }
    const good = await get(t, '/api/staff/me', ip, {
      ...staff.headers(),
      'x-forwarded-for': '198.51.100.9',
      locale: 'fr-CA',
    });
    expect(good.statusCode, good.body).toBe(429);
    expect(Number(good.headers['retry-after'])).toBeGreaterThan(0);
    expect(good.json()).toEqual({
      code: 429,
      message:
        'Trop de requêtes ont été faites avec une session non valide. Veuillez patienter quelques minutes et réessayer.',
    });
    const board = await get(t, `/api/staff/orders?restaurantId=${R}`, ip, {
      authorization: `Bearer ${forged()}`,
    });
    expect(board.statusCode).toBe(429);
    expect(board.json()).toEqual({
      code: 429,
      message:
        'Too many requests were made with a session that is not valid. Please wait a few minutes and try again.',
    });
    // The operator's token waits too (its routes look it up), and so does a sign-in call carrying a stale cookie.
    const operator = await get(t, '/api/auth/operator', ip, { 'x-operator-token': forged() });
    expect(operator.statusCode).toBe(429);
    const operatorCookie = await get(t, '/api/auth/operator', ip, {
      cookie: `ordering_operator=${forged()}`,
    });
    expect(operatorCookie.statusCode).toBe(429);
    // A call without any token is not a token call: the anonymous answer is unchanged.
    const anonymous = await get(t, '/api/staff/me', ip);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(201);
    // Another client, with the good token, is not affected.
    const other = await get(t, '/api/staff/me', '10.3.0.2', staff.headers());
    expect(other.statusCode, other.body).toBe(200);
  });

  it('signed-in staff and diners are never counted, whatever their calls answer', async () => {
    const ip = '10.3.0.3';
    for (let i = 0; i < TOKEN_BUDGET + 5; i++) {
      expect((await get(t, '/api/staff/me', ip, staff.headers())).statusCode).toBe(200);
      expect((await get(t, `/api/staff/orders?restaurantId=${R}`, ip, staff.headers())).statusCode).toBe(200);
      // A diner on a staff call is refused (403), which is not a failed token.
      const refused = await get(t, `/api/staff/orders?restaurantId=${R}`, ip, {
        authorization: `Bearer ${diner.token}`,
      });
      expect(refused.statusCode).toBe(403);
    }
    // A few stale tokens from the same client still leave it most of its budget.
    for (let i = 0; i < 3; i++) expect((await badToken(t, i, ip, '203.0.113.1')).statusCode).toBe(401);
    expect((await get(t, '/api/staff/me', ip, staff.headers())).statusCode).toBe(200);
  });

  it('tokens guessed in bodies and in the operator header spend the budget too, and then wait', async () => {
    const ip = '10.3.0.4';
    for (let i = 0; i < TOKEN_BUDGET; i++) {
      const response =
        i % 2 === 0
          ? await t.app.inject({
              method: 'POST',
              url: '/api/auth/logout',
              remoteAddress: ip,
              payload: { accessToken: forged() },
            })
          : await get(t, '/api/auth/operator', ip, { 'x-operator-token': forged() });
      expect(response.statusCode, response.body).toBeLessThan(429);
    }
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: ip,
      payload: { accessToken: forged() },
    });
    expect(body.statusCode).toBe(429);
    expect((await get(t, '/api/staff/me', ip, staff.headers())).statusCode).toBe(429);
  });

  it('behind a trusted proxy (TRUST_PROXY), the forwarded address is the client', async () => {
    for (let i = 0; i < TOKEN_BUDGET; i++) {
      const response = await badToken(proxied, i, '127.0.0.1', '198.51.100.1');
      expect([200, 401], response.body).toContain(response.statusCode);
    }
    expect((await badToken(proxied, 0, '127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await badToken(proxied, 0, '127.0.0.1', '198.51.100.2')).statusCode).toBe(401);
  });
});

describe('subsidy codes: the one code budget of gift cards and promo codes', () => {
  const post = (url: string, payload: unknown, ip: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers, payload: payload as object });

  const setCosts = (restaurantId: number, costs: unknown, ip: string, headers: Record<string, string> = {}) =>
    post(
      '/api/orders/set-costs',
      { type: 'take-out', config: { takeout: true }, items: [cartItem('bowl')], costs },
      ip,
      {
        'x-restaurant-id': String(restaurantId),
        ...headers,
      },
    );

  let seq = 0;
  const submit = (costs: unknown, ip: string, headers: Record<string, string> = {}) =>
    post(
      '/api/orders',
      {
        type: 'take-out',
        data: {
          config: { takeout: true },
          items: [cartItem('bowl')],
          costs,
          checkout: {
            contact: { full_name: 'Ada Diner', phone_number: '416-555-0100', email: 'ada@example.com' },
            card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
          },
        },
        pickup_time: futureSlot(),
      },
      ip,
      { 'x-restaurant-id': String(SUBSIDIZED), 'idempotency-key': `subsidy-guess-${seq++}-key`, ...headers },
    );

  /** A wrong subsidy code on each route that looks one up, as the signed-in parent. */
  const miss = (i: number, ip: string, forwarded: string) => {
    const headers = { authorization: `Bearer ${diner.token}`, 'x-forwarded-for': forwarded };
    const calls = [
      () =>
        post('/api/auth/add-subsidy-code', { subsidyCode: `NVSUPPORT0${i}` }, ip, {
          ...headers,
          'x-restaurant-id': String(SCHOOL),
        }),
      () => setCosts(SUBSIDIZED, { subsidyDiscount: { code: `HALF${i}` } }, ip, headers),
      () => submit({ subsidyDiscount: { code: `GUESS${i}` } }, ip, headers),
    ];
    return calls[i % calls.length]!();
  };

  it(`${CODE_BUDGET} wrong subsidy codes over every route spend the client's code budget; then every look-up waits`, async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < CODE_BUDGET; i++) {
      const response = await miss(i, ip, `203.0.113.${i}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: 'This subsidy code is not valid.' });
    }
    const waits = (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode, response.body).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    };
    const parent = { authorization: `Bearer ${diner.token}` };
    const right = await post('/api/auth/add-subsidy-code', { subsidyCode: 'NVSUPPORT50' }, ip, {
      ...parent,
      'x-restaurant-id': String(SCHOOL),
      locale: 'fr-CA',
    });
    waits(right);
    expect(right.json()).toEqual({
      code: 429,
      message: 'Trop de codes non valides ont été essayés. Veuillez patienter quelques minutes et réessayer.',
    });
    waits(await setCosts(SUBSIDIZED, { subsidyDiscount: { code: 'HALFOFF' } }, ip, parent));
    waits(await submit({ subsidyDiscount: { code: 'HALFOFF' } }, ip, parent));
    // One budget: the gift cards wait as well.
    waits(
      await post('/api/orders/get-gift-card', { restaurantId: String(R), giftCardNumber: GIFT }, ip, {
        'x-restaurant-id': String(R),
      }),
    );
    // Pricing without a named code is no look-up, and removing the stored code needs none.
    expect((await setCosts(SUBSIDIZED, {}, ip, parent)).statusCode).toBe(200);
    const removed = await post('/api/auth/delete-subsidy-code', undefined, ip, {
      ...parent,
      'x-restaurant-id': String(SCHOOL),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Another client adds the right code.
    const other = await post('/api/auth/add-subsidy-code', { subsidyCode: 'NVSUPPORT50' }, '10.4.0.2', {
      ...parent,
      'x-restaurant-id': String(SCHOOL),
    });
    expect(other.json()).toEqual({ subsidyCode: 'NVSUPPORT50' });
  });

  it('a client that spent the budget on gift cards cannot guess subsidy codes either', async () => {
    const ip = '10.4.0.3';
    for (let i = 0; i < CODE_BUDGET; i++) {
      const response = await post(
        '/api/orders/get-gift-card',
        { restaurantId: String(R), giftCardNumber: `7999 0000 0000 ${String(1000 + i)}` },
        ip,
        { 'x-restaurant-id': String(R) },
      );
      expect(response.statusCode).toBe(404);
    }
    for (const subsidyCode of ['NVSUPPORT00', 'NVSUPPORT50']) {
      const response = await post('/api/auth/add-subsidy-code', { subsidyCode }, ip, {
        authorization: `Bearer ${diner.token}`,
        'x-restaurant-id': String(SCHOOL),
      });
      expect(response.statusCode, response.body).toBe(429);
    }
  });

  it('a right subsidy code named at checkout prices with its subsidy, in any case, and is no miss', async () => {
    const ip = '10.4.0.4';
    const plain = await setCosts(SUBSIDIZED, {}, ip);
    expect(plain.statusCode, plain.body).toBe(200);
    for (let i = 0; i < CODE_BUDGET + 5; i++) {
      const halved = await setCosts(
        SUBSIDIZED,
        { subsidyDiscount: { code: i % 2 ? ' halfoff ' : 'HALFOFF' } },
        ip,
      );
      expect(halved.statusCode, halved.body).toBe(200);
      expect(halved.json().subtotal).toBe(plain.json().subtotal / 2);
    }
  });
});
