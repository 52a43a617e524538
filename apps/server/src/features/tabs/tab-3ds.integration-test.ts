/**
 * 3-D Secure on a Stripe restaurant's tab (tab-authentication.ts), against the fake Stripe: the opening hold, another
 * card and a share's payment wait for the bank's challenge with nothing of the tab changed; the completion asks
 * Stripe, then writes once; a failed challenge, an abandoned one and a completion racing the recovery each act once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, useFakeStripe } from '../../adapters/payments/stripe/fake-stripe-fixtures';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { outbox, tabHolds, tabShares, tabs } from '../../db/schema';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { paymentGatewayForRestaurant, setStripeSettings } from '../payments';
import { OPEN_RECOVER, openRecoveryHandler } from './open-tab.service';
import { SHARE_RECOVER, shareRecoveryHandler } from './pay-share.service';
import { SHARE_RECEIPT_EMAIL } from './share-receipt';
import { memberOf } from './tab-access';
import { completeCard } from './tab-authentication';
import { elementCard, importTabRestaurant, type TabMember, tabCalls } from './tabs-test-kit';

const R = 9791;
const THREE_DS = 'pm_card_authenticationRequired';
const fake = useFakeStripe();
let t: TestApp;
let kit: ReturnType<typeof tabCalls>;

beforeAll(async () => {
  t = await buildTestApp();
  await importTabRestaurant(t, R, 'tab-3ds', { payment_processor: 'stripe' });
  setStripeSettings(t.app, readStripeSettings(fakeStripeEnv(fake)));
  kit = tabCalls(t, R, elementCard);
});
afterAll(async () => {
  await t?.close();
});

interface Challenge {
  reason: string;
  clientSecret: string;
  pendingId?: string;
  tabId?: string;
  memberId?: string;
  secret?: string;
  shareId?: string;
}
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const post = (url: string, secret?: string, payload?: object, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: kit.headers(secret, locale),
    ...(payload ? { payload } : {}),
  });

async function challenged(res: {
  statusCode: number;
  body: string;
  json: () => unknown;
}): Promise<Challenge> {
  expect(res.statusCode, res.body).toBe(402);
  const details = (res.json() as { details: Challenge }).details;
  expect(details.reason).toBe('authentication_required');
  expect(fake.paymentIntents.get(intentOf(details.clientSecret))?.status).toBe('requires_action');
  return details;
}

const openingChallenge = async (table: string) => challenged(await kit.open(table, 'Ana', THREE_DS));
const completeOpening = (c: Challenge, secret = c.secret, locale?: string) =>
  post(`/api/tabs/openings/${c.pendingId}/complete`, secret, undefined, locale);
const tabsAt = (table: string) =>
  t.db
    .select()
    .from(tabs)
    .where(and(eq(tabs.restaurantId, R), eq(tabs.tableNum, table)));
const gatewayOf = (id: number) => paymentGatewayForRestaurant(t.app, id);

async function messages(type: string): Promise<(OutboxMessage & { status: string })[]> {
  const rows = await t.db.select().from(outbox).where(eq(outbox.type, type));
  return rows.map((r) => ({ ...r, attempts: r.attempts }));
}
async function recoverOpenings() {
  const handler = openRecoveryHandler(t.db, gatewayOf);
  for (const m of await messages(OPEN_RECOVER)) if (m.status !== 'sent') await handler(m);
}

describe('3-D Secure on the opening hold', () => {
  it('writes nothing until the completion, which Stripe must confirm; a second completion opens nothing more', async () => {
    const c = await openingChallenge('1');
    expect(c).toMatchObject({
      pendingId: expect.any(String),
      tabId: expect.any(String),
      secret: expect.any(String),
    });
    expect(await tabsAt('1')).toEqual([]);
    // Back from the browser before the bank confirmed: asked again later.
    expect((await completeOpening(c)).statusCode).toBe(409);
    // Someone else's secret completes nothing.
    expect((await completeOpening(c, 'not-the-secret')).statusCode).toBe(404);

    fake.completeAuthentication(intentOf(c.clientSecret));
    const [first, second] = [await completeOpening(c), await completeOpening(c)];
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ tabId: c.tabId, memberId: c.memberId, secret: c.secret });
    expect(second.json()).toEqual(first.json());
    const [tab] = await tabsAt('1');
    const holds = await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab!.id));
    expect(holds.map((h) => [h.authorizationId, h.amountCents])).toEqual([[intentOf(c.clientSecret), 5000]]);
    expect((await kit.view({ tabId: c.tabId!, secret: c.secret! })).statusCode).toBe(200);
    // The recovery leaves a completed opening's hold alone.
    await recoverOpenings();
    expect(fake.paymentIntents.get(intentOf(c.clientSecret))?.status).toBe('requires_capture');
  });

  it('a failed challenge cancels the payment and says so in French; the table stays free', async () => {
    const c = await openingChallenge('2');
    fake.failAuthentication(intentOf(c.clientSecret));
    const res = await completeOpening(c, c.secret, 'fr-CA');
    expect(res.statusCode).toBe(402);
    expect(res.json().details).toEqual({ reason: 'authentication_failed' });
    expect(res.json().message).toMatch(/banque n’a pas confirmé/);
    expect(fake.paymentIntents.get(intentOf(c.clientSecret))?.status).toBe('canceled');
    expect(await tabsAt('2')).toEqual([]);
    expect((await kit.open('2')).statusCode).toBe(200);
  });

  it('an abandoned challenge is cancelled by the recovery; a completion after it is refused', async () => {
    const c = await openingChallenge('3');
    await recoverOpenings();
    expect(fake.paymentIntents.get(intentOf(c.clientSecret))?.status).toBe('canceled');
    const late = await completeOpening(c);
    expect(late.statusCode).toBe(402);
    expect(late.json().details).toEqual({ reason: 'expired' });
    expect(await tabsAt('3')).toEqual([]);
  });

  it('a completion racing the recovery: either the tab with its hold, or no tab and nothing held', async () => {
    const c = await openingChallenge('4');
    fake.completeAuthentication(intentOf(c.clientSecret));
    const [res] = await Promise.all([completeOpening(c), recoverOpenings()]);
    const pi = fake.paymentIntents.get(intentOf(c.clientSecret))!;
    const written = await tabsAt('4');
    if (res.statusCode === 200) expect([written.length, pi.status]).toEqual([1, 'requires_capture']);
    else expect([res.statusCode, written.length, pi.status]).toEqual([402, 0, 'canceled']);
  });
  it('two diners confirming at one table: the second is told the table is taken and its hold given back', async () => {
    const [first, second] = [await openingChallenge('10'), await openingChallenge('10')];
    fake.completeAuthentication(intentOf(first.clientSecret));
    fake.completeAuthentication(intentOf(second.clientSecret));
    expect((await completeOpening(first)).statusCode).toBe(200);
    const late = await completeOpening(second, second.secret, 'fr-CA');
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(/10/);
    expect(fake.paymentIntents.get(intentOf(second.clientSecret))?.status).toBe('canceled');
    expect(fake.paymentIntents.get(intentOf(first.clientSecret))?.status).toBe('requires_capture');
    expect(await tabsAt('10')).toHaveLength(1);
  });
  it('a failed challenge while Stripe does not answer the cancel is still the bank’s refusal, not a server error', async () => {
    const c = await openingChallenge('12');
    fake.failAuthentication(intentOf(c.clientSecret));
    const cancel = new RegExp(`^POST /v1/payment_intents/${intentOf(c.clientSecret)}/cancel$`);
    for (let i = 0; i < 3; i++) fake.failNext(cancel, { kind: 'error', status: 500, type: 'api_error' });
    const res = await completeOpening(c);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().details).toEqual({ reason: 'authentication_failed' });
    expect(await tabsAt('12')).toEqual([]);
  });
});

describe('3-D Secure on another card', () => {
  it('raises the holds only once Stripe confirms, and only for the member who gave the card', async () => {
    fake.incrementalAvailable = false;
    try {
      const ana = await kit.opened('5');
      const ben = await kit.joined(ana, '5', 'Ben');
      await kit.round(ana, 2); // 3277
      expect((await kit.sent(ana, 2)).statusCode).toBe(402);
      const c = await challenged(
        await post(`/api/tabs/${ana.tabId}/cards`, ana.secret, { payment: elementCard(THREE_DS) }),
      );
      expect((await kit.tabRow(ana.tabId)).heldCents).toBe(5000);
      const complete = (who: TabMember) =>
        post(`/api/tabs/${ana.tabId}/cards/${c.pendingId}/complete`, who.secret);
      expect((await complete(ana)).statusCode).toBe(409);
      fake.completeAuthentication(intentOf(c.clientSecret));
      expect((await complete(ben)).statusCode).toBe(404);
      const done = await complete(ana);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().held).toBe(100);
      expect((await complete(ana)).statusCode).toBe(200);
      expect((await kit.tabRow(ana.tabId)).heldCents).toBe(10000);
      await kit.round(ana, 2); // the waiting round goes now
    } finally {
      fake.incrementalAvailable = true;
    }
  });
  it('gives the confirmed card back when the tab closed while the diner was at the bank', async () => {
    fake.incrementalAvailable = false;
    try {
      const ana = await kit.opened('9');
      await kit.round(ana, 2);
      expect((await kit.sent(ana, 2)).statusCode).toBe(402);
      const c = await challenged(
        await post(`/api/tabs/${ana.tabId}/cards`, ana.secret, { payment: elementCard(THREE_DS) }),
      );
      fake.completeAuthentication(intentOf(c.clientSecret));
      // Read as the route read it, then closed before the completion writes the hold.
      const { tab, member } = await memberOf(t.db, R, ana.tabId, ana.secret);
      await t.db.update(tabs).set({ status: 'closed' }).where(eq(tabs.id, tab.id));
      await expect(
        completeCard(t.db, await gatewayOf(R), { tab, member, pendingId: c.pendingId! }),
      ).rejects.toMatchObject({ messageKey: 'error.tabClosed' });
      expect(fake.paymentIntents.get(intentOf(c.clientSecret))?.status).toBe('canceled');
      expect(await t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tab.id))).toHaveLength(1);
    } finally {
      fake.incrementalAvailable = true;
    }
  });
});

describe('3-D Secure on a share', () => {
  async function shareChallenge(table: string) {
    const ana = await kit.opened(table);
    const ben = await kit.joined(ana, table, 'Ben');
    await kit.round(ana, 1); // 1639
    const [share] = await kit.split(ana, { kind: 'even', ways: 2 });
    const c = await challenged(
      await post(`/api/tabs/${ana.tabId}/shares/${share!.id}/pay`, ana.secret, {
        payment: elementCard(THREE_DS),
        tip: null,
        email: 'ana@example.com',
      }),
    );
    expect(c.shareId).toBe(share!.id);
    const complete = (who: TabMember, locale?: string) =>
      post(
        `/api/tabs/${ana.tabId}/shares/${share!.id}/complete`,
        who.secret,
        { email: 'ana@example.com' },
        locale,
      );
    const row = async () =>
      (await t.db.select().from(tabShares).where(eq(tabShares.publicId, share!.id)))[0]!;
    return { ana, ben, c, complete, row };
  }
  const receipts = async (shareId: string) =>
    (await messages(SHARE_RECEIPT_EMAIL)).filter(
      (m) => (m.payload as { shareId: string }).shareId === shareId,
    );

  it('is paid once Stripe confirms, by its payer only, with one receipt however often completed', async () => {
    const { ana, ben, c, complete, row } = await shareChallenge('6');
    expect((await row()).status).toBe('paying');
    expect((await complete(ana)).statusCode).toBe(409);
    fake.completeAuthentication(intentOf(c.clientSecret));
    expect((await complete(ben)).statusCode).toBe(404);
    const [a, b] = await Promise.all([complete(ana), complete(ana)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await row()).status).toBe('paid');
    expect(fake.paymentIntents.get(intentOf(c.clientSecret))).toMatchObject({ amount_received: 820 });
    expect(await receipts(c.shareId!)).toHaveLength(1);
  });

  it('a failed challenge opens the share again for another card', async () => {
    const { ana, c, complete, row } = await shareChallenge('7');
    fake.failAuthentication(intentOf(c.clientSecret));
    const res = await complete(ana);
    expect(res.statusCode).toBe(402);
    expect(res.json().details).toEqual({ reason: 'authentication_failed' });
    expect(res.json().message).toMatch(/bank did not confirm/);
    expect(await row()).toMatchObject({ status: 'open', authorizationId: null });
    await kit.paid(ana, c.shareId!);
  });

  it('an abandoned challenge is cancelled by the recovery, which opens the share again', async () => {
    const { ana, c, complete, row } = await shareChallenge('8');
    const handler = shareRecoveryHandler(t.db, gatewayOf);
    for (const m of await messages(SHARE_RECOVER))
      if ((m.payload as { shareId: string }).shareId === c.shareId)
        expect(await handler(m)).toEqual({ ok: true });
    expect(fake.paymentIntents.get(intentOf(c.clientSecret))?.status).toBe('canceled');
    expect((await row()).status).toBe('open');
    expect((await complete(ana)).json().details).toEqual({ reason: 'expired' });
  });
});
