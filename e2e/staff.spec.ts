import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout, payByCard } from './journey';

/** The staff console: a live board in one browser, a diner in another. */

const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = 'Staff-2026!';

async function staffPage(browser: Browser, baseURL: string | undefined, viewport = TABLET, locale = 'en-CA') {
  // Not the phone of the project's defaults: a kitchen tablet held landscape, or a desktop.
  const context = await browser.newContext({
    viewport,
    baseURL,
    locale,
    timezoneId: 'America/Toronto',
    isMobile: false,
    hasTouch: viewport === TABLET,
    deviceScaleFactor: 1,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff');
  await page.getByLabel(/^(Email|Courriel)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  // Two restaurants: the picker.
  await page.getByRole('link', { name: /The Maple Table/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Orders|Commandes)$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Live|En direct)$/ })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Whatever a journey left paused or sold out is put back, so the other journeys find the menu as published. */
async function putBack(browser: Browser, baseURL: string | undefined) {
  const context: BrowserContext = await browser.newContext({ baseURL });
  const api = context.request;
  await api.post('/api/auth/login-native', {
    data: { email: 'staff.manager@example.com', password: PASSWORD },
  });
  await api.post('/api/staff/restaurants/101/resume', { data: {} });
  await api.post('/api/staff/restaurants/101/sold-out', {
    data: { kind: 'item', id: 'mt-poutine', soldOut: false },
  });
  await context.close();
}

test('a diner orders; the board hears it at once; staff accept, ready, complete and refund a line; pause and sold out reach the open menu live', async ({
  page,
  browser,
  baseURL,
  openRestaurant,
}) => {
  test.setTimeout(120_000);
  const staff = await staffPage(browser, baseURL);
  try {
    const board = staff.page;
    await signIn(board, 'staff.manager@example.com');
    await expect(board).toHaveTitle(/The Maple Table · Staff console/);

    // The diner, in another browser context.
    await openRestaurant('maple-table', { query: { tableNum: '7' }, locale: 'en-CA' });
    await addItem(page, /Classic Poutine/);
    await addItem(page, /Drip Coffee/);
    await addItem(page, /Drip Coffee/);
    await openCheckout(page);
    await payByCard(page);
    const heading = await page.getByRole('heading', { level: 1, name: /Order #\d+/ }).textContent();
    const number = Number(/#(\d+)/.exec(heading ?? '')![1]);

    // On the board within 2 s, without a reload, in the new orders' column, counted in the tab's title. The
    // suite's other orders of the day are there too: staff look this one up by its number, as on a busy day.
    await board.getByRole('searchbox', { name: /Search/ }).fill(String(number));
    const card = board.getByTestId(`order-${number}`);
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(board.getByRole('list', { name: 'New' }).getByTestId(`order-${number}`)).toBeVisible();
    await expect(board).toHaveTitle(/^\(\d+\) The Maple Table/);

    // The ticket: lines, table, contact, costs, payment.
    await card.click();
    const ticket = board.getByRole('dialog', { name: `Order #${number}` });
    await expect(ticket).toContainText('1 × Classic Poutine');
    await expect(ticket).toContainText('2 × Drip Coffee');
    await expect(ticket).toContainText('Avery Tremblay');
    await expect(ticket).toContainText('416-555-0123');
    await expect(ticket.getByText('Table', { exact: true })).toBeVisible();
    await expect(ticket).toContainText('•••• 4242');
    await expectNoAxeViolations(board);

    await ticket.getByRole('button', { name: 'Accept' }).click();
    await expect(ticket).toContainText('In progress');
    await ticket.getByRole('button', { name: 'Mark ready' }).click();
    await expect(ticket).toContainText(/Ready/);
    await ticket.getByRole('button', { name: 'Complete' }).click();
    await expect(ticket).toContainText('Completed');
    // The diner's confirmation follows.
    await expect(page.getByTestId('order-status')).toHaveText(/Completed|Picked up|Complete/);

    // A refund by line: one of the two coffees.
    await ticket.getByRole('button', { name: 'Refund' }).click();
    await ticket.getByLabel('By item').check();
    await ticket.getByLabel(/Drip Coffee/).fill('1');
    // The amount is shown, with what it is made of, before the manager confirms: the button names it.
    await expect(ticket.getByTestId('refund-preview-amount')).toHaveText(/^\$\d+\.\d\d$/);
    await ticket.getByRole('button', { name: /^Refund \$\d+\.\d\d$/ }).click();
    await expect(ticket).toContainText('1 refunded');
    await expect(ticket).toContainText(/Refund of \$\d+\.\d\d/);
    await board.keyboard.press('Escape');
    await expect(
      board.getByRole('list', { name: 'Done today' }).getByTestId(`order-${number}`),
    ).toBeVisible();

    // Pause with a message: the diner's open menu shows the banner without a reload.
    await openRestaurant('maple-table', { query: { tableNum: '7' }, locale: 'en-CA' });
    await expect(page.getByRole('heading', { name: /Classic Poutine/ }).first()).toBeVisible();
    await board.getByRole('link', { name: 'Menu & ordering' }).click();
    await board.getByLabel(/Message for customers/).fill('Back at 6 p.m., thanks for waiting!');
    await board.getByRole('button', { name: 'Pause ordering' }).click();
    await expect(board.getByText('Ordering is paused.')).toBeVisible();
    await expect(page.getByText('Back at 6 p.m., thanks for waiting!')).toBeVisible({ timeout: 8_000 });

    // Sold out: the diner's item says so, live.
    await board.getByRole('button', { name: 'Mark Classic Poutine sold out' }).first().click();
    const poutine = page.getByRole('button', { name: /Classic Poutine/ }).first();
    await expect(poutine).toContainText('Sold out', { timeout: 8_000 });

    // And back.
    await board.getByRole('button', { name: 'Put Classic Poutine back in stock' }).first().click();
    await board.getByRole('button', { name: 'Resume ordering' }).click();
    await expect(page.getByText('Back at 6 p.m., thanks for waiting!')).toBeHidden({ timeout: 8_000 });
    await expect(poutine).not.toContainText('Sold out', { timeout: 8_000 });

    // Today's report counts the order, less the refunded coffee.
    await board.getByRole('link', { name: 'Reports' }).click();
    await expect(board.getByTestId('report-orders')).not.toHaveText('0');
    await expect(board.getByRole('row', { name: /Drip Coffee/ })).toBeVisible();
  } finally {
    await staff.context.close();
    await putBack(browser, baseURL);
  }
});

test('an owner publishing a broken data file reads every error by path, and nothing changes', async ({
  browser,
  baseURL,
}) => {
  const owner = await staffPage(browser, baseURL, DESKTOP);
  try {
    const page = owner.page;
    const before = (await (await page.request.get('/maple-table/data.json')).json()) as { version: number };
    await signIn(page, 'staff.owner@example.com');
    await page.getByRole('link', { name: 'Data file' }).click();

    const file = JSON.parse(readFileSync(new URL('../demo/maple-table.json', import.meta.url), 'utf8'));
    file.menus[0].sections[0].items[0].price = -5;
    file.menus[0].sections[0].items[1].name = '';
    file.restaurant.surprise = true;
    await page.getByLabel('Data file (JSON)').setInputFiles({
      name: 'maple-table.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(page.getByRole('heading', { name: 'What this file changes' })).toBeVisible();
    await expect(page.getByText('1 item renamed')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText(/Not published: \d+ errors\. Nothing was changed\./);
    const issues = await page.getByTestId('publish-issue').allTextContents();
    expect(issues.some((i) => i.includes('menus[0].sections[0].items[0].price'))).toBe(true);
    expect(issues.some((i) => i.includes('menus[0].sections[0].items[1].name'))).toBe(true);
    expect(issues.some((i) => i.includes('restaurant.surprise'))).toBe(true);
    await expectNoAxeViolations(page);

    const after = (await (await page.request.get('/maple-table/data.json')).json()) as { version: number };
    expect(after.version).toBe(before.version);
  } finally {
    await owner.context.close();
  }
});

// The console in both languages, on a landscape tablet and a desktop: one test per size and language, each with six
// screens (board, ticket, each tab) checked by axe and photographed.
for (const [locale, viewport, name] of [
  ['en-CA', TABLET, 'tablet-en'],
  ['fr-CA', TABLET, 'tablet-fr'],
  ['en-CA', DESKTOP, 'desktop-en'],
  ['fr-CA', DESKTOP, 'desktop-fr'],
] as const) {
  test(`the console on a ${name.replace('-', ', ')}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffPage(browser, baseURL, viewport, locale);
    try {
      await signIn(page, 'staff.owner@example.com');
      await expect(
        page
          .getByRole('columnheader')
          .or(page.getByRole('heading', { level: 2 }))
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-shots/${name}-board.png` });
      const first = page.locator('[data-testid^="order-"]').first();
      if (await first.count()) {
        await first.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/staff-shots/${name}-ticket.png` });
        await page.keyboard.press('Escape');
      }
      for (const tab of locale === 'fr-CA'
        ? ['Menu et commandes en ligne', 'Rapports', 'Fichier de données', 'Équipe']
        : ['Menu & ordering', 'Reports', 'Data file', 'Team']) {
        await page.getByRole('link', { name: tab }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/Loading|Chargement/)).toHaveCount(0);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/staff-shots/${name}-${tab.replace(/\W+/g, '-')}.png` });
      }
    } finally {
      await context.close();
    }
  });
}
