/**
 * The cart calls price from the published copy in memory and data.json is its stored bytes (docs/decisions/040):
 * a publish is what the next request prices and serves, on the process that published at once, and on another
 * process as soon as it hears the version's notice.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, buildTestAppPair, type TestApp } from '../../testing/build-test-app';
import { cartItem, orderDataFile, ORDER_RESTAURANT_ID as R } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

/** Long enough that within a test only a notice can refresh the second app's copy. */
const NEVER_RECHECK = 3_600_000;

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

const setCosts = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/set-costs',
    headers: { 'x-restaurant-id': String(R) },
    payload: { items: [cartItem('bowl', 2)], costs: {}, config: { takeout: true }, type: 'take-out' },
  });

const subtotal = async (app: App) => {
  const res = await setCosts(app);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { subtotal: number }).subtotal;
};

/** The bowl's price in the data file served, and the ETag it came with. */
const served = async (app: App, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/order-bistro/data.json', headers });
  const file = res.json() as { menus: { sections: { items: { id: string; price: number }[] }[] }[] };
  const bowl = file.menus.flatMap((m) => m.sections.flatMap((s) => s.items)).find((i) => i.id === 'bowl');
  return { status: res.statusCode, etag: String(res.headers.etag), price: bowl?.price };
};

const publish = (app: App, owner: SignedInStaff, price: number) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${R}/data-file`,
    headers: owner.headers(),
    payload: pricedAt(price),
  });

/** Polls until `check` holds, for at most `waitMs`: a notice is awaited, never a fixed delay. */
async function eventually(check: () => Promise<boolean>, waitMs = 5_000): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('one process', () => {
  let t: TestApp;
  let owner: SignedInStaff;
  beforeAll(async () => {
    t = await buildTestApp();
    expect((await importDataFile(t.db, orderDataFile())).ok).toBe(true);
    owner = await signInStaff(t.db, { restaurantId: R, role: 'owner' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('prices and serves a publish on the very next request', async () => {
    expect(await subtotal(t.app)).toBe(20);
    const before = await served(t.app);
    expect(before).toMatchObject({ status: 200, price: 10 });

    const published = await publish(t.app, owner, 11);
    expect(published.statusCode, published.body).toBe(200);

    expect(await subtotal(t.app)).toBe(22);
    const after = await served(t.app, { 'if-none-match': before.etag });
    expect(after).toMatchObject({ status: 200, price: 11 });
    expect(after.etag).not.toBe(before.etag);
  });

  it("sends the version's stored bytes in the encoding asked for, all the same file", async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/order-bistro/data.json',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const identity = await ask();
    const brotli = await ask('br, gzip');
    const gzip = await ask('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [identity, brotli, gzip]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(identity.headers.etag);
    }
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(identity.body);
    expect(Number(identity.headers['content-length'])).toBe(identity.rawPayload.length);
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/order-bistro/data.json',
      headers: { 'if-none-match': String(identity.headers.etag), 'accept-encoding': 'br' },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });
});

describe('two processes on one database', () => {
  // B never re-checks on its own: what it prices changes only because A's publish reached it as a notice.
  let pair: Awaited<ReturnType<typeof buildTestAppPair>>;
  let owner: SignedInStaff;
  beforeAll(async () => {
    pair = await buildTestAppPair({ second: { publishedRecheckMs: NEVER_RECHECK } });
    expect((await importDataFile(pair.db, orderDataFile())).ok).toBe(true);
    owner = await signInStaff(pair.db, { restaurantId: R, role: 'owner' });
  }, 60_000);
  afterAll(async () => {
    await pair?.close();
  });

  it("a publish on A is what B prices and serves once B hears its version's notice", async () => {
    expect(await subtotal(pair.b)).toBe(20);
    const before = await served(pair.b);
    expect(before.price).toBe(10);

    expect((await publish(pair.a, owner, 12)).statusCode).toBe(200);
    // A, the process that published, prices it at once; B from the notice on.
    expect(await subtotal(pair.a)).toBe(24);
    expect(await eventually(async () => (await subtotal(pair.b)) === 24)).toBe(true);
    const after = await served(pair.b, { 'if-none-match': before.etag });
    expect(after).toMatchObject({ status: 200, price: 12 });
  });
});
