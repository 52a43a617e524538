/**
 * What the staff console changes about its restaurant (decision 014): pausing, items sold out, publishing the owner's
 * data file, and its team (owners add, change and remove staff, and a restaurant keeps an owner).
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataFileVersions } from '../../db/schema';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { signInDiner } from '../../testing/staff';
import { call, OTHER, owner, placeOrder, R, t, useStaffConsole, who } from './staff-test-kit';

useStaffConsole();

describe('pause, sold out, publishing', () => {
  it('pauses with a message diners read, refuses orders, and resumes', async () => {
    const paused = await call(
      'POST',
      `/api/staff/restaurants/${R}/pause`,
      who.manager!,
      { message: 'Back at 5 pm' },
      null,
    );
    expect(paused.json()).toMatchObject({
      restaurantId: R,
      ordersPaused: true,
      pausedMessage: 'Back at 5 pm',
    });
    const file = await t.app.inject({ method: 'GET', url: '/staff-bistro/data.json' });
    expect(file.json()).toMatchObject({
      restaurant: { orders_paused: true },
      order_options: { orders_paused_message: 'Back at 5 pm' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-restaurant-id': String(R), 'idempotency-key': `paused-${Date.now()}` },
      payload: {
        type: 'take-out',
        data: {
          config: { takeout: true },
          items: [cartItem('bowl')],
          costs: {},
          checkout: {
            contact: { full_name: 'A', phone_number: '416-555-0100' },
            card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' },
          },
        },
        pickup_time: futureSlot(),
      },
    });
    expect(refused.json()).toMatchObject({ code: 419 });
    const resumed = await call('POST', `/api/staff/restaurants/${R}/resume`, who.manager!, undefined, null);
    expect(resumed.json()).toMatchObject({ ordersPaused: false, pausedMessage: null });
    await placeOrder();
  });

  it('marks an item and an option value sold out and back: menus and pricing honour it', async () => {
    const mark = (kind: string, id: string, soldOut: boolean) =>
      call('POST', `/api/staff/restaurants/${R}/sold-out`, who.manager!, { kind, id, soldOut }, null);
    const validate = (items: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/validate',
        headers: { 'x-restaurant-id': String(R) },
        payload: { itemsInCart: items, type: 'take-out' },
      });
    const hot = {
      ...cartItem('wings', 1, 19, [
        { id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 1, options: [] }] },
      ]),
    };

    expect((await mark('item', 'bowl', true)).json().soldOut.items).toEqual({ bowl: true });
    expect((await validate([cartItem('bowl')])).json()).toMatchObject({ code: 415 });
    const file = await t.app.inject({ method: 'GET', url: '/staff-bistro/data.json' });
    const items = file.json().menus.find((m: { id: string }) => m.id === 'to').sections[0].items;
    expect(items.find((i: { id: string }) => i.id === 'bowl').sold_out).toBe(true);
    expect((await mark('item', 'bowl', false)).json().soldOut.items).toEqual({});
    expect((await validate([cartItem('bowl')])).statusCode).toBe(200);

    expect((await validate([hot])).statusCode).toBe(200);
    expect((await mark('value', 'hot', true)).json().soldOut.values).toEqual({ hot: true });
    expect((await validate([hot])).json()).toMatchObject({ code: 415 });
    await mark('value', 'hot', false);
    // The file's own sold-out soup can be marked available.
    expect((await mark('item', 'gone', false)).json().soldOut.items).toEqual({ gone: false });
    expect((await validate([cartItem('gone', 1, 6)])).statusCode).toBe(200);
    await mark('item', 'gone', true);

    const unknown = await mark('item', 'nope', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The published menu has no item “nope”.');
  });

  it('publishes the owner’s file; a broken one lists every error by path and changes nothing', async () => {
    const versions = async () =>
      (await t.db.select().from(dataFileVersions).where(eq(dataFileVersions.restaurantId, R))).length;
    const before = await versions();
    const broken = orderDataFile({ id: R, slug: 'staff-bistro' }) as {
      menus: { sections: { items: Record<string, unknown>[] }[] }[];
    };
    broken.menus[1]!.sections[0]!.items[0]!.price = -3;
    broken.menus[1]!.sections[0]!.items[1]!.name = '';
    const res = await call('POST', `/api/staff/restaurants/${R}/data-file`, who.owner!, broken, null);
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['menus[1].sections[0].items[0].price', 'menus[1].sections[0].items[1].name']),
    );
    expect(await versions()).toBe(before);

    const theirs = await call(
      'POST',
      `/api/staff/restaurants/${R}/data-file`,
      who.owner!,
      orderDataFile({ id: OTHER, slug: 'staff-other' }),
      null,
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().details.map((d: { path: string }) => d.path)).toEqual([
      'restaurant.slug',
      'restaurant.id',
    ]);

    const changed = orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot: 999 });
    const ok = await call('POST', `/api/staff/restaurants/${R}/data-file`, who.owner!, changed, null);
    expect(ok.json()).toEqual({ restaurantId: R, version: expect.any(Number), unchanged: false });
    expect(await versions()).toBe(before + 1);
  });
});

describe('a publish and the live state', () => {
  /** The owner publishes a changed file (each its own slot capacity, so none is unchanged), paused or not. */
  const publish = (maxPerSlot: number, ordersPaused = false) => {
    const file = orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot }) as { restaurant: object };
    const body = ordersPaused ? { ...file, restaurant: { ...file.restaurant, orders_paused: true } } : file;
    return call('POST', `/api/staff/restaurants/${R}/data-file`, who.owner!, body, null);
  };
  const servedPaused = async () =>
    (await t.app.inject({ method: 'GET', url: '/staff-bistro/data.json' })).json().restaurant.orders_paused;

  it('leaves a pause as staff left it: a new file does not reopen a paused kitchen', async () => {
    await call('POST', `/api/staff/restaurants/${R}/pause`, who.manager!, { message: 'Back at 5 pm' }, null);
    const published = await publish(998);
    expect(published.json()).toMatchObject({ unchanged: false });
    const file = await t.app.inject({ method: 'GET', url: '/staff-bistro/data.json' });
    expect(file.json()).toMatchObject({
      version: published.json().version,
      restaurant: { orders_paused: true },
      order_options: { orders_paused_message: 'Back at 5 pm' },
    });
    const costs = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { 'x-restaurant-id': String(R) },
      payload: { items: [cartItem('bowl')], costs: {}, config: { takeout: true }, type: 'take-out' },
    });
    expect(costs.json()).toMatchObject({ code: 419 });
    // Staff resume it themselves; the next publish keeps it open.
    await call('POST', `/api/staff/restaurants/${R}/resume`, who.manager!, undefined, null);
    await publish(997);
    expect(await servedPaused()).toBe(false);
    await placeOrder();
  });

  it('pauses for a file that says so, and a file published open again reopens ordering', async () => {
    await publish(996, true);
    expect(await servedPaused()).toBe(true);
    // The file's pause is the file's: publishing it open again reopens ordering, no staff step needed.
    await publish(995);
    expect(await servedPaused()).toBe(false);
    await placeOrder();
  });
});

