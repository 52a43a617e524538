import { expect, test } from './fixtures';
import { addItem, expectConfirmation, fillCard, fillContact, openCheckout, placeOrder } from './journey';

// Coastal Kitchen is in Vancouver, and so is its diner (see timezoneId in playwright.config.ts).
test.use({ timezoneId: 'America/Vancouver' });

test('take-out: pickup at a scheduled slot tomorrow', async ({ page, openRestaurant, expectAccessible }) => {
  await openRestaurant('coastal-kitchen', {
    query: { takeout: 'true', takeoutType: 'pickup' },
    locale: 'en-CA',
  });
  await addItem(page, /West Coast Chowder/);
  await openCheckout(page);
  // 9 a.m. in Vancouver: the kitchen opens at 11, so "as soon as possible" is not offered.
  await expect(
    page.getByText("The kitchen isn't taking orders for right now: choose a time below."),
  ).toBeVisible();
  await expect(page.getByText('As soon as possible')).toHaveCount(0);
  await page.getByText('Schedule for later').click();
  await page.getByLabel('Date').selectOption({ index: 2 });
  // The times are the server's labels, grouped by hour: the kitchen opens at 11:00 in its zone.
  const time = page.getByLabel('Time', { exact: true });
  await expect(time.locator('optgroup').first()).toHaveAttribute('label', '11 a.m.');
  await time.selectOption({ index: 1 });
  const label = ((await time.locator('option:checked').textContent()) ?? '').trim();
  expect(label).toBe('11:00 a.m.');
  await fillContact(page);
  await fillCard(page);
  await expectAccessible();
  await placeOrder(page);
  await expectConfirmation(page);
  // Thursday, the day after the journeys' Wednesday (clock.ts): said as tomorrow.
  await expect(page.getByText(/^Pickup tomorrow at /)).toHaveText(
    `Pickup tomorrow at ${label.split('(')[0]!.trim()}`,
  );
});

test('take-out without a time chosen: the schedule asks for one', async ({ page, openRestaurant }) => {
  await openRestaurant('coastal-kitchen', { query: { takeout: 'true' }, locale: 'en-CA' });
  await addItem(page, /West Coast Chowder/);
  await openCheckout(page);
  await page.getByText('Schedule for later').click();
  await fillContact(page);
  await fillCard(page);
  await placeOrder(page);
  await expect(page.getByText('Please choose a time.')).toBeVisible();
});

test('BC delivery: the postal code picks the zone and its charge; GST on food, the beer’s PST on its own line', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('coastal-kitchen', {
    query: { takeout: 'true', takeoutType: 'delivery' },
    locale: 'en-CA',
  });
  await addItem(page, /Wild Salmon Burger/);
  await openCheckout(page);
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  const review = page.getByRole('region', { name: 'Review your order' });
  // Before a postal code: no fee is quoted yet, and the total says it is before delivery.
  await expect(review.getByText('Delivery charge').locator('..')).toContainText('Set by your postal code');
  await expect(review).toContainText('Total before delivery');
  // Restaurant food in British Columbia: GST 5 % ($1.05 on the $21 burger), no PST and no PST line.
  const tax = (label: string) => review.getByText(label, { exact: true }).locator('..');
  await expect(tax('GST (5%)')).toContainText('$1.05');
  await expect(review.getByText(/PST/)).toHaveCount(0);
  // A beer ($8) carries GST 5 % and the liquor PST 10 %, on its own line: GST $1.45 on $29, PST $0.80.
  await page.goBack();
  await addItem(page, /BC Pale Ale/);
  await openCheckout(page);
  await expect(tax('GST (5%)')).toContainText('$1.45');
  await expect(tax('PST')).toContainText('$0.80');
  await page.getByLabel('Street address').fill('5000 Kingsway');
  await page.getByLabel('Postal code').fill('V5H 4M1');
  // Burnaby is in no zone: said as soon as the code is complete, and no charge nor total is quoted for it.
  await expect(page.locator('#postalCode-error')).toHaveText('We don’t deliver to this postal code.');
  await expect(review.getByText('Delivery charge', { exact: true })).toHaveCount(0);
  await expect(review).toContainText('Delivery isn’t available to this postal code');
  await expect(page.getByRole('button', { name: /Place order/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Place order/ })).not.toContainText('$');
  // 9 a.m. in Vancouver: the kitchen opens at 11, so the diner schedules for today.
  await page.getByText('Schedule for later').click();
  await page.getByLabel('Date').selectOption({ index: 1 });
  await page.getByLabel('Time', { exact: true }).selectOption({ index: 1 });
  await fillContact(page);
  await fillCard(page);

  await page.getByLabel('Street address').fill('555 Seymour St');
  await page.getByLabel('Postal code').fill('V6B 3H6');
  await expect(page.locator('#postalCode-hint')).toHaveText(
    'Delivery zone: Downtown & Yaletown · delivery $4.00 · minimum order $20.00',
  );
  await expect(page.locator('#postalCode-error')).toHaveCount(0);
  await expect(review.getByText('Delivery charge').locator('..')).toContainText('$4.00');
  // The $4 delivery shared by the goods, 21/29 and 8/29: GST 5 % of $33 = $1.65, PST 10 % of $8 + $4 x 8/29 = $0.91.
  await expect(tax('GST (5%)')).toContainText('$1.65');
  await expect(tax('PST')).toContainText('$0.91');
  await page.getByLabel(/legal drinking age/).check();
  await placeOrder(page);
  await expectConfirmation(page);
  await expect(page.getByText(/^Delivery today around /)).toBeVisible();
  // The receipt keeps them apart too.
  await expect(page.getByText('GST (5%)', { exact: true }).locator('..')).toContainText('$1.65');
  await expect(page.getByText('PST', { exact: true }).locator('..')).toContainText('$0.91');
});

test('a bad postal code is refused with the spec message', async ({ page, openRestaurant }) => {
  await openRestaurant('coastal-kitchen', {
    query: { takeout: 'true', takeoutType: 'delivery' },
    locale: 'en-CA',
  });
  await addItem(page, /West Coast Chowder/);
  await openCheckout(page);
  await page.getByLabel('Street address').fill('555 Seymour St');
  await page.getByLabel('Postal code').fill('12');
  await fillContact(page, { name: 'Sam Lee', email: 'not-an-email', phone: '604555' });
  await placeOrder(page);
  await expect(page.getByText('Please enter a valid postal/zip code.')).toBeVisible();
  await expect(page.getByText("This email isn't valid.")).toBeVisible();
  await expect(
    page.getByText('This credit card is invalid.').or(page.getByText('This field is required.').first()),
  ).toBeVisible();
});
