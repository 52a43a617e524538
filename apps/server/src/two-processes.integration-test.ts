/**
 * Two app instances on one database behave as one (decisions 032 and 033): the attempt limits and the failed look-up
 * budget are one count, a pause, a sold-out mark or a publish made on one is what the other sells from the next
 * order on, and the outbox sends each message once whichever process claims it. On PostgreSQL (the CI leg with
 * DATABASE_URL) each app has its own pool and LISTEN connection, as two processes; on PGlite they share the one
 * embedded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { Database } from './db/client';
import { importDataFile } from './features/restaurants';
import { enqueue, outboxKey } from './outbox/outbox.repository';
import { drainOutbox } from './outbox/outbox-worker';
import { buildTestAppPair } from './testing/build-test-app';
import { CARD_CHECKOUT, cartItem, futureSlot, orderDataFile, submissionBody } from './testing/order-fixtures';
import { type SignedInStaff, signInStaff } from './testing/staff';

const R = 9400;
/** Long enough that within a test only a notice (or the order path's own version check) can refresh a copy. */
const NEVER_RECHECK = 3_600_000;

type Pair = Awaited<ReturnType<typeof buildTestAppPair>>;

let keySeq = 0;
/** An order of one item, each at its own hour (a slot takes three). */
const order = (app: App, item = 'bowl') => {
  const n = keySeq++;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `two-processes-${Date.now()}-${n}` },
    payload: submissionBody(R, {
      items: [cartItem(item)],
      checkout: CARD_CHECKOUT,
      pickup: futureSlot(30 + n),
    }),
  });
};

