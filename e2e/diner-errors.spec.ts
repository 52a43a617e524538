import { expect, test } from './fixtures';
import { addItem, openCheckout } from './journey';

test.describe('at Coastal Kitchen', () => {
  // Coastal Kitchen is in Vancouver, and so is its diner (see timezoneId in playwright.config.ts).
  test.use({ timezoneId: 'America/Vancouver' });

  test('a promo code under its minimum is said by its field, which keeps the code as typed', async ({
    page,
    openRestaurant,
    expectAccessible,
  }) => {
    await openRestaurant('coastal-kitchen', { query: { takeout: 'true' }, locale: 'en-CA' });
    await addItem(page, /West Coast Chowder/);
    await openCheckout(page);
    const code = page.getByRole('textbox', { name: 'Promo code' });
    await code.fill('tide15');
    await page.getByRole('button', { name: 'Apply Promo code' }).click();
    await expect(page.locator('#promo-code-error')).toContainText(/\$30\.00/);
    await expect(code).toHaveValue(/^tide15$/i);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Promo code TIDE15 applied.')).toHaveCount(0);
    // No passing toast instead.
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
    await expectAccessible();
  });
});

test('paused orders: the cart says why it cannot go to checkout, and suggests nothing more', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '2' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  // The restaurant pauses ordering while the diner has a cart: its published data says so.
  await page.route(/\/maple-table\/data\.json/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'if-none-match': '' } });
    const body = await response.json();
    body.restaurant.orders_paused = true;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog');
  const checkout = cart.getByRole('button', { name: 'Go to checkout' });
  await expect(checkout).toBeDisabled();
  await expect(cart.locator('#checkout-blocked')).toBeVisible();
  await expect(checkout).toHaveAccessibleDescription(/not taking online orders/);
  await expect(cart.getByRole('heading', { name: 'Complement your order' })).toHaveCount(0);
  await expect(cart.locator('#upsell')).toHaveCount(0);
});

test('a view-only menu: the quantity cannot be changed', async ({ page, openRestaurant }) => {
  await openRestaurant('maple-table', { query: { viewOnly: 'true' }, locale: 'en-CA' });
  await page
    .getByRole('button', { name: /Classic Poutine/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /^Increase/ })).toBeDisabled();
});

for (const [path, back, to] of [
  ['/maple-table/no-such-screen', 'Back to The Maple Table', '/maple-table'],
  // No restaurant known on this device: the page before, never another brand's cafeteria search.
  ['/no-such-restaurant', 'Go back', null],
] as const) {
  test(`a page that does not exist (${path}) answers 404 and offers a way back`, async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    if (to) await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', to);
    else await expect(page.getByRole('button', { name: back })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a cafeteria' })).toHaveCount(0);
    await expectAccessible();
  });
}
