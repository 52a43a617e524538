import { count, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock';
import {
  checkouts,
  giftCards,
  orderEvents,
  orderLines,
  orders,
  orderTenders,
  outbox,
  slotReservations,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { importDataFile } from '../restaurants/restaurants.service';
import { ensureGiftCard } from '../vouchers/vouchers.repository';
import { cartItem, futureSlot, ORDER_RESTAURANT_ID, orderDataFile } from './order-fixtures';

let t: TestApp;
const R = ORDER_RESTAURANT_ID;
const PAUSED = 9401;
const HOLIDAY = 9402;
const LAST_CALL = 9403;
const HOLIDAY_PICKUP = futureSlot(75);
const torontoDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(iso));
const APPROVED = '4242 4242 4242 4242';

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile())).ok).toBe(true);
  expect(
    (await importDataFile(t.db, orderDataFile({ id: PAUSED, slug: 'paused-bistro', ordersPaused: true }))).ok,
  ).toBe(true);
  const holiday = orderDataFile({ id: HOLIDAY, slug: 'holiday-bistro' });
  holiday.restaurant = {
    ...holiday.restaurant,
    holiday_hours: [{ date: torontoDate(HOLIDAY_PICKUP), full_day: true }],
  } as typeof holiday.restaurant;
  expect((await importDataFile(t.db, holiday)).ok).toBe(true);
  const lastCall = orderDataFile({ id: LAST_CALL, slug: 'last-call-bistro' });
  lastCall.menus = lastCall.menus.map((m) => (m.id === 'to' ? { ...m, last_call_time: '00:01' } : m));
  expect((await importDataFile(t.db, lastCall)).ok).toBe(true);
  await ensureGiftCard(t.db, { restaurantId: R, number: '6000 1111 2222 3333', balanceCents: 500 });
  await ensureGiftCard(t.db, { restaurantId: R, number: '6000 9999 9999 9999', balanceCents: 10_000 });
  await ensureGiftCard(t.db, { restaurantId: R, number: '6000 0000 0000 0000', balanceCents: 0 });
});
afterAll(async () => {
  await t.close();
});

function torontoNoonInDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(17, 0, 0, 0); // 12:00 EST, 13:00 EDT
  return at.toISOString();
}

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${keySeq++}`;

function body(opts: {
  items?: unknown[];
  total?: number;
  card?: string | null;
  voucher?: string;
  pickup?: string;
  restaurantId?: number;
}) {
  return {
    type: 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(opts.restaurantId ?? R) },
      items: opts.items ?? [cartItem('bowl')],
      costs: {
        ...(opts.total === undefined ? {} : { total: opts.total }),
        ...(opts.voucher ? { voucher: { code: opts.voucher } } : {}),
      },
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
        ...(opts.card === null
          ? {}
          : {
              card: {
                number: opts.card ?? APPROVED,
                cvd: '123',
                expiry_date: '12/30',
                postal_code: 'M5V 1A1',
              },
            }),
      },
    },
    pickup_time: opts.pickup ?? futureSlot(),
  };
}

function submit(payload: unknown, key: string | null = newKey(), restaurantId = R) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(restaurantId), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
}

async function countRows(table: typeof orders | typeof slotReservations | typeof orderTenders) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('POST /orders', () => {
  // "As soon as possible" is the device's now plus the lead time: a phone whose clock is a little behind the server's
  // is not refused for a notice it could not see; a chosen time is taken as it is.
  it.each([
    ['as soon as possible, the device 30 s behind', -30_000, false, 200],
    ['as soon as possible, the device 3 minutes behind', -180_000, false, 409],
    ['a chosen time 30 s in the past', -30_000, true, 409],
  ])('%s: %i ms', async (_name, offsetMs, scheduled, status) => {
    const payload = body({ pickup: new Date(Date.now() + offsetMs).toISOString() });
    const asked = scheduled
      ? {
          ...payload,
          data: { ...payload.data, checkout: { ...payload.data.checkout, pickup: { scheduled } } },
        }
      : payload;
    const res = await submit(asked);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 409)
      expect(res.json()).toMatchObject({ code: 422, details: { reason: 'required_notice' } });
  });

  it('requires an Idempotency-Key header', async () => {
    const res = await submit(body({}), null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      message: 'An Idempotency-Key header is required to place an order.',
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
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.id));
    expect(row).toMatchObject({ restaurantId: R, totalCents: 1130, status: 'pending' });
    const id = row!.id;
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, id));
    expect(tenders).toEqual([
      expect.objectContaining({
        kind: 'card',
        amountCents: 1130,
        reference: expect.stringMatching(/^auth_sbx_/),
      }),
    ]);
    expect(tenders[0]?.details).toEqual({ brand: 'visa', last4: '4242', wallet: null });
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, id))).toHaveLength(1);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toEqual([
      expect.objectContaining({ type: 'created', status: 'pending' }),
    ]);
    const messages = await t.db.select().from(outbox).where(eq(outbox.type, 'order.confirmation'));
    expect(messages.some((m) => (m.payload as { orderId: string }).orderId === order.id)).toBe(true);
    const [slot] = await t.db
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

  it.each([
    ['4000 0000 0000 0002', 410, 'Your payment was declined. Please try another card.'],
    ['4000 0000 0000 9995', 410, 'Your payment was declined. Please try another card.'],
    ['4000 0000 0000 0119', 1803, 'Your payment could not be processed. Please try again.'],
  ])('gives everything back when card %s fails (%i)', async (card, code, message) => {
    const pickup = futureSlot(60);
    const placed = () => t.db.select({ n: count() }).from(orders).where(ne(orders.status, 'payment_failed'));
    const slotCount = async () =>
      (
        await t.db
          .select()
          .from(slotReservations)
          .where(eq(slotReservations.slotStart, new Date(pickup)))
      ).reduce((sum, s) => sum + s.count, 0);
    const before = {
      orders: (await placed())[0]?.n,
      tenders: await countRows(orderTenders),
      slot: await slotCount(),
    };
    const key = newKey();
    const res = await submit(body({ card, voucher: '6000 1111 2222 3333', pickup }), key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code, message });
    // The attempt is kept as a failed payment (DESIGN.md section 9), holding nothing: no tender, no slot.
    expect((await placed())[0]?.n).toBe(before.orders);
    expect(await countRows(orderTenders)).toBe(before.tenders);
    expect(await slotCount()).toBe(before.slot);
    const [attempt] = await t.db
      .select()
      .from(checkouts)
      .where(like(checkouts.idempotencyKey, `${key}#failed:%`));
    expect(attempt?.status).toBe('payment_failed');
    const [card5] = await t.db.select().from(giftCards).where(eq(giftCards.last4, '3333'));
    expect(card5?.balanceCents).toBe(500);
    // The key was freed: the diner's next try with another card is a new attempt, not the same failure.
    const retry = await submit(
      body({ card: '4242 4242 4242 4242', voucher: '6000 1111 2222 3333', pickup }),
      key,
    );
    expect(retry.statusCode).toBe(200);
    await t.db.update(giftCards).set({ balanceCents: 500 }).where(eq(giftCards.last4, '3333'));
  });

  it('asks for a card when a balance is left to pay', async () => {
    const res = await submit(body({ card: null }));
    expect(res.json()).toMatchObject({ code: 400, message: 'Please enter a card to pay for this order.' });
  });

  it('pays with a gift card first and the card for the rest', async () => {
    const res = await submit(body({ voucher: '6000-1111-2222-3333', pickup: futureSlot(61) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().costs).toMatchObject({ total: 11.3, voucher: { amount: 5 }, amountToCharge: 6.3 });
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    const tenders = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect(tenders.map((x) => [x.kind, x.amountCents]).sort()).toEqual([
      ['card', 630],
      ['gift_card', 500],
    ]);
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.last4, '3333'));
    expect(card?.balanceCents).toBe(0);
  });

  it('needs no card when the gift card covers the order', async () => {
    const res = await submit(body({ voucher: '6000 9999 9999 9999', card: null, pickup: futureSlot(62) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().costs).toMatchObject({ amountToCharge: 0, voucher: { amount: 11.3 } });
  });
});

describe('gift cards and payment config', () => {
  const lookUp = (giftCardNumber: string, locale = 'en-CA') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/get-gift-card',
      headers: { locale },
      payload: { restaurantId: R, giftCardNumber },
    });

  it('answers the balance of a card in dollars, masked', async () => {
    const res = await lookUp('6000 9999 9999 9999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ giftCardNumber: '•••• 9999', balance: expect.any(Number) });
  });

  it.each([
    ['6000 0000 0000 0000', 'en-CA', 409, 'The gift card does not have any funds left'],
    ['6000 0000 0000 0000', 'fr-CA', 409, 'La carte-cadeau n’a plus de fonds'],
    ['1234 5678', 'en-CA', 404, 'This gift card is not valid.'],
  ])('refuses %s (%s)', async (number, locale, code, message) => {
    expect((await lookUp(number, locale)).json()).toEqual({ code, message });
  });

  it('describes the payment form of the restaurant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/get-payment-config',
      payload: { app8RestaurantId: R },
    });
    expect(res.json()).toMatchObject({
      processor: 'sandbox',
      cardTypes: ['visa', 'mastercard', 'amex'],
      avs: false,
    });
  });
});

