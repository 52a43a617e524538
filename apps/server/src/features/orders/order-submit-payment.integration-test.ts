/**
 * Paying for an order through the ordering API: a failed card gives everything back, a gift card pays first and the
 * card the rest; the gift-card lookup and the payment form; and the pricing calls (set-costs, discount info,
 * scheduling) seeing what placed orders used. Placing an order is tested in order-submit.integration-test.ts.
 */
import { count, eq, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, giftCards, orders, orderTenders, slotReservations } from '../../db/schema';
import { cartItem, futureSlot } from '../../testing/order-fixtures';
import { body, countRows, ctx, newKey, orderSubmitApp, R, submit } from './order-submit-fixtures';

orderSubmitApp();

describe('POST /orders', () => {
  it.each([
    ['4000 0000 0000 0002', 410, 'Your payment was declined. Please try another card.'],
    ['4000 0000 0000 9995', 410, 'Your payment was declined. Please try another card.'],
    ['4000 0000 0000 0119', 1803, 'Your payment could not be processed. Please try again.'],
  ])('gives everything back when card %s fails (%i)', async (card, code, message) => {
    const pickup = futureSlot(60);
    const placed = () =>
      ctx.t.db.select({ n: count() }).from(orders).where(ne(orders.status, 'payment_failed'));
    const slotCount = async () =>
      (
        await ctx.t.db
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
    // The attempt is kept as a failed payment, holding nothing: no tender, no slot.
    expect((await placed())[0]?.n).toBe(before.orders);
    expect(await countRows(orderTenders)).toBe(before.tenders);
    expect(await slotCount()).toBe(before.slot);
    const [attempt] = await ctx.t.db
      .select()
      .from(checkouts)
      .where(like(checkouts.idempotencyKey, `${key}#failed:%`));
    expect(attempt?.status).toBe('payment_failed');
    const [card5] = await ctx.t.db.select().from(giftCards).where(eq(giftCards.last4, '3333'));
    expect(card5?.balanceCents).toBe(500);
    // The key was freed: the diner's next try with another card is a new attempt, not the same failure.
    const retry = await submit(
      body({ card: '4242 4242 4242 4242', voucher: '6000 1111 2222 3333', pickup }),
      key,
    );
    expect(retry.statusCode).toBe(200);
    await ctx.t.db.update(giftCards).set({ balanceCents: 500 }).where(eq(giftCards.last4, '3333'));
  });

  it('asks for a card when a balance is left to pay', async () => {
    const res = await submit(body({ card: null }));
    expect(res.json()).toMatchObject({ code: 400, message: 'Please enter a card to pay for this order.' });
  });

  it('pays with a gift card first and the card for the rest', async () => {
    const res = await submit(body({ voucher: '6000-1111-2222-3333', pickup: futureSlot(61) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().costs).toMatchObject({ total: 11.3, voucher: { amount: 5 }, amountToCharge: 6.3 });
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    const tenders = await ctx.t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    expect(tenders.map((x) => [x.kind, x.amountCents]).sort()).toEqual([
      ['card', 630],
      ['gift_card', 500],
    ]);
    const [card] = await ctx.t.db.select().from(giftCards).where(eq(giftCards.last4, '3333'));
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
    ctx.t.app.inject({
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
    const res = await ctx.t.app.inject({
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

describe('pricing calls see what placed orders used', () => {
  const post = (url: string, payload: object) =>
    ctx.t.app.inject({ method: 'POST', url, headers: { 'x-restaurant-id': String(R) }, payload });
  /** A rice bowl priced for take-out, paid by the gift card of that number. */
  const setCosts = (voucher: string) =>
    post('/api/orders/set-costs', {
      items: [cartItem('bowl')],
      costs: { voucher: { code: voucher } },
      config: { takeout: true },
      type: 'take-out',
    });

  it('set-costs draws on a gift card balance, as the submission does', async () => {
    const res = await setCosts('6000 9999 9999 9999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 11.3, voucher: { amount: 11.3 }, amountToCharge: 0 });
    const empty = await setCosts('6000 0000 0000 0000');
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
