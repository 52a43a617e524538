import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The staff console's Suites report: the suite owner pre-orders for next week's event through the API,
 * then staff at lakeshore-stadium read the suites' orders per event on a landscape tablet and a desktop, in English
 * and in French, printable; axe clean. Screenshots in test-results/staff-suites/.
 */

const STADIUM = 105;
const SIZES = { tablet: { width: 1024, height: 768 }, desktop: { width: 1440, height: 900 } };

async function preOrder(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const api = context.request;
  const headers = { origin: new URL(baseURL).origin, 'x-restaurant-id': String(STADIUM) };
  const login = await api.post('/api/auth/login-native', {
    data: { email: 'suite.owner@example.com', password: 'Suite-2026!' },
    headers,
  });
  expect(login.ok()).toBe(true);
  const upcoming = await api.post('/api/catering/suite-owners/get-upcoming-events', {
    data: { email: 'suite.owner@example.com' },
    headers,
  });
  expect(upcoming.ok(), await upcoming.text()).toBe(true);
  const events = (await upcoming.json()).events as {
    event: { title: string };
    suites: {
      eventSuite: { id: string; suite: { name: string } };
      canPreOrder: boolean;
      orders: unknown[];
    }[];
  }[];
  // Suite 101 at the Family Day event: the one event suite of the owner the suites journeys leave alone (they
  // pre-order Suite 101 for the Northern Wolves and Suite 205 for Family Day, and expect no order there yet).
  const open = events
    .filter((e) => e.event.title.includes('Family Day'))
    .flatMap((e) => e.suites)
    .find((s) => s.canPreOrder && s.eventSuite.suite.name === 'Suite 101');
  if (!open) throw new Error('no open demo event suite for Suite 101 at Family Day');
  if (open.orders.length === 0) {
    const order = await api.post('/api/orders', {
      headers: { ...headers, 'idempotency-key': `staff-suites-${Date.now()}` },
      data: {
        type: 'catering',
        data: {
          config: { restaurantId: String(STADIUM), eventSuite: open.eventSuite.id },
          items: [
            {
              id: 'ls-crudite',
              menu_id: 'ls-suite-catering',
              section_id: 'ls-s-platters',
              orderId: 1,
              quantity: 2,
              orderPrice: 190,
              orderOptions: [],
            },
            {
              id: 'ls-cookie-tray',
              menu_id: 'ls-suite-catering',
              section_id: 'ls-s-desserts',
              orderId: 2,
              quantity: 1,
              orderPrice: 60,
              orderOptions: [],
            },
          ],
          costs: {},
          checkout: {
            paymentMethod: 'credit_card',
            contact: {
              full_name: 'Sam Suite-Owner',
              email: 'suite.owner@example.com',
              phone_number: '416-555-0103',
            },
          },
          suites: { eventSuiteId: open.eventSuite.id },
        },
        pickup_time: new Date().toISOString(),
      },
    });
    expect(order.ok(), await order.text()).toBe(true);
  }
  await context.close();
}

test('staff read the suites report per event, in both languages, on a tablet and a desktop', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');
  await preOrder(browser, baseURL);
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, baseURL, locale, timezoneId: 'America/Toronto' });
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
      const page = await context.newPage();
      await page.goto('/staff');
      await page.getByLabel(/^(Email|Courriel)$/).fill('staff@example.com');
      await page.getByLabel(/^(Password|Mot de passe)$/).fill('Staff-2026!');
      await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
      await expect(page.getByRole('link', { name: /Lakeshore/ })).toBeVisible();
      await page.goto(`/staff/${STADIUM}/suites`);
      await expect(page.getByRole('heading', { level: 1, name: 'Suites' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Suites' })).toBeVisible();
      await expect(
        page.getByText(locale === 'fr-CA' ? 'Précommande' : 'Pre-order', { exact: false }).first(),
      ).toBeVisible();
      await expect(page.getByText('Suite 101').first()).toBeVisible();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({
        path: `test-results/staff-suites/suites-${size}-${locale}.png`,
        fullPage: true,
      });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({
        path: `test-results/staff-suites/suites-print-${size}-${locale}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
});