describe('a placed order', () => {
  let placed: { id: string; number: number };
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
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}` });
    expect(res.json()).toMatchObject({
      id: placed.id,
      status: 'pending',
      table: null,
      lines: [{ name: 'Wings', quantity: 2, price: 38, options: [{ name: 'Hot', quantity: 1, price: 1 }] }],
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/orders/AAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.json()).toEqual({ code: 404, message: 'We could not find this order.' });
  });

  it('gives its items back for another round', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/another-round/${placed.id}` });
    expect(res.json()).toMatchObject({
      items: [{ id: 'wings', menu_id: 'to', quantity: 2, orderPrice: 38, orderOptions: [{ id: 'sauce' }] }],
      tableInfo: { tableLocation: null, tableArea: null },
    });
  });

  it('counts the open orders in the queue', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time',
      headers: { 'x-restaurant-id': String(R) },
    });
    const { orderCount, estimatedWaitMinutes } = res.json();
    expect(orderCount).toBeGreaterThan(0);
    expect(estimatedWaitMinutes).toBe(15 + orderCount * 3);
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
      const queue = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/orders/get-next-order-queue-time',
            headers: { 'x-restaurant-id': String(R) },
          })
        ).json().orderCount as number;
      const [order] = await t.db.select().from(orders).where(eq(orders.publicId, placed.id));
      const original = { pickupTime: order!.pickupTime, status: order!.status };
      try {
        // The order out of the count first, then at the time under test.
        await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.publicId, placed.id));
        const without = await queue();
        await t.db
          .update(orders)
          .set({ status: 'pending', pickupTime: new Date(now().getTime() + minutes * 60_000) })
          .where(eq(orders.publicId, placed.id));
        expect((await queue()) - without).toBe(counted);
      } finally {
        await t.db.update(orders).set(original).where(eq(orders.publicId, placed.id));
      }
    },
  );

  it('keeps the phone to text when the order is ready', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/notification',
      payload: {
        type: 'notification',
        status: 'in-progress',
        data: {
          config: { restaurantId: R, checkNum: String(placed.number) },
          // By number, the checkout's e-mail proves the request (the text may then go to another phone).
          checkout: { contact: { phone_number: '416-555-0199', email: 'ada@example.com' } },
        },
      },
    });
    expect(res.json()).toEqual({ subscribed: true, sentNow: false });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.type, 'sms_requested'));
    expect(events.map((e) => e.data)).toContainEqual({ phone: '416-555-0199', locale: 'en-CA' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/orders/notification',
      payload: {
        type: 'notification',
        status: 'in-progress',
        data: {
          config: { restaurantId: R, checkNum: '999999' },
          checkout: { contact: { phone_number: '416-555-0199' } },
        },
      },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('pricing calls see what placed orders used', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-restaurant-id': String(R) }, payload });

  it('set-costs draws on a gift card balance, as the submission does', async () => {
    const res = await post('/api/orders/set-costs', {
      items: [cartItem('bowl')],
      costs: { voucher: { code: '6000 9999 9999 9999' } },
      config: { takeout: true },
      type: 'take-out',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 11.3, voucher: { amount: 11.3 }, amountToCharge: 0 });
    const empty = await post('/api/orders/set-costs', {
      items: [cartItem('bowl')],
      costs: { voucher: { code: '6000 0000 0000 0000' } },
      config: { takeout: true },
      type: 'take-out',
    });
    expect(empty.json()).toEqual({ code: 409, message: 'The gift card does not have any funds left' });
  });

  it('a single-use promo code is used up once an order redeemed it', async () => {
    expect((await post('/api/orders/get-discount-info', { code: 'ONCE' })).json()).toEqual({
      code: 'ONCE',
      type: 'dollar',
      value: 2,
    });
    const placed = await submit({
      ...body({ pickup: futureSlot(110) }),
      data: { ...body({}).data, costs: { discount: { code: 'once' } } },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().costs.discount).toMatchObject({ code: 'ONCE', amount: 2 });
    expect((await post('/api/orders/get-discount-info', { code: 'ONCE' })).json()).toEqual({
      code: 400,
      message: 'This promo code has already been used.',
    });
    const again = await submit({
      ...body({ pickup: futureSlot(111) }),
      data: { ...body({}).data, costs: { discount: { code: 'ONCE' } } },
    });
    expect(again.json()).toEqual({ code: 400, message: 'This promo code has already been used.' });
  });

  it('scheduling counts the orders taken in a slot', async () => {
    const pickup = futureSlot(120);
    expect((await submit(body({ pickup }))).statusCode).toBe(200);
    const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(pickup));
    const res = await post('/api/orders/scheduling', { menuId: 'to', type: 'take-out', date: zoned });
    const slot = res.json().slots.find((s: { start: string }) => s.start === pickup);
    expect(slot).toMatchObject({ taken: 1, remaining: 2, full: false });
  });
});
