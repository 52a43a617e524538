/**
 * A parent's K-12 days and their cancellation, and the staff production sheet. The clock is
 * on Wednesday 9 December 2026, 10:00 in Toronto (the first date still orderable is Monday 14 December, see
 * k12-orders.integration-test.ts); on Saturday 12 December the cutoff has moved to Tuesday 15.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startClockAt } from '../../clock';
import { orders, orderTenders } from '../../db/schema';
import { signInStaff } from '../../testing/staff';
import { BISTRO, call, SCHOOL } from '../accounts/accounts-test-kit';
import { cancel, gateway, leo, maya, meal, other, parent, place, t, useK12Days } from './k12-days-test-kit';

useK12Days();

describe('a parent cancels a school-meal day before its cutoff', () => {
  it('lists the days, cancels one (its share of the card authorization released, the last one voided), refuses another parent and a second time', async () => {
    const [monday, tuesday] = await place({
      '2026-12-14': { [maya]: [meal('nv-chicken-burger')] },
      '2026-12-15': { [maya]: [meal('nv-teriyaki-bowl')] },
    });
    const listed = await call(t.app, 'GET', '/api/k12/my-orders', undefined, {
      token: parent.token,
      restaurant: SCHOOL,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().cutoff_date).toBe('2026-12-14');
    expect(listed.json().orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: monday,
          date: '2026-12-14',
          student: 'Maya',
          status: 'pending',
          cancellable: true,
        }),
        expect.objectContaining({ id: tuesday, date: '2026-12-15', cancellable: true }),
      ]),
    );

    const stranger = await cancel(tuesday as string, other.token);
    expect(stranger.statusCode).toBe(404);
    const anonymous = await call(t.app, 'POST', `/api/k12/orders/${tuesday}/cancel`, undefined, {
      restaurant: SCHOOL,
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await call(t.app, 'POST', `/api/k12/orders/${tuesday}/cancel`, undefined, {
      token: parent.token,
      restaurant: BISTRO,
    });
    expect(elsewhere.statusCode).toBe(404);

    const voids = gateway.voids;
    const done = await cancel(tuesday as string, parent.token, 'fr-CA');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: tuesday, status: 'cancelled' });
    const rowOf = async (id: string) =>
      (
        await t.handle.db.select().from(orders).where(eq(orders.publicId, id))
      )[0] as typeof orders.$inferSelect;
    const tenderOf = async (id: string) =>
      (
        await t.handle.db
          .select()
          .from(orderTenders)
          .where(eq(orderTenders.orderId, (await rowOf(id)).id))
      )[0]?.details as Record<string, unknown>;
    expect((await rowOf(tuesday as string)).status).toBe('cancelled');
    expect((await rowOf(tuesday as string)).cancelReason).toBe('Annulée par le parent avant la date limite.');
    // One authorization for the whole checkout: the cancelled day's share is released, never charged, while the
    // other day still holds its own; the last day cancelled voids the authorization with the processor.
    expect(await tenderOf(tuesday as string)).toMatchObject({ voidId: 'share_released' });
    expect(gateway.voids).toBe(voids);
    expect((await rowOf(monday as string)).status).toBe('pending');
    expect((await cancel(monday as string)).statusCode).toBe(200);
    expect(gateway.voids).toBe(voids + 1);
    expect((await tenderOf(monday as string)).voidId).not.toBe('share_released');

    const again = await cancel(tuesday as string);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a day past its cutoff (422), in the parent’s language', async () => {
    const [monday] = await place({ '2026-12-14': { [leo]: [meal('nv-chicken-burger')] } });
    startClockAt('2026-12-12T15:00:00Z');
    try {
      const listed = await call(t.app, 'GET', '/api/k12/my-orders', undefined, {
        token: parent.token,
        restaurant: SCHOOL,
      });
      expect(listed.json().orders.find((o: { id: string }) => o.id === monday)).toMatchObject({
        cancellable: false,
      });
      const late = await cancel(monday as string, parent.token, 'fr-CA');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 422 });
      expect(late.json().message).toMatch(/ne peut plus être annulée/);
      const [row] = await t.handle.db
        .select()
        .from(orders)
        .where(eq(orders.publicId, monday as string));
      expect(row?.status).toBe('pending');
    } finally {
      startClockAt('2026-12-09T15:00:00Z');
    }
  });
});

describe('the staff production sheet', () => {
  it('counts the placed days per date, school and classroom, leaving cancelled ones out; staff only', async () => {
    const ids = await place({
      '2026-12-16': {
        [maya]: [meal('nv-mac-cheese'), meal('nv-mac-cheese', 'choc-milk')],
        [leo]: [meal('nv-mac-cheese')],
      },
      '2026-12-17': { [maya]: [meal('nv-beef-tacos')] },
    });
    const maya17 = (await t.handle.db.select().from(orders).where(inArray(orders.publicId, ids))).find(
      (o) => (o.student as { date: string }).date === '2026-12-17',
    );
    expect((await cancel(maya17?.publicId as string)).statusCode).toBe(200);

    const staff = await signInStaff(t.handle.db, { restaurantId: SCHOOL, role: 'staff' });
    const url = `/api/staff/production?restaurantId=${SCHOOL}&start_date=2026-12-16&end_date=2026-12-17`;
    const res = await t.app.inject({ method: 'GET', url, headers: staff.headers() });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.dates.map((d: { date: string }) => d.date)).toEqual(['2026-12-16']);
    const day = sheet.dates[0];
    expect(day.orders).toBe(2);
    expect(day.items).toEqual([
      expect.objectContaining({ item_id: 'nv-mac-cheese', options: '', quantity: 3 }),
    ]);
    expect(day.schools.map((s: { school: string }) => s.school)).toEqual([
      'Maplewood Middle School',
      'Northview Public School',
    ]);
    const north = day.schools[1];
    expect(north.classrooms).toEqual([
      expect.objectContaining({ grade: '3', classroom: '103', teacher: 'Mme Gagnon', students: ['Maya'] }),
    ]);
    expect(north.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 1]);
    expect(north.items.every((i: { options: string }) => i.options.includes('Apple'))).toBe(true);

    const french = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...staff.headers(), locale: 'fr-CA' },
    });
    expect(french.json().dates[0].items[0].name).not.toBe(day.items[0].name);

    const diner = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect(diner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await signInStaff(t.handle.db, { restaurantId: BISTRO, role: 'owner' });
    expect((await t.app.inject({ method: 'GET', url, headers: elsewhere.headers() })).statusCode).toBe(403);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/staff/production?restaurantId=${SCHOOL}&start_date=2026-12-01&end_date=2027-02-01`,
      headers: staff.headers(),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
