/**
 * A restaurant configured for Stripe takes orders through the Stripe adapter, against a fake Stripe on
 * 127.0.0.1: the Payment Element's payment method is authorized under the checkout's key, refusals carry the
 * spec's codes, a lost answer is settled by asking Stripe, a sandbox restaurant beside it stays on the sandbox,
 * `multiple_mids` charges the restaurant's own merchant account, and saved cards are a Stripe customer's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, gatewayAt, useFakeStripe } from '../../adapters/payments/stripe/fake-stripe-fixtures';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { checkouts, orders, orderTenders, paymentMethods, users } from '../../db/schema';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  call,
  signUp,
  type TestUser,
} from '../accounts/accounts-test-kit';
import { recoverCheckout } from '../orders';
import { importDataFile } from '../restaurants';
import { paymentGatewayFor, paymentGatewayForRestaurant, setStripeSettings } from './gateway-registry';

const STRIPE = 9410;
const OWN_MID = 9411;
const NO_MID = 9412;
const SANDBOX = 9413;

const fake = useFakeStripe();
let t: AccountsTestApp;
let ada: TestUser;
let hour = 30;
let keySeq = 0;

const stripeEnv = () => ({ ...fakeStripeEnv(fake), [`STRIPE_ACCOUNT_${OWN_MID}`]: 'acct_ownmid' });

function dataFile(id: number, restaurant: Record<string, unknown>) {
  const base = orderDataFile({ id, slug: `stripe-test-${id}` });
  return { ...base, restaurant: { ...base.restaurant, ...restaurant } };
}

beforeAll(async () => {
  t = await buildAccountsTestApp();
  for (const [id, restaurant] of [
    [STRIPE, { payment_processor: 'stripe' }],
    [OWN_MID, { payment_processor: 'stripe', multiple_mids: true }],
    [NO_MID, { payment_processor: 'stripe', multiple_mids: true }],
    [SANDBOX, {}],
  ] as const) {
    const imported = await importDataFile(t.handle.db, dataFile(id, restaurant));
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
  }
  setStripeSettings(t.app, readStripeSettings(stripeEnv()));
  ada = await signUp(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function order(
  restaurantId: number,
  checkout: Record<string, unknown>,
  chosenCreditCard?: { paymentCardId: string },
) {
  hour += 1;
  return {
    type: 'take-out',
    data: {
      config: { takeout: true, restaurantId: String(restaurantId) },
      items: [cartItem('bowl')],
      costs: {},
      checkout: {
        paymentMethod: 'credit_card',
        contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
        ...checkout,
      },
      ...(chosenCreditCard ? { chosenCreditCard } : {}),
    },
    pickup_time: futureSlot(hour),
  };
}

function submit(restaurantId: number, payload: unknown, user?: TestUser) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(restaurantId),
      'idempotency-key': `stripe-${Date.now()}-${keySeq++}`,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    payload: payload as object,
  });
}

const element = (pm: string) => ({ card: { processor_token: pm } });

async function placed(publicId: string) {
  const [row] = await t.handle.db.select().from(orders).where(eq(orders.publicId, publicId));
  const [checkout] = await t.handle.db.select().from(checkouts).where(eq(checkouts.id, row!.checkoutId!));
  const tenders = await t.handle.db.select().from(orderTenders).where(eq(orderTenders.orderId, row!.id));
  return { row: row!, checkout: checkout!, tenders };
}

describe('a Stripe restaurant', () => {
  it('authorizes the Payment Element’s payment method with manual capture under the checkout’s key', async () => {
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_visa')));
    expect(res.statusCode, res.body).toBe(200);
    const { row, checkout, tenders } = await placed(res.json().id);
    expect(row.status).toBe('pending');
    const card = tenders.find((x) => x.kind === 'card')!;
    expect(card.reference).toMatch(/^pi_/);
    expect(card.details).toMatchObject({ brand: 'visa', last4: '4242' });
    const intent = fake.paymentIntents.get(card.reference!)!;
    expect(intent).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
      amount: card.amountCents,
      metadata: { ordering_key: `checkout:${checkout.publicId}`, checkout: checkout.publicId },
    });
    const create = fake.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' &&
        r.body.metadata &&
        (r.body.metadata as Record<string, string>).checkout === checkout.publicId,
    );
    expect(create?.idempotencyKey).toBe(`checkout:${checkout.publicId}`);
    expect(create?.account).toBeUndefined();
  });

  it('answers the Payment Element’s publishable key in the payment config, never a secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/get-payment-config',
      payload: { app8RestaurantId: String(STRIPE) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      processor: 'stripe',
      stripe: { publishableKey: 'pk_test_fake', account: null },
    });
    expect(res.body).not.toContain(fake.secretKey);
  });

  it.each([
    ['pm_card_chargeDeclined', 402, 410, 'declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 402, 410, 'insufficient_funds'],
    ['pm_card_chargeDeclinedProcessingError', 402, 1803, 'processor_error'],
    ['pm_card_notSupported', 402, 410, 'card_not_supported'],
  ])('%s is refused with %i/%i (%s) and nothing is placed', async (pm, status, code, reason) => {
    const res = await submit(STRIPE, order(STRIPE, element(pm)));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code, details: { reason } });
  });

  it('a card number sent to a Stripe restaurant is refused (400) before any call; an account allowed raw card data tokenizes it (AVS)', async () => {
    const raw = () =>
      submit(
        STRIPE,
        order(STRIPE, {
          card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'M5V 1A1' },
        }),
      );
    const calls = fake.requests.length;
    const refused = await raw();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 400,
      message: expect.stringMatching(/secure card form only/),
      details: [{ path: 'body.data.checkout.card.number' }],
    });
    expect(fake.requests.length).toBe(calls);

    setStripeSettings(t.app, readStripeSettings({ ...stripeEnv(), STRIPE_RAW_CARD_DATA: 'true' }));
    try {
      const res = await raw();
      expect(res.statusCode, res.body).toBe(200);
      const pm = fake.requests.filter((r) => r.path === '/v1/payment_methods').at(-1)!;
      expect(pm.body).toMatchObject({ billing_details: { address: { postal_code: 'M5V1A1' } } });
    } finally {
      setStripeSettings(t.app, readStripeSettings(stripeEnv()));
    }
  });

  it('an answer lost after Stripe authorized: the diner is told it failed, the authorization is voided, nothing placed', async () => {
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_visa')));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 1803 });
    const failed = (await t.handle.db.select().from(checkouts).where(eq(checkouts.restaurantId, STRIPE))).at(
      -1,
    )!;
    expect(failed.status).not.toBe('placed');
    const [intent] = fake.intentsWithMetadata('ordering_key', `checkout:${failed.publicId}`);
    expect(intent?.status).toBe('canceled');
  });

  it('a timeout answered by Stripe’s retry under the same key places the order once', async () => {
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'stall' });
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_visa')));
    expect(res.statusCode, res.body).toBe(200);
    const { checkout } = await placed(res.json().id);
    expect(fake.intentsWithMetadata('ordering_key', `checkout:${checkout.publicId}`)).toHaveLength(1);
  });

  it('a timeout with no answer at all leaves no charge without an order', async () => {
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'stall' });
    fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'stall' });
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_visa')));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 1803 });
    const failed = (await t.handle.db.select().from(checkouts).where(eq(checkouts.restaurantId, STRIPE))).at(
      -1,
    )!;
    expect(
      fake
        .intentsWithMetadata('ordering_key', `checkout:${failed.publicId}`)
        .every((pi) => pi.status !== 'requires_capture'),
    ).toBe(true);
  });

  it('the staff’s capture and refund reach Stripe through the registry, by the authorization', async () => {
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_visa')));
    const { tenders } = await placed(res.json().id);
    const card = tenders.find((x) => x.kind === 'card')!;
    const settling = paymentGatewayFor(t.app);
    expect(
      await settling.capture(card.reference!, card.amountCents, `tender:${card.id}:capture`),
    ).toMatchObject({
      ok: true,
      amount: card.amountCents,
    });
    expect(await settling.refund(card.reference!, 100, `tender:${card.id}:refund:1`)).toMatchObject({
      ok: true,
      amount: 100,
    });
    expect(fake.paymentIntents.get(card.reference!)).toMatchObject({
      amount_received: card.amountCents,
      amount_refunded: 100,
    });
  });
});

describe('per restaurant: sandbox by default, multiple_mids on its own merchant account', () => {
  it('a sandbox restaurant beside it still takes sandbox cards', async () => {
    const before = fake.requests.length;
    const res = await submit(
      SANDBOX,
      order(SANDBOX, { card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { tenders } = await placed(res.json().id);
    expect(tenders.find((x) => x.kind === 'card')?.reference).toMatch(/^auth_sbx_/);
    expect(fake.requests.length).toBe(before);
  });

  it('multiple_mids: the restaurant’s own account (STRIPE_ACCOUNT_<id>) is charged', async () => {
    const res = await submit(OWN_MID, order(OWN_MID, element('pm_card_visa')));
    expect(res.statusCode, res.body).toBe(200);
    const { tenders } = await placed(res.json().id);
    expect(tenders.find((x) => x.kind === 'card')?.reference).toMatch(/^acct_ownmid\/pi_/);
    expect(fake.requests.at(-1)?.account).toBe('acct_ownmid');
  });

  it('multiple_mids without its account configured: 1803, nothing charged on the platform account', async () => {
    const before = fake.requests.length;
    const res = await submit(NO_MID, order(NO_MID, element('pm_card_visa')));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 1803, details: { reason: 'processor_not_configured' } });
    expect(fake.requests.length).toBe(before);
  });
});

describe('saved cards on a Stripe restaurant', () => {
  it('a card saved at checkout is a Stripe customer’s payment method, charged again by its id', async () => {
    // The browser's Payment Element makes a payment method from the card the diner typed.
    const browser = gatewayAt(fake);
    const made = await browser.tokenizeCard(
      { number: '5555 5555 5555 4444', expiry: '10/31', cvd: '123' },
      new Date(),
    );
    if (!made.ok) throw new Error(made.reason);
    const first = await submit(
      STRIPE,
      order(STRIPE, { ...element(made.token), savePaymentMethodOnCheckout: true }),
      ada,
    );
    expect(first.statusCode, first.body).toBe(200);
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, ada.email));
    const [saved] = await t.handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, user!.id));
    expect(saved).toMatchObject({
      gateway: 'stripe',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 10,
      expYear: 2031,
    });
    expect(saved!.token).toMatch(/^cus_[a-f0-9]+\/pm_/);
    expect(fake.paymentMethods.get(made.token)?.customer).toBe(saved!.token.split('/')[0]);

    const again = await submit(STRIPE, order(STRIPE, {}, { paymentCardId: saved!.publicId }), ada);
    expect(again.statusCode, again.body).toBe(200);
    // A one-time payment method is not reusable: sent again without being saved, Stripe refuses it.
    const once = await browser.tokenizeCard(
      { number: '4242 4242 4242 4242', expiry: '10/31', cvd: '123' },
      new Date(),
    );
    if (!once.ok) throw new Error(once.reason);
    expect((await submit(STRIPE, order(STRIPE, element(once.token)))).statusCode).toBe(200);
    const reuse = await submit(STRIPE, order(STRIPE, element(once.token)));
    expect(reuse.json()).toMatchObject({ code: 410, details: { reason: 'card_not_supported' } });
  });

  it('a card saved on the sandbox is "card not supported" at a Stripe restaurant (the diner re-adds it)', async () => {
    const bob = await signUp(t.app);
    const added = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      { cardNumber: '4242 4242 4242 4242', expiry: '11/31', cvd: '123' },
      { token: bob.token },
    );
    expect(added.statusCode, added.body).toBe(200);
    const cardId = (added.json() as { paymentCardId: string }[])[0]!.paymentCardId;
    const res = await submit(STRIPE, order(STRIPE, {}, { paymentCardId: cardId }), bob);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 410, details: { reason: 'card_not_supported' } });
    // The same card is good at a sandbox restaurant.
    expect((await submit(SANDBOX, order(SANDBOX, {}, { paymentCardId: cardId }), bob)).statusCode).toBe(200);
  });
});

describe('3-D Secure on a Stripe restaurant', () => {
  const complete = (checkoutId: string, restaurantId = STRIPE) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/checkouts/${checkoutId}/complete`,
      headers: { 'x-restaurant-id': String(restaurantId) },
    });

  it('the order waits as awaiting_payment while the diner confirms, then is placed by the completion call', async () => {
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_authenticationRequired')));
    expect(res.statusCode, res.body).toBe(402);
    const body = res.json() as {
      code: number;
      details: { reason: string; clientSecret: string; checkoutId: string };
    };
    expect(body).toMatchObject({ code: 410, details: { reason: 'authentication_required' } });
    const { checkoutId, clientSecret } = body.details;
    const [checkout] = await t.handle.db.select().from(checkouts).where(eq(checkouts.publicId, checkoutId));
    expect(checkout?.status).toBe('awaiting_payment');
    const [intent] = fake.intentsWithMetadata('ordering_key', `checkout:${checkoutId}`);
    expect(clientSecret).toBe(`${intent!.id}_secret_fake`);

    // Not confirmed yet: ask again later. Another restaurant cannot ask about it.
    expect((await complete(checkoutId)).json()).toMatchObject({ code: 409 });
    expect((await complete(checkoutId, SANDBOX)).statusCode).toBe(404);

    fake.completeAuthentication(intent!.id);
    const placedRes = await complete(checkoutId);
    expect(placedRes.statusCode, placedRes.body).toBe(200);
    const { row, tenders } = await placed(placedRes.json().id);
    expect(row.status).toBe('pending');
    expect(tenders.find((x) => x.kind === 'card')?.reference).toBe(intent!.id);
    // Asked again, the same order.
    expect((await complete(checkoutId)).json().id).toBe(placedRes.json().id);
  });

  it('a diner who never confirms is released by recovery; completing later is refused and voided', async () => {
    const res = await submit(STRIPE, order(STRIPE, element('pm_card_authenticationRequired')));
    const { checkoutId } = res.json().details as { checkoutId: string };
    await recoverCheckout(t.handle.db, (id) => paymentGatewayForRestaurant(t.app, id), checkoutId);
    const [checkout] = await t.handle.db.select().from(checkouts).where(eq(checkouts.publicId, checkoutId));
    expect(checkout?.status).toBe('payment_failed');
    const [intent] = fake.intentsWithMetadata('ordering_key', `checkout:${checkoutId}`);
    // The payment awaiting the challenge is cancelled with the release: it cannot be confirmed afterwards.
    expect(fake.paymentIntents.get(intent!.id)?.status).toBe('canceled');
    expect(() => fake.completeAuthentication(intent!.id)).toThrow(/not waiting for authentication/);
    const late = await complete(checkoutId);
    // Not "declined": the diner is told it took too long and the card was not charged, and it was not.
    expect(late.json(), late.body).toMatchObject({
      code: 410,
      message: expect.stringMatching(/not charged/),
      details: { reason: 'expired' },
    });
    expect(fake.paymentIntents.get(intent!.id)?.status).toBe('canceled');
  });
});