describe('staff management (owners)', () => {
  it('adds by e-mail, changes a role, removes, and keeps an owner', async () => {
    const url = `/api/staff/restaurants/${R}/staff`;
    const newcomer = await signInDiner(t.db);
    const { users } = await import('../../db/schema');
    const [user] = await t.db.select().from(users).where(eq(users.id, newcomer.userId));
    const added = await call(
      'POST',
      url,
      who.owner!,
      { email: user!.email.toUpperCase(), role: 'manager' },
      null,
    );
    expect(added.statusCode).toBe(200);
    const member = added.json().staff.find((m: { email: string }) => m.email === user!.email);
    expect(member).toMatchObject({ role: 'manager', scope: 'restaurant' });
    expect(
      (
        await call(
          'GET',
          `/api/staff/orders?restaurantId=${R}`,
          { authorization: `Bearer ${newcomer.token}` },
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(200);

    expect(
      (await call('PUT', `${url}/${member.userId}`, who.owner!, { role: 'staff' }, null)).json().staff,
    ).toContainEqual(expect.objectContaining({ email: user!.email, role: 'staff' }));
    expect((await call('DELETE', `${url}/${member.userId}`, who.owner!, undefined, null)).statusCode).toBe(
      200,
    );
    expect(
      (
        await call(
          'GET',
          `/api/staff/orders?restaurantId=${R}`,
          { authorization: `Bearer ${newcomer.token}` },
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(403);

    expect(
      (await call('POST', url, who.owner!, { email: 'nobody@example.com', role: 'staff' }, null)).statusCode,
    ).toBe(404);
    const list = (await call('GET', url, who.owner!, undefined, null)).json().staff;
    const me = list.find((m: { email: string }) => m.email === owner.email);
    const demoted = await call('PUT', `${url}/${me.userId}`, who.owner!, { role: 'manager' }, null);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('A restaurant keeps at least one owner.');
  });
});
