import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The menu page's JavaScript as a phone's browser loads it, every script it fetched until it is
 * idle (static imports, preloads and the chunks it imports on its own after the first paint), gzip, held to the
 * budget. `npm run bench` reports the same figure from the build's precompressed files. The budget is 150 KB; the
 * order-type module (packages/domain/src/order-types, read by the menu to know how the diner orders) brought the page
 * to 150.96 KB, so this holds it at 152 KB until the menu's first load sheds that KB (docs/decisions/045). A page in
 * French also loads the French part of the catalog the menu says (lib/i18n.ts) besides the English one every page
 * carries as its fallback: held at 155 KB (docs/decisions/045).
 */
const PAGES: { slug: string; locale: 'en-CA' | 'fr-CA'; budgetKb: number }[] = [
  { slug: 'maple-table', locale: 'en-CA', budgetKb: 152 },
  // French first: its menu page opens in French.
  { slug: 'cafe-du-marche', locale: 'fr-CA', budgetKb: 155 },
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
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    expect(Object.keys(sizes).length).toBeGreaterThan(0);
    expect(total, `menu page JS, gzip: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(budgetKb * 1024);
  });
