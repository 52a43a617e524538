import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFileVersions, restaurants } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDataFile } from '../../testing/data-files';
import { setOrdersPaused } from './restaurants.repository';
import { importDataFile } from './restaurants.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const result = await importDataFile(t.db, testDataFile());
  expect(result.ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const r = await t.db.select({ id: restaurants.id }).from(restaurants);
  const v = await t.db.select({ id: dataFileVersions.id }).from(dataFileVersions);
  return { restaurants: r.length, versions: v.length };
}

describe('importing a data file', () => {
  it('creates the restaurant with the id of the file and publishes version 1', async () => {
    const result = await importDataFile(t.db, testDataFile({ id: 9100, slug: 'fresh-place' }));
    expect(result).toMatchObject({
      ok: true,
      restaurantId: 9100,
      slug: 'fresh-place',
      version: 1,
      created: true,
    });
  });

  it('replaces the restaurant on a second import and publishes the next version', async () => {
    await importDataFile(t.db, testDataFile({ id: 9101, slug: 'twice', itemPrice: 10 }));
    const second = await importDataFile(t.db, testDataFile({ id: 9101, slug: 'twice', itemPrice: 11 }));
    expect(second).toMatchObject({ ok: true, version: 2, created: false, unchanged: false });
    const res = await t.app.inject({ method: 'GET', url: '/twice/data.json' });
    expect(JSON.parse(res.body).menus[0].sections[0].items[0].price).toBe(11);
  });

  it('skips an unchanged file when asked, writing no version', async () => {
    const before = await counts();
    const again = await importDataFile(t.db, testDataFile(), { skipIfUnchanged: true });
    expect(again).toMatchObject({ ok: true, unchanged: true, version: 1 });
    expect(await counts()).toEqual(before);
  });

  it('rejects a broken file with the path and reason of every offending field and writes nothing', async () => {
    const before = await counts();
    const broken = testDataFile({ id: 9200, slug: 'broken' }) as Record<string, unknown> & {
      restaurant: Record<string, unknown>;
      menus: Array<{ sections: Array<{ items: Array<Record<string, unknown>> }> }>;
    };
    broken.restaurant.province = 'zz';
    broken.restaurant.surprise = true;
    broken.menus[0]!.sections[0]!.items[0]!.price = -3;
    broken.menus[0]!.sections[0]!.items[0]!.promos = ['nope'];
    const result = await importDataFile(t.db, broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'restaurant.province',
        'restaurant.surprise',
        'menus[0].sections[0].items[0].price',
      ]),
    );
    expect(result.issues.every((i) => i.message.length > 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('reports unknown references (a promo id that does not exist) with their path', async () => {
    const file = testDataFile({ id: 9201, slug: 'bad-ref' });
    (file.menus[0]!.sections[0]!.items[0]! as Record<string, unknown>).promos = ['ghost'];
    const result = await importDataFile(t.db, file);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({
        path: 'menus[0].sections[0].items[0].promos[0]',
        message: 'Unknown promo "ghost"',
      });
  });

  it('refuses a file whose id belongs to another slug, writing nothing', async () => {
    const before = await counts();
    const result = await importDataFile(t.db, testDataFile({ id: 9001, slug: 'impostor' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]!.path).toBe('restaurant.id');
    expect(await counts()).toEqual(before);
  });
});

describe('GET /{slug}/data.json', () => {
  it('serves the published file with its version, an ETag and Cache-Control', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test-bistro/data.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.etag).toMatch(/^"v1-[0-9a-f]{32}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const body = JSON.parse(res.body);
    expect(body.version).toBe(1);
    expect(body.restaurant.slug).toBe('test-bistro');
    // Defaults of the schema are filled in, so the screens never guess.
    expect(body.menu_configuration.theme).toBe('light');
    expect(body.menus[0].sections[0].items[0].allergens).toEqual([]);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=0, br;q=0', undefined, (b: Buffer) => b],
  ] as const)('compresses for Accept-Encoding %s', async (accept, encoding, decode) => {
    const plain = await t.app.inject({ method: 'GET', url: '/test-bistro/data.json' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/test-bistro/data.json',
      headers: { 'accept-encoding': accept },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/test-bistro/data.json' });
    const etag = String(first.headers.etag);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/test-bistro/data.json',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const weak = await t.app.inject({
      method: 'GET',
      url: '/test-bistro/data.json',
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/test-bistro/data.json',
      headers: { 'if-none-match': '"v0-old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    ['en-CA', 'We could not find the restaurant "no-such-place".'],
    ['fr-CA', 'Nous n’avons pas trouvé le restaurant « no-such-place ».'],
  ])('answers 404 {code, message} for an unknown slug in %s', async (locale, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-place/data.json', headers: { locale } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message });
  });

  it.each(['/UPPER/data.json', '/a%20b/data.json', `/${'x'.repeat(300)}/data.json`, '/%00/data.json'])(
    'answers 4xx, never 5xx, to a malformed slug %#',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    },
  );

  it('shows a staff pause in the file and changes the ETag', async () => {
    await importDataFile(t.db, testDataFile({ id: 9300, slug: 'pausable' }));
    const before = await t.app.inject({ method: 'GET', url: '/pausable/data.json' });
    expect(JSON.parse(before.body).restaurant.orders_paused).toBe(false);
    await setOrdersPaused(t.db, 9300, true);
    t.app.publishedVersions.invalidate('pausable');
    const after = await t.app.inject({ method: 'GET', url: '/pausable/data.json' });
    expect(JSON.parse(after.body).restaurant.orders_paused).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('GET /api/restaurants/{slug}', () => {
  it('loads the restaurant with its menu groups and menus by slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurants/test-bistro' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: 9001,
      slug: 'test-bistro',
      name: 'Test Bistro',
      version: 1,
      orders_paused: false,
    });
    expect(body.menu_groups).toEqual([
      { id: 'g1', name: 'All day', slug: 'all-day', description: '', image: null, order: 0 },
    ]);
    expect(body.menus).toHaveLength(1);
    expect(body.menus[0]).toMatchObject({ id: 'm1', slug: 'lunch', dine_in: true, menu_group_id: 'g1' });
    expect(body.menus[0]).not.toHaveProperty('sections');
  });

  it('finds the published entry by restaurant id as the order calls do', async () => {
    const entry = await t.app.publishedVersions.getByRestaurantId(9001);
    expect(entry?.data.restaurant.slug).toBe('test-bistro');
    expect(await t.app.publishedVersions.getByRestaurantId(123456)).toBeUndefined();
    expect(await t.app.publishedVersions.getByRestaurantId(-1)).toBeUndefined();
  });

  it('notices a version published by another process within the recheck window', async () => {
    const { PublishedVersionCache } = await import('./published-cache');
    let now = 0;
    const cache = new PublishedVersionCache(t.db, 1000, () => now);
    await importDataFile(t.db, testDataFile({ id: 9400, slug: 'elsewhere', itemPrice: 5 }));
    expect((await cache.get('elsewhere'))?.version).toBe(1);
    await importDataFile(t.db, testDataFile({ id: 9400, slug: 'elsewhere', itemPrice: 6 }));
    expect((await cache.get('elsewhere'))?.version).toBe(1);
    now = 1500;
    expect((await cache.get('elsewhere'))?.version).toBe(2);
    const row = await t.db.select().from(restaurants).where(eq(restaurants.slug, 'elsewhere'));
    expect(row[0]?.publishedVersionId).toBe((await cache.get('elsewhere'))?.versionId);
  });

  it('raises the menu version on a pause or a publish, and a copy older than a version heard is read again', async () => {
    const { PublishedVersionCache } = await import('./published-cache');
    const menuVersion = async () => {
      const [row] = await t.db
        .select({ menuVersion: restaurants.menuVersion })
        .from(restaurants)
        .where(eq(restaurants.id, 9402));
      return row!.menuVersion;
    };
    // A clock that never moves: only the version heard, or asked for, can make the cache read again.
    const cache = new PublishedVersionCache(t.db, 1000, () => 0);
    await importDataFile(t.db, testDataFile({ id: 9402, slug: 'versioned', itemPrice: 5 }));
    const first = (await cache.getByRestaurantId(9402))!;
    await setOrdersPaused(t.db, 9402, true);
    expect((await cache.getByRestaurantId(9402))?.ordersPaused).toBe(false);
    const paused = await menuVersion();
    expect(paused).toBeGreaterThan(first.menuVersion);
    // What the order path does with the version its first statement read.
    const current = await cache.atLeast(9402, paused);
    expect(current?.ordersPaused).toBe(true);
    expect(current?.menuVersion).toBe(paused);

    // A notice (heardOf) forgets the copy.
    await importDataFile(t.db, testDataFile({ id: 9402, slug: 'versioned', itemPrice: 6 }));
    const published = await menuVersion();
    expect(published).toBeGreaterThan(paused);
    cache.heardOf(9402, published);
    expect((await cache.getByRestaurantId(9402))?.version).toBe(2);
    // A write that changes nothing diners see raises nothing.
    await setOrdersPaused(t.db, 9402, true);
    const once = await menuVersion();
    await setOrdersPaused(t.db, 9402, true);
    expect(await menuVersion()).toBe(once);
  });

  it('keeps serving its copy when the database hangs or fails, and catches up once it answers', async () => {
    const { PublishedVersionCache } = await import('./published-cache');
    let now = 0;
    let mode: 'up' | 'hang' | 'down' = 'up';
    // The database as the cache sees it: every query builder is passed through, and awaiting one hangs or fails.
    const faulty = (target: object): object =>
      new Proxy(target, {
        get(object, key, receiver) {
          const value = Reflect.get(object, key, receiver);
          if (key === 'then' && mode !== 'up') {
            return (_resolve: unknown, reject: (e: unknown) => void) => {
              if (mode === 'down') reject(new Error('Connection terminated unexpectedly'));
            };
          }
          return typeof value === 'function'
            ? (...args: unknown[]) => {
                const out = value.apply(object, args);
                return out && typeof out === 'object' ? faulty(out) : out;
              }
            : value;
        },
      });
    const cache = new PublishedVersionCache(faulty(t.db) as typeof t.db, 1000, () => now, 50);
    await importDataFile(t.db, testDataFile({ id: 9401, slug: 'flaky', itemPrice: 5 }));
    expect((await cache.get('flaky'))?.version).toBe(1);

    mode = 'hang';
    now = 2000;
    const started = Date.now();
    expect((await cache.get('flaky'))?.version).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);

    mode = 'down';
    now = 4000;
    expect((await cache.get('flaky'))?.version).toBe(1);
    // Never loaded: nothing to serve, the failure is the caller's to answer (503).
    await expect(cache.get('never-loaded')).rejects.toThrow(/Connection terminated/);

    mode = 'up';
    await importDataFile(t.db, testDataFile({ id: 9401, slug: 'flaky', itemPrice: 6 }));
    now = 6000;
    expect((await cache.get('flaky'))?.version).toBe(2);
  });
});
