import { expect, test } from './fixtures';
import {
  addItem,
  answerAllergyQuestion,
  expectConfirmation,
  fillCard,
  fillContact,
  openCheckout,
  payByCard,
  placeOrder,
} from './journey';

test('the whole dine-in journey in French', async ({ page, openRestaurant, expectAccessible }) => {
  await openRestaurant('maple-table', { query: { tableNum: '9' }, locale: 'fr-CA' });
  // The table's badge (the tab's offer at this table names it too).
  await expect(page.getByText('Table 9', { exact: true })).toBeVisible();
  await addItem(page, /Poutine classique|Classic Poutine/);
  await expect(page.getByText(/ajouté à votre panier/)).toBeVisible();
  await openCheckout(page);
  await fillContact(page);
  await answerAllergyQuestion(page, 'Aucune allergie');
  await fillCard(page);
  const review = page.getByRole('region', { name: 'Vérifiez votre commande' });
  await expect(review).toContainText(/\d,\d\d\s\$/);
  // The restaurant's own French label, the French placeholder, one title for the page and another for the card.
  await expect(review).toContainText('Frais de service');
  await expect(review).not.toContainText('Service charge');
  await expect(page.getByLabel(/Expiration/)).toHaveAttribute('placeholder', 'MM/AA');
  await expect(page.getByRole('heading', { name: 'Paiement', exact: true })).toHaveCount(1);
  await expectAccessible();
  await placeOrder(page);
  await expectConfirmation(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Commande nº\s\d+$/ })).toBeVisible();
  await expect(page.getByText('1 × Poutine classique')).toBeVisible();
  await expect(page.getByText('Frais de service')).toBeVisible();
  // Thanked once, in the restaurant's own words.
  await expect(page.getByText(/^Merci! Votre commande est transmise/)).toBeVisible();
  await expect(page.getByText('Merci!', { exact: true })).toHaveCount(0);
  await expectAccessible();
});

test('a view-only menu shows its banner and takes no order', async ({ page, openRestaurant }) => {
  await openRestaurant('maple-table', { query: { viewOnly: 'true' }, locale: 'en-CA' });
  await expect(page.getByText('This menu is view only.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order take-out instead' })).toBeVisible();
  await page
    .getByRole('button', { name: /Classic Poutine/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Add to cart/ })).toBeDisabled();
});

test('paused orders: the spec message, the menu still browsable, no add to cart', async ({
  page,
  openRestaurant,
}) => {
  // The restaurant pauses ordering: its published data says so.
  await page.route(/\/maple-table\/data\.json/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'if-none-match': '' } });
    const body = await response.json();
    body.restaurant.orders_paused = true;
    // Without a message of its own the restaurant shows the spec's.
    delete body.order_options.orders_paused_message;
    delete body.order_options.localization?.fr?.orders_paused_message;
    await route.fulfill({ response, json: body });
  });
  await openRestaurant('maple-table', { query: { tableNum: '2' }, locale: 'en-CA' });
  await expect(
    page.getByText(
      'Thanks for your patience! Ordering is paused for the moment, but the menu is still available to view.',
    ),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /Classic Poutine/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Add to cart/ })).toBeDisabled();
});

