/**
 * The submission pipeline end to end: what an order keeps, refusals that write
 * nothing, and a K-12 checkout placed as one order per date. A marketplace hub's checkout is tested in
 * submission-marketplace.integration-test.ts, the two-phase payment under faults in
 * submission-faults.integration-test.ts.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rotationFor, weekdayOf } from '@ordering/domain/ordering/k12-rotation';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { checkouts, orders } from '../../db/schema';
import { APPROVED_CARD, cartItem } from '../../testing/order-fixtures';
import { importDataFile } from '../restaurants';
import { body, ctx, key, ordersOf, rows, submissionApp, submit } from './submission-fixtures';

submissionApp();

describe('what an order keeps', () => {
  it('keeps the answers with their question, the notes, the legal age and the delivery address', async () => {
    const res = await submit(
      body({ type: 'delivery', delivery: { address: '200 King St W', postal_code: 'M5V 3L9' } }),
      { locale: 'fr-CA' },
    );
    expect(res.json()).toMatchObject({ id: expect.any(String) });
    const placed = res.json();
    const [order] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, placed.id));
    expect(order).toMatchObject({
      status: 'pending',
      answers: [{ id: 'allergy', question: 'Any allergies?', answer: 'Nuts' }],
      notes: 'Extra napkins, please',
      legalAgeConfirmed: true,
      fulfilment: {
        type: 'delivery',
        delivery: { address: '200 King St W', postalCode: 'M5V 3L9', zone: 'King West' },
      },
    });
    expect((order?.contact as Record<string, unknown> | undefined)?.password).toBeUndefined();

    // The diner's anonymous view: fulfilment, answers and notes, lines in the reader's language, no contact.
    const read = async (locale: string) =>
      (
        await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { locale } })
      ).json();
    const fr = await read('fr-CA');
    expect(fr.lines[0].name).toBe('Bol de riz');
    expect(fr.fulfilment.delivery).toEqual({
      address: '200 King St W',
      postalCode: 'M5V 3L9',
      zone: 'King West',
    });
    expect(fr.answers).toEqual([{ id: 'allergy', question: 'Any allergies?', answer: 'Nuts' }]);
    expect(fr.notes).toBe('Extra napkins, please');
    expect(JSON.stringify(fr)).not.toContain('ada@example.com');
    expect((await read('en-CA')).lines[0].name).toBe('Rice bowl');
  });

  it.each([
    ['a required question left unanswered', { questions: [] }, 400],
    ['an answer that is not one of the choices', { questions: [{ id: 'allergy', answer: 'Gluten' }] }, 400],
    ['a question the restaurant does not ask', { questions: [{ id: 'x', answer: 'y' }] }, 400],
    [
      'a delivery outside every zone',
      { type: 'delivery', delivery: { address: '1 Main', postal_code: 'V6B 1A1' } },
      400,
    ],
    [
      'a total over the maximum ($10,000)',
      { items: [cartItem('bowl', 999, 10), cartItem('bowl', 99, 10)] },
      400,
    ],
  ])('refuses %s and writes nothing', async (_name, opts, status) => {
    const before = {
      orders: await rows(orders),
      checkouts: await rows(checkouts),
      auths: ctx.gateway.authorized,
    };
    const res = await submit(body(opts as Parameters<typeof body>[0]));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect({
      orders: await rows(orders),
      checkouts: await rows(checkouts),
      auths: ctx.gateway.authorized,
    }).toEqual(before);
  });

  it('says the maximum in the diner language', async () => {
    const res = await submit(body({ items: [cartItem('bowl', 999, 10), cartItem('bowl', 99, 10)] }), {
      locale: 'fr-CA',
    });
    expect(res.json().message).toMatch(/10\s000,00\s\$/);
  });
});

describe('K-12: one order per date', () => {
  const SCHOOL = 104;
  // Two school days (weekdays) at least four days out, past the menu's cutoff, and not on the school's holidays.
  const schoolDays = (holidays: string[]) => {
    const days: string[] = [];
    for (let offset = 4; days.length < 2; offset++) {
      const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
      const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5 && !holidays.includes(d)) days.push(d);
    }
    return days;
  };

  it('refuses a guest (the school program requires login), then places one order per date for a parent', async () => {
    const file = JSON.parse(readFileSync(join(repoRoot, 'demo/northview-schools.json'), 'utf8'));
    expect((await importDataFile(ctx.t.db, file)).ok).toBe(true);
    const [first, second] = schoolDays(
      (file.restaurant.holiday_hours ?? []).map((h: { date: string }) => h.date),
    );
    const line = (id: string) => ({
      id,
      menu_id: 'nv-lunch',
      section_id: null,
      orderId: 1,
      quantity: 1,
      orderPrice: 0,
    });
    // Only what a date's cycle serves can be ordered for it: each date's first main, and milk (served every day).
    const mainOn = (date: string) => {
      const served = rotationFor(file.rotational_menus, date);
      return served?.rotation.weeks[served.week]?.[weekdayOf(date)]?.[0] as string;
    };
    const meal = {
      ...line('nv-cheese-pizza'),
      orderOptions: [
        { id: 'og-nv-drink', values: [{ id: 'water', quantity: 1, adjustedPrice: 0 }] },
        { id: 'og-nv-fruit', values: [{ id: 'apple', quantity: 1, adjustedPrice: 0 }] },
      ],
    };
    const payload = {
      type: 'school',
      data: {
        config: { restaurantId: String(SCHOOL) },
        items: [],
        costs: {},
        rotationalMenuOrders: {
          [first as string]: { items: [{ ...meal, id: mainOn(first as string) }] },
          [second as string]: {
            items: [
              { ...meal, id: mainOn(second as string) },
              { ...line('nv-milk'), orderId: 2 },
            ],
          },
        },
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Pat Parent', email: 'pat@example.com', phone_number: '416-555-0100' },
          delivery: { student: 'Sam Parent', school: 'Northview Public School', grade: '3', classroom: '3B' },
          card: APPROVED_CARD,
        },
      },
      pickup_time: `${first}T16:00:00.000Z`,
    };
    const send = (headers: Record<string, string>) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/orders/create-k12-order',
        headers: { 'x-restaurant-id': String(SCHOOL), 'idempotency-key': key(), ...headers },
        payload,
      });
    const guest = await send({});
    expect(guest.statusCode).toBe(400);
    expect(guest.json().message).toMatch(/signin|sign in|log in/i);

    const signup = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: {
        email: `parent-${Date.now()}@example.com`,
        password: 'Parent-2026!',
        firstName: 'Pat',
        lastName: 'Parent',
      },
    });
    expect(signup.statusCode).toBe(200);
    // The student named at checkout must be one of the parent's (K-12 orders go to its school and classroom).
    const student = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/students',
      headers: { authorization: `Bearer ${signup.json().token}`, 'x-restaurant-id': String(SCHOOL) },
      payload: { name: 'Sam Parent', school: 'Northview Public School', grade: '3', classroom: '103' },
    });
    expect(student.statusCode, student.body).toBe(200);
    const res = await send({ authorization: `Bearer ${signup.json().token}` });
    expect(res.json()).toMatchObject({ orders: [expect.anything(), expect.anything()] });
    const placed = await ordersOf(res.json());
    const dates = placed.map((o) => (o.student as { date: string }).date).sort();
    expect(dates).toEqual([first, second]);
    expect(placed.every((o) => o.userId !== null)).toBe(true);
    expect(placed.every((o) => (o.student as { student: string }).student === 'Sam Parent')).toBe(true);
    expect(placed.every((o) => (o.student as { classroom: string }).classroom === '103')).toBe(true);

    // A date outside the ordering window (past; a weekend) says so, 422, before what its cycle serves (426).
    const sunday = new Date(`${first}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + (7 - sunday.getUTCDay()));
    for (const date of ['2020-01-06', sunday.toISOString().slice(0, 10)]) {
      const outside = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/orders/create-k12-order',
        headers: {
          'x-restaurant-id': String(SCHOOL),
          'idempotency-key': key(),
          authorization: `Bearer ${signup.json().token}`,
        },
        payload: {
          ...payload,
          data: {
            ...payload.data,
            rotationalMenuOrders: { [date]: { items: [{ ...meal, id: mainOn(first as string) }] } },
          },
          pickup_time: `${date}T16:00:00.000Z`,
        },
      });
      expect(outside.json(), date).toMatchObject({ code: 422 });
    }
  });
});
