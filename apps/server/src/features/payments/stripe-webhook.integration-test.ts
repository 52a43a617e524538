/**
 * POST /api/payments/stripe/webhook: Stripe's signature checked on the raw bytes, each event handled
 * once, a checkout a lost answer left `awaiting_payment` recovered, an authorization Stripe's search showed too late
 * voided, and a capture the server never heard answered noted on its tender.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../adapters/payments/stripe/fake-stripe-server';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { checkouts, orders, orderTenders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { orderCheckouts } from '../orders';
import { importDataFile } from '../restaurants';
import { paymentGatewayFor, paymentGatewayForRestaurant, setStripeSettings } from './gateway-registry';
import { handleStripeEvent, REQUEST_WINDOW_MS } from './stripe-webhook.service';

const R = 9420;
const SECRET = 'whsec_test_webhook_secret';
let t: TestApp;
let fake: FakeStripe;
let hour = 30;
let seq = 0;

beforeAll(async () => {
  fake = await new FakeStripe().start();
  t = await buildTestApp();
  const base = orderDataFile({ id: R, slug: 'stripe-webhooks' });
  const imported = await importDataFile(t.db, {
    ...base,
    restaurant: { ...base.restaurant, payment_processor: 'stripe' },
  });
  expect(imported.ok).toBe(true);
  setStripeSettings(
    t.app,
    readStripeSettings({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${fake.port}`,
      STRIPE_TIMEOUT_MS: '1500',
    }),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

function submit() {
  hour += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `webhook-${Date.now()}-${seq++}` },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true, restaurantId: String(R) },
        items: [cartItem('bowl')],
        costs: {},
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
          card: { processor_token: 'pm_card_visa' },
        },
      },
      pickup_time: futureSlot(hour),
    },
  });
}

function deliver(payload: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

const signed = (event: object) => {
  const payload = JSON.stringify(event);
  return { payload, signature: FakeStripe.signature(payload, SECRET) };
};

async function lastCheckout() {
  const rows = await t.db.select().from(checkouts).where(eq(checkouts.restaurantId, R));
  return rows.sort((a, b) => a.id - b.id).at(-1)!;
}

const gatewayOf = (restaurantId: number) => paymentGatewayForRestaurant(t.app, restaurantId);
const later = () => new Date(Date.now() + REQUEST_WINDOW_MS + 1000);

describe('the webhook route', () => {
  it('refuses an unsigned body, a wrong signature and an old one, reading nothing', async () => {
    const event = fake.event('payment_intent.succeeded', {
      id: 'pi_x',
      object: 'payment_intent',
      metadata: {},
    });
    const { payload, signature } = signed(event);
    expect((await deliver(payload, undefined)).statusCode).toBe(400);
    expect((await deliver(payload, FakeStripe.signature(payload, 'whsec_other'))).statusCode).toBe(400);
    expect((await deliver(`${payload} `, signature)).statusCode).toBe(400);
    const stale = FakeStripe.signature(payload, SECRET, Math.floor(Date.now() / 1000) - 3600);
    const old = await deliver(payload, stale);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 400, details: [{ path: 'headers.stripe-signature' }] });
  });

  it('answers a signed event, and the same event again without acting twice', async () => {
    const event = fake.event('customer.created', { id: 'cus_1', object: 'customer' });
    const { payload, signature } = signed(event);
    const first = await deliver(payload, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(payload, signature)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('an intent that names no checkout of ours is left alone', async () => {
    const event = fake.event('payment_intent.succeeded', {
      id: 'pi_foreign',
      object: 'payment_intent',
      metadata: { checkout: 'nope', ordering_key: 'checkout:nope' },
    });
    const { payload, signature } = signed(event);
    expect((await deliver(payload, signature)).json()).toEqual({ received: true, outcome: 'not_ours' });
  });
});

describe('reconciling what Stripe did', () => {
  it('a checkout whose answer was lost and whose search failed: recovered by the webhook after the window', async () => {
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    // stripe-node tries a failed search twice: both fail.
    fake.failNext(/GET \/v1\/payment_intents\/search$/, { kind: 'error', status: 500, type: 'api_error' });
    fake.failNext(/GET \/v1\/payment_intents\/search$/, { kind: 'error', status: 500, type: 'api_error' });
    const res = await submit();
    expect(res.json()).toMatchObject({ code: 1803 });
    const checkout = await lastCheckout();
    expect(checkout.status).toBe('awaiting_payment');
    const [intent] = fake.intentsWithMetadata('ordering_key', `checkout:${checkout.publicId}`);
    expect(intent?.status).toBe('requires_capture');
    const event = fake.event(
      'payment_intent.amount_capturable_updated',
      fake.intentJson(intent!),
    ) as unknown as Stripe.Event;

    // Within the request's window the request owns the checkout.
    expect(await handleStripeEvent(t.db, gatewayOf, event, new Date(), orderCheckouts)).toBe('in_flight');
    // After it: the diner was told it failed, so the authorization is voided and the checkout released.
    expect(
      await handleStripeEvent(t.db, gatewayOf, { ...event, id: `${event.id}_2` }, later(), orderCheckouts),
    ).toBe('recovered');
    expect(fake.paymentIntents.get(intent!.id)?.status).toBe('canceled');
    expect((await lastCheckout()).status).not.toBe('awaiting_payment');
  });

  it('a checkout a crash left awaiting payment (never answered) is placed by the webhook', async () => {
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    // stripe-node tries a failed search twice: both fail.
    fake.failNext(/GET \/v1\/payment_intents\/search$/, { kind: 'error', status: 500, type: 'api_error' });
    fake.failNext(/GET \/v1\/payment_intents\/search$/, { kind: 'error', status: 500, type: 'api_error' });
    await submit();
    const checkout = await lastCheckout();
    // As after a crash: nobody answered the diner.
    await t.db.update(checkouts).set({ failure: null }).where(eq(checkouts.id, checkout.id));
    const [intent] = fake.intentsWithMetadata('ordering_key', `checkout:${checkout.publicId}`);
    const event = fake.event(
      'payment_intent.amount_capturable_updated',
      fake.intentJson(intent!),
    ) as unknown as Stripe.Event;
    expect(await handleStripeEvent(t.db, gatewayOf, event, later(), orderCheckouts)).toBe('recovered');
    expect((await lastCheckout()).status).toBe('placed');
    const placedOrders = await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    expect(placedOrders.map((o) => o.status)).toEqual(['pending']);
    expect(fake.paymentIntents.get(intent!.id)?.status).toBe('requires_capture');
  });

  it('an authorization Stripe’s search showed too late, of a released checkout, is voided', async () => {
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    fake.failNext(/GET \/v1\/payment_intents\/search$/, { kind: 'search_lag' });
    const res = await submit();
    expect(res.json()).toMatchObject({ code: 1803 });
    const checkout = await lastCheckout();
    expect(checkout.status).not.toBe('awaiting_payment');
    const [intent] = fake.intentsWithMetadata('ordering_key', `checkout:${checkout.publicId}`);
    expect(intent?.status).toBe('requires_capture');
    const { payload, signature } = signed(
      fake.event('payment_intent.amount_capturable_updated', fake.intentJson(intent!)),
    );
    expect((await deliver(payload, signature)).json()).toEqual({ received: true, outcome: 'voided_orphan' });
    expect(fake.paymentIntents.get(intent!.id)?.status).toBe('canceled');
  });

  it('a capture whose answer was lost is noted on its tender, so it is not captured again', async () => {
    const res = await submit();
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    const [tender] = await t.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
    fake.failNext(/capture$/, { kind: 'lose_answer' });
    fake.failNext(/capture$/, { kind: 'lose_answer' });
    await expect(
      paymentGatewayFor(t.app).capture(
        tender!.reference!,
        tender!.amountCents,
        `tender:${tender!.id}:capture`,
      ),
    ).rejects.toThrow();
    const intent = fake.paymentIntents.get(tender!.reference!)!;
    expect(intent.status).toBe('succeeded');

    const { payload, signature } = signed(fake.event('payment_intent.succeeded', fake.intentJson(intent)));
    expect((await deliver(payload, signature)).json()).toEqual({ received: true, outcome: 'capture_noted' });
    const [noted] = await t.db.select().from(orderTenders).where(eq(orderTenders.id, tender!.id));
    expect(noted?.details).toMatchObject({
      brand: 'visa',
      captureId: `${tender!.reference}:${tender!.amountCents}`,
      captureSeenBy: 'webhook',
    });
    // Another delivery of the same news changes nothing.
    const again = signed(fake.event('payment_intent.succeeded', fake.intentJson(intent)));
    expect((await deliver(again.payload, again.signature)).json()).toEqual({
      received: true,
      outcome: 'nothing_to_do',
    });
  });
});