test('the cart is kept on the device: restored after a reload', async ({ page, openRestaurant }) => {
  await openRestaurant('maple-table', { query: { tableNum: '8' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await addItem(page, /Nanaimo Bar/);
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('2');
  await page.reload();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('2');
  await page.getByRole('button', { name: /View cart/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Nanaimo Bar');
});

test('another round: the table orders its last order again from the confirmation', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '11' }, locale: 'en-CA' });
  await addItem(page, /Drip Coffee/);
  await openCheckout(page);
  await payByCard(page);
  await page.getByRole('link', { name: 'Order another round' }).click();
  // The earlier order's lines are offered, none put in the cart unasked; the diner adds them and is told which.
  const round = page.getByRole('region', { name: 'Another round' });
  await expect(round.getByRole('checkbox', { name: /1 × Drip Coffee/ })).toBeChecked();
  await round.getByRole('button', { name: 'Add 1 item to the cart' }).click();
  await expect(page.getByText('Added to your cart: 1 × Drip Coffee.')).toBeVisible();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('1');
  // The round goes to the table of the order it repeats: the menu and the checkout say which.
  await expect(page.getByText('Table 11', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: /View cart/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Drip Coffee');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('region', { name: 'Dine-in' })).toContainText('Table 11');
  await payByCard(page);
  await expect(page.getByText(/Table 11/).first()).toBeVisible();
});

test('order notification: the spec validation, then the text is requested', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '6' }, locale: 'en-CA' });
  await addItem(page, /Latte/);
  await openCheckout(page);
  await payByCard(page);
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/\D/g, '');
  await openRestaurant('maple-table', { path: 'order-notification', locale: 'en-CA' });
  await page.getByLabel('Mobile phone').fill('');
  await page.getByRole('button', { name: 'Text me' }).click();
  await expect(page.getByText('The order id is required')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('Mobile phone').fill('41655501');
  await page.getByRole('button', { name: 'Text me' }).click();
  await expect(page.getByText("This phone number isn't valid.")).toBeVisible();
  await page.getByLabel('Mobile phone').fill('4165550123');
  await page.getByRole('button', { name: 'Text me' }).click();
  await expect(page.getByText(`Done! We'll text 416-555-0123 when order ${number} is ready.`)).toBeVisible();
});

test('order again: the last order on this device goes back into the cart in one tap', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '4' }, locale: 'en-CA' });
  await addItem(page, /Nanaimo Bar/);
  await addItem(page, /Drip Coffee/);
  await openCheckout(page);
  await payByCard(page);
  await openRestaurant('maple-table', { query: { tableNum: '4' }, locale: 'en-CA' });
  const again = page.getByRole('region', { name: 'Order again' });
  await expect(again).toContainText('1 × Nanaimo Bar');
  await expect(again).toContainText('1 × Drip Coffee');
  // The diner chooses which lines come back: the coffee only.
  await again.getByRole('checkbox', { name: /Nanaimo Bar/ }).uncheck();
  await again.getByRole('button', { name: 'Add 1 item to the cart' }).click();
  await expect(page.getByText('Added to your cart: 1 × Drip Coffee.')).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('1');
});

test('stadium seat delivery: the diner gives section, row and seat, and the order goes to that seat', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('lakeshore-stadium', { path: 'landing', locale: 'en-CA' });
  await expect(page.getByRole('group', { name: 'Your seat' })).toBeVisible();
  await page.getByRole('button', { name: 'Start my order' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.getByLabel('Section')).toBeFocused();
  // The messages on the stadium's dark theme stay readable.
  await expectAccessible();
  await page.getByLabel('Section').fill('112');
  await page.getByLabel('Row').fill('f');
  await page.getByLabel('Seat', { exact: true }).fill('7');
  await expect(page.getByLabel('Row')).toHaveValue('F');
  await expectAccessible();
  await page.getByRole('button', { name: 'Start my order' }).click();
  await expect(page).toHaveURL(/\/lakeshore-stadium\?tableNum=112-F-7$/);

  await addItem(page, /Nachos/);
  await openCheckout(page);
  const seat = page.getByRole('group', { name: 'Your seat' });
  await expect(seat.getByLabel('Section')).toHaveValue('112');
  await expect(seat.getByLabel('Seat', { exact: true })).toHaveValue('7');
  await seat.getByLabel('Row').fill('');
  await fillContact(page);
  await fillCard(page);
  await placeOrder(page);
  await expect(page.locator('#seat-row-error')).toHaveText('This field is required.');
  await seat.getByLabel('Row').fill('G');
  const submitted = page.waitForRequest((r) => r.url().endsWith('/api/orders') && r.method() === 'POST');
  await placeOrder(page);
  const body = (await submitted).postDataJSON();
  expect(body.data.config).toMatchObject({
    tableNum: '112-G-7',
    tableInfo: { section: '112', row: 'G', seat: '7' },
  });
  await expectConfirmation(page);
  await expect(page.getByTestId('order-where')).toHaveText('Section 112, row G, seat 7');
});
