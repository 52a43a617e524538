/**
 * A Stripe restaurant's tab, against the fake Stripe on 127.0.0.1: the card comes from Stripe's Payment Element (the
 * payment method it made, `card.processor_token`) for the opening hold, another card and a share's payment, through
 * the restaurant's gateway as a checkout's card does. The hold is a PaymentIntent with manual capture under the
 * opening's key; typed card numbers are refused before any call to Stripe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, useFakeStripe } from '../../adapters/payments/stripe/fake-stripe-fixtures';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { tabHolds, tabShares } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { setStripeSettings } from '../payments';
import { elementCard, importTabRestaurant, tabCalls, typedCard } from './tabs-test-kit';

const R = 9790;
const fake = useFakeStripe();
let t: TestApp;
let kit: ReturnType<typeof tabCalls>;

beforeAll(async () => {
  t = await buildTestApp();
  await importTabRestaurant(t, R, 'tab-stripe', { payment_processor: 'stripe' });
  setStripeSettings(t.app, readStripeSettings(fakeStripeEnv(fake)));
  kit = tabCalls(t, R, elementCard);
});
afterAll(async () => {
  await t?.close();
});

const intentOf = (authorizationId: string) => fake.paymentIntents.get(authorizationId)!;
async function holdsOf(tabId: string) {
  const tab = await kit.tabRow(tabId);
  const rows = await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab.id));
  return rows.sort((a, b) => a.id - b.id);
}

describe('a tab at a Stripe restaurant', () => {
  it('holds the restaurant’s $50 on the Payment Element’s card: a PaymentIntent with manual capture', async () => {
    const ana = await kit.opened('1');
    const [hold] = await holdsOf(ana.tabId);
    expect(hold!.authorizationId).toMatch(/^pi_/);
    expect([hold!.amountCents, hold!.brand, hold!.last4]).toEqual([5000, 'visa', '4242']);
    expect(intentOf(hold!.authorizationId)).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
      amount: 5000,
      amount_capturable: 5000,
      metadata: { ordering_key: `tab:${ana.tabId}`, checkout: ana.tabId },
    });
  });

  it('refuses a typed card number before calling Stripe, and says a declined card as the bank did', async () => {
    const before = fake.paymentIntents.size;
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/tabs',
      headers: kit.headers(),
      payload: { table: '2', name: 'Ana', payment: typedCard() },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/card/i);
    const declined = await kit.open('2', 'Ana', 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe(410);
    // The declined intent is Stripe's only trace; no hold was written, and the table is still free.
    expect(fake.paymentIntents.size).toBe(before + 1);
    expect((await kit.open('2')).statusCode).toBe(200);
  });

  it('a card whose bank asks for 3-D Secure writes no tab until completed (tab-3ds.integration-test.ts)', async () => {
    const res = await kit.open('6', 'Ana', 'pm_card_authenticationRequired');
    expect(res.statusCode).toBe(402);
    expect(res.json().details).toMatchObject({
      reason: 'authentication_required',
      clientSecret: expect.any(String),
    });
    const asked = [...fake.paymentIntents.values()].filter(
      (pi) => pi.payment_method === 'pm_card_authenticationRequired',
    );
    expect(asked.map((pi) => [pi.status, pi.amount_capturable])).toEqual([['requires_action', 0]]);
    expect((await kit.open('6')).statusCode).toBe(200);
  });

  it('raises the hold in place where Stripe granted it', async () => {
    const ana = await kit.opened('3');
    await kit.round(ana, 2); // 3277
    await kit.round(ana, 2); // 6554: one step more
    const [hold] = await holdsOf(ana.tabId);
    expect(intentOf(hold!.authorizationId)).toMatchObject({ amount: 10000, amount_capturable: 10000 });
    expect((await kit.tabRow(ana.tabId)).heldCents).toBe(10000);
  });

  it('takes another card from the element where Stripe cannot raise the hold; closing captures both', async () => {
    fake.incrementalAvailable = false;
    try {
      const ana = await kit.opened('4');
      await kit.round(ana, 2); // 3277
      const refused = await kit.sent(ana, 2); // 3277 more: 1554 past the hold
      expect(refused.statusCode).toBe(402);
      expect(refused.json().details).toEqual({ reason: 'card_not_supported' });
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${ana.tabId}/cards`,
        headers: kit.headers(ana.secret),
        payload: { payment: elementCard('pm_card_mastercard') },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().held).toBe(100);
      await kit.round(ana, 2);
      const [first, second] = await holdsOf(ana.tabId);
      expect([second!.brand, second!.last4]).toEqual(['mastercard', '4444']);
      expect(intentOf(second!.authorizationId)).toMatchObject({
        status: 'requires_capture',
        capture_method: 'manual',
        amount: 5000,
      });

      expect(await kit.closed(ana)).toEqual({ captured: 65.54, released: 34.46 });
      expect(intentOf(first!.authorizationId)).toMatchObject({ status: 'succeeded', amount_received: 5000 });
      // The second card: 1554 captured, the rest released.
      expect(intentOf(second!.authorizationId)).toMatchObject({
        status: 'succeeded',
        amount_received: 1554,
        amount_capturable: 0,
      });
    } finally {
      fake.incrementalAvailable = true;
    }
  });

  it('pays a share with its own card from the element, captured at once; the close takes the rest from the hold', async () => {
    const ana = await kit.opened('5');
    await kit.round(ana, 1); // 1639
    const shares = await kit.split(ana, { kind: 'even', ways: 2 });
    await kit.paid(ana, shares[0]!.id);
    const [share] = await t.db.select().from(tabShares).where(eq(tabShares.publicId, shares[0]!.id));
    expect([share!.status, share!.brand, share!.last4]).toEqual(['paid', 'visa', '4242']);
    expect(intentOf(share!.authorizationId!)).toMatchObject({
      status: 'succeeded',
      capture_method: 'manual',
      amount_received: 820,
      metadata: { ordering_key: `tab-share:${shares[0]!.id}:${share!.claimedAt!.getTime()}` },
    });

    expect(await kit.closed(ana)).toEqual({ captured: 8.19, released: 41.81 });
    const [hold] = await holdsOf(ana.tabId);
    expect(intentOf(hold!.authorizationId)).toMatchObject({
      status: 'succeeded',
      amount_received: 819,
      amount_capturable: 0,
    });
  });
});
