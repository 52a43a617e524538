import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout, payByCard } from './journey';

/**
 * Kitchen pacing seen by people: busy mode reaching an open checkout, a station's own tickets, an order taken on the
 * phone, the owner's make times and the report of quoted against actual ready times.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 412, height: 915 };
const PASSWORD = 'Staff-2026!';

async function staffPage(
  browser: Browser,
  baseURL: string | undefined,
  locale = 'en-CA',
  { email = 'staff.manager@example.com', phone = false } = {},
) {
  const context = await browser.newContext({
    viewport: phone ? PHONE : DESKTOP,
    baseURL,
    locale,
    timezoneId: 'America/Toronto',
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel(/^(Email|Courriel)$/).fill(email);
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

  // A ticket and an expo card open with their order's number: another order's card held "#7" further in its text
  // once (CI), and #70 holds it too.
  const thisOrder = new RegExp(`^#${number}(?!\\d)`);
  const staff = await staffPage(browser, baseURL);
  try {
    const grill = staff.page;
    await grill.getByRole('link', { name: 'Stations' }).click();
    await grill.getByRole('button', { name: 'Grill' }).click();
    await expect(grill.getByRole('heading', { level: 1, name: 'Grill station' })).toBeVisible();
    const ticket = grill.getByTestId('station-ticket').filter({ hasText: thisOrder });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText('1 × Double Smash Burger')).toBeVisible();
    await expect(ticket.getByText(/Fresh Lemonade/)).toHaveCount(0);
    await expect(ticket.getByText(/^Due /)).toBeVisible();
    await grill.screenshot({ path: testInfo.outputPath('station-view-en.png') });

    // The bar makes the lemonade: its station lists the same order with that line alone.
    await grill.getByRole('button', { name: 'Bar' }).click();
    const bar = grill.getByTestId('station-ticket').filter({ hasText: thisOrder });
    await expect(bar.getByText('1 × Fresh Lemonade')).toBeVisible();
    await expect(bar.getByText(/Double Smash Burger/)).toHaveCount(0);

    await grill.getByRole('button', { name: 'Grill' }).click();
    await ticket.getByRole('button', { name: 'Done' }).click();
    await expect(ticket).toHaveCount(0);

    await grill.getByRole('link', { name: 'Expo' }).click();
    const expo = grill.getByTestId('expo-order').filter({ hasText: thisOrder });
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
        .filter({ hasText: thisOrder })
        .getByText(/^Pour /),
    ).toBeVisible();
    await french.page.screenshot({ path: testInfo.outputPath('station-view-fr.png') });
  } finally {
    await french.context.close();
  }
});

test('staff take a phone order: the kitchen’s quote before placing, the board, the report and the make times', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, baseURL);
  let number = '';
  try {
    const page = staff.page;
    await page.getByRole('link', { name: 'Phone order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Phone or counter order' })).toBeVisible();
    await page.getByRole('button', { name: /Chicken Wings/ }).click();
    const options = page.getByRole('form', { name: /^Options for Chicken Wings/ });
    await options.getByLabel('Classic buffalo').check();
    await options.getByRole('button', { name: 'Add to order' }).click();
    await page.getByRole('button', { name: /Classic Poutine/ }).click();
    await expect(page.getByTestId('counter-line')).toHaveCount(2);
    const quote = page.getByTestId('counter-quote');
    await expect(quote).toContainText(/^Ready at \d{1,2}:\d\d/);
    await expect(quote).toContainText('Paid at the counter on pickup.');
    await page.getByLabel('Diner’s name').fill('Jordan Caller');
    await page.getByLabel('Phone', { exact: true }).fill('416-555-0142');
    // The restaurant asks every pickup about allergies: staff ask the diner on the phone.
    await page.getByLabel(/food allergy\? \(required\)/).selectOption({ index: 1 });
    // Paid by a card the diner reads over the phone (decision 074): the sandbox's typed fields.
    await page.getByLabel('Card (over the phone)').check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVD').fill('123');
    await page.screenshot({ path: testInfo.outputPath('counter-order-en-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = page.getByText(/^Order #\d+ placed, ready at /);
    await expect(placed).toBeVisible();
    await expect(placed).toContainText(/The card ending 4242 was charged \$\d+\.\d\d\.$/);
    const [, placedNumber, time] =
      /#(\d+) placed, ready at (.+?)\. The card ending/.exec((await placed.textContent()) ?? '') ?? [];
    number = placedNumber ?? '';
    expect(number).not.toBe('');
    await expect(page.getByTestId('counter-line')).toHaveCount(0);

    // On the board like any order, at the time the kitchen gave it, marked as taken by staff.
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    const card = page.getByTestId(`order-${number}`);
    await expect(card).toContainText('Phone/counter');
    await expect(card).toContainText(time!);
    await card.click();
    const ticket = page.getByRole('dialog', { name: `Order #${number}` });
    await expect(ticket).toContainText('Jordan Caller');
    await ticket.getByRole('button', { name: 'Accept' }).click();
    await expect(ticket).toContainText('In progress');
    await ticket.getByRole('button', { name: 'Mark ready' }).click();
    await expect(ticket).toContainText(/Ready/);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Reports' }).click();
    const report = page.getByRole('region', { name: 'Quoted against actual ready times' });
    await expect(report.locator('[data-testid$="-counter"]')).toContainText(/^Phone & counter1/);
    // The last 30 days instead of 7, to the server's today, dates in numbers.
    const span = await report.getByTestId('ready-range').textContent();
    await report.getByLabel('Period').selectOption('30');
    await expect(report.getByTestId('ready-range')).not.toHaveText(span ?? '');
    await expect(report.getByTestId('ready-range')).toHaveText(
      /^From \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/,
    );
    await expect(report.locator('[data-testid$="-counter"]')).toContainText(/^Phone & counter1/);
    await report.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('ready-times-en-desktop.png'), fullPage: true });
  } finally {
    await staff.context.close();
  }

  const french = await staffPage(browser, baseURL, 'fr-CA', { phone: true });
  try {
    const page = french.page;
    await page.getByRole('link', { name: 'Commande téléphonique' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Commande au téléphone ou au comptoir' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Poutine classique/ }).click();
    await expect(page.getByTestId('counter-quote')).toContainText(/^Prête à \d{1,2} h \d\d/);
    // A later pickup: the day's slots for this cart, the chosen one kept on the order.
    await page.getByLabel('Cueillette plus tard').check();
    const slots = page.getByLabel('Heure de cueillette');
    await expect(slots.locator('option:not([disabled]):not([value=""])').first()).toBeAttached();
    const later = slots.locator('option:not([disabled]):not([value=""])').nth(2);
    const laterTime = ((await later.textContent()) ?? '').trim();
    await slots.selectOption({ label: laterTime });
    await expect(page.getByTestId('counter-quote')).toContainText(`Cueillette à ${laterTime}`);
    await page.getByLabel('Nom du client').fill('Camille Appelante');
    await page.getByLabel('Téléphone', { exact: true }).fill('514-555-0177');
    await page.getByLabel(/allergie alimentaire\? \(obligatoire\)/).selectOption({ index: 1 });
    await page.getByLabel('Carte (par téléphone)').check();
    await expect(page.getByLabel('Numéro de carte')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('counter-card-fr-phone.png'), fullPage: true });
    await page.getByLabel('Payer à la cueillette / au comptoir').check();
    // The Place button stays in the bar at the bottom of the phone's screen, over the long list of items.
    const bar = page.getByTestId('counter-bar');
    await expect(bar.getByRole('button', { name: 'Passer la commande' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('counter-order-fr-phone.png'), fullPage: true });
    await bar.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page.getByText(`, prête à ${laterTime}.`, { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Rapports' }).click();
    const report = page.getByRole('region', { name: 'Heures annoncées et heures réelles' });
    await expect(report.locator('[data-testid$="-counter"]')).toContainText(/^Téléphone et comptoir/);
    await page.screenshot({ path: testInfo.outputPath('ready-times-fr-phone.png'), fullPage: true });
  } finally {
    await french.context.close();
  }

  // The owner reads the kitchen's measure of each item beside the file's, under the data file.
  for (const [locale, phone, heading, poutine] of [
    ['en-CA', false, 'Make times: the file and the kitchen', 'Classic Poutine'],
    ['fr-CA', true, 'Temps de préparation\u00a0: le fichier et la cuisine', 'Poutine classique'],
  ] as const) {
    const owner = await staffPage(browser, baseURL, locale, { email: 'staff.owner@example.com', phone });
    try {
      const page = owner.page;
      await page.getByRole('link', { name: locale === 'en-CA' ? 'Data file' : /^Fichier/ }).click();
      const times = page.getByRole('region', { name: heading });
      await expect(times.getByTestId('make-time-mt-takeout-mt-poutine')).toContainText(
        new RegExp(`^${poutine}`),
      );
      await expect(times.getByTestId('make-time-mt-takeout-mt-poutine')).toContainText('4 min');
      await times.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`make-times-${locale}-${phone ? 'phone' : 'desktop'}.png`),
        fullPage: true,
      });
    } finally {
      await owner.context.close();
    }
  }
});
