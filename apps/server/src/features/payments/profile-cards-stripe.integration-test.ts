/**
 * A card saved from the diner's profile goes through the processor of the restaurant the diner is at (decision 086),
 * against a fake Stripe on 127.0.0.1: at a Stripe restaurant it is a Stripe customer's card on that restaurant's
 * merchant account, made by the browser's Payment Element and paid with there; elsewhere it is listed as not
 * accepted and refused as "card not supported"; a bank's 3-D Secure challenge at setup is run by the browser and the
 * card kept only once Stripe says the diner passed it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeStripeEnv, gatewayAt, useFakeStripe } from '../../adapters/payments/stripe/fake-stripe-fixtures';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { paymentMethods, users } from '../../db/schema';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  call,
  signUp,
  type TestUser,
} from '../accounts/accounts-test-kit';
import { importDataFile } from '../restaurants';
import { setStripeSettings } from './gateway-registry';

const STRIPE = 9420;
const OWN_MID = 9421;
const SANDBOX = 9422;

const fake = useFakeStripe();
let t: AccountsTestApp;
let hour = 30;
let keySeq = 0;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  for (const [id, restaurant] of [
    [STRIPE, { payment_processor: 'stripe' }],
    [OWN_MID, { payment_processor: 'stripe', multiple_mids: true }],
    [SANDBOX, {}],
  ] as const) {
    const base = orderDataFile({ id, slug: `profile-cards-${id}` });
    const imported = await importDataFile(t.handle.db, {
      ...base,
      restaurant: { ...base.restaurant, ...restaurant },
    });
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
  }
  setStripeSettings(
    t.app,
    readStripeSettings({ ...fakeStripeEnv(fake), [`STRIPE_ACCOUNT_${OWN_MID}`]: 'acct_profilemid' }),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

type Saved = { paymentCardId: string; last4: string; isDefault: boolean; acceptedHere?: boolean };

/** What the Payment Element makes in the browser from the card the diner typed, on the restaurant's account. */
async function elementCard(number: string, account?: string) {
  const made = await gatewayAt(fake, account ? { account } : {}).tokenizeCard(
    { number, expiry: '10/31', cvd: '123' },
    new Date(),
  );
  if (!made.ok) throw new Error(made.reason);
  return made.token;
}

const addCard = (user: TestUser, body: Record<string, unknown>, restaurant?: number, locale?: string) =>
  call(t.app, 'POST', '/api/auth/payment-method', body, {
    token: user.token,
    restaurant,
    ...(locale ? { locale } : {}),
  });

const complete = (user: TestUser, body: Record<string, unknown>, restaurant: number, locale?: string) =>
  call(t.app, 'POST', '/api/auth/payment-method/complete', body, {
    token: user.token,
    restaurant,
    ...(locale ? { locale } : {}),
  });

const cardsAt = async (user: TestUser, restaurant?: number) =>
  (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: user.token, restaurant })).json()
    .paymentMethods as Saved[];

async function rowsOf(user: TestUser) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, user.email));
  return t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.userId, row!.id));
}

function payWith(restaurantId: number, user: TestUser, paymentCardId: string) {
  hour += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'x-restaurant-id': String(restaurantId),
      'idempotency-key': `profile-cards-${Date.now()}-${keySeq++}`,
      authorization: `Bearer ${user.token}`,
    },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true, restaurantId: String(restaurantId) },
        items: [cartItem('bowl')],
        costs: {},
        checkout: {
          paymentMethod: 'credit_card',
          contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
        },
        chosenCreditCard: { paymentCardId },
      },
      pickup_time: futureSlot(hour),
    },
  });
}

describe('a card saved from the profile at a Stripe restaurant', () => {
  it('is a Stripe customer’s card kept under the gateway’s name, accepted and paid with there', async () => {
    const ada = await signUp(t.app);
    const pm = await elementCard('5555 5555 5555 4444');
    const res = await addCard(ada, { processorToken: pm }, STRIPE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ last4: '4444', brand: 'mastercard', isDefault: true, acceptedHere: true }),
    ]);
    const [row] = await rowsOf(ada);
    expect(row).toMatchObject({ gateway: 'stripe', last4: '4444', expMonth: 10, expYear: 2031 });
    expect(row!.token).toMatch(new RegExp(`^cus_\\w+/${pm}$`));
    // Checked with the bank by a SetupIntent on the platform account, the card now on the diner's customer.
    const setup = fake.requests.find((r) => r.path === '/v1/setup_intents');
    expect(setup?.account).toBeUndefined();
    expect(fake.paymentMethods.get(pm)?.customer).toBe(row!.token.split('/')[0]);

    const paid = await payWith(STRIPE, ada, row!.publicId);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('is marked not accepted at a sandbox restaurant, and refused there as "card not supported"', async () => {
    const bea = await signUp(t.app);
    expect(
      (await addCard(bea, { processorToken: await elementCard('4242424242424242') }, STRIPE)).statusCode,
    ).toBe(200);
    const [listed] = await cardsAt(bea, SANDBOX);
    expect(listed).toMatchObject({ last4: '4242', acceptedHere: false });
    // From no restaurant, the list says nothing either way.
    expect((await cardsAt(bea))[0]).not.toHaveProperty('acceptedHere');
    const res = await payWith(SANDBOX, bea, listed!.paymentCardId);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 410, details: { reason: 'card_not_supported' } });
  });

  it('on a restaurant’s own merchant account, lives there only: another Stripe account does not take it', async () => {
    const cy = await signUp(t.app);
    const res = await addCard(
      cy,
      { processorToken: await elementCard('4242424242424242', 'acct_profilemid') },
      OWN_MID,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsOf(cy);
    expect(row).toMatchObject({ gateway: 'stripe:acct_profilemid' });
    expect(
      fake.requests.filter((r) => r.method === 'POST').every((r) => r.account === 'acct_profilemid'),
    ).toBe(true);
    expect((await cardsAt(cy, OWN_MID))[0]).toMatchObject({ acceptedHere: true });
    expect((await cardsAt(cy, STRIPE))[0]).toMatchObject({ acceptedHere: false });
    const there = await payWith(OWN_MID, cy, row!.publicId);
    expect(there.statusCode, there.body).toBe(200);
    const platform = await payWith(STRIPE, cy, row!.publicId);
    expect(platform.json()).toMatchObject({ code: 410, details: { reason: 'card_not_supported' } });
  });

  it('refuses card numbers sent to it before any Stripe call (its Payment Element takes them)', async () => {
    const di = await signUp(t.app);
    const res = await addCard(di, { cardNumber: '4242 4242 4242 4242', expiry: '10/31', cvd: '123' }, STRIPE);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('secure card form') });
    expect(fake.requests).toHaveLength(0);
    expect(await rowsOf(di)).toEqual([]);
  });

  it('a card typed at a sandbox restaurant stays a sandbox card, accepted there', async () => {
    const ed = await signUp(t.app);
    const res = await addCard(
      ed,
      { cardNumber: '4242 4242 4242 4242', expiry: '10/31', cvd: '123' },
      SANDBOX,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ acceptedHere: true });
    expect((await rowsOf(ed))[0]).toMatchObject({ gateway: 'sandbox' });
    expect(fake.requests).toHaveLength(0);
    expect((await cardsAt(ed, STRIPE))[0]).toMatchObject({ acceptedHere: false });
  });
});

