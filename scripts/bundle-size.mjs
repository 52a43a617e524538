// The JavaScript a diner's browser loads to show the menu route (`/{slug}`), gzipped as the server sends them.
// menuPageJs: as a browser loads it (every script the page fetched until it is idle: static imports, preloads and
// the chunks the page imports on its own after the first paint), the figure held to the 150 KB budget.
// menuRouteJs: the static imports only, read from the Vite manifest (apps/web/dist/.vite/manifest.json), for
// a quick look without a server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');

export function menuRouteJs() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('Build the web app first (npm run build)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const roots = ['index.html', 'src/app/routes/restaurant-layout.tsx', 'src/app/routes/menu.tsx'];
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const key of roots) visit(key);
  const size = (file, suffix) => {
    const path = join(dist, file + suffix);
    return existsSync(path) ? statSync(path).size : statSync(join(dist, file)).size;
  };
  const list = [...files].filter((f) => f.endsWith('.js'));
  return {
    files: list.length,
    raw: list.reduce((n, f) => n + size(f, ''), 0),
    gzip: list.reduce((n, f) => n + size(f, '.gz'), 0),
    brotli: list.reduce((n, f) => n + size(f, '.br'), 0),
  };
}

/** The gzip size of a built file as served (its precompressed .gz, else the file itself). */
function servedGzip(file) {
  const path = join(dist, file);
  if (!existsSync(path)) return null;
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
}

/**
 * Opens `url` (a menu page of a running server) in Chromium and counts every script it loaded until it is idle:
 * the app has taken over (html[data-app-ready]), no request for 1 s, and the browser has had an idle callback.
 */
export async function menuPageJs(url, { executablePath = '/usr/bin/chromium' } = {}) {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const request = response.request();
      const path = new URL(response.url()).pathname;
      if (request.resourceType() === 'script' || path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
    );
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((path) => ({ path, gzip: servedGzip(path.replace(/^\//, '')) }));
    const unknown = files.filter((f) => f.gzip === null).map((f) => f.path);
    if (unknown.length > 0) throw new Error(`scripts not in the build: ${unknown.join(', ')}`);
    return { files: files.length, gzip: files.reduce((n, f) => n + f.gzip, 0), list: files };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bundle-size.mjs http://127.0.0.1:3000/maple-table` also counts what the browser loads there.
  if (process.argv[2]) {
    const page = await menuPageJs(process.argv[2]);
    for (const f of page.list.sort((a, b) => b.gzip - a.gzip))
      console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
    console.log(
      `menu page JS as the browser loads it: ${page.files} files, ${(page.gzip / 1024).toFixed(1)} KB gzip (goal <= 150 KB gzip: ${page.gzip <= 150 * 1024 ? 'met' : 'NOT met'})`,
    );
  }
  const r = menuRouteJs();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `menu route initial JS: ${r.files} files, ${kb(r.raw)} raw, ${kb(r.gzip)} gzip, ${kb(r.brotli)} brotli (goal <= 150 KB gzip: ${r.gzip <= 150 * 1024 ? 'met' : 'NOT met'})`,
  );
}
