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

test.describe('a reload in the middle of checkout', () => {
  // Coastal Kitchen is in Vancouver, and so is its diner (see timezoneId in playwright.config.ts).
  test.use({ timezoneId: 'America/Vancouver' });

  test('keeps what the diner chose and typed, on reload and in a second tab, but never the card', async ({
    page,
    context,
    request,
    openRestaurant,
  }) => {
    await openRestaurant('coastal-kitchen', {
      query: { takeout: 'true', takeoutType: 'pickup' },
      locale: 'en-CA',
    });
    // Two burgers: TIDE15 asks for a $30 order.
    await addItem(page, /Wild Salmon Burger/);
    await addItem(page, /Wild Salmon Burger/);
    await openCheckout(page);
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Street address').fill('555 Seymour St');
    await page.getByLabel('Postal code').fill('V6B 3H6');
    await page.getByText('Schedule for later').click();
    await page.getByLabel('Date').selectOption({ index: 1 });
    await page.getByLabel('Time', { exact: true }).selectOption({ index: 2 });
    const slot = await page.getByLabel('Time', { exact: true }).inputValue();
    await page.getByLabel('Notes for the kitchen').fill('Buzz 1204');
    await fillContact(page, { name: 'Sam Lee', email: 'sam@example.ca', phone: '6045550123' });
    await page.locator('label', { hasText: /^18\s?%$/ }).click();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('tide15');
    await page.getByRole('button', { name: 'Apply Promo code' }).click();
    await expect(page.getByText('Promo code TIDE15 applied.')).toBeVisible();
    await fillCard(page);
    const review = page.getByRole('region', { name: 'Review your order' });
    await expect(review.getByText('Delivery charge').locator('..')).toContainText('$4.00');
    const total =
      (await review
        .getByText(/^Total/)
        .last()
        .locator('..')
        .textContent()) ?? '';

    const expectRestored = async (tab: typeof page) => {
      await expect(tab.getByRole('radio', { name: 'Delivery' })).toBeChecked();
      await expect(tab.getByLabel('Street address')).toHaveValue('555 Seymour St');
      await expect(tab.getByLabel('Postal code')).toHaveValue('V6B 3H6');
      await expect(tab.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
      await expect(tab.getByLabel('Time', { exact: true })).toHaveValue(slot);
      await expect(tab.getByLabel('Notes for the kitchen')).toHaveValue('Buzz 1204');
      await expect(tab.getByLabel('Full name')).toHaveValue('Sam Lee');
      await expect(tab.getByLabel('Email')).toHaveValue('sam@example.ca');
      await expect(tab.getByRole('radio', { name: /^18\s?%$/ })).toBeChecked();
      await expect(tab.getByText('Promo code TIDE15 applied.')).toBeVisible();
      const tabReview = tab.getByRole('region', { name: 'Review your order' });
      await expect(
        tabReview
          .getByText(/^Total/)
          .last()
          .locator('..'),
      ).toHaveText(total);
      // The card is typed again: its number, expiry and CVD never reach the device's storage.
      await expect(tab.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
      await expect(tab.getByLabel('Security code')).toHaveValue('');
    };

    await page.reload();
    await expectRestored(page);

    const second = await context.newPage();
    const health = await request.get('/api/health');
    await second.clock.install({ time: new Date(((await health.json()) as { time: string }).time) });
    await second.goto(page.url());
    await expectRestored(second);
    const stored = await second.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('1230');
  });
});

test('a reload while Place order waits for its answer: the checkout finds the placed order and shows it', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '9' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);

  // The server takes the order, and its answer is slow to come back: the diner reloads before it does.
  let firstId: string | null = null;
  await page.route('**/api/orders', async (route) => {
    if (firstId) return route.fallback();
    const response = await route.fetch();
    firstId = ((await response.json()) as { id: string }).id;
    // The answer never reaches this page: the reload cancels the request.
    await new Promise(() => {});
  });
  await placeOrder(page);
  await expect.poll(() => firstId).not.toBeNull();
  await page.reload();

  // The checkout asks the server by the key it kept: the order was placed, so its confirmation opens, without a
  // second tap and without a second order.
  await expectConfirmation(page);
  expect(page.url()).toContain(`/orders/${firstId}`);
});
