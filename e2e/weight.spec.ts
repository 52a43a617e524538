import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The menu page's JavaScript as a phone's browser loads it, every script it fetched until it is idle (static imports,
 * preloads and the chunks it imports on its own after the first paint), gzip, held to the budget. `npm run bench`
 * reports the same figure from the build's precompressed files. The budget is 150 KB; the page is still over it, so
 * this holds each language at what it measures (docs/decisions/052): no further growth passes.
 */
const PAGES: { slug: string; locale: 'en-CA' | 'fr-CA'; budgetKb: number }[] = [
  { slug: 'maple-table', locale: 'en-CA', budgetKb: 153 },
  // French first: its menu page opens in French. A kilobyte more since the card layouts (docs/decisions/052).
  { slug: 'cafe-du-marche', locale: 'fr-CA', budgetKb: 154 },
];

for (const { slug, locale, budgetKb } of PAGES)
  test(`${slug}'s menu in ${locale} loads at most ${budgetKb} KB of JavaScript, gzip`, async ({
    page,
    request,
    openRestaurant,
  }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))
        scripts.add(url.href);
    });
    await openRestaurant(slug, { locale });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
    );
    await page.waitForLoadState('networkidle');

    const sizes: Record<string, number> = {};
    for (const url of scripts) {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      sizes[new URL(url).pathname] = gzipSync(await response.body(), { level: 9 }).length;
    }
    // A page loads its own language only: French holds every English key (apps/web/src/lib/i18n.ts).
    const other = locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
    expect(Object.keys(sizes).filter((path) => path.includes(`/${other}-`))).toEqual([]);
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    expect(Object.keys(sizes).length).toBeGreaterThan(0);
    expect(total, `menu page JS, gzip: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(budgetKb * 1024);
  });
