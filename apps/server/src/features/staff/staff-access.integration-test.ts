/**
 * The staff console's API (decision 014), by role: staff, manager, owner, another restaurant's staff, a diner and
 * anonymous, on every route; a role held at the group. What each route does is in the other staff-*.integration-test.ts.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataFileVersions, orders } from '../../db/schema';
import { orderDataFile } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { importDataFile } from '../restaurants';
import { call, OTHER, placeOrder, R, staff, t, useStaffConsole, who } from './staff-test-kit';

useStaffConsole();

describe('who may call what', () => {
  type Who = 'owner' | 'manager' | 'staff' | 'elsewhere' | 'diner' | 'anonymous';
  const expected = (allowed: Who[]) => (w: Who) =>
    allowed.includes(w) ? 'ok' : w === 'anonymous' ? 401 : 403;
  const all: Who[] = ['owner', 'manager', 'staff', 'elsewhere', 'diner', 'anonymous'];
  const managers: Who[] = ['owner', 'manager'];

  const routes: {
    name: string;
    allowed: Who[];
    run: (w: Record<string, string>, order: string) => ReturnType<typeof call>;
  }[] = [
    {
      name: 'GET /staff/orders',
      allowed: ['owner', 'manager', 'staff'],
      run: (w) => call('GET', `/api/staff/orders?restaurantId=${R}`, w),
    },
    {
      name: 'GET /staff/orders/{id}',
      allowed: ['owner', 'manager', 'staff'],
      run: (w, id) => call('GET', `/api/staff/orders/${id}`, w),
    },
    {
      name: 'POST /staff/orders/{id}/status (accept)',
      allowed: ['owner', 'manager', 'staff'],
      run: (w, id) => call('POST', `/api/staff/orders/${id}/status`, w, { status: 'in_progress' }),
    },
    {
      name: 'POST /staff/orders/{id}/status (decline)',
      allowed: managers,
      run: (w, id) =>
        call('POST', `/api/staff/orders/${id}/status`, w, { status: 'cancelled', reason: 'Closed' }),
    },
    {
      name: 'POST /staff/orders/{id}/refund',
      allowed: managers,
      run: async (w, id) => {
        await call('POST', `/api/staff/orders/${id}/status`, who.staff!, { status: 'in_progress' });
        return call('POST', `/api/staff/orders/${id}/refund`, w, { lines: [{ position: 0, quantity: 1 }] });
      },
    },
    {
      name: 'GET /staff/restaurants/{id}/live',
      allowed: ['owner', 'manager', 'staff'],
      run: (w) => call('GET', `/api/staff/restaurants/${R}/live`, w),
    },
    {
      name: 'POST /staff/restaurants/{id}/pause',
      allowed: managers,
      run: async (w) => {
        const res = await call('POST', `/api/staff/restaurants/${R}/pause`, w, { message: 'Busy' });
        await call('POST', `/api/staff/restaurants/${R}/resume`, who.owner!);
        return res;
      },
    },
    {
      name: 'POST /staff/restaurants/{id}/resume',
      allowed: managers,
      run: (w) => call('POST', `/api/staff/restaurants/${R}/resume`, w),
    },
    {
      name: 'POST /staff/restaurants/{id}/sold-out',
      allowed: managers,
      run: (w) =>
        call('POST', `/api/staff/restaurants/${R}/sold-out`, w, {
          kind: 'item',
          id: 'wings',
          soldOut: false,
        }),
    },
    {
      name: 'POST /staff/restaurants/{id}/data-file',
      allowed: ['owner'],
      run: (w) =>
        call(
          'POST',
          `/api/staff/restaurants/${R}/data-file`,
          w,
          orderDataFile({ id: R, slug: 'staff-bistro', maxPerSlot: 1000 }),
        ),
    },
    {
      name: 'GET /staff/restaurants/{id}/staff',
      allowed: ['owner'],
      run: (w) => call('GET', `/api/staff/restaurants/${R}/staff`, w),
    },
    {
      name: 'POST /staff/restaurants/{id}/staff',
      allowed: ['owner'],
      run: (w) => call('POST', `/api/staff/restaurants/${R}/staff`, w, { email: staff.email, role: 'staff' }),
    },
    {
      name: 'PUT /staff/restaurants/{id}/staff/{userId}',
      allowed: ['owner'],
      run: async (w) => {
        const list = await call('GET', `/api/staff/restaurants/${R}/staff`, who.owner!);
        const member = list.json().staff.find((m: { email: string }) => m.email === staff.email);
        return call('PUT', `/api/staff/restaurants/${R}/staff/${member.userId}`, w, { role: 'staff' });
      },
    },
  ];

  for (const route of routes) {
    it.each(all)(`${route.name} as %s`, async (w) => {
      const order = await placeOrder();
      const res = await route.run(who[w]!, order.id);
      const want = expected(route.allowed)(w);
      if (want === 'ok') expect(res.statusCode, res.body).toBe(200);
      else {
        expect(res.statusCode, res.body).toBe(want);
        expect(res.json()).toMatchObject({ code: want === 401 ? 201 : 403, message: expect.any(String) });
      }
    });
  }

  it('an order of another restaurant is a 404, even to its own restaurant’s staff calling through this one', async () => {
    const theirs = await placeOrder({ restaurantId: OTHER });
    for (const res of [
      await call('GET', `/api/staff/orders/${theirs.id}`, who.owner!),
      await call('POST', `/api/staff/orders/${theirs.id}/status`, who.owner!, { status: 'in_progress' }),
      await call('POST', `/api/staff/orders/${theirs.id}/refund`, who.owner!, {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'We could not find this order.' });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, theirs.id));
    expect(row?.status).toBe('pending');
  });

  it('a role held at the group reaches every restaurant of it', async () => {
    const file = orderDataFile({ id: 9702, slug: 'staff-group-a' }) as {
      restaurant: Record<string, unknown>;
    };
    file.restaurant.group = { slug: 'staff-chain', name: 'Chain', kind: 'venue_chain' };
    expect((await importDataFile(t.db, file)).ok).toBe(true);
    const [row] = await t.db.select().from(dataFileVersions).where(eq(dataFileVersions.restaurantId, 9702));
    expect(row).toBeDefined();
    const { restaurants } = await import('../../db/schema');
    const [r] = await t.db
      .select({ groupId: restaurants.groupId })
      .from(restaurants)
      .where(eq(restaurants.id, 9702));
    const chain = await signInStaff(t.db, { groupId: r!.groupId!, role: 'manager' });
    const res = await call('GET', '/api/staff/orders?restaurantId=9702', chain.headers(), undefined, null);
    expect(res.statusCode).toBe(200);
    const me = await call('GET', '/api/staff/me', chain.headers(), undefined, null);
    expect(me.json().restaurants).toEqual([expect.objectContaining({ id: 9702, role: 'manager' })]);
    expect(
      (await call('GET', `/api/staff/orders?restaurantId=${R}`, chain.headers(), undefined, null)).statusCode,
    ).toBe(403);
  });
});
