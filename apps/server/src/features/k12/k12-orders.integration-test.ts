/**
 * POST /api/orders/create-k12-order: one order per date AND student, delivered to each
 * student's school and classroom, in one checkout with one payment; all or none. The server's clock is on Wednesday
 * 9 December 2026, 10:00 in Toronto: Monday 14 December is the first date past the K-12 cutoff (see
 * rotational-menus.integration-test.ts); 14-16 December are week 3 of the demo cycle.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, orders } from '../../db/schema';
import { SCHOOL, signUp } from '../accounts/accounts-test-kit';
import { gateway, leo, maya, parent, t, useK12Days } from './k12-days-test-kit';

useK12Days();

let seq = 0;
const line = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  menu_id: 'nv-lunch',
  section_id: null,
  orderId: ++seq,
  quantity: 1,
  orderPrice: 0,
  ...extra,
});
const meal = (id: string) =>
  line(id, {
    orderOptions: [
      { id: 'og-nv-drink', values: [{ id: 'white-milk', quantity: 1, adjustedPrice: 0 }] },
      { id: 'og-nv-fruit', values: [{ id: 'apple', quantity: 1, adjustedPrice: 0 }] },
    ],
  });

// Week 3 of the cycle: Monday chicken burger, Tuesday teriyaki bowl, Wednesday mac and cheese; milk every day.
const MAINS: Record<string, string> = {
  '2026-12-14': 'nv-chicken-burger',
  '2026-12-15': 'nv-teriyaki-bowl',
  '2026-12-16': 'nv-mac-cheese',
};

function body(dates: Record<string, string>, students: string[]) {
  return {
    type: 'school',
    data: {
      config: { restaurantId: String(SCHOOL) },
      items: [],
      costs: {},
      rotationalMenuOrders: Object.fromEntries(
        Object.entries(dates).map(([date, main]) => [
          date,
          {
            items: [],
            students: Object.fromEntries(
              students.map((s, i) => [s, { items: i === 0 ? [meal(main)] : [meal(main), line('nv-milk')] }]),
            ),
          },
        ]),
      ),
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Pat Parent', email: parent.email, phone_number: '416-555-0100' },
        card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' },
      },
    },
    pickup_time: '2026-12-14T17:00:00.000Z',
  };
}

let keySeq = 0;
const submit = (payload: unknown, token = parent.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create-k12-order',
    headers: {
      authorization: `Bearer ${token}`,
      'x-restaurant-id': String(SCHOOL),
      'idempotency-key': `k12-test-${Date.now()}-${++keySeq}`,
    },
    payload: payload as object,
  });

const orderCount = async () => (await t.handle.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('create-k12-order: one order per date and student, one payment', () => {
  it('3 dates x 2 students -> 6 orders in one checkout with one authorization, each to its school and classroom', async () => {
    const before = gateway.authorizeCalls;
    const res = await submit(body(MAINS, [maya, leo]));
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { orders: { id: string }[] }).orders.map((o) => o.id);
    expect(ids).toHaveLength(6);
    expect(gateway.authorizeCalls - before).toBe(1);
    const placed = await t.handle.db.select().from(orders).where(inArray(orders.publicId, ids));
    expect(new Set(placed.map((o) => o.checkoutId)).size).toBe(1);
    const [checkout] = await t.handle.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, placed[0]?.checkoutId as number));
    const sum = placed.reduce((s, o) => s + (o.costs as { total: number }).total, 0);
    expect(checkout?.totalCents).toBeGreaterThan(0);
    expect(sum).toBe(checkout?.totalCents); // the orders' costs add up to the one checkout's
    const seen = placed
      .map((o) => {
        const s = o.student as Record<string, string>;
        return `${s.date} ${s.student} ${s.school} ${s.classroom}`;
      })
      .sort();
    expect(seen).toEqual([
      '2026-12-14 Leo Maplewood Middle School 301',
      '2026-12-14 Maya Northview Public School 103',
      '2026-12-15 Leo Maplewood Middle School 301',
      '2026-12-15 Maya Northview Public School 103',
      '2026-12-16 Leo Maplewood Middle School 301',
      '2026-12-16 Maya Northview Public School 103',
    ]);
    // Delivered at noon in Toronto on its date, whatever time the body asked.
    expect(placed.map((o) => o.pickupTime?.toISOString()).sort()[0]).toBe('2026-12-14T17:00:00.000Z');
    expect(new Set(placed.map((o) => o.pickupTime?.toISOString().slice(11)))).toEqual(
      new Set(['17:00:00.000Z']),
    );
    // The parent's page of one order names its school day, student and school, and no more of the profile; anyone
    // else holding the link (not signed in, another account) reads the school day alone.
    const maysMonday = placed.find(
      (o) =>
        (o.student as Record<string, string>).date === '2026-12-14' &&
        (o.student as Record<string, string>).student === 'Maya',
    );
    const readAs = async (token?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${maysMonday?.publicId}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).json().student;
    expect(await readAs(parent.token)).toEqual({
      date: '2026-12-14',
      name: 'Maya',
      school: 'Northview Public School',
    });
    const withoutTheChild = { date: '2026-12-14', name: null, school: null };
    expect(await readAs()).toEqual(withoutTheChild);
    expect(await readAs((await signUp(t.app)).token)).toEqual(withoutTheChild);
  });

  it.each([
    ['a date before the cutoff', { ...MAINS, '2026-12-11': 'nv-quesadilla' }, 422],
    ['a holiday', { ...MAINS, '2026-12-21': 'nv-teriyaki-bowl' }, 418],
    // The window first (422), before what the date serves (426).
    ['a weekend', { ...MAINS, '2026-12-19': 'nv-milk' }, 422],
    ['an item the date does not serve', { ...MAINS, '2026-12-17': 'nv-spaghetti' }, 426],
  ])('one invalid date (%s) places nothing and charges nothing', async (_what, dates, code) => {
    const orders0 = await orderCount();
    const before = gateway.authorizeCalls;
    const res = await submit(body(dates, [maya, leo]));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.json().code).toBe(code);
    expect(await orderCount()).toBe(orders0);
    expect(gateway.authorizeCalls).toBe(before);
  });

  it("another parent's student is not found, and nothing is placed", async () => {
    const other = await signUp(t.app);
    const orders0 = await orderCount();
    const res = await submit(body(MAINS, [maya]), other.token);
    expect(res.statusCode).toBe(404);
    expect(await orderCount()).toBe(orders0);
  });

  it('the spec’s items go to the student checkout.delivery names, matched by name', async () => {
    const payload = body({ '2026-12-14': MAINS['2026-12-14'] as string }, []);
    const date = payload.data.rotationalMenuOrders['2026-12-14'] as { items: unknown[] };
    date.items = [meal('nv-chicken-burger')];
    (payload.data.checkout as Record<string, unknown>).delivery = { student: 'leo' };
    const res = await submit(payload);
    expect(res.statusCode, res.body).toBe(200);
    const [placed] = await t.handle.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, (res.json() as { orders: { id: string }[] }).orders[0]?.id as string));
    expect(placed?.student).toMatchObject({ student: 'Leo', classroom: '301', date: '2026-12-14' });

    (payload.data.checkout as Record<string, unknown>).delivery = { student: 'Nobody' };
    expect((await submit(payload)).statusCode).toBe(404);
    (payload.data.checkout as Record<string, unknown>).delivery = {};
    const none = await submit(payload);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/student/);
  });

  it('the meal limits apply per date and student: two children may each have a lunch on the same day', async () => {
    const res = await submit(body({ '2026-12-15': 'nv-teriyaki-bowl' }, [maya, leo]));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('set-costs for a K-12 cart: each order’s part, as create-k12-order then charges it', () => {
  it('answers each date and student’s subtotal, subsidy, taxes and total; the payment charges exactly those', async () => {
    const payload = body(MAINS, [maya, leo]);
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-costs',
      headers: { authorization: `Bearer ${parent.token}`, 'x-restaurant-id': String(SCHOOL) },
      payload: {
        type: 'school',
        items: [],
        costs: {},
        config: payload.data.config,
        rotationalMenuOrders: payload.data.rotationalMenuOrders,
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const costs = priced.json() as {
      total: number;
      subtotal: number;
      amountToCharge: number;
      orders: {
        date: string;
        studentId: string | null;
        subtotal: number;
        subsidy: number;
        taxes: number;
        total: number;
        amountToCharge: number;
      }[];
    };
    // In date order, each student's order of the date: the orders the submission places, in its order.
    expect(costs.orders.map((o) => `${o.date} ${o.studentId === maya ? 'Maya' : 'Leo'}`)).toEqual([
      '2026-12-14 Maya',
      '2026-12-14 Leo',
      '2026-12-15 Maya',
      '2026-12-15 Leo',
      '2026-12-16 Maya',
      '2026-12-16 Leo',
    ]);
    const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);
    expect(cents(costs.orders.map((o) => o.subtotal))).toBe(Math.round(costs.subtotal * 100));
    expect(cents(costs.orders.map((o) => o.total))).toBe(Math.round(costs.total * 100));
    expect(costs.orders.every((o) => o.total > 0)).toBe(true);
    // Leo's orders carry a milk more than Maya's: their own lines, not an even share.
    expect(costs.orders[1]?.subtotal).toBeGreaterThan(costs.orders[0]?.subtotal ?? 0);

    const res = await submit({ ...payload, data: { ...payload.data, costs: { total: costs.total } } });
    expect(res.statusCode, res.body).toBe(200);
    const placed = (res.json() as { orders: { total: number; charged: number }[] }).orders;
    expect(placed.map((o) => o.total)).toEqual(costs.orders.map((o) => o.total));
    expect(placed.map((o) => o.charged)).toEqual(costs.orders.map((o) => o.amountToCharge));
    expect(cents(placed.map((o) => o.charged))).toBe(Math.round(costs.amountToCharge * 100));
  });

  it('a subsidy code’s price is read as the regular price less the subsidy, per day', async () => {
    const payload = body(MAINS, [maya]);
    const price = async (choice: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/set-costs',
        headers: { authorization: `Bearer ${parent.token}`, 'x-restaurant-id': String(SCHOOL) },
        payload: {
          type: 'school',
          items: [],
          costs: choice,
          config: payload.data.config,
          rotationalMenuOrders: payload.data.rotationalMenuOrders,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        total: number;
        orders: { subtotal: number; subsidy: number; taxes: number; total: number }[];
      };
    };
    const full = await price({});
    const helped = await price({ subsidyDiscount: { code: 'NVSUPPORT50' } });
    expect(helped.total).toBeLessThan(full.total);
    for (const [i, day] of helped.orders.entries()) {
      // The same regular price, the subsidy taken off it, and the day's total follows from them.
      expect(day.subtotal).toBe(full.orders[i]?.subtotal);
      expect(day.subsidy).toBeGreaterThan(0);
      expect(Math.round((day.subtotal - day.subsidy + day.taxes) * 100)).toBe(Math.round(day.total * 100));
    }
  });
});
