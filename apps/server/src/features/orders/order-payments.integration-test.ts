/**
 * The money side of the lifecycle: capture on acceptance, everything returned on cancellation. The card cases run
 * on each processor a restaurant can have: the sandbox, and Stripe (the adapter against a fake Stripe on 127.0.0.1,
 * the card a Payment Element payment method).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettleResult } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { FakeStripe } from '../../adapters/payments/stripe/fake-stripe-server';
import { readStripeSettings } from '../../adapters/payments/stripe/stripe-settings';
import { giftCardLedger, giftCards, orderEvents, orders, orderTenders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartItem, futureSlot, orderDataFile } from '../../testing/order-fixtures';
import { type SignedInStaff, signInStaff } from '../../testing/staff';
import { setPaymentGateway, setStripeSettings } from '../payments';
import { importDataFile } from '../restaurants';
import { ensureGiftCard } from '../vouchers';

const R = 9470;
const GIFT = '6000 4444 5555 6666';

/** A processor that will not capture, and no longer knows the authorizations (expired). */
class RefusingGateway extends SandboxGateway {
  override async capture(): Promise<SettleResult> {
    return { ok: false, code: 1803, reason: 'processor_error' };
  }
  override async void(): Promise<SettleResult> {
    return { ok: false, code: 400, reason: 'unknown_authorization' };
  }
}

/** A processor that cannot be reached once the order is placed. */
class UnreachableGateway extends SandboxGateway {
  override async void(): Promise<SettleResult> {
    throw new Error('connect ECONNREFUSED');
  }
}

let t: TestApp;
let onStripe: TestApp;
let refusing: TestApp;
let unreachable: TestApp;
let fakeStripe: FakeStripe;
const managers = new Map<TestApp, SignedInStaff>();

beforeAll(async () => {
  fakeStripe = await new FakeStripe().start();
  [t, onStripe, refusing, unreachable] = await Promise.all([
    buildTestApp(),
    buildTestApp(),
    buildTestApp(),
    buildTestApp(),
  ]);
  setPaymentGateway(refusing.app, new RefusingGateway());
  setPaymentGateway(unreachable.app, new UnreachableGateway());
  setStripeSettings(
    onStripe.app,
    readStripeSettings({
      STRIPE_SECRET_KEY: fakeStripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_BASE: `http://127.0.0.1:${fakeStripe.port}`,
    }),
  );
  for (const app of [t, onStripe, refusing, unreachable]) {
    const file = orderDataFile({ id: R, slug: 'pay-bistro', maxPerSlot: 100 });
    if (app === onStripe) Object.assign(file.restaurant, { payment_processor: 'stripe' });
    expect((await importDataFile(app.db, file)).ok).toBe(true);
    managers.set(app, await signInStaff(app.db, { restaurantId: R, role: 'manager' }));
    await ensureGiftCard(app.db, { restaurantId: R, number: GIFT, balanceCents: 5000 });
  }
});
afterAll(async () => {
  await Promise.all([t.close(), onStripe.close(), refusing.close(), unreachable.close()]);
  await fakeStripe.stop();
});

let seq = 0;
async function placeOrder(app: TestApp, costs: Record<string, unknown> = {}, card = true) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-restaurant-id': String(R), 'idempotency-key': `pay-${Date.now()}-${seq++}` },
    payload: {
      type: 'take-out',
      data: {
        config: { takeout: true },
        items: [cartItem('bowl', 2)],
        costs,
        checkout: {
          contact: { full_name: 'Ada Diner', phone_number: '416-555-0100' },
          ...(card
            ? app === onStripe
              ? { card: { processor_token: 'pm_card_visa' } }
              : { card: { number: '4242424242424242', cvd: '123', expiry_date: '12/30' } }
            : {}),
        },
      },
      pickup_time: futureSlot(),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; costs: { total: number } };
}

const move = (app: TestApp, id: string, status: string, locale = 'en-CA') =>
  app.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: { ...managers.get(app)?.headers(), locale },
    payload: { status, ...(status === 'cancelled' ? { reason: 'Out of rice' } : {}) },
  });

async function rowsOf(app: TestApp, publicId: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.publicId, publicId));
  const tenders = await app.db.select().from(orderTenders).where(eq(orderTenders.orderId, order!.id));
  const events = await app.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.type, 'payment_returned')));
  return { order: order!, tenders, events };
}

const PROCESSORS = [
  {
    name: 'the sandbox',
    app: () => t,
    ids: { capture: /^cap_auth_sbx_/, refund: /^ref_/, void: /^void_auth_sbx_/ },
  },
  {
    name: 'Stripe',
    app: () => onStripe,
    // A capture is named by its charge and the amount received; refunds and cancelled intents by Stripe's ids.
    ids: { capture: /^ch_\w+:\d+$/, refund: /^re_/, void: /^void_pi_/ },
  },
] as const;

