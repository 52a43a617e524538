/**
 * A counter order paid by a card over the phone at a Stripe restaurant (decision 074), against the fake Stripe on
 * 127.0.0.1: the Payment Element's payment method is authorized with the MOTO flag; an account Stripe has not enabled
 * for MOTO is told to staff in their language and nothing is placed; a typed card number is refused before Stripe.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, useFakeStripe } from '../../adapters/payments/stripe/fake-stripe-fixtures';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, orderDataFile } from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';
import { setStripeSettings } from '../payments';
import { importDataFile } from '../restaurants';

const STRIPE = 9486;
const fake = useFakeStripe();
let t: TestApp;
let token = '';
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: STRIPE, slug: 'counter-stripe', maxPerSlot: 1000 });
  const stripe = { ...file, restaurant: { ...file.restaurant, payment_processor: 'stripe' } };
  expect((await importDataFile(t.db, stripe as typeof file)).ok).toBe(true);
  setStripeSettings(t.app, readStripeSettings(fakeStripeEnv(fake)));
  token = (await signInStaff(t.db, { restaurantId: STRIPE, role: 'staff' })).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function counter(card: object, locale = 'en-CA') {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/restaurants/${STRIPE}/counter-orders`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `counter-stripe-${++seq}`, locale },
    payload: { items: [cartItem('bowl', 2)], name: 'Sam Caller', phone: '416-555-0199', card },
  });
}

const placedOrders = () =>
  t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, STRIPE), ne(orders.status, 'payment_failed')));

describe('a card over the phone at a Stripe restaurant', () => {
  it('authorizes the Payment Element’s payment method flagged MOTO, for capture on accept', async () => {
    fake.motoEnabled = true;
    const placed = await counter({ processor_token: 'pm_card_visa' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().card).toMatchObject({ brand: 'visa', last4: '4242', amount: placed.json().total });
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(created.at(-1)!.body).toMatchObject({
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      payment_method_options: { card: { moto: 'true' } },
    });
  });

  it.each([
    ['en-CA', 'This restaurant’s card processor does not take cards over the phone: take payment at pickup.'],
    [
      'fr-CA',
      'Le processeur de cartes de ce restaurant ne prend pas les cartes par téléphone\u00a0: faites payer à la cueillette.',
    ],
  ])('says the account does not take MOTO, and places nothing (%s)', async (locale, message) => {
    fake.motoEnabled = false;
    const before = (await placedOrders()).length;
    const refused = await counter({ processor_token: 'pm_card_visa' }, locale);
    expect(refused.json()).toMatchObject({ code: 410, message, details: { reason: 'moto_not_enabled' } });
    expect((await placedOrders()).length).toBe(before);
    fake.motoEnabled = true;
  });

  it('refuses a typed card number before calling Stripe', async () => {
    const before = fake.requests.length;
    const typed = await counter({ number: '4242424242424242', cvd: '123', expiry_date: '12/30' });
    expect(typed.statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});
