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

test('a gift card applied before a reload is said removed beside its field, and what is paid is what is shown', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '7' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  const place = page.getByRole('button', { name: /Place order/ });
  await expect(place).toContainText('$');
  const withoutCard = (await place.textContent()) ?? '';
  const field = page.getByRole('textbox', { name: 'Gift card number' });
  await field.fill('6011 0000 0000 0010');
  await page.getByRole('button', { name: 'Apply Gift card number' }).click();
  await expect(page.getByText(/Gift card •••• 0010/)).toBeVisible();
  await expect(place).not.toHaveText(withoutCard);
  const withCard = (await place.textContent()) ?? '';
  // The marker kept with the checkout: its last 4 digits and the $10.00 it takes off, once the costs say so.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('checkout:maple-table')))
    .toContain('"giftCard":{"last4":"0010","amount":1000}');

  await page.reload();
  const notice = page.locator('#gift-card-notice');
  await expect(notice).toHaveText(
    'Your gift card ending in 0010 was removed when the page reloaded, so its $10.00 no longer comes off what you pay. Enter it again to apply it.',
  );
  await expect(field).toHaveValue('');
  await expect(field).toHaveAttribute('aria-describedby', 'gift-card-notice');
  // The amount shown is the one without the card: nothing silently differs from what the diner is told.
  await expect(place).toHaveText(withoutCard);
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review.getByText('Gift card', { exact: true })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored.replace(/\D/g, '')).not.toContain('60110000');
  // Another reload before the card is entered again still says so.
  await page.reload();
  await expect(notice).toBeVisible();

  // Entered again: the notice has said its piece, and the order charges what Place order shows.
  await field.fill('6011 0000 0000 0010');
  await page.getByRole('button', { name: 'Apply Gift card number' }).click();
  await expect(page.getByText(/Gift card •••• 0010/)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(place).toHaveText(withCard);
  await fillContact(page);
  await answerAllergyQuestion(page);
  await fillCard(page);
  const placed = page.waitForResponse(
    (r) => /\/api\/orders$/.test(r.url()) && r.request().method() === 'POST',
  );
  await placeOrder(page);
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    data: { costs: { voucher: { code: '6011 0000 0000 0010' } } },
  });
  await expectConfirmation(page);
  await expect(page.getByText('Gift card', { exact: true })).toBeVisible();
});
