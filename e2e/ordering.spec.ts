import { expect, test } from './fixtures';
import {
  addItem,
  answerAllergyQuestion,
  DECLINED_CARD,
  expectConfirmation,
  fillCard,
  fillContact,
  openCheckout,
  placeOrder,
} from './journey';

test('dine-in: a diner at table 12 orders a poutine with a 20 % tip and pays by card', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '12' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await expect(page.getByText('Classic Poutine added to your cart')).toBeVisible();
  await page.getByRole('button', { name: /View cart/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Classic Poutine');
  await expectAccessible();
  await page.getByRole('button', { name: 'Go to checkout' }).click();

  await expect(page.getByLabel('Table number')).toHaveValue('12');
  await fillContact(page);
  await answerAllergyQuestion(page);
  // 20 % is preselected; the total includes it.
  await expect(
    page.getByRole('radio', { name: '20 %' }).or(page.getByRole('radio', { name: '20%' })),
  ).toBeChecked();
  await fillCard(page);
  await expect(page.getByText('Visa')).toBeVisible();
  await expectAccessible();
  await placeOrder(page);

  await expectConfirmation(page);
  await expect(page.getByText('1 × Classic Poutine')).toBeVisible();
  await expectAccessible();
  // The cart is emptied after the order.
  await page.getByRole('link', { name: 'Back to the menu' }).last().click();
  await expect(page.getByRole('button', { name: /View cart/ })).toHaveCount(0);
});

test('a declined card leaves the cart as it was; another card then places the order', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '7' }, locale: 'en-CA' });
  await addItem(page, /Maple-Glazed Salmon/);
  await openCheckout(page);
  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page, DECLINED_CARD);
  await placeOrder(page);
  await expect(
    page.getByText(/^We are unable to take your payment: |^The payment did not go through: /),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await fillCard(page);
  await placeOrder(page);
  await expectConfirmation(page);
});

test('a required option group blocks add to cart with the spec message', async ({ page, openRestaurant }) => {
  await openRestaurant('maple-table', { query: { tableNum: '3' }, locale: 'en-CA' });
  await page
    .getByRole('button', { name: /Soft Drink/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select all required fields');
  await expect(dialog.getByRole('group', { name: /Flavour/ })).toHaveAttribute('aria-invalid', 'true');
  // Choosing a flavour clears the mark and the drink goes in the cart.
  await dialog.getByLabel('Ginger ale').check();
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('$3.50');
});

test('alcohol in the cart asks for the legal-age box before the order goes', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '4' }, locale: 'en-CA' });
  await addItem(page, /Classic Caesar/);
  await openCheckout(page);
  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);
  await placeOrder(page);
  await expect(page.getByText('Please confirm that you are of legal drinking age.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel(/legal drinking age/).check();
  await placeOrder(page);
  await expectConfirmation(page);
});
