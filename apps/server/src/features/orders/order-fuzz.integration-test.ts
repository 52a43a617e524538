/** Bad input on every ordering call answers 4xx with `{ code, message }`, never a 5xx. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

const R = 9420;
let t: TestApp;
let staff: SignedInStaff;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'fuzz-bistro' }))).ok).toBe(true);
  staff = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

const POSTS = [
  '/api/orders',
  '/api/orders/create-marketplace-order',
  '/api/orders/create-k12-order',
  '/api/orders/get-gift-card',
  '/api/orders/get-discount-info',
  '/api/orders/notification',
  '/api/orders/set-costs',
  '/api/orders/item',
  '/api/orders/validate',
  '/api/orders/scheduling',
  '/api/payment/get-payment-config',
  '/api/payment/get-apple-pay-session',
  '/api/staff/orders/AAAAAAAAAAAAAAAAAAAAA/status',
];

const huge = 'x'.repeat(200_000);
const validOrder = {
  type: 'take-out',
  data: {
    config: { takeout: true },
    items: [cartItem('bowl')],
    costs: {},
    checkout: { card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' } },
  },
  pickup_time: futureSlot(),
};

const BODIES: [string, string][] = [
  ['malformed JSON', '{"type": '],
  ['an array', '[]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['null', 'null'],
  ['an empty object', '{}'],
  [
    'wrong types',
    JSON.stringify({ type: 5, data: 'x', code: [], restaurantId: {}, giftCardNumber: 12, menuId: null }),
  ],
  ['a huge string', JSON.stringify({ code: huge, giftCardNumber: huge, type: huge, app8RestaurantId: huge })],
  ['a huge array', JSON.stringify({ ...validOrder, items: Array(5000).fill(cartItem('bowl')) })],
  ['deep nesting', `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`],
  ['a prototype key', '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'],
  ['negative money', JSON.stringify({ ...validOrder, data: { ...validOrder.data, costs: { total: -1 } } })],
  ['an impossible date', JSON.stringify({ ...validOrder, pickup_time: '2026-02-30T12:00:00Z' })],
];

const cases = POSTS.flatMap((url) => BODIES.map(([name, payload]) => [url, name, payload] as const));

function expectClientError(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json()).toEqual(
    expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }),
  );
}

describe('bad input on every ordering call', () => {
  it.each(cases)('POST %s with %s is a 4xx', async (url, _name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-restaurant-id': String(R),
        'idempotency-key': 'fuzz-key-0001',
        authorization: `Bearer ${staff.token}`,
      },
      payload,
    });
    expectClientError(res);
  });

  it.each([
    ['/api/orders/not-an-id!'],
    // Past Fastify's maxParamLength (100) the router answers 414 before the error handler (reported, not ours).
    [`/api/orders/${'a'.repeat(90)}`],
    ['/api/orders/another-round/%00%01'],
    ['/api/orders/another-round/AAAAAAAAAAAAAAAAAAAAA'],
    ['/api/orders/get-next-order-queue-time'],
    ['/api/restaurants/not-an-id/announcements'],
    ['/api/restaurants/99999999999999999999/announcements'],
    ['/api/orders/AAAAAAAAAAAAAAAAAAAAA/events'],
    ['/api/orders/AAAAAAAAAAAAAAAAAAAAA/events?restaurant=abc'],
    ['/api/orders/AAAAAAAAAAAAAAAAAAAAA/events?restaurant=9420'],
  ])('GET %s without a usable id or restaurant is a 4xx', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expectClientError(res);
  });

  it.each([['abc'], ['-1'], ['99999999999999999999'], ['1e3'], ['9999']])(
    'an X-RESTAURANT-ID of %s is a 4xx',
    async (id) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/set-costs',
        headers: { 'x-restaurant-id': id },
        payload: { items: [], costs: {}, config: {}, type: 'take-out' },
      });
      expectClientError(res);
    },
  );

  it('random JSON bodies never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), fc.jsonValue({ maxDepth: 4 }), async (url, value) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'x-restaurant-id': String(R),
            'idempotency-key': 'fuzz-key-0002',
            authorization: `Bearer ${staff.token}`,
          },
          payload: JSON.stringify(value),
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
