import { expect, test } from './fixtures';

test('a diner opens a demo restaurant, switches to French and browses the menu', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table');
  await expect(page.getByRole('heading', { level: 1, name: 'Dine-in Menu' })).toBeVisible();
  const poutine = page
    .getByRole('region', { name: 'Starters' })
    .getByRole('button', { name: /Classic Poutine/ });
  await expect(poutine).toContainText('$11.00');
  await expectAccessible();

  await page.getByRole('button', { name: 'Afficher en français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu en salle' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('region', { name: 'Entrées' }).getByRole('button').first()).toContainText(
    /11,00\s\$/,
  );
  await expectAccessible();

  // The choice is remembered on the device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu en salle' })).toBeVisible();
});

test('the landing welcomes the diner and takes a table number', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table', { path: 'landing', locale: 'en-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to The Maple Table' })).toBeVisible();
  await page.getByRole('button', { name: 'Start my order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your table number.');
  await page.getByLabel('Table number').fill('12');
  await page.getByRole('button', { name: 'Start my order' }).click();
  await expect(page).toHaveURL(/\/maple-table\?tableNum=12$/);
  await expect(page.getByText('Table 12', { exact: true })).toBeVisible();
  await expectAccessible();
});

test('a dark-themed, French-first and an unknown restaurant', async ({ page, openRestaurant }) => {
  await openRestaurant('coastal-kitchen', { locale: 'en-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup & Delivery' })).toBeVisible();
  await expect(page.locator('div.theme-dark')).toHaveCSS('color', 'rgb(232, 232, 232)');

  await page.context().clearCookies();
  await openRestaurant('cafe-du-marche');
  await expect(page.getByRole('heading', { level: 1, name: 'Sur place' })).toBeVisible();

  await openRestaurant('no-such-restaurant', { locale: 'en-CA' });
  await expect(page.getByText('We could not find the restaurant "no-such-restaurant".')).toBeVisible();
});

test('the cafeteria search lists locations and says when none match', async ({ page, expectAccessible }) => {
  await page.goto('/cantine');
  await expect(page.getByRole('link', { name: /Cantine/ }).first()).toBeVisible();
  // The search is by place: a place with no cafeteria within the radius finds none.
  await page.getByRole('combobox', { name: /City, neighbourhood, postal code/ }).fill('Iqaluit');
  await page.getByRole('option', { name: 'Iqaluit, NU', exact: true }).click();
  await expect(page.getByText('Sorry, no locations were found.')).toBeVisible();
  await expectAccessible();
});
