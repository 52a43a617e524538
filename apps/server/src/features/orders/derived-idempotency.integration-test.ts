import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { signInDiner } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { DERIVED_KEY_WINDOW_MS } from './submission/idempotency';

// The specification's clients send no Idempotency-Key: the caller and the body make one (decision 037), so a double
// tap or a retry places one order, and anything else is an order of its own.
let t: TestApp;
const R = 9486;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'derived-key-bistro' }))).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  startClockAt(undefined);
});

const bodyFor = (item: string, hours = 70) => ({
  type: 'take-out',
  data: {
    config: { takeout: true, restaurantId: String(R) },
    items: [cartItem(item)],
    costs: {},
    checkout: CARD_CHECKOUT,
  },
  pickup_time: futureSlot(hours),
});

interface Caller {
  token?: string;
  address?: string;
  key?: string;
  url?: string;
}

const submit = (payload: object, caller: Caller = {}) =>
  t.app.inject({
    method: 'POST',
    url: caller.url ?? '/api/orders',
    remoteAddress: caller.address ?? '203.0.113.7',
    headers: {
      'x-restaurant-id': String(R),
      ...(caller.key ? { 'idempotency-key': caller.key } : {}),
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    payload,
  });

async function placed(payload: object, caller: Caller = {}): Promise<number> {
  const res = await submit(payload, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe('a submission without an Idempotency-Key', () => {
  it('places one order for the same body sent twice by the same guest, and answers both alike', async () => {
    const payload = bodyFor('bowl', 71);
    const first = await submit(payload);
    const second = await submit(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('places one order for a double tap (both at once)', async () => {
    const payload = bodyFor('bowl', 72);
    const [a, b] = await Promise.all([submit(payload), submit(payload)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().id).toBe(a.json().id);
  });

  it('places a new order for a changed body', async () => {
    const first = await placed(bodyFor('bowl', 73));
    const changed = await placed(bodyFor('bowl', 74));
    expect(changed).not.toBe(first);
  });

  it('places an order for each caller sending the same body: two guests, and a session from the same address', async () => {
    const payload = bodyFor('bowl', 75);
    const diner = await signInDiner(t.db);
    const ids = [
      await placed(payload, { address: '203.0.113.8' }),
      await placed(payload, { address: '203.0.113.9' }),
      await placed(payload, { token: diner.token, address: '203.0.113.8' }),
    ];
    expect(new Set(ids).size).toBe(3);
    // Each of them, sending it again, gets their own order back (a session from wherever it is).
    expect(await placed(payload, { token: diner.token, address: '198.51.100.1' })).toBe(ids[2]);
    expect(await placed(payload, { address: '203.0.113.9' })).toBe(ids[1]);
  });

  it('places an order for each of two sessions sending the same body', async () => {
    const payload = bodyFor('bowl', 80);
    const diner = await signInDiner(t.db);
    const other = await signInDiner(t.db);
    const mine = await placed(payload, { token: diner.token });
    expect(await placed(payload, { token: other.token })).not.toBe(mine);
    expect(await placed(payload, { token: diner.token })).toBe(mine);
  });

  it('keeps the same order across the boundary of two windows, and places a new one once both have passed', async () => {
    const W = DERIVED_KEY_WINDOW_MS;
    const boundary = (Math.floor(Date.now() / W) + 2) * W;
    const payload = bodyFor('bowl', 76);
    startClockAt(new Date(boundary - 30_000).toISOString());
    const first = await placed(payload);
    startClockAt(new Date(boundary + 30_000).toISOString());
    expect(await placed(payload)).toBe(first);
    startClockAt(new Date(boundary + W + 30_000).toISOString());
    expect(await placed(payload)).not.toBe(first);
  });
});

describe('a submission with an Idempotency-Key', () => {
  it('is keyed by it as before: the same key answers the first order, a new key places another', async () => {
    const payload = bodyFor('bowl', 78);
    const first = await placed(payload, { key: 'derived-test-key-a' });
    expect(await placed(payload, { key: 'derived-test-key-a' })).toBe(first);
    expect(await placed(payload, { key: 'derived-test-key-b' })).not.toBe(first);
  });

  it('refuses a malformed key in the diner’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-restaurant-id': String(R), 'idempotency-key': 'short', locale: 'fr' },
      payload: bodyFor('bowl', 79),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^L’en-tête Idempotency-Key doit/);
  });
});
