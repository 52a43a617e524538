import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, expectConfirmation, openCheckout, placeOrder } from './journey';

// Lakeshore Stadium's generic catering (?catering=true) needs a signed-in diner. Suite Catering is ordered 48 hours
// ahead, in 45-minute slots; the journeys order on a Wednesday at noon in Toronto (clock.ts).

async function logInDiner(page: Page, query: string) {
  await page.goto(`/login?restaurant=lakeshore-stadium&${query}`);
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill('diner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Diner-2026!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

for (const query of ['catering=true', 'catering=true&takeout=true']) {
  test(`Suite Catering (${query}): a Saturday slot past the 48-hour notice`, async ({
    page,
    openRestaurant,
    expectAccessible,
  }) => {
    await logInDiner(page, query);
    await openRestaurant('lakeshore-stadium', { query: Object.fromEntries(new URLSearchParams(query)) });
    await addItem(page, /Charcuterie & Cheese Board/);
    await openCheckout(page);
    // A scheduled-only menu: no "as soon as possible"; the days open on Friday, the first one past the notice.
    await expect(page.getByText('As soon as possible')).toHaveCount(0);
    const date = page.getByLabel('Date');
    await expect(date.locator('option:checked')).toHaveText(/^Fri \d{2}\/\d{2}\/\d{4}$/);
    // Thursday is inside the notice, and says so (the first option is "Choose…", then Wednesday).
    await date.selectOption({ index: 2 });
    await expect(date.locator('option:checked')).toHaveText(/^Thu \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByText('This menu must be ordered at least 48 hours ahead.')).toBeVisible();
    // Saturday: the stadium's catering takes weekend orders; its slots are asked as generic catering.
    const asked = page.waitForRequest(
      (r) => r.url().endsWith('/api/orders/scheduling') && r.postDataJSON().date !== undefined,
    );
    await date.selectOption({ index: 4 });
    await expect(date.locator('option:checked')).toHaveText(/^Sat \d{2}\/\d{2}\/\d{4}$/);
    expect((await asked).postDataJSON()).toMatchObject({
      menuId: 'ls-suite-catering',
      type: 'generic-catering',
    });
    const time = page.getByLabel('Time', { exact: true });
    await expect(time.locator('optgroup').first()).toHaveAttribute('label', '10 a.m.');
    await time.selectOption({ index: 1 });
    await expectAccessible();
    // The diner's saved card pays; the order is placed and confirmed for the time chosen.
    const placed = page.waitForResponse(
      (r) => /\/api\/orders$/.test(r.url()) && r.request().method() === 'POST',
    );
    await placeOrder(page);
    const answer = await placed;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      type: 'generic-catering',
      data: { checkout: { pickup: { prepTime: 2880, scheduled: true } } },
    });
    await expectConfirmation(page);
    await expect(page.getByText('Expected Saturday around 10:00 a.m.')).toBeVisible();
  });
}

test('a cart of Suite Catering and Quick Catering says no time suits both', async ({
  page,
  openRestaurant,
}) => {
  await logInDiner(page, 'catering=true');
  await openRestaurant('lakeshore-stadium', { query: { catering: 'true' } });
  await addItem(page, /Charcuterie & Cheese Board/);
  await page.getByRole('button', { name: 'Game-Day Quick Catering' }).click();
  await addItem(page, /Popcorn/);
  // The cart says so first, and its way to the checkout waits until one or the other is removed.
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog');
  await expect(
    cart.getByRole('status').filter({ hasText: "can't be ordered for the same time" }),
  ).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
  // A checkout reached all the same (its address typed) says it too, and places nothing.
  await page.goto('/lakeshore-stadium/checkout?catering=true');
  await expect(
    page.getByRole('alert').filter({ hasText: "can't be ordered for the same time" }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Place order/ })).toBeDisabled();
});

test('under Quick Catering’s $50 minimum: the cart and the checkout say what is missing before Place order', async ({
  page,
  openRestaurant,
}) => {
  await logInDiner(page, 'catering=true');
  await openRestaurant('lakeshore-stadium', { query: { catering: 'true' } });
  await page.getByRole('button', { name: 'Game-Day Quick Catering' }).click();
  await addItem(page, /Popcorn/);
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog');
  const missing = 'Add $32.00 more to reach the minimum order of $50.00';
  await expect(cart.getByTestId('minimum-notice')).toHaveText(missing);
  const toCheckout = cart.getByRole('button', { name: 'Go to checkout' });
  await expect(toCheckout).toBeDisabled();
  await expect(toCheckout).toHaveAttribute('aria-describedby', 'checkout-minimum');
  // A checkout reached all the same says it by Place order, which waits.
  await page.goto('/lakeshore-stadium/checkout?catering=true');
  const place = page.getByRole('button', { name: /Place order/ });
  await expect(page.locator('#place-order-minimum')).toHaveText(missing);
  await expect(place).toBeDisabled();
  await expect(place).toHaveAttribute('aria-describedby', 'place-order-minimum');
  // Two more buckets reach it: the notice goes and the checkout opens.
  await page.goto('/lakeshore-stadium?catering=true');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /View cart/ }).click();
  await cart.getByRole('button', { name: /Increase|Augmenter/ }).click();
  await cart.getByRole('button', { name: /Increase|Augmenter/ }).click();
  await expect(cart.getByTestId('minimum-notice')).toHaveCount(0);
  await expect(toCheckout).toBeEnabled();
});

test('en français, a suite pre-order under Suite Catering’s $150 minimum: the cart and the checkout say what is missing', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/login?restaurant=lakeshore-stadium');
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill('suite.owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Suite-2026!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await context.addCookies([{ name: 'locale', value: 'fr-CA', url: baseURL ?? 'http://127.0.0.1' }]);
  // Suite 205 at the Northern Wolves game: a pre-order still open that no other journey places.
  const upcoming = await page.request.post('/api/catering/suite-owners/get-upcoming-events', {
    headers: { Origin: new URL(page.url()).origin },
    data: { email: 'suite.owner@example.com' },
  });
  expect(upcoming.status(), await upcoming.text()).toBe(200);
  const { events } = (await upcoming.json()) as {
    events: {
      event: { title: string; locked: boolean };
      suites: { eventSuite: { id: string; suite: { name: string } } }[];
    }[];
  };
  const game = events.find((e) => !e.event.locked && e.event.title.includes('Northern Wolves'))!;
  const eventSuite = game.suites.find((s) => s.eventSuite.suite.name === 'Suite 205')!.eventSuite.id;

  await page.goto(`/lakeshore-stadium?eventSuite=${eventSuite}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await addItem(page, /Crudités/);
  await page.getByRole('button', { name: /Voir le panier/ }).click();
  const cart = page.getByRole('dialog');
  const missing = /^Ajoutez encore 55,00\s\$ pour atteindre la commande minimale de 150,00\s\$$/;
  await expect(cart.getByTestId('minimum-notice')).toHaveText(missing);
  await expect(cart.getByRole('button', { name: 'Passer à la caisse' })).toBeDisabled();
  // The checkout reached all the same: Place order waits, and says why beside it.
  await page.goto(`/lakeshore-stadium/checkout?eventSuite=${eventSuite}`);
  await expect(page.locator('#place-order-minimum')).toHaveText(missing);
  await expect(page.getByRole('button', { name: /Passer la commande/ })).toBeDisabled();
});
