/**
 * Placing an order through the ordering API (POST /orders): the notice of an order for as soon as possible, the
 * Idempotency-Key, what a placed order writes, and the refusals by price, line, pause and scheduling code; then what
 * a placed order answers (the diner's view, another round, the queue, a text when ready). Paying (cards, gift
 * cards) and the pricing calls are tested in order-submit-payment.integration-test.ts.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock';
import { orderEvents, orderLines, orders, orderTenders, outbox, slotReservations } from '../../db/schema';
import { cartItem, futureSlot } from '../../testing/order-fixtures';
import {
  body,
  countRows,
  ctx,
  HOLIDAY,
  HOLIDAY_PICKUP,
  LAST_CALL,
  newKey,
  orderSubmitApp,
  PAUSED,
  R,
  submit,
} from './order-submit-fixtures';

orderSubmitApp();

function torontoNoonInDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(17, 0, 0, 0); // 12:00 EST, 13:00 EDT
  return at.toISOString();
}

describe('POST /orders', () => {
  // "As soon as possible" is the device's now plus the lead time: a phone whose clock is a little behind the server's
  // is not refused for a notice it could not see; a chosen time is taken as it is.
  it.each([
    ['as soon as possible, the device 30 s behind', -30_000, false, 200, 'required_notice'],
    ['as soon as possible, the device 3 minutes behind', -180_000, false, 409, 'required_notice'],
    ['a chosen time 30 s in the past', -30_000, true, 409, 'time_passed'],
  ])('%s: %i ms', async (_name, offsetMs, scheduled, status, reason) => {
    const payload = body({ pickup: new Date(Date.now() + offsetMs).toISOString() });
    const asked = scheduled
      ? {
          ...payload,
          data: { ...payload.data, checkout: { ...payload.data.checkout, pickup: { scheduled } } },
        }
      : payload;
    const res = await submit(asked);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 409) expect(res.json()).toMatchObject({ code: 422, details: { reason } });
  });

  // A chosen time gone by says so, and what to do, in the diner's language: not that the restaurant was closed then
  // (or that the menu needs notice), whatever the hours an hour ago were.
  it.each([
    ['en-CA', 'That time has passed. Please choose a later time.'],
    ['fr-CA', 'Cette heure est passée. Veuillez choisir une heure plus tard.'],
  ])('a chosen time an hour ago is refused as passed (%s)', async (locale, message) => {
    const payload = body({ pickup: new Date(now().getTime() - 3_600_000).toISOString() });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-restaurant-id': String(R), 'idempotency-key': newKey(), locale },
      payload: {
        ...payload,
        data: { ...payload.data, checkout: { ...payload.data.checkout, pickup: { scheduled: true } } },
      },
    });
    expect(res.json()).toMatchObject({ code: 422, message, details: { reason: 'time_passed' } });
  });

  // The checkout sends a catering menu's 48-hour notice as its lead time (prepTime); the
  // contract takes what a data file's notice can be.
  it('takes a lead time of two days (prepTime 2880) with a time chosen past it', async () => {
    const payload = body({ pickup: futureSlot(72) });
    const res = await submit({
      ...payload,
      data: {
        ...payload.data,
        checkout: { ...payload.data.checkout, pickup: { prepTime: 2880, scheduled: true } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a malformed Idempotency-Key header (one left out is derived: derived-idempotency.integration-test.ts)', async () => {
    const res = await submit(body({}), 'no spaces');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message:
        'The Idempotency-Key header must be 8 to 200 letters, digits or the signs _ . : - (or be left out).',
    });
  });

  it('places the order: repriced, slot taken, card authorized, lines, tender, event and confirmation written', async () => {
    const pickup = futureSlot(50);
    const res = await submit(body({ total: 11.3, pickup }));
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'pending',
      type: 'take-out',
      pickup_time: pickup,
      costs: { subtotal: 10, taxes: 1.3, total: 11.3, amountToCharge: 11.3 },
      lines: [{ itemId: 'bowl', name: 'Rice bowl', quantity: 1, price: 10 }],
    });
    expect(order.number).toBeGreaterThan(0);
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, order.id));
    expect(row).toMatchObject({ restaurantId: R, totalCents: 1130, status: 'pending' });
    const id = row!.id;
    const tenders = await ctx.t.db.select().from(orderTenders).where(eq(orderTenders.orderId, id));
    expect(tenders).toEqual([
      expect.objectContaining({
        kind: 'card',
        amountCents: 1130,
        reference: expect.stringMatching(/^auth_sbx_/),
      }),
    ]);
    expect(tenders[0]?.details).toEqual({ brand: 'visa', last4: '4242', wallet: null });
    expect(await ctx.t.db.select().from(orderLines).where(eq(orderLines.orderId, id))).toHaveLength(1);
    expect(await ctx.t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toEqual([
      expect.objectContaining({ type: 'created', status: 'pending' }),
    ]);
    const messages = await ctx.t.db.select().from(outbox).where(eq(outbox.type, 'order.confirmation'));
    const confirmation = messages.find((m) => (m.payload as { orderId: string }).orderId === order.id);
    // The confirmation carries the lines, named in each language, for the e-mail to list in the diner's.
    expect(confirmation?.payload).toMatchObject({
      lines: [{ name: 'Rice bowl', names: { en: 'Rice bowl' }, quantity: 1, cents: 1000, options: [] }],
    });
    const [slot] = await ctx.t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.slotStart, new Date(pickup)));
    expect(slot?.count).toBe(1);
  });

  it('answers a retry with the same key with the first result, without a second order or charge', async () => {
    const key = newKey();
    const payload = body({ pickup: futureSlot(51) });
    const first = await submit(payload, key);
    const before = await countRows(orders);
    const second = await submit(payload, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countRows(orders)).toBe(before);
    const reused = await submit(body({ pickup: futureSlot(52) }), key);
    expect(reused.statusCode).toBe(409);
  });

  it('answers 428 when the client total differs from the server price', async () => {
    const res = await submit(body({ total: 9.99 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 428, details: { total: 11.3 } });
  });

  it.each([
    ['sold out', [cartItem('gone', 1, 6)], 415],
    ['unknown item', [cartItem('nope')], 400],
  ])('refuses a %s line with its code and invalid_items', async (_name, items, code) => {
    const res = await submit(body({ items }));
    expect(res.json()).toMatchObject({
      code,
      details: { invalid_items: [expect.objectContaining({ orderId: 1 })] },
    });
  });

  it('answers 419 when the restaurant has paused orders', async () => {
    const res = await submit(body({ restaurantId: PAUSED }), newKey(), PAUSED);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(419);
  });

  it.each([
    [
      'a dine-in-only menu ordered for take-out',
      R,
      [{ ...cartItem('i1', 1, 14.5), menu_id: 'm1', section_id: 's1' }],
      futureSlot(76),
      416,
    ],
    ['a holiday', HOLIDAY, [cartItem('bowl')], HOLIDAY_PICKUP, 418],
    // Noon in Toronto three days ahead: after the 00:01 last call whatever the hour the suite runs at.
    ['a time after last call', LAST_CALL, [cartItem('bowl')], torontoNoonInDays(3), 424],
  ])('answers the scheduling code for %s', async (_name, restaurantId, items, pickup, code) => {
    const res = await submit(body({ restaurantId, items, pickup }), newKey(), restaurantId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(code);
  });

  it('answers 422 for a pickup time in the past', async () => {
    const res = await submit(body({ pickup: new Date(Date.now() - 2 * 86_400_000).toISOString() }));
    expect(res.json().code).toBe(422);
  });
});

// In this file with 'POST /orders': the queue's count of open orders is above 0 by the order placed there for as
// soon as possible (the one placed here is due days ahead).
describe('a placed order', () => {
  let placed: { id: string; number: number };
  const queueTime = () =>
    ctx.t.app.inject({
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time',
      headers: { 'x-restaurant-id': String(R) },
    });
  /** Asks for a text when the order of that number is ready. */
  const notify = (checkNum: string, contact: Record<string, string>) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/orders/notification',
      payload: {
        type: 'notification',
        status: 'in-progress',
        data: { config: { restaurantId: R, checkNum }, checkout: { contact } },
      },
    });
  beforeAll(async () => {
    const res = await submit(
      body({
        pickup: futureSlot(70),
        items: [
          cartItem('wings', 2, 19, [
            { id: 'sauce', values: [{ id: 'hot', quantity: 1, adjustedPrice: 1, options: [] }] },
          ]),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    placed = res.json();
  });

  it('reads back for the diner, and 404s an unknown id', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}` });
    expect(res.json()).toMatchObject({
      id: placed.id,
      status: 'pending',
      table: null,
      lines: [{ name: 'Wings', quantity: 2, price: 38, options: [{ name: 'Hot', quantity: 1, price: 1 }] }],
    });
    const missing = await ctx.t.app.inject({ method: 'GET', url: '/api/orders/AAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.json()).toEqual({ code: 404, message: 'We could not find this order.' });
  });

  it('offers no other round of a take-out order (another-round.integration-test.ts has the table’s)', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/orders/another-round/${placed.id}` });
    expect(res.statusCode).toBe(409);
  });

  it('counts the open orders in the queue', async () => {
    const res = await queueTime();
    const { orderCount, estimatedWaitMinutes } = res.json();
    expect(orderCount).toBeGreaterThan(0);
    // The checkout's "as soon as possible": the menu's lead time, whatever the orders ahead.
    expect(estimatedWaitMinutes).toBe(15);
  });

  it.each([
    ['due now', 0, 1],
    ['due within the prep time', 10, 1],
    ['scheduled for later today', 120, 0],
    ['scheduled for tomorrow', 24 * 60, 0],
    ['due an hour ago, still being made', -60, 1],
    ['left open three hours after its time (never closed on the board)', -180, 0],
  ])(
    'an open order %s (%i min from now) counts as %i ahead of a new order',
    async (_name, minutes, counted) => {
      const queue = async () => (await queueTime()).json().orderCount as number;
      const [order] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, placed.id));
      const original = { pickupTime: order!.pickupTime, status: order!.status };
      try {
        // The order out of the count first, then at the time under test.
        await ctx.t.db.update(orders).set({ status: 'completed' }).where(eq(orders.publicId, placed.id));
        const without = await queue();
        await ctx.t.db
          .update(orders)
          .set({ status: 'pending', pickupTime: new Date(now().getTime() + minutes * 60_000) })
          .where(eq(orders.publicId, placed.id));
        expect((await queue()) - without).toBe(counted);
      } finally {
        await ctx.t.db.update(orders).set(original).where(eq(orders.publicId, placed.id));
      }
    },
  );

  it('keeps the phone to text when the order is ready', async () => {
    // By number, the checkout's e-mail proves the request (the text may then go to another phone).
    const res = await notify(String(placed.number), {
      phone_number: '416-555-0199',
      email: 'ada@example.com',
    });
    expect(res.json()).toEqual({ subscribed: true, sentNow: false });
    const events = await ctx.t.db.select().from(orderEvents).where(eq(orderEvents.type, 'sms_requested'));
    expect(events.map((e) => e.data)).toContainEqual({ phone: '416-555-0199', locale: 'en-CA' });
    const unknown = await notify('999999', { phone_number: '416-555-0199' });
    expect(unknown.statusCode).toBe(404);
  });
});
