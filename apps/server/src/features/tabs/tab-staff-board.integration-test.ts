/**
 * Staff and a table's tab: a line added by staff joins the table's bill, the open tabs are listed for the staff of
 * the restaurant only, and staff close a tab on its holds.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, startClockAt } from '../../clock';
import { orders } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { GUEST } from '../../testing/order-fixtures';
import { signInDiner, signInStaff } from '../../testing/staff';
import { CapturingGateway, type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new CapturingGateway();
const R = 9710;
const NO_TABS = 9711;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-table', gateway, NO_TABS));
});
afterAll(async () => {
  await t.close();
});

describe('staff and tabs', () => {
  it('says a tab opened at the ordering clock’s time, not the database’s', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    // The journeys run the ordering clock apart from the database's: ten minutes ahead here.
    startClockAt(new Date(Date.now() + 600_000).toISOString());
    try {
      const before = now().getTime();
      const { tabId } = await kit.opened('71');
      const list = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
      const tab = list.json().tabs.find((x: { id: string }) => x.id === tabId);
      expect(new Date(tab.openedAt).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(tab.openedAt).getTime()).toBeLessThanOrEqual(now().getTime());
    } finally {
      startClockAt(undefined);
    }
  });

  it('lets staff add a line to the table’s bill, see open tabs and close one', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const elsewhere = await signInStaff(t.db, { restaurantId: NO_TABS, role: 'owner' });
    const diner = await signInDiner(t.db);
    const { tabId, secret } = await kit.opened('70');
    expect((await kit.sent({ tabId, secret }, 1)).statusCode).toBe(200);
    const line = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...auth, 'x-restaurant-id': String(R), 'idempotency-key': kit.roundKey() },
        payload: {
          type: 'dine-in',
          data: {
            config: { restaurantId: String(R), tabId },
            items: [
              {
                id: 'i1',
                menu_id: 'm1',
                section_id: 's1',
                orderId: 1,
                quantity: 1,
                orderPrice: 14.5,
                orderOptions: [],
              },
            ],
            costs: {},
            checkout: { contact: GUEST },
          },
          pickup_time: now().toISOString(),
        },
      });
    expect((await line({ authorization: `Bearer ${diner.token}` })).statusCode).toBe(404);
    expect((await line(elsewhere.headers(R))).statusCode).toBe(404);
    const added = await line(staff.headers());
    expect(added.statusCode, added.body).toBe(200);
    const bill = (await kit.view({ tabId, secret })).json();
    expect(
      bill.lines.map((l: { orderedBy: string | null; mine: boolean }) => [l.orderedBy === null, l.mine]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(bill.total).toBe(32.78);

    const list = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().tabs).toContainEqual(
      expect.objectContaining({ id: tabId, table: '70', total: 32.78, held: 50, paid: 0 }),
    );
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/staff/tabs',
      headers: elsewhere.headers(R),
    });
    expect(foreign.statusCode).toBe(403);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${tabId}/close`,
      headers: staff.headers(),
    });
    expect(closed.json()).toEqual({ captured: 32.78, released: 17.22 });
    const after = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    expect(after.json().tabs.map((x: { id: string }) => x.id)).not.toContain(tabId);
  });

  it('shows staff what the table already paid, and closing charges the held cards the rest', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const opener = await kit.opened('73');
    expect((await kit.sent(opener, 2)).statusCode).toBe(200);
    const [first] = await kit.split(opener, { kind: 'even', ways: 2 });
    await kit.paid(opener, first!.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    const tab = list.json().tabs.find((x: { id: string }) => x.id === opener.tabId);
    expect(tab).toMatchObject({ table: '73', paid: first!.amount });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tabs/${opener.tabId}/close`,
      headers: staff.headers(),
    });
    expect(closed.json().captured).toBeCloseTo(tab.total - tab.paid, 2);
  });

  it('shows staff the bill the diners see once the kitchen cancelled a round', async () => {
    const staff = await signInStaff(t.db, { restaurantId: R, role: 'staff' });
    const opener = await kit.opened('74');
    await kit.round(opener, 1); // 1639
    const cancelled = await kit.round(opener, 2); // 3277, then cancelled by the kitchen
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.publicId, cancelled));
    expect((await kit.view(opener)).json().total).toBe(16.39);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/tabs', headers: staff.headers() });
    expect(list.json().tabs.find((x: { id: string }) => x.id === opener.tabId)).toMatchObject({
      total: 16.39,
    });
  });
});
