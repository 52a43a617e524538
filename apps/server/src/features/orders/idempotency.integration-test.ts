import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { signInDiner } from '../../testing/staff';
import { importDataFile } from '../restaurants';

// An Idempotency-Key is its sender's: another account, or a guest, sending the same key and body gets no order back.
let t: TestApp;
const R = 9485;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'key-bistro' }))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

const payload = {
  type: 'take-out',
  data: {
    config: { takeout: true, restaurantId: String(R) },
    items: [cartItem('bowl')],
    costs: {},
    checkout: CARD_CHECKOUT,
  },
  pickup_time: futureSlot(70),
};
const submit = (key: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(R),
      'idempotency-key': key,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });

describe('an Idempotency-Key replayed by someone else', () => {
  it('answers the diner’s own retry with the order, and anyone else with a reused key', async () => {
    const diner = await signInDiner(t.db);
    const other = await signInDiner(t.db);
    const key = `key-owner-${Date.now()}`;
    const first = await submit(key, diner.token);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await submit(key, diner.token);
    expect(retry.json().id).toBe(first.json().id);
    for (const stranger of [undefined, other.token]) {
      const res = await submit(key, stranger);
      expect(res.statusCode).toBe(409);
      expect(res.json().id).toBeUndefined();
    }
  });
});
