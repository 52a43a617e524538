import { expect, test } from './fixtures';
import { addItem } from './journey';

// The menu page comes drawn by the server and the app takes it over (docs/decisions/011).

/** React's hydration errors (#418 mismatch, #419 server fallback, #423 recovered by redrawing) and any page error. */
function watchHydration(page: import('@playwright/test').Page) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#419|#423|did not match/i.test(m.text()))
      problems.push(m.text());
  });
  return problems;
}

test('the menu is on the page before any code runs, then the app takes it over without redrawing', async ({
  page,
  openRestaurant,
}) => {
  const problems = watchHydration(page);
  // The server's markup alone: the menu, its sections and prices.
  const response = await page.request.get('/maple-table', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toContain('Classic Poutine');
  expect(html).toContain('data-restaurant="maple-table"');

  await openRestaurant('maple-table', { query: { tableNum: '5' }, locale: 'en-CA' });
  await expect(page.getByText('Table 5', { exact: true })).toBeVisible();
  await addItem(page, /Classic Poutine/);
  // A returning diner: the saved cart joins after hydration, with no mismatch.
  await page.reload();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('1');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByText('Table 5', { exact: true })).toBeVisible();
  // Another table's QR code: its table wins over the saved one, the saved lines stay, and that is what is kept.
  await page.goto('/maple-table?tableNum=12');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByText('Table 12', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('1');
  await page.goto('/maple-table');
  await expect(page.getByText('Table 12', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /View cart/ })).toContainText('1');
  expect(problems).toEqual([]);
});

test('a tap made before the code has loaded is made again once the app runs', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en-CA', url: baseURL ?? 'http://127.0.0.1' }]);
  // Hold the app's entry script back until the diner has tapped.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until `load`: the held script counts towards it once the page asks for it.
  await page.goto('/maple-table', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('button', { name: /Classic Poutine/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Classic Poutine');
});

test("a school's page, drawn for the parent in the browser, is taken over without a hydration error", async ({
  page,
  openRestaurant,
}) => {
  const problems = watchHydration(page);
  await openRestaurant('northview-schools', { locale: 'en-CA' });
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByText('Please log in to order school meals for your students.')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a hub's kitchens come drawn with the page, and are taken over as drawn: a tap chooses one, without their code", async ({
  page,
  openRestaurant,
}) => {
  const problems = watchHydration(page);
  // The server's markup: the kitchens with today's hours and whether each is open.
  const html = await (await page.request.get('/harbour-market', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Our kitchens');
  expect(html).toContain('Taqueria Sol');
  expect(html).toMatch(/Open now|Closed now|Opens at/);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openRestaurant('harbour-market', { locale: 'en-CA' });
  const kitchens = page.getByRole('region', { name: 'Our kitchens' });
  await expect(kitchens.getByRole('button')).toHaveCount(3);
  const sol = kitchens.getByRole('button', { name: /Taqueria Sol/ });
  await sol.click();
  await expect(sol).toHaveAttribute('aria-pressed', 'true');
  await expect(sol).toContainText("Showing this kitchen's menu");
  await expect(kitchens.getByRole('button', { name: /Nori Sushi Bar/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Taqueria Sol' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The list drawn by the browser (its hours' rules and words) was never needed.
  expect(scripts.filter((path) => /kitchen-list|opening-hours/.test(path))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a drawn page asks for its code and data file at low priority, as soon as it can (docs/decisions/071)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en-CA', url: baseURL ?? 'http://127.0.0.1' }]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    priorities.set(new URL(event.request.url).pathname, event.request.initialPriority);
  });
  await page.goto('/maple-table');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const entry = [...priorities.keys()].find((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
  expect(entry).toBeDefined();
  // Low: the stylesheet, fonts and pictures keep the line first (load-app.js).
  expect(priorities.get(entry ?? '')).toBe('Low');
  expect(priorities.get('/maple-table/data.json')).toBe('Low');
});
