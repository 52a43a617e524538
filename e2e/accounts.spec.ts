import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addItem,
  answerAllergyQuestion,
  expectConfirmation,
  fillCard,
  openCheckout,
  placeOrder,
} from './journey';

/** Accounts: sign up, log out, log in, saved card, receipts and reorder, social login, session expiry. */

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('sign up, log out, log in again; "Email already in use."', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '5' }, locale: 'en-CA' });
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?tableNum=5&restaurant=maple-table$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible();

  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Gagnon');
  await page.getByLabel('Email').fill('diner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.locator('#password-error')).toContainText(
    'Password must contain at least 1 uppercase letter.',
  );
  await page.getByLabel('Password', { exact: true }).fill('Robin-2026!');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.locator('#email-error')).toHaveText('Email already in use.');

  const email = `robin-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The route guard sends a signed-in user to the restaurant, keeping the query.
  await expect(page).toHaveURL(/\/maple-table\?tableNum=5$/);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // No welcome banner after an ordinary registration.
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expectAccessible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?tableNum=5&restaurant=maple-table$/);

  // A web-user-only screen sends a visitor to /login keeping the query.
  await page.goto('/profile/receipts?restaurant=maple-table&tableNum=5');
  await expect(page).toHaveURL(/\/login\?restaurant=maple-table&tableNum=5$/);
  await logIn(page, email, 'Robin-2026!');
  await expect(page).toHaveURL(/\/maple-table\?tableNum=5$/);
  await expect(page.getByText('Welcome back, Robin!')).toBeVisible();
});

test('the demo diner sees a receipt, reorders it and pays with the saved card', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/login?restaurant=maple-table&tableNum=7');
  await logIn(page, 'diner@example.com', 'Diner-2026!');
  await expect(page).toHaveURL(/\/maple-table\?tableNum=7$/);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText(/ending in \d{4}/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Past receipts' }).first().click();
  // The oldest of the seeded receipts (newest come first): orders placed by this journey, run again, or by any
  // other as the demo diner, come before it and never change it.
  const receipt = page
    .getByRole('region', { name: /Order #\d+/ })
    .filter({ hasText: '2 × Classic Poutine' })
    .last();
  await expect(receipt).toContainText('1 × Roast Half Chicken');
  await expectAccessible();
  await receipt.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/maple-table\?tableNum=7$/);
  // The receipt's lines once, as they were.
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('3');
  await openCheckout(page);
  await expect(page).toHaveURL(/\/maple-table\/checkout\?tableNum=7$/);
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review.getByRole('listitem')).toHaveText([/^2 × Classic Poutine/, /^1 × Roast Half Chicken/]);
  // Signed in: contact prefilled, the default saved card chosen, no card to type.
  await expect(page.getByLabel('Full name')).toHaveValue('Dana Diner');
  await expect(page.getByRole('radio', { name: 'Pay with VISA •••• 4242 (12/30)' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Card number', exact: true })).toHaveCount(0);
  await answerAllergyQuestion(page);
  await placeOrder(page);
  await expectConfirmation(page);
  // The order is the diner's: its receipt comes first.
  const heading = await page.getByRole('heading', { level: 1, name: /Order #\d+/ }).textContent();
  const number = heading?.match(/#(\d+)/)?.[1];
  await page.goto('/profile/receipts?restaurant=maple-table&tableNum=7');
  await expect(page.getByRole('region', { name: /Order #\d+/ }).first()).toHaveAccessibleName(
    `The Maple Table · Order #${number}`,
  );
});

test('a new card saved at checkout is offered next time', async ({ page, openRestaurant }) => {
  await page.goto('/login?restaurant=maple-table&tableNum=3');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Roy');
  await page.getByLabel('Email').fill(`sam-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sam-2026!x');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/maple-table\?tableNum=3$/);
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await page.getByLabel('Mobile phone').fill('4165550123');
  await answerAllergyQuestion(page);
  await fillCard(page);
  await page.getByLabel('Save this card to my account').check();
  await placeOrder(page);
  await expectConfirmation(page);
  await openRestaurant('maple-table', { query: { tableNum: '3' } });
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Payment methods' }).first().click();
  await expect(page.getByText('Visa ending in 4242, expires 12/30')).toBeVisible();
});

test('sign in with Google through the sandbox provider', async ({ page }) => {
  await page.goto('/login?restaurant=maple-table&tableNum=2');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: /Sign in with Google \(sandbox\)/ })).toBeVisible();
  await page.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/maple-table\?tableNum=2$/);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
});

test('an expired session mid-checkout goes to /login keeping the query, cart cleared', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/login?restaurant=maple-table&tableNum=9');
  await logIn(page, 'diner@example.com', 'Diner-2026!');
  await expect(page).toHaveURL(/\/maple-table\?tableNum=9$/);
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await answerAllergyQuestion(page);
  // The session dies on the server's side (a token it does not know), the checkout ready to be placed.
  await context.addCookies([
    { name: 'ordering_user', value: 'x'.repeat(43), url: baseURL ?? 'http://127.0.0.1' },
  ]);
  // The app finds the dead session at its next call: Place order, or a read of its own that may come first and leave
  // the checkout while the click is on its way; either way the diner lands on /login.
  await page
    .getByRole('button', { name: /Place order|Passer la commande/ })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?tableNum=9&restaurant=maple-table$/);
  expect(await page.evaluate(() => localStorage.getItem('cart:maple-table'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

test('forgot password: the e-mailed link sets a new password; the old one is refused', async ({
  page,
  request,
  readMail,
  expectAccessible,
}) => {
  // An account of this journey's own (the demo diner's password stays as it is for the others).
  const email = `reset-${Date.now()}@example.com`;
  const created = await request.post('/api/auth/register-user', {
    data: { email, password: 'Old-pass-2026!', firstName: 'Alex', lastName: 'Bouchard' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/login?restaurant=maple-table&tableNum=4');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to reset the password' })).toHaveText(
    `If an account exists for ${email}, a link to reset the password is on its way.`,
  );
  await expectAccessible();

  // The e-mail the server sent through its provider (the e2e server's catcher).
  const [mail] = await readMail(email);
  expect(mail?.subject).toBe('Reset your password');
  const link = mail?.text.match(/https?:\/\/\S+#token=[\w-]+/)?.[0];
  expect(link).toMatch(/\/login\/reset-password\?restaurant=maple-table#token=/);
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm the new password').fill('short');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.locator('#new-password-error')).toContainText('Password must');
  await page.getByLabel('New password', { exact: true }).fill('New-pass-2026!');
  await page.getByLabel('Confirm the new password').fill('New-pass-2026!');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. You can log in with it now.',
  );
  await expectAccessible();

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?restaurant=maple-table$/);

  // The link works once.
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('Other-pass-2026!');
  await page.getByLabel('Confirm the new password').fill('Other-pass-2026!');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is not valid or has expired. Please ask for a new one.',
  );

  await page.goto('/login?restaurant=maple-table');
  await logIn(page, email, 'Old-pass-2026!');
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?restaurant=maple-table$/);
  await logIn(page, email, 'New-pass-2026!');
  await expect(page).toHaveURL(/\/maple-table$/);
  await expect(page.getByText('Welcome back, Alex!')).toBeVisible();
});