const staffCall = (app: App, staff: SignedInStaff, action: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${R}/${action}`,
    headers: staff.headers(),
    payload,
  });

const pricedAt = (price: number) => {
  const file = orderDataFile();
  return {
    ...file,
    menus: file.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        items: section.items.map((item) => (item.id === 'bowl' ? { ...item, price } : item)),
      })),
    })),
  };
};

/** The subtotal an order was placed at (the bowl's price), from the submission's answer. */
const subtotalOf = (answer: { json(): unknown }) =>
  (answer.json() as { costs: { subtotal: number } }).costs.subtotal;

/** Polls until `check` holds, for at most `waitMs`: a notice is awaited, never a fixed delay. */
async function eventually(check: () => Promise<boolean>, waitMs = 5_000): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function pairWithRestaurant(second: Parameters<typeof buildTestAppPair>[0]): Promise<{
  pair: Pair;
  manager: SignedInStaff;
  owner: SignedInStaff;
}> {
  const pair = await buildTestAppPair(second);
  expect((await importDataFile(pair.db, orderDataFile())).ok).toBe(true);
  return {
    pair,
    manager: await signInStaff(pair.db, { restaurantId: R, role: 'manager' }),
    owner: await signInStaff(pair.db, { restaurantId: R, role: 'owner' }),
  };
}

/** Builds the pair before a describe's tests, handing it to `use`, and closes it after them. */
function pairPerDescribe(
  overrides: Parameters<typeof buildTestAppPair>[0],
  use: (built: Awaited<ReturnType<typeof pairWithRestaurant>>) => void,
): void {
  let built: Awaited<ReturnType<typeof pairWithRestaurant>> | undefined;
  beforeAll(async () => {
    built = await pairWithRestaurant(overrides);
    use(built);
  }, 60_000);
  afterAll(async () => {
    await built?.pair.close();
  });
}

describe('what staff change on one process, the other sells by from the next order', () => {
  // B hears no notices and never re-checks on its own: only the order path's version check can keep it right.
  let pair: Pair;
  let manager: SignedInStaff;
  let owner: SignedInStaff;
  pairPerDescribe(
    {
      second: { deaf: true, publishedRecheckMs: NEVER_RECHECK },
    },
    (built) => {
      ({ pair, manager, owner } = built);
    },
  );

  it('an item sold out on A is refused by B on the next order, and sold by B once back', async () => {
    expect((await order(pair.b)).statusCode).toBe(200);
    const marked = await staffCall(pair.a, manager, 'sold-out', { kind: 'item', id: 'bowl', soldOut: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const refused = await order(pair.b);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 415, details: { invalid_items: [{ reason: 'sold_out' }] } });
    await staffCall(pair.a, manager, 'sold-out', { kind: 'item', id: 'bowl', soldOut: false });
    expect((await order(pair.b)).statusCode).toBe(200);
  });

  it('a pause on A is refused by B at once; a resume on A is taken by B at once', async () => {
    expect((await order(pair.b)).statusCode).toBe(200);
    expect((await staffCall(pair.a, manager, 'pause', { message: 'Busy' })).statusCode).toBe(200);
    const paused = await order(pair.b);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().code).toBe(419);
    expect((await staffCall(pair.a, manager, 'resume')).statusCode).toBe(200);
    const resumed = await order(pair.b);
    expect(resumed.statusCode, resumed.body).toBe(200);
  });

  it('a price published on A ($10 to $11) is what B charges on the next order', async () => {
    const before = await order(pair.b);
    expect(before.statusCode, before.body).toBe(200);
    expect(subtotalOf(before)).toBe(10);
    const published = await pair.a.inject({
      method: 'POST',
      url: `/api/staff/restaurants/${R}/data-file`,
      headers: owner.headers(),
      payload: pricedAt(11),
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = await order(pair.b);
    expect(after.statusCode, after.body).toBe(200);
    expect(subtotalOf(after)).toBe(11);
  });
});

describe('a change made on one process is heard by the other', () => {
  // B listens but never re-checks on its own: what it serves changes only because the notice reached it.
  let pair: Pair;
  let manager: SignedInStaff;
  pairPerDescribe({ second: { publishedRecheckMs: NEVER_RECHECK } }, (built) => {
    ({ pair, manager } = built);
  });

  const bServes = async () => {
    const entry = await pair.b.publishedVersions.getByRestaurantId(R);
    if (!entry) throw new Error('restaurant not published');
    return entry;
  };

  it("B's menus show a pause, a sold-out mark and a new file made on A, without asking the database first", async () => {
    expect((await bServes()).ordersPaused).toBe(false);
    expect((await staffCall(pair.a, manager, 'pause', { message: 'Busy' })).statusCode).toBe(200);
    expect(await eventually(async () => (await bServes()).ordersPaused)).toBe(true);
    expect((await staffCall(pair.a, manager, 'resume')).statusCode).toBe(200);
    expect(await eventually(async () => !(await bServes()).ordersPaused)).toBe(true);

    await staffCall(pair.a, manager, 'sold-out', { kind: 'item', id: 'wings', soldOut: true });
    expect(await eventually(async () => (await bServes()).live.soldOut.items?.wings === true)).toBe(true);

    const version = (await bServes()).version;
    // Published by a third party (the command-line import), which announces nothing itself: the trigger does.
    expect((await importDataFile(pair.db, pricedAt(12))).ok).toBe(true);
    expect(await eventually(async () => (await bServes()).version === version + 1)).toBe(true);
  });
});

describe('limits and budgets are one count across processes', () => {
  let pair: Pair;
  pairPerDescribe({}, (built) => {
    ({ pair } = built);
  });

  it('60 wrong gift-card numbers from one client, alternating A and B: 20 answered, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const app = i % 2 === 0 ? pair.a : pair.b;
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders/get-gift-card',
        remoteAddress: '198.51.100.7',
        headers: { 'x-restaurant-id': String(R) },
        payload: { restaurantId: String(R), giftCardNumber: `7999 0000 0000 ${String(1000 + i)}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it('a client that spent its look-ups on A is refused by B once B hears it, a right code too', async () => {
    const client = '198.51.100.9';
    for (let i = 0; i < 20; i++) {
      const miss = await pair.a.inject({
        method: 'POST',
        url: '/api/orders/get-gift-card',
        remoteAddress: client,
        headers: { 'x-restaurant-id': String(R) },
        payload: { restaurantId: String(R), giftCardNumber: `7999 0000 0001 ${String(1000 + i)}` },
      });
      expect(miss.statusCode).not.toBe(429);
    }
    // B's check reads only what it heard (decision 077): A's notice reaches it.
    expect(
      await eventually(async () => (await pair.b.failureBudgets.lookups.retryAfter(client)) > 0, 1_000),
    ).toBe(true);
    const rightCode = await pair.b.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      remoteAddress: client,
      headers: { 'x-restaurant-id': String(R) },
      payload: {
        items: [cartItem('bowl')],
        costs: { discount: { code: 'TENOFF' } },
        config: { takeout: true },
        type: 'take-out',
      },
    });
    expect(rightCode.statusCode, rightCode.body).toBe(429);
  });

  it('30 wrong passwords for one e-mail from many clients, alternating A and B: 10 answered, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await (i % 2 === 0 ? pair.a : pair.b).inject({
        method: 'POST',
        url: '/api/auth/login-native',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: 'someone@example.com', password: `Wrong-${i}-2026!` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});

describe('the outbox sends each message once, whichever process claims it', () => {
  let pair: Pair;
  pairPerDescribe({}, (built) => {
    ({ pair } = built);
  });

  it('two workers draining at once send 45 messages once each, each with its own key', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 45; i++)
      ids.push(
        await enqueue(pair.db, {
          restaurantId: R,
          type: 'order.ready_sms',
          payload: { orderId: `o${i}`, number: i, phone: '416-555-0100' },
        }),
      );
    const keys: string[] = [];
    const worker = (db: Database) =>
      drainOutbox(db, {
        'order.ready_sms': async (message) => {
          keys.push(outboxKey(message));
          // The provider's answer takes a moment: the other worker claims meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
          return { ok: true };
        },
      });
    const [a, b] = await Promise.all([worker(pair.a.db), worker(pair.b.db)]);
    expect(a.sent + b.sent).toBe(45);
    expect([...keys].sort()).toEqual(ids.map((id) => outboxKey({ id })).sort());
  });
});
