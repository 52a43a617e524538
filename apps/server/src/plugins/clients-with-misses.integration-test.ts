/**
 * The failed look-up budget's check (docs/decisions/077-clients-with-misses-in-memory.md): the count stays in the
 * shared table, and each process remembers the clients any process told of a miss. A code named by a client without
 * one costs no statement; any other client's row is read; a process that has not heard yet still never answers a
 * miss past the budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listen } from '../db/listen';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cartItem, orderDataFile } from '../testing/order-fixtures';
import { FailureBudget } from './failure-budget';

const R = 9482;
const WINDOW_MS = 15 * 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'spent-bistro' }))).ok).toBe(true);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const statements = () => t.handle.poolStats().statements ?? 0;

const setCosts = (remoteAddress: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    remoteAddress,
    headers: { 'x-restaurant-id': String(R) },
    payload: {
      items: [cartItem('bowl', 2)],
      costs: { discount: { code } },
      config: { takeout: true },
      type: 'take-out',
    },
  });

const wrongGiftCard = (remoteAddress: string, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/get-gift-card',
    remoteAddress,
    headers: { 'x-restaurant-id': String(R) },
    payload: { restaurantId: String(R), giftCardNumber: `7999 0000 0000 ${String(1000 + n)}` },
  });

/**
 * A LISTEN that is in place and hears nothing, as a process whose notice has not arrived; its connection is lost and
 * comes back on call.
 */
function silentListen(): { listen: Listen; lose: () => void; reconnect: () => void } {
  let onReconnect: (() => void) | undefined;
  let onLost: (() => void) | undefined;
  return {
    listen: async (_channel, _onPayload, _onError, reconnected, lost) => {
      onReconnect = reconnected;
      onLost = lost;
      return async () => undefined;
    },
    lose: () => onLost?.(),
    reconnect: () => onReconnect?.(),
  };
}

describe('the check before a look-up', () => {
  it('costs no statement: a right promo code in set-costs is priced from memory alone', async () => {
    // The first call reads the menu's taken slots, kept for a second (taken-slots.ts): the second call is measured.
    expect((await setCosts('198.51.100.20', 'TENOFF')).statusCode).toBe(200);
    const before = statements();
    const priced = await setCosts('198.51.100.20', 'TENOFF');
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ discount: { code: 'TENOFF' } });
    expect(statements() - before).toBe(0);
  });

  it('refuses a client this process spent, a right code too, at once', async () => {
    const client = '198.51.100.21';
    for (let i = 0; i < 20; i++) expect((await wrongGiftCard(client, i)).statusCode).not.toBe(429);
    const refused = await setCosts(client, 'TENOFF');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not refused.
    expect((await setCosts('198.51.100.22', 'TENOFF')).statusCode).toBe(200);
  });
});

describe("a process that has not heard of a client's misses", () => {
  it('answers its next miss as a refusal (429), never as a look-up', async () => {
    const client = '198.51.100.23';
    const deafToIt = new FailureBudget(20, WINDOW_MS, { db: t.db, name: 'lookups' });
    await deafToIt.follow(silentListen().listen, (error) => {
      throw error;
    });
    const saved = t.app.failureBudgets.lookups;
    t.app.failureBudgets.lookups = deafToIt;
    try {
      // Another process spends the client's budget; this one's notice is lost.
      const elsewhere = new FailureBudget(20, WINDOW_MS, { db: t.db, name: 'lookups' });
      for (let i = 0; i < 20; i++) await elsewhere.fail(client);
      expect(await deafToIt.retryAfter(client)).toBe(0);
      const miss = await wrongGiftCard(client, 99);
      expect(miss.statusCode, miss.body).toBe(429);
      expect(miss.json()).toMatchObject({ code: 429 });
      expect(Number(miss.headers['retry-after'])).toBeGreaterThan(0);
      // Its own miss told it: the next call is refused before any look-up.
      expect(await deafToIt.retryAfter(client)).toBeGreaterThan(0);
    } finally {
      t.app.failureBudgets.lookups = saved;
      await deafToIt.close();
    }
  });

  it('reads the table while its LISTEN is lost, and the clients with misses again when it comes back', async () => {
    const client = '198.51.100.24';
    const silent = silentListen();
    const budget = new FailureBudget(20, WINDOW_MS, { db: t.db, name: 'lookups' });
    await budget.follow(silent.listen, (error) => {
      throw error;
    });
    try {
      const elsewhere = new FailureBudget(20, WINDOW_MS, { db: t.db, name: 'lookups' });
      for (let i = 0; i < 19; i++) await elsewhere.fail(client);
      silent.lose();
      // Lost: what another process spends meanwhile is read from the table at once.
      await elsewhere.fail(client);
      expect(await budget.retryAfter(client)).toBeGreaterThan(0);
      const other = '198.51.100.26';
      for (let i = 0; i < 20; i++) await elsewhere.fail(other);
      silent.reconnect();
      // Back: both are remembered from the table's read, and memory is what the check reads again.
      await expect.poll(() => budget.retryAfter(other)).toBeGreaterThan(0);
      expect(await budget.retryAfter(client)).toBeLessThanOrEqual(WINDOW_MS / 1000);
      const after = '198.51.100.27';
      for (let i = 0; i < 20; i++) await elsewhere.fail(after);
      expect(await budget.retryAfter(after)).toBe(0);
    } finally {
      await budget.close();
    }
  });

  it('answers a miss it could not count as unavailable (503), never as a miss', async () => {
    class Unreachable extends FailureBudget {
      override async fail(): Promise<number> {
        throw new Error('the database is away');
      }
    }
    const saved = t.app.failureBudgets.lookups;
    t.app.failureBudgets.lookups = new Unreachable(20, WINDOW_MS);
    try {
      const guess = await setCosts('198.51.100.28', 'NOSUCHCODE');
      expect(guess.statusCode, guess.body).toBe(503);
      expect(guess.json()).toMatchObject({ code: 503 });
      expect(Number(guess.headers['retry-after'])).toBeGreaterThan(0);
      // A right code is priced: nothing needed counting.
      expect((await setCosts('198.51.100.28', 'TENOFF')).statusCode).toBe(200);
    } finally {
      t.app.failureBudgets.lookups = saved;
    }
  });

  it('reads the row of a client it knows has a miss: spent elsewhere, unheard, it is refused at once', async () => {
    const client = '198.51.100.25';
    const elsewhere = new FailureBudget(20, WINDOW_MS, { db: t.db, name: 'lookups' });
    await elsewhere.fail(client);
    // Starting to listen, it reads which clients have misses; it hears nothing after.
    const budget = new FailureBudget(20, WINDOW_MS, { db: t.db, name: 'lookups' });
    await budget.follow(silentListen().listen, (error) => {
      throw error;
    });
    try {
      for (let i = 0; i < 18; i++) await elsewhere.fail(client);
      expect(await budget.retryAfter(client)).toBe(0);
      await elsewhere.fail(client);
      expect(await budget.retryAfter(client)).toBeGreaterThan(0);
    } finally {
      await budget.close();
    }
  });
});
