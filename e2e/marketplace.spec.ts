import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, fillCard, fillContact, placeOrder } from './journey';

// Harbour Market is in Halifax, and so is its diner (see timezoneId in playwright.config.ts).
test.use({ timezoneId: 'America/Halifax' });
// Each journey also takes its screens at two sizes for a person to look at.
test.describe.configure({ timeout: 150_000 });

const HUB = '112';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = 'test-results/marketplace';

/** The screen at a phone's and a desktop's size, in its language, for a person to look at. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // A long menu is looked at by its first screens, a shorter page whole.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.screenshot({
      path: `${SHOTS}/${name}-${label}.png`,
      fullPage: height <= 2.5 * viewport.height,
    });
  }
  if (size) await page.setViewportSize(size);
}

/** The demo staff member (README: the demo staff work at harbour-market too), signed in: a bearer token. */
async function staffToken(request: APIRequestContext, origin: string) {
  // The server takes sign-ins from its own origin only (PUBLIC_ORIGIN), as a browser sends them.
  const login = await request.post('/api/auth/login-native', {
    headers: { origin },
    data: { email: 'staff@example.com', password: 'Staff-2026!' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A kitchen's own staff board through the staff API. */
async function kitchenBoard(request: APIRequestContext, token: string, kitchen: string) {
  const board = await request.get(`/api/staff/orders?restaurantId=${HUB}&kitchen=${kitchen}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(board.status()).toBe(200);
  const body = (await board.json()) as { orders: { id: string; menuId: string; number: number }[] };
  return body.orders;
}

async function chooseKitchen(page: Page, name: string) {
  const kitchens = page.getByRole('region', { name: /Our kitchens|Nos cuisines/ });
  await kitchens.getByRole('button', { name: new RegExp(name) }).click();
  await expect(kitchens.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('order at the marketplace from two kitchens, pay once, follow two orders, each on its own board', async ({
  browser,
  page,
  request,
  baseURL,
  openRestaurant,
  expectAccessible,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await openRestaurant('harbour-market', {
    query: { takeout: 'true', takeoutType: 'pickup' },
    locale: 'en-CA',
  });

  // The hub lists its kitchens, each with today's hours and whether it is open (1 p.m. on a Wednesday in Halifax).
  const kitchens = page.getByRole('region', { name: 'Our kitchens' });
  await expect(kitchens.getByRole('button')).toHaveCount(3);
  const nori = kitchens.getByRole('button', { name: /Nori Sushi Bar/ });
  await expect(nori).toContainText('Open now');
  await expect(nori).toContainText('Today 11:30 a.m. – 8:00 p.m.');
  await expect(kitchens.getByRole('button', { name: /Bao House/ })).toContainText(
    'Today 12:00 p.m. – 8:00 p.m.',
  );
  await expect(kitchens.getByRole('button', { name: /Taqueria Sol/ })).toContainText(
    'Today 11:00 a.m. – 8:00 p.m.',
  );
  await expectAccessible();
  await shoot(page, 'hub-en');

  await chooseKitchen(page, 'Nori Sushi Bar');
  // The pickup details under the kitchen's heading give its hours, as its card does, not the hub's.
  await expect(page.locator('[data-testid="takeout-info"] [data-fact="hours"]')).toHaveText(
    '11:30 a.m. – 8:00 p.m.',
  );
  await addItem(page, /Atlantic Salmon Roll/);
  await chooseKitchen(page, 'Taqueria Sol');
  await addItem(page, /Chips & Guacamole/);

  // One cart, its lines under their kitchens.
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog');
  await expect(cart.locator('[data-kitchen-group]')).toHaveCount(2);
  await expect(cart.getByRole('heading', { level: 3, name: /Nori Sushi Bar/ })).toBeVisible();
  await expect(cart.locator('[data-kitchen-group="hm-nori-menu"]')).toContainText('Atlantic Salmon Roll');
  await expect(cart.locator('[data-kitchen-group="hm-sol-menu"]')).toContainText('Chips & Guacamole');
  await expect(cart.locator('[data-kitchen-group="hm-sol-menu"]')).not.toContainText('Atlantic Salmon Roll');
  await expectAccessible();
  await shoot(page, 'cart-en');
  await cart.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The queue, with take-out: the hub's kitchens are paced, so the cart's own time is the "as soon as possible"
  // choice's and the queue says only the orders ahead.
  await expect(page.getByRole('radio', { name: /^As soon as possible/ })).toHaveAccessibleName(
    /Ready in about \d+ min$/,
  );
  await expect(page.getByTestId('queue-time')).toContainText('Current wait');
  await expect(page.getByTestId('queue-time')).toContainText(/orders? ahead of yours/);
  await expect(page.getByTestId('queue-time')).not.toContainText(/About \d+ min/);
  await fillContact(page);
  await fillCard(page);
  await expectAccessible();
  await shoot(page, 'checkout-en');

  // One payment through create-marketplace-order, two orders.
  const submitted = page.waitForRequest((r) => r.url().endsWith('/api/orders/create-marketplace-order'));
  await placeOrder(page);
  await submitted;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your orders are in' })).toBeVisible();
  await expect(page.getByText('2 orders, one payment')).toBeVisible();
  const orders = page.getByTestId('kitchen-order');
  await expect(orders).toHaveCount(2);
  const noriOrder = orders.filter({ hasText: 'Nori Sushi Bar' });
  const solOrder = orders.filter({ hasText: 'Taqueria Sol' });
  await expect(noriOrder.getByRole('heading', { level: 2 })).toHaveText(/^Nori Sushi Bar: order #\d+$/);
  await expect(solOrder.getByRole('heading', { level: 2 })).toHaveText(/^Taqueria Sol: order #\d+$/);
  await expect(noriOrder.getByTestId('order-status')).toHaveText('Received');
  await expect(solOrder.getByTestId('order-status')).toHaveText('Received');
  await expect(noriOrder).toContainText('Atlantic Salmon Roll');
  await expect(noriOrder).not.toContainText('Chips & Guacamole');
  await expect(page.getByTestId('queue-time')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toContainText('Total, all kitchens');
  const noriId = (await noriOrder.getAttribute('data-order-id')) ?? '';
  const solId = (await solOrder.getAttribute('data-order-id')) ?? '';
  expect(noriId).not.toBe(solId);
  await expectAccessible();

  // Each kitchen's order is on its own board, and only there.
  const token = await staffToken(request, origin);
  const noriBoard = (await kitchenBoard(request, token, 'hm-nori-menu')).map((o) => o.id);
  const solBoard = (await kitchenBoard(request, token, 'hm-sol-menu')).map((o) => o.id);
  expect(noriBoard).toContain(noriId);
  expect(noriBoard).not.toContain(solId);
  expect(solBoard).toContain(solId);
  expect(solBoard).not.toContain(noriId);

  // The same on the staff console: the hub's board picks a kitchen.
  const noriNumber = /#(\d+)/.exec(
    (await noriOrder.getByRole('heading', { level: 2 }).textContent()) ?? '',
  )![1];
  const solNumber = /#(\d+)/.exec(
    (await solOrder.getByRole('heading', { level: 2 }).textContent()) ?? '',
  )![1];
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const signedIn = await staffContext.request.post('/api/auth/login-native', {
      data: { email: 'staff@example.com', password: 'Staff-2026!' },
    });
    expect(signedIn.status()).toBe(200);
    const board = await staffContext.newPage();
    await board.goto(`/staff/${HUB}`);
    await board.getByLabel('Kitchen').selectOption({ label: 'Nori Sushi Bar' });
    await board.getByRole('searchbox', { name: /Search/ }).fill(noriNumber!);
    await expect(board.getByTestId(`order-${noriNumber}`)).toBeVisible();
    await board.getByRole('searchbox', { name: /Search/ }).fill(solNumber!);
    await expect(board.getByRole('list', { name: 'New' })).toContainText('No orders');
    await board.getByLabel('Kitchen').selectOption({ label: 'Taqueria Sol' });
    await expect(board.getByTestId(`order-${solNumber}`)).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // Nori's kitchen accepts its order: only its status moves on the diner's page, live.
  const accepted = await request.post(`/api/staff/orders/${noriId}/status`, {
    headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': HUB, origin },
    data: { status: 'in_progress' },
  });
  expect(accepted.status()).toBe(200);
  await expect(noriOrder.getByTestId('order-status')).toHaveText('Being prepared');
  await expect(solOrder.getByTestId('order-status')).toHaveText('Received');
  await shoot(page, 'confirmation-en');
});

test('en français : deux cuisines, un paiement, deux commandes', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await page.setViewportSize(DESKTOP);
  await openRestaurant('harbour-market', {
    query: { takeout: 'true', takeoutType: 'pickup' },
    locale: 'fr-CA',
  });
  const kitchens = page.getByRole('region', { name: 'Nos cuisines' });
  await expect(kitchens.getByRole('button', { name: /Bar à sushis Nori/ })).toContainText('Ouvert');
  await expect(kitchens.getByRole('button', { name: /Bar à sushis Nori/ })).toContainText(
    'Aujourd’hui 11 h 30 – 20 h 00',
  );
  await expectAccessible();
  await shoot(page, 'hub-fr');

  await chooseKitchen(page, 'Maison du Bao');
  await addItem(page, /Bao au flanc de porc/);
  await chooseKitchen(page, 'Bar à sushis Nori');
  await addItem(page, /Soupe miso/);
  await page.getByRole('button', { name: /Voir le panier/ }).click();
  const cart = page.getByRole('dialog');
  await expect(cart.locator('[data-kitchen-group]')).toHaveCount(2);
  await expect(cart.getByRole('heading', { level: 3, name: /Maison du Bao/ })).toBeVisible();
  await expectAccessible();
  await shoot(page, 'cart-fr');
  await cart.getByRole('button', { name: 'Passer à la caisse' }).click();
  await expect(page.getByTestId('queue-time')).toContainText('Attente actuelle');
  await fillContact(page);
  await fillCard(page);
  await shoot(page, 'checkout-fr');
  await placeOrder(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci! Vos commandes sont passées' }),
  ).toBeVisible();
  const orders = page.getByTestId('kitchen-order');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: 'Maison du Bao' }).getByRole('heading', { level: 2 })).toHaveText(
    /^Maison du Bao\s:\scommande nº\s\d+$/,
  );
  for (const status of await orders.getByTestId('order-status').all())
    await expect(status).toHaveText('Reçue');
  await expectAccessible();
  await shoot(page, 'confirmation-fr');
});

test('an announcement is shown on the menu and the landing, and stays dismissed on this device', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  // At a table, the pickup notice (for pickup only, its `modes`) is not for this diner.
  await openRestaurant('maple-table', { query: { tableNum: '12' }, locale: 'en-CA' });
  await expect(
    page.getByTestId('announcements').getByRole('heading', { name: 'Holiday parties at The Maple Table' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Take-out pickup' })).toHaveCount(0);

  await openRestaurant('maple-table', { query: { takeout: 'true' }, locale: 'en-CA' });
  const announcements = page.getByTestId('announcements');
  await expect(
    announcements.getByRole('heading', { name: 'Holiday parties at The Maple Table' }),
  ).toBeVisible();
  await expect(announcements.getByRole('heading', { name: 'Take-out pickup' })).toBeVisible();
  await expectAccessible();
  await shoot(page, 'announcements-en');

  await announcements.getByRole('button', { name: 'Dismiss “Holiday parties at The Maple Table”' }).click();
  await expect(
    announcements.getByRole('heading', { name: 'Holiday parties at The Maple Table' }),
  ).toHaveCount(0);
  await expect(announcements.getByRole('heading', { name: 'Take-out pickup' })).toBeVisible();

  // Gone after a reload and on the landing too; the other one stays.
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(
    page.getByTestId('announcements').getByRole('heading', { name: 'Take-out pickup' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Holiday parties at The Maple Table' })).toHaveCount(0);
  await openRestaurant('maple-table', { path: 'landing', locale: 'fr-CA' });
  const landing = page.getByTestId('announcements');
  await expect(landing.getByRole('heading', { name: 'Cueillette des commandes à emporter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Les fêtes à The Maple Table' })).toHaveCount(0);
  await expectAccessible();
  await shoot(page, 'announcements-landing-fr');
  await landing.getByRole('button', { name: 'Masquer « Cueillette des commandes à emporter »' }).click();
  await expect(page.getByTestId('announcements')).toHaveCount(0);
});

test("a restaurant's own theme loads its stylesheet; an unknown theme's is a 404, never the app", async ({
  page,
  request,
  openRestaurant,
  expectAccessible,
}) => {
  await openRestaurant('lakeshore-stadium', { path: 'landing', locale: 'en-CA' });
  await expect(page.locator('html')).toHaveClass(/theme-stadium/);
  await expect(page.locator('link[rel="stylesheet"][href="/stylesheets/stadium.css"]')).toHaveCount(1);
  // The stadium canvas (near black) comes from /stylesheets/stadium.css, not the dark theme's.
  await expect(page.locator('html')).toHaveCSS('--color-canvas', '#05080d');
  await expectAccessible();
  await shoot(page, 'stadium-landing-en');
  await openRestaurant('lakeshore-stadium', { locale: 'fr-CA' });
  await expect(page.locator('html')).toHaveClass(/theme-stadium/);
  await expectAccessible();
  await shoot(page, 'stadium-menu-fr');

  const css = await request.get('/stylesheets/stadium.css');
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toMatch(/^text\/css/);
  const missing = await request.get('/stylesheets/no-such-theme.css', {
    headers: { accept: 'text/css,*/*' },
  });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/json/);
});

test('a screen whose code or stylesheet does not load says which, in the visitor’s language', async ({
  page,
  openRestaurant,
}) => {
  await openRestaurant('maple-table', { query: { tableNum: '12' }, locale: 'en-CA' });
  await page.route(/\/assets\/staff-screens-[^/]*\.css$/, (route) => route.abort());
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "This screen's styles could not be loaded, so it cannot be shown properly. Reload the page to try again.",
  );
  await page.unroute(/\/assets\/staff-screens-[^/]*\.css$/);

  await openRestaurant('maple-table', { query: { tableNum: '12' }, locale: 'fr-CA' });
  await page.route(/\/assets\/order-notification-[^/]*\.js$/, (route) => route.abort());
  await page.evaluate(() => {
    window.history.pushState({}, '', '/maple-table/order-notification');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Impossible de charger cet écran. Vérifiez votre connexion, puis rechargez la page.',
  );
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
});