describe.each(PROCESSORS)('payments through the order lifecycle, on $name', ({ app: appOf, ids }) => {
  let app: TestApp;
  beforeAll(() => {
    app = appOf();
  });

  it('captures the card when staff accept the order, and refunds it if the order is then cancelled', async () => {
    const order = await placeOrder(app);
    expect((await move(app, order.id, 'in_progress')).statusCode).toBe(200);
    let rows = await rowsOf(app, order.id);
    expect(rows.tenders[0]!.details).toMatchObject({ captureId: expect.stringMatching(ids.capture) });

    expect((await move(app, order.id, 'cancelled')).statusCode).toBe(200);
    rows = await rowsOf(app, order.id);
    expect(rows.tenders[0]!.details).toMatchObject({ refundId: expect.stringMatching(ids.refund) });
    expect(rows.events[0]!.data).toEqual({
      returned: [{ kind: 'card', amountCents: rows.tenders[0]!.amountCents, how: 'refunded' }],
    });
  });

  it('voids the authorization of an order cancelled before it was accepted', async () => {
    const order = await placeOrder(app);
    expect((await move(app, order.id, 'cancelled')).statusCode).toBe(200);
    const rows = await rowsOf(app, order.id);
    expect(rows.tenders[0]!.details).toMatchObject({ voidId: expect.stringMatching(ids.void) });
    expect(rows.tenders[0]!.details).not.toHaveProperty('captureId');
  });

  it('gives a gift card back what a cancelled order took from it', async () => {
    const order = await placeOrder(app, { voucher: { code: GIFT } }, false);
    const [before] = await app.db.select().from(giftCards).where(eq(giftCards.restaurantId, R));
    expect(before!.balanceCents).toBe(5000 - Math.round(order.costs.total * 100));

    expect((await move(app, order.id, 'cancelled')).statusCode).toBe(200);
    const [after] = await app.db.select().from(giftCards).where(eq(giftCards.restaurantId, R));
    expect(after!.balanceCents).toBe(5000);
    const ledger = await app.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, after!.id));
    expect(ledger.map((l) => [l.reason, l.amountCents])).toEqual([
      ['load', 5000],
      ['order', -Math.round(order.costs.total * 100)],
      ['refund', Math.round(order.costs.total * 100)],
    ]);
  });

  it('frees a single-use promo code when its order is cancelled', async () => {
    const priced = (code: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/orders/set-costs',
        headers: { 'x-restaurant-id': String(R) },
        payload: {
          items: [cartItem('bowl', 2)],
          costs: { discount: { code } },
          config: { takeout: true },
          type: 'pickup',
        },
      });
    const order = await placeOrder(app, { discount: { code: 'ONCE' } });
    expect((await priced('ONCE')).statusCode).toBe(400);
    expect((await move(app, order.id, 'cancelled')).statusCode).toBe(200);
    expect((await priced('ONCE')).statusCode).toBe(200);
  });
});

describe('payments through the order lifecycle when the processor fails', () => {
  it.each([
    [
      'en-CA',
      'The card payment could not be collected: the order was not accepted. Cancel it or contact the diner.',
    ],
    [
      'fr-CA',
      'Le paiement par carte n’a pas pu être encaissé\u00a0: la commande n’a pas été acceptée. Annulez-la ou contactez le client.',
    ],
  ])('a card the processor will not capture leaves the order pending (%s)', async (locale, message) => {
    const order = await placeOrder(refusing);
    const res = await move(refusing, order.id, 'in_progress', locale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 409, message });
    const rows = await rowsOf(refusing, order.id);
    expect(rows.order.status).toBe('pending');
    expect(rows.tenders[0]!.details).not.toHaveProperty('captureId');
  });

  it('cancels an order whose authorization the processor no longer holds: nothing to release', async () => {
    const order = await placeOrder(refusing);
    expect((await move(refusing, order.id, 'cancelled')).statusCode).toBe(200);
    const rows = await rowsOf(refusing, order.id);
    expect(rows.order.status).toBe('cancelled');
    expect(rows.tenders[0]!.details).toMatchObject({ voidId: 'none' });
  });

  it('answers a translated 409, not a 500, when the processor cannot be reached; the order stays as it was', async () => {
    const order = await placeOrder(unreachable);
    const res = await move(unreachable, order.id, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 409,
      message: 'The card payment could not be returned: the order was not cancelled. Please try again.',
    });
    expect((await rowsOf(unreachable, order.id)).order.status).toBe('pending');
  });
});