describe('3-D Secure when a card is saved at a Stripe restaurant', () => {
  it('answers the challenge for the browser, saves nothing, then keeps the card once the diner passed it', async () => {
    const fay = await signUp(t.app);
    const pm = await elementCard('4000 0025 0000 3155');
    const asked = await addCard(fay, { processorToken: pm, isDefault: true }, STRIPE, 'fr-CA');
    expect(asked.statusCode, asked.body).toBe(402);
    expect(asked.json()).toMatchObject({
      code: 410,
      message: 'Votre banque vous demande de confirmer cette carte.',
      details: {
        reason: 'authentication_required',
        clientSecret: expect.stringMatching(/^seti_\w+_secret_/),
        setupId: expect.stringMatching(/^seti_/),
      },
    });
    expect(await rowsOf(fay)).toEqual([]);
    const { setupId } = asked.json().details as { setupId: string };

    // Another diner cannot take this check as theirs.
    const other = await signUp(t.app);
    expect((await complete(other, { setupId }, STRIPE)).statusCode).toBe(400);
    expect(await rowsOf(other)).toEqual([]);

    fake.completeSetupAuthentication(setupId);
    const done = await complete(fay, { setupId, isDefault: true }, STRIPE);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual([
      expect.objectContaining({ last4: '3155', isDefault: true, acceptedHere: true }),
    ]);
    // The same completion sent again (an answer lost) keeps the card once.
    expect((await complete(fay, { setupId }, STRIPE)).json()).toHaveLength(1);
    const [row] = await rowsOf(fay);
    expect(row!.token).toMatch(new RegExp(`^cus_\\w+/${pm}$`));
    const paid = await payWith(STRIPE, fay, row!.publicId);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('a failed challenge saves nothing and says so, in the diner’s language', async () => {
    const gus = await signUp(t.app);
    const asked = await addCard(gus, { processorToken: await elementCard('4000002500003155') }, STRIPE);
    const { setupId } = asked.json().details as { setupId: string };
    fake.completeSetupAuthentication(setupId, false);
    const res = await complete(gus, { setupId }, STRIPE, 'en-CA');
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({
      code: 410,
      message: 'Your bank did not confirm this card, so it was not saved. Try again or use another card.',
      details: { reason: 'authentication_failed' },
    });
    expect(fake.setupIntents.get(setupId)?.status).toBe('canceled');
    expect(await rowsOf(gus)).toEqual([]);
  });

  it('a challenge is completed for a replacement too: the card keeps its id, the new card its place', async () => {
    const hal = await signUp(t.app);
    const first = await addCard(hal, { processorToken: await elementCard('4242424242424242') }, STRIPE);
    const [visa] = first.json() as Saved[];
    const asked = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: visa!.paymentCardId, processorToken: await elementCard('4000002500003155') },
      { token: hal.token, restaurant: STRIPE },
    );
    expect(asked.statusCode, asked.body).toBe(402);
    const { setupId } = asked.json().details as { setupId: string };
    expect((await rowsOf(hal))[0]).toMatchObject({ last4: '4242' });
    fake.completeSetupAuthentication(setupId);
    const done = await complete(hal, { setupId, paymentCardId: visa!.paymentCardId }, STRIPE);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual([
      expect.objectContaining({ paymentCardId: visa!.paymentCardId, last4: '3155', acceptedHere: true }),
    ]);
  });

  it('from no restaurant, the profile cannot complete a challenge (the sandbox asks none)', async () => {
    const ivy = await signUp(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/auth/payment-method/complete',
      { setupId: 'seti_x' },
      {
        token: ivy.token,
      },
    );
    expect(res.statusCode, res.body).toBe(400);
  });
});
