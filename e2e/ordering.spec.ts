import { expect, test } from './fixtures';
import {
  addItem,
  answerAllergyQuestion,
  DECLINED_CARD,
  expectConfirmation,
  fillCard,
  fillContact,
  INSUFFICIENT_FUNDS_CARD,
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

  await expect(page.getByLabel('Table or area')).toHaveValue('12');
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
  await expect(page.getByTestId('order-where')).toHaveText('Dining room · Table 12');
  await expectAccessible();
  // Read in French, the order names its lines in French (the order as placed stood for English only).
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.getByText('1 × Poutine classique')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByText('1 × Classic Poutine')).toBeVisible();
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
  // The refusal stays by the payment fields (not a passing toast), and the diner lands there to try another card.
  const refusal = page.locator('#payment-error');
  await expect(refusal).toHaveText('Your card was declined. Please check its details or try another card.');
  await expect(refusal).toBeFocused();
  await page.clock.runFor(6_000);
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // A card without the funds says so.
  await fillCard(page, INSUFFICIENT_FUNDS_CARD);
  await expect(refusal).toHaveCount(0);
  await placeOrder(page);
  await expect(refusal).toHaveText('Your card was declined: insufficient funds. Please try another card.');
  await expect(refusal).toBeFocused();

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

test('a price changed on the server after pricing: the order is refused (428), the costs refresh, then it goes', async ({
  page,
  openRestaurant,
}) => {
  // The cart was priced before the change: the first prices the browser sees are a dollar lower than the server's.
  let stale = true;
  const seen = { stale: 0, fresh: 0 };
  await page.route('**/api/orders/set-costs', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    seen.fresh = body.amountToCharge;
    if (stale) {
      body.total = Math.round(body.total * 100 - 100) / 100;
      body.totalWithTip = Math.round(body.totalWithTip * 100 - 100) / 100;
      body.amountToCharge = Math.round(body.amountToCharge * 100 - 100) / 100;
      seen.stale = body.amountToCharge;
    }
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/orders', async (route) => {
    stale = false;
    await route.continue();
  });
  await openRestaurant('maple-table', { query: { tableNum: '7' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);
  const place = page.getByRole('button', { name: /Place order/ });
  const dollars = (n: number) => `$${n.toFixed(2)}`;
  await expect(place).toContainText(dollars(seen.stale));
  await placeOrder(page);
  await expect(
    page.getByText(
      'Prices changed since you opened your cart. We refreshed it: please review the new total.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(place).toContainText(dollars(seen.fresh));
  expect(seen.fresh).toBeGreaterThan(seen.stale);
  await placeOrder(page);
  await expectConfirmation(page);
});
