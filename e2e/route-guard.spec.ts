import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The route guard's redirects in the browser (apps/web/src/features/accounts/route-guard.ts), one journey each: a
 * signed-out visitor on a diner's own screen, anyone but an operator on the operator's screens, an event-day link
 * without a session, Landing without an event suite, and a signed-in diner opening Login (with an event suite: the
 * profile to complete, then a card to save; without one: the restaurant, or the profile without a restaurant).
 * Every redirect keeps the query, except the operator's, which keep only suiteOperator.
 */

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en-CA', url: baseURL ?? 'http://127.0.0.1' }]);
});

test('signed out, a diner’s own screens send to Login, keeping the query', async ({ page }) => {
  for (const screen of ['/profile', '/profile/user-payment-methods', '/profile/receipts']) {
    await page.goto(`${screen}?restaurant=maple-table&tableNum=5`);
    await expect(page).toHaveURL(/\/login\?restaurant=maple-table&tableNum=5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  }
});

test('the operator’s screens send anyone but an operator to the operator’s Login, keeping only suiteOperator', async ({
  page,
}) => {
  // Signed out.
  await page.goto('/lakeshore-stadium/events?tableNum=4&eventSuite=x');
  await expect(page).toHaveURL(/\/login\?suiteOperator=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suite operator login');
  await page.goto('/lakeshore-stadium/suite-settings?catering=true');
  await expect(page).toHaveURL(/\/login\?suiteOperator=true$/);
  // Signed in as a diner (the wrong role): the same.
  await page.goto('/login?restaurant=lakeshore-stadium');
  await logIn(page, 'suite.owner@example.com', 'Suite-2026!');
  await expect(page).toHaveURL(/\/lakeshore-stadium$/);
  for (const screen of ['/lakeshore-stadium/suite-settings', '/lakeshore-stadium/events/1']) {
    await page.goto(`${screen}?catering=true`);
    await expect(page).toHaveURL(/\/login\?suiteOperator=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suite operator login');
  }
});

test('an event-day link opened without a session goes to the operator’s Login', async ({ page }) => {
  await page.goto('/lakeshore-stadium?eventSuite=es-1&eventDayOrdering=true&tableNum=12');
  await expect(page).toHaveURL(/\/login\?suiteOperator=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suite operator login');
});

test('Landing without an event suite goes to the menu, keeping the query', async ({ page }) => {
  await page.goto('/coastal-kitchen/landing?takeout=true');
  await expect(page).toHaveURL(/\/coastal-kitchen\?takeout=true$/);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  // A restaurant whose Landing asks the table stays there without one, and moves on once it has it.
  await page.goto('/maple-table/landing?tableNum=4');
  await expect(page).toHaveURL(/\/maple-table\?tableNum=4$/);
});

test('a signed-in diner opening Login: the profile to complete and a card to save for a suite, else the restaurant', async ({
  page,
}) => {
  await page.goto('/login?restaurant=lakeshore-stadium');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill('Quinn');
  await page.getByLabel('Last name').fill('Guard');
  await page.getByLabel('Email').fill(`quinn-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Quinn-2026!');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/lakeshore-stadium$/);

  // With an event suite and no phone number: the profile's information first.
  await page.goto('/login?eventSuite=es-1&restaurant=lakeshore-stadium');
  await expect(page).toHaveURL(/\/profile\/user-information\?eventSuite=es-1&restaurant=lakeshore-stadium$/);
  await page.getByLabel('Phone number').fill('416-555-0177');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  // With the profile complete and no saved card: the payment methods.
  await page.goto('/login?eventSuite=es-1&restaurant=lakeshore-stadium');
  await expect(page).toHaveURL(
    /\/profile\/user-payment-methods\?eventSuite=es-1&restaurant=lakeshore-stadium$/,
  );

  // Without an event suite: the restaurant, keeping the rest of the query.
  await page.goto('/login?restaurant=lakeshore-stadium&tableNum=3');
  await expect(page).toHaveURL(/\/lakeshore-stadium\?tableNum=3$/);
});

test('a diner signing in on Login with no restaurant known goes to the profile', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'diner@example.com', 'Diner-2026!');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});
