import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout, payByCard } from './journey';

/** Kitchen pacing seen by people: busy mode reaching an open checkout, and a station's own tickets. */

const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = 'Staff-2026!';

async function staffPage(browser: Browser, baseURL: string | undefined, locale = 'en-CA') {
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL,
    locale,
    timezoneId: 'America/Toronto',
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel(/^(Email|Courriel)$/).fill('staff.manager@example.com');
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await page.getByRole('link', { name: /The Maple Table/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Orders|Commandes)$/ })).toBeVisible();
  return { context, page };
}

const asap = (page: Page) => page.getByRole('radio', { name: /^As soon as possible/ });

/** The minutes of the "as soon as possible" choice's hint ("Ready in about 25 min"). */
async function readyInMinutes(page: Page): Promise<number> {
  await expect(asap(page)).toHaveAccessibleName(/Ready in about \d+ min$/);
  const hint = page.getByText(/Ready in about \d+ min$/);
  return Number(/Ready in about (\d+) min/.exec((await hint.textContent()) ?? '')?.[1]);
}

test('a manager sets busy mode; the open checkout shows the later ready time without a reload', async ({
  page,
  browser,
  baseURL,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { takeout: 'true', takeoutType: 'pickup' }, locale: 'en-CA' });
  await addItem(page, /The Maple Table Burger/);
  await openCheckout(page);
  const before = await readyInMinutes(page);

  const staff = await staffPage(browser, baseURL);
  try {
    await staff.page.getByRole('link', { name: 'Menu & ordering' }).click();
    const busy = staff.page.getByRole('region', { name: 'Busy mode' });
    // For an hour: the panel's default length.
    await busy.getByLabel('Add to ready times').selectOption({ label: '30 min' });
    await busy.getByRole('button', { name: 'Set busy mode' }).click();
    await expect(busy.getByText(/^Busy until .*: quotes wait 30 min more/)).toBeVisible();

    // The diner's page hears it on the restaurant's live stream and asks for the quote again.
    await expect(asap(page)).toHaveAccessibleName(
      new RegExp(`Ready in about (${before + 29}|${before + 30}|${before + 31}) min$`),
      { timeout: 20_000 },
    );

    await busy.getByRole('button', { name: 'End busy mode' }).click();
    await expect(busy.getByText('Ready times follow the kitchen as planned.')).toBeVisible();
  } finally {
    await staff.context.close();
  }
});

test('the grill station sees the grill lines of a ticket, marks them done, and the expo sees it', async ({
  page,
  browser,
  baseURL,
  openRestaurant,
}, testInfo) => {
  test.setTimeout(120_000);
  await openRestaurant('maple-table', { query: { takeout: 'true', takeoutType: 'pickup' }, locale: 'en-CA' });
  await addItem(page, /Double Smash Burger/);
  await addItem(page, /Fresh Lemonade/);
  await openCheckout(page);
  await payByCard(page);
  const number = (
    (await page
      .getByText(/^Order #\d+/)
      .first()
      .textContent()) ?? ''
  ).match(/#(\d+)/)?.[1];
  expect(number).toBeTruthy();

  const staff = await staffPage(browser, baseURL);
  try {
    const grill = staff.page;
    await grill.getByRole('link', { name: 'Stations' }).click();
    await grill.getByRole('button', { name: 'Grill' }).click();
    await expect(grill.getByRole('heading', { level: 1, name: 'Grill station' })).toBeVisible();
    const ticket = grill.getByTestId('station-ticket').filter({ hasText: `#${number}` });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText('1 × Double Smash Burger')).toBeVisible();
    await expect(ticket.getByText(/Fresh Lemonade/)).toHaveCount(0);
    await expect(ticket.getByText(/^Due /)).toBeVisible();
    await grill.screenshot({ path: testInfo.outputPath('station-view-en.png') });

    // The bar makes the lemonade: its station lists the same order with that line alone.
    await grill.getByRole('button', { name: 'Bar' }).click();
    const bar = grill.getByTestId('station-ticket').filter({ hasText: `#${number}` });
    await expect(bar.getByText('1 × Fresh Lemonade')).toBeVisible();
    await expect(bar.getByText(/Double Smash Burger/)).toHaveCount(0);

    await grill.getByRole('button', { name: 'Grill' }).click();
    await ticket.getByRole('button', { name: 'Done' }).click();
    await expect(ticket).toHaveCount(0);

    await grill.getByRole('link', { name: 'Expo' }).click();
    const expo = grill.getByTestId('expo-order').filter({ hasText: `#${number}` });
    await expect(expo.getByText('Grill: done')).toBeVisible();
    await expect(expo.getByText('Bar: waiting')).toBeVisible();
  } finally {
    await staff.context.close();
  }

  const french = await staffPage(browser, baseURL, 'fr-CA');
  try {
    await french.page.getByRole('link', { name: 'Postes' }).click();
    await french.page.getByRole('button', { name: 'Bar' }).click();
    await expect(french.page.getByRole('heading', { level: 1, name: 'Poste Bar' })).toBeVisible();
    await expect(
      french.page
        .getByTestId('station-ticket')
        .filter({ hasText: `#${number}` })
        .getByText(/^Pour /),
    ).toBeVisible();
    await french.page.screenshot({ path: testInfo.outputPath('station-view-fr.png') });
  } finally {
    await french.context.close();
  }
});
