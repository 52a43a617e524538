import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from './features/restaurants';
import { buildTestApp, type TestApp } from './testing/build-test-app';
import { testDataFile } from './testing/data-files';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ cantineHosts: ['cantine.test'] });
  // A published restaurant: its screens answer 200, any other path under it 404.
  expect((await importDataFile(t.db, testDataFile({ id: 9900, slug: 'maple-table' }))).ok).toBe(true);
  // A venue chain: its location-search and coming-soon pages answer 200, an unknown chain's 404.
  const pizza = testDataFile({ id: 9901, slug: 'slice-co-kits' });
  const chainLocation = {
    ...pizza,
    restaurant: { ...pizza.restaurant, group: { slug: 'slice-co', name: 'Slice Co.', kind: 'venue_chain' } },
  };
  expect((await importDataFile(t.db, chainLocation)).ok).toBe(true);
  // A cafeteria group is no venue chain: it has /cantine, not these pages.
  const cafeteria = testDataFile({ id: 9902, slug: 'cantine-one' });
  const cafeteriaLocation = {
    ...cafeteria,
    restaurant: { ...cafeteria.restaurant, group: { slug: 'cantine', name: 'Cantine', kind: 'cantine' } },
  };
  expect((await importDataFile(t.db, cafeteriaLocation)).ok).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('the app shell', () => {
  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: 'test', time: expect.any(String) });
    expect(Math.abs(Date.parse(res.json().time) - Date.now())).toBeLessThan(60_000);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/restaurants/{slug}', '/{slug}/data.json']),
    );
  });

  it('redirects / to /cantine on the cafeteria brand host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'cantine.test:3000' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cantine');
  });

  it('serves the web app for / elsewhere, which shows its not-found screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("serves every screen the web app's router gives a restaurant (apps/web/src/app/router.tsx)", async () => {
    const router = await readFile(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
    const children = router.slice(router.indexOf("path: '/:restaurantSlug'"));
    const screens = [...children.matchAll(/\{ path: '([^'*]+)'/g)].map((m) => m[1]!.replace(/:\w+/g, 'x1'));
    expect(screens).toContain('tab');
    for (const screen of screens) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/maple-table/${screen}`,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode, screen).toBe(200);
    }
  });

  it.each([
    '/maple-table',
    '/maple-table/landing',
    '/maple-table/checkout',
    '/maple-table/orders/abc123',
    // The operator's screens, opened from a bookmark or reloaded.
    '/maple-table/events',
    '/maple-table/events/ev_123',
    '/maple-table/suite-settings',
    // A table's tab, opened from the table's QR code.
    '/maple-table/tab?tableNum=12',
    '/cantine',
    '/slice-co-location-search',
    '/slice-co-coming-soon',
    '/login',
    '/profile/receipts',
  ])('serves the web app for the page route %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    '/anything/at/all',
    '/no-such-restaurant',
    '/maple-table/nope',
    '/maple-table/orders',
    '/maple-table/events/ev_123/more',
    '/no-such-chain-location-search',
    '/no-such-chain-coming-soon',
    '/cantine-location-search',
    '/cantine-coming-soon',
  ])('answers 404 with the web app (its not-found screen and a way back) for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it("preloads a restaurant page's data file with the HTML, and nothing for other screens", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/maple-table/landing?tableNum=4',
      headers: { accept: 'text/html' },
    });
    expect(page.headers.link).toBe('</maple-table/data.json>; rel=preload; as=fetch; crossorigin=anonymous');
    for (const url of ['/cantine', '/slice-co-location-search', '/Bad_Slug']) {
      const other = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(other.headers.link).toBeUndefined();
    }
  });

  it('caches hashed assets forever', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['en-CA', 'There is no such API endpoint.'],
    ['fr-CA', 'Ce point d’accès de l’API n’existe pas.'],
  ])('answers an unknown API route with a translated 404 (%s)', async (locale, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { locale } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message });
  });

  it('answers a missing media file with 404 JSON, not the web app', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/demo/missing.svg',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });

  it("serves a theme's stylesheet as CSS and an unknown theme's as 404 JSON, never the web app", async () => {
    const css = await t.app.inject({
      method: 'GET',
      url: '/stylesheets/fixture.css',
      headers: { accept: 'text/css,*/*;q=0.1' },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.theme-fixture');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/stylesheets/no-such-theme.css',
      headers: { accept: 'text/css,*/*;q=0.1' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The payment config offers Google Pay: the page's own policy must not block its manifests.
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' https://google.com https://pay.google.com",
    );
    // A Stripe restaurant's checkout loads Stripe.js and its card frames (decision 016).
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(res.headers['content-security-policy']).toContain('frame-src https://js.stripe.com');
    // A data file's images (a favicon, a logo, an item's picture) on the restaurant's own https host are shown.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sets the same security headers on every kind of response: a page, a file, data.json, an API 404, a 404', async () => {
    const HELMET = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const headersOf = async (url: string, status: number) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(status);
      return Object.fromEntries(HELMET.map((name) => [name, res.headers[name]]));
    };
    const api = await headersOf('/api/health', 200);
    expect(Object.values(api).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
    for (const [url, status] of [
      ['/maple-table', 200],
      ['/assets/app-abc123.js', 200],
      ['/maple-table/data.json', 200],
      ['/api/no-such-route', 404],
      ['/no-such-restaurant', 404],
    ] as const) {
      expect(await headersOf(url, status), url).toEqual(api);
    }
  });
});
