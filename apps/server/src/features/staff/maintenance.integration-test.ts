/**
 * The maintenance window through the API: an owner sets it (a manager cannot; a window that ends before it starts,
 * is over or lasts over a day is refused), the served data file tells it, and from its start to its end an order is
 * refused with 503, Retry-After and the message in the diner's language; ended, orders are taken again. The
 * platform's window (MAINTENANCE_WINDOW) does the same for every restaurant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CARD_CHECKOUT, futureSlot, orderDataFile, submissionBody } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';

const R = 9780;
let t: TestApp;
const who: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'upkeep-bistro' }))).ok).toBe(true);
  for (const role of ['owner', 'manager'] as const)
    who[role] = { authorization: `Bearer ${(await signInStaff(t.db, { restaurantId: R, role })).token}` };
});
afterAll(() => t.close());

const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
const setWindow = (headers: Record<string, string>, window: object, locale = 'en-CA') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/restaurants/${R}/maintenance`,
    headers: { ...headers, locale },
    payload: window,
  });
let attempt = 0;
const order = (app = t.app, restaurantId = R, locale = 'en-CA') =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { locale, 'idempotency-key': `upkeep-${++attempt}` },
    payload: submissionBody(restaurantId, { checkout: CARD_CHECKOUT, pickup: futureSlot() }),
  });
const served = async (app = t.app, slug = 'upkeep-bistro') =>
  (await app.inject({ method: 'GET', url: `/${slug}/data.json` })).json().restaurant.maintenance_windows;
const ordersOf = async () => (await t.db.select().from(orders).where(eq(orders.restaurantId, R))).length;

describe("a restaurant's maintenance window", () => {
  it('is set by the owner only, and only as a window of at most a day that is not over', async () => {
    expect((await setWindow(who.manager!, { startsAt: at(-1), endsAt: at(120) })).statusCode).toBe(403);
    const backwards = await setWindow(who.owner!, { startsAt: at(120), endsAt: at(60) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('A maintenance window must end after it starts.');
    const over = await setWindow(who.owner!, { startsAt: at(-120), endsAt: at(-60) }, 'fr-CA');
    expect(over.json().message).toBe('Cette fenêtre de maintenance est déjà terminée.');
    const long = await setWindow(who.owner!, { startsAt: at(0), endsAt: at(25 * 60) });
    expect(long.json().message).toMatch(/^A maintenance window lasts at most 24 hours/);
    expect(await served()).toBeUndefined();
  });

  it('is told to diners, refuses orders during it with 503 and Retry-After, and ends when cancelled', async () => {
    const window = { startsAt: at(-1), endsAt: at(120) };
    const set = await setWindow(who.owner!, window);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().maintenance).toEqual(window);
    expect(await served()).toEqual([{ starts_at: window.startsAt, ends_at: window.endsAt }]);

    const before = await ordersOf();
    const refused = await order();
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(7100);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(7200);
    expect(refused.json()).toMatchObject({ code: 503, details: { maintenance: window } });
    expect(refused.json().message).toMatch(
      /^Until \d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [ap]\.m\., ordering is closed for scheduled maintenance\. The menu is still available to view\.$/,
    );
    const fr = await order(t.app, R, 'fr-CA');
    expect(fr.json().message).toMatch(
      /^Jusqu’au \d{2}\/\d{2}\/\d{4} à \d{1,2} h \d{2}, les commandes sont fermées pour une maintenance planifiée\. Le menu reste consultable\.$/,
    );
    expect(await ordersOf()).toBe(before);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/restaurants/${R}/maintenance`,
      headers: who.owner,
    });
    expect(cancelled.json().maintenance).toBeNull();
    expect(await served()).toBeUndefined();
    const taken = await order();
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('takes orders before a window to come and refuses them once the clock is inside it', async () => {
    const window = { startsAt: at(180), endsAt: at(300) };
    expect((await setWindow(who.owner!, window)).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(200);
    startClockAt(at(240));
    try {
      expect((await order()).json()).toMatchObject({ code: 503 });
    } finally {
      startClockAt(undefined);
    }
    startClockAt(at(301));
    try {
      expect((await order()).statusCode).toBe(200);
    } finally {
      startClockAt(undefined);
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/restaurants/${R}/maintenance`,
      headers: who.owner,
    });
  });
});

describe("the platform's maintenance window", () => {
  it('is told on every menu and refuses every order during it', async () => {
    const window = { startsAt: at(-5), endsAt: at(30) };
    const platform = await buildTestApp({ maintenanceWindow: window, handle: t.handle });
    try {
      expect(await served(platform.app)).toEqual([{ starts_at: window.startsAt, ends_at: window.endsAt }]);
      const refused = await order(platform.app);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().details.maintenance).toEqual(window);
    } finally {
      await platform.app.close();
    }
  });
});
