import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A suite's event-day tab on the staff board: the partner's Suite 310 (no other journey orders for it) gets a $150
 * limit and one event-day order of $61.02 through the API, then staff at lakeshore-stadium see its tab among the open
 * tabs with its suite, event, total and limit, without a table's actions; on a phone in English and a desktop in
 * French, axe clean. Screenshots in test-results/staff-suite-tab/.
 */

const STADIUM = 105;

async function orderOnSuiteTab(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const api = context.request;
  const headers = { origin: new URL(baseURL).origin, 'x-restaurant-id': String(STADIUM) };
  const login = await api.post('/api/auth/login-native', {
    data: { email: 'suite.partner@example.com', password: 'Suite-2026!' },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
  const upcoming = await api.post('/api/catering/suite-owners/get-upcoming-events', {
    data: { email: 'suite.partner@example.com' },
    headers,
  });
  expect(upcoming.ok(), await upcoming.text()).toBe(true);
  const { time } = (await (await api.get('/api/health')).json()) as { time: string };
  const today = new Date(time).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
  const found = (
    (await upcoming.json()).events as {
      event: { id: string; title: string; date: string };
      suites: { eventSuite: { id: string; suite: { name: string } } }[];
    }[]
  ).flatMap((e) =>
    e.event.date === today
      ? e.suites.filter((s) => s.eventSuite.suite.name === 'Suite 310').map((s) => ({ event: e.event, ...s }))
      : [],
  )[0];
  if (!found) throw new Error(`no event suite for Suite 310 on ${today}`);
  const limit = await api.put(
    `/api/catering/events/${found.event.id}/event-suites/${found.eventSuite.id}/update-event-day-settings`,
    { data: { tab_limit: '150', tab_active: true }, headers },
  );
  expect(limit.ok(), await limit.text()).toBe(true);
  const order = await api.post('/api/orders', {
    // One key: a retried journey is answered the same order, so the tab still holds one.
    headers: { ...headers, 'idempotency-key': 'staff-suite-tab-suite-310' },
    data: {
      type: 'dine-in',
      data: {
        config: { restaurantId: String(STADIUM), eventSuite: found.eventSuite.id, eventDayOrdering: true },
        items: [
          {
            id: 'ls-q-popcorn',
            menu_id: 'ls-quick-catering',
            section_id: 'ls-s-quick',
            orderId: 1,
            quantity: 3,
            orderPrice: 54,
            orderOptions: [],
          },
        ],
        costs: {},
        checkout: {
          paymentMethod: 'invoice',
          contact: {
            full_name: 'Pat Partner',
            email: 'suite.partner@example.com',
            phone_number: '416-555-0104',
          },
        },
        suites: { eventSuiteId: found.eventSuite.id },
      },
      // Three hours on: a quick-catering slot the suites journeys do not order in.
      pickup_time: new Date(Date.parse(time) + 3 * 3_600_000).toISOString(),
    },
  });
  expect(order.ok(), await order.text()).toBe(true);
  await context.close();
  return found.event.title;
}

test("staff see a suite's event-day tab on the board, with its limit", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');
  const event = await orderOnSuiteTab(browser, baseURL);
  const sizes = [
    ['phone', 'en-CA', { width: 390, height: 844 }],
    ['desktop', 'fr-CA', { width: 1366, height: 900 }],
  ] as const;
  for (const [size, locale, viewport] of sizes) {
    const context = await browser.newContext({ viewport, baseURL, locale, timezoneId: 'America/Toronto' });
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
    const page = await context.newPage();
    await page.goto('/staff');
    await page.getByLabel(/^(Email|Courriel)$/).fill('staff@example.com');
    await page.getByLabel(/^(Password|Mot de passe)$/).fill('Staff-2026!');
    await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
    await page.getByRole('link', { name: /Lakeshore Stadium/ }).click();
    await page.getByRole('link', { name: /^(Tabs|Additions)$/ }).click();
    const card = page
      .getByTestId('staff-tab')
      .filter({ has: page.getByRole('heading', { name: `Suite 310 · ${event}` }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(locale === 'fr-CA' ? /61,02\s\$/ : '$61.02');
    await expect(card).toContainText(locale === 'fr-CA' ? /Limite\s*150,00\s\$/ : /Limit\s*\$150\.00/);
    await expect(card.getByRole('button')).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/staff-suite-tab/${size}-${locale}.png`, fullPage: true });
    await context.close();
  }
});
