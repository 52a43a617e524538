import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

// The web app's real build: its index.html and its server renderer (built here when missing).
const webDist = join(repoRoot, 'apps/web/dist');

let t: TestApp;
beforeAll(async () => {
  if (
    !existsSync(join(repoRoot, 'apps/web/dist-server/entry-server.js')) ||
    !existsSync(join(webDist, 'index.html'))
  )
    // A production build: under Vitest NODE_ENV is "test", which would build React's development runtime.
    execFileSync('npm', ['run', 'build', '-w', '@ordering/web'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  t = await buildTestApp({ webDistDir: webDist });
  for (const slug of ['maple-table', 'cafe-du-marche']) {
    const file: unknown = JSON.parse(readFileSync(join(repoRoot, `demo/${slug}.json`), 'utf8'));
    expect((await importDataFile(t.db, file)).ok).toBe(true);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe("a restaurant's menu page drawn on the server", () => {
  it('holds the menu itself, in the restaurant default language, and loads the code after painting', async () => {
    const res = await page('/maple-table?tableNum=12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<html lang="en-CA" class="theme-light" style="--color-brand:#[0-9a-f]{6};/i);
    expect(res.body).toContain('data-restaurant="maple-table" data-locale="en-CA"');
    expect(res.body).toMatch(/<h1[^>]*>Dine-in Menu<\/h1>/);
    expect(res.body).toContain('Classic Poutine');
    // The table of the QR code, as the app shows it once it runs: not "start at your table".
    expect(res.body).toContain('Table 12');
    expect(res.body).not.toContain('start at your table');
    // The code comes after the first paint, its imports and the page's language part asked for with the entry.
    expect(res.body).toMatch(
      /<script src="\/load-app.js" data-src="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/framework-[\w-]+\.js[^"]*\/assets\/en-CA-[\w-]+\.js" defer><\/script>/,
    );
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('Chargement');
    // The theme's fonts (Playfair Display headings, Inter text) are declared and come with the page, so its text
    // is laid out once, in them.
    const preloads = [
      ...res.body.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g),
    ];
    expect(preloads.map(([, href]) => href!.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      '/assets/playfair-display-latin-700-normal',
      '/assets/inter-latin-400-normal',
      '/assets/inter-latin-600-normal',
    ]);
    for (const [, href] of preloads)
      expect((await t.app.inject({ method: 'GET', url: href! })).statusCode).toBe(200);
    expect(res.body).toMatch(/<style id="theme-fonts">@font-face\{font-family:"Playfair Display";/);
    // Neither the data file nor the code compete with the page's fonts and pictures: both come after it painted.
    expect(res.headers.link).toBeUndefined();
  });

  it('comes compressed for a browser that accepts it: a fifth of the bytes on a phone line', async () => {
    const plain = await page('/maple-table');
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/maple-table',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(decompress(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('speaks the saved language, else the restaurant default', async () => {
    const french = await page('/maple-table', 'locale=fr-CA');
    expect(french.body).toContain('<html lang="fr-CA" class="theme-light"');
    expect(french.body).toMatch(/<h1[^>]*>Menu en salle<\/h1>/);
    expect(french.body).toContain('Entrées');
    const frenchFirst = await page('/cafe-du-marche');
    expect(frenchFirst.body).toContain('data-locale="fr-CA"');
  });

  it('leaves other screens, unknown restaurants and non-pages to the browser as before', async () => {
    for (const [url, status] of [
      ['/maple-table/checkout', 200],
      ['/maple-table/landing', 200],
      // An unknown restaurant is the not-found screen, drawn by the browser, with its HTTP 404.
      ['/no-such-place', 404],
      ['/cantine', 200],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('<!--boot-->');
      expect(res.body, url).not.toContain('data-restaurant=');
    }
    const json = await t.app.inject({
      method: 'GET',
      url: '/maple-table',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });
});
