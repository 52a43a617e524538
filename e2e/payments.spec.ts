import { expect, test } from './fixtures';
import {
  addItem,
  answerAllergyQuestion,
  expectConfirmation,
  fillContact,
  openCheckout,
  placeOrder,
} from './journey';

test('a promo code and a gift card cover the whole total: nothing to pay', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '5' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);

  await page.getByRole('textbox', { name: 'Promo code' }).fill('EXPIRED');
  await page.getByRole('button', { name: 'Apply Promo code' }).click();
  await expect(page.locator('#promo-code-error')).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply Promo code' }).click();
  await expect(page.getByText('Promo code WELCOME10 applied.')).toBeVisible();
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review).toContainText('Promo WELCOME10');

  await page.getByRole('textbox', { name: 'Gift card number' }).fill('6011 0000 0000 0000');
  await page.getByRole('button', { name: 'Apply Gift card number' }).click();
  await expect(page.locator('#gift-card-error')).toHaveText('This gift card has no funds left.');
  await page.getByRole('textbox', { name: 'Gift card number' }).fill('6011 0000 0000 0050');
  await page.getByRole('button', { name: 'Apply Gift card number' }).click();
  await expect(page.getByText(/Gift card •••• 0050/)).toBeVisible();
  await expect(page.getByText('Nothing to pay: your gift card and discounts cover the total.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);

  await fillContact(page);
  await answerAllergyQuestion(page);
  await placeOrder(page);
  await expectConfirmation(page);
  await expect(page.getByText('Gift card', { exact: true })).toBeVisible();
});
