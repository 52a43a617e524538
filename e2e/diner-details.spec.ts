import { expect, test } from './fixtures';
import {
  addItem,
  answerAllergyQuestion,
  expectConfirmation,
  fillCard,
  fillContact,
  openCheckout,
  placeOrder,
} from './journey';

test('a custom tip above the subtotal is confirmed before the order is placed', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '9' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await expect(page.getByText('Classic Poutine added to your cart')).toBeVisible();
  await openCheckout(page);
  // The menu's toast does not follow the diner onto checkout.
  await expect(page.getByText('Classic Poutine added to your cart')).toBeHidden();
  // No Toronto number at every restaurant, no test card number as an example.
  await expect(page.getByLabel('Mobile phone')).not.toHaveAttribute('placeholder', /.+/);
  await expect(page.getByRole('textbox', { name: 'Card number', exact: true })).not.toHaveAttribute(
    'placeholder',
    /.+/,
  );

  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);
  await page.locator('label', { hasText: /^Custom$/ }).click();
  await page.getByLabel('Custom tip ($)').fill('1000');
  const confirm = page.getByRole('checkbox', { name: /Yes, I want to tip \$1,000\.00/ });
  await expect(confirm).toBeVisible();
  await expectAccessible();
  await placeOrder(page);
  await expect(confirm).toBeFocused();
  await expect(page.locator('#tip-confirm-error')).toHaveText(
    'This tip is more than the subtotal: confirm it, or change it.',
  );
  await expect(page).toHaveURL(/\/maple-table\/checkout\?tableNum=9$/);

  // A tip within the subtotal asks nothing.
  await page.getByLabel('Custom tip ($)').fill('5');
  await expect(confirm).toHaveCount(0);
  await page.getByLabel('Custom tip ($)').fill('1000');
  await confirm.check();
  await placeOrder(page);
  await expectConfirmation(page);
});

test('delivery promises no kitchen time; the allergen filter says what it hides', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', {
    query: { takeout: 'true', takeoutType: 'delivery' },
    locale: 'en-CA',
  });
  await page.getByText('Filters').click();
  await expect(page.getByRole('button', { name: 'Without dairy' })).toBeVisible();
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await page.getByText('Pickup', { exact: true }).click();
  await expect(page.getByText(/Ready in about 25 min/)).toBeVisible();
  await page.getByText('Delivery', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await expect(page.getByText(/Ready in about/)).toHaveCount(0);
});
