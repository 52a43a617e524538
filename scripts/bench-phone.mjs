// A restaurant's menu on a throttled phone: Chromium (Debian's) with a 4x slower CPU, 150 ms round trips and
// 1.6 Mbit/s down (0.75 up), the profile Lighthouse calls slow 4G. Each run is a fresh browser context (nothing
// cached), and reports when the first item shows (the first contentful paint of the page the server drew), the
// largest paint, and when the menu is usable: the app has taken the page over (html[data-app-ready]), so a tap opens
// an item. Figures, not pass/fail: `npm run bench` prints them with the goal (usable within 3.5 s).
//
// `node scripts/bench-phone.mjs http://127.0.0.1:3000/maple-table [more pages]` measures a running server's pages;
// `node scripts/bench-phone.mjs --base http://127.0.0.1:3000 --menus all` every demo restaurant's menu (demo/*.json,
// as the seed loads them) in each of its languages, as the weight journey does (e2e/weight.spec.ts), and
// `--menus maple-table,harbour-market` those alone; `--locale fr-CA` one language. PHONE_RUNS sets the runs (5).
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';

export const PHONE = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
export const USABLE_GOAL_MS = 3500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function oneRun(browser, url, locale) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale });
  // The language as a diner's saved choice (the restaurant's default wins over the browser's otherwise).
  await context.addCookies([{ name: 'locale', value: locale, url }]);
  try {
    const page = await context.newPage();
    // When the app marks the page as its own, on the page's clock (milliseconds since navigation started).
    await page.addInitScript(() => {
      // The document, not its root element: the script runs before the root exists.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.appReady === undefined) return;
        window.__usableAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downKbps * 1000) / 8,
      uploadThroughput: (PHONE.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    let scripts = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts++;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate((scriptCount) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        'first item ms': Math.round(fcp),
        'LCP ms': Math.round(window.__lcp),
        'usable ms': Math.round(window.__usableAt ?? performance.now()),
        scripts: scriptCount,
      };
    }, scripts);
  } finally {
    await context.close();
  }
}

/** Each page `runs` times; the rows of every run and each page's median. */
export async function benchPhone(pages, { runs = 5, executablePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const medians = [];
    for (const { url, locale } of pages) {
      const rows = [];
      for (let i = 0; i < runs; i++) rows.push(await oneRun(browser, url, locale));
      const row = { page: `${new URL(url).pathname} (${locale})` };
      for (const key of Object.keys(rows[0])) row[key] = median(rows.map((r) => r[key]));
      row.runs = rows.map((r) => r['usable ms']).join(', ');
      row.goal = `usable <= ${USABLE_GOAL_MS} ms: ${row['usable ms'] <= USABLE_GOAL_MS ? 'met' : 'NOT met'}`;
      medians.push(row);
    }
    return medians;
  } finally {
    await browser.close();
  }
}

/** Every demo restaurant (demo/*.json, as the seed loads them): its slug and its languages. */
export function demoMenus() {
  const dir = new URL('../demo/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const demo = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      return { slug: demo.restaurant.slug, locales: demo.locales.map((l) => l.locale_long) };
    });
}

/**
 * The menu pages to measure on a server at `base`: by default maple-table in English and cafe-du-marche in French
 * (`npm run bench`); `menus` 'all' or a list of slugs gives those demo restaurants in each of their languages, or in
 * `locale` alone.
 */
export function menuPages(base, { menus, locale } = {}) {
  if (!menus) {
    return [
      { url: `${base}/maple-table`, locale: 'en-CA' },
      { url: `${base}/cafe-du-marche`, locale: 'fr-CA' },
    ];
  }
  const all = demoMenus();
  const wanted = menus === 'all' ? all.map((m) => m.slug) : menus;
  const unknown = wanted.filter((slug) => !all.some((m) => m.slug === slug));
  if (unknown.length > 0) throw new Error(`no demo restaurant ${unknown.join(', ')}`);
  return all
    .filter((m) => wanted.includes(m.slug))
    .flatMap((m) =>
      m.locales.filter((l) => !locale || l === locale).map((l) => ({ url: `${base}/${m.slug}`, locale: l })),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals: urls } = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string' }, menus: { type: 'string' }, locale: { type: 'string' } },
  });
  let pages;
  if (values.menus || values.base) {
    const menus = !values.menus || values.menus === 'all' ? 'all' : values.menus.split(',');
    pages = menuPages(values.base ?? 'http://127.0.0.1:3000', { menus, locale: values.locale });
  } else {
    pages = urls.map((url) => ({
      url,
      locale: values.locale ?? (url.includes('cafe-du-marche') ? 'fr-CA' : 'en-CA'),
    }));
  }
  if (pages.length === 0) {
    console.error(
      'usage: node scripts/bench-phone.mjs <menu page URL>... | --base <server> [--menus all|<slug>,...] [--locale fr-CA]',
    );
    process.exit(2);
  }
  const runs = Number(process.env.PHONE_RUNS ?? 5);
  const rows = await benchPhone(pages, { runs });
  console.log(
    `Menu on a throttled phone (CPU x${PHONE.cpu}, ${PHONE.latencyMs} ms round trips, ${PHONE.downKbps / 1000} Mbit/s), median of ${runs} runs:`,
  );
  console.table(rows);
}
