/**
 * The submission pipeline end to end, the two-phase payment under faults: a settled
 * checkout retiring its recovery, a retry while the first submission is still paying, a processor that dies after
 * authorizing, a crash between the two transactions and its recovery.
 */

import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { checkouts, orders, orderTenders, outbox } from '../../db/schema';
import { futureSlot } from '../../testing/order-fixtures';
import { setPaymentGateway } from '../payments';
import { recoverCheckout } from './submission/recover';
import { body, ctx, key, R, rows, submissionApp, submit } from './submission-fixtures';

submissionApp();

describe('two-phase payment under faults', () => {
  it('a settled checkout retires its recovery message: the worker never reads it', async () => {
    const res = await submit(body({ pickup: futureSlot(57) }));
    expect(res.statusCode).toBe(200);
    const [placed] = await ctx.t.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.publicId, res.json().checkoutId));
    expect(placed?.status).toBe('placed');
    const recovery = await ctx.t.db.select().from(outbox).where(eq(outbox.type, 'checkout.recover'));
    expect(recovery.some((m) => (m.payload as { checkoutId: string }).checkoutId === placed?.publicId)).toBe(
      false,
    );
  });

  it('a retry sent while the first submission is still paying waits for it and answers its order', async () => {
    const slow = new SandboxGateway({ latencyMs: 400 });
    setPaymentGateway(ctx.t.app, slow);
    try {
      const payload = body({ pickup: futureSlot(58) });
      const headers = { 'x-restaurant-id': String(R), 'idempotency-key': key() };
      const send = () => ctx.t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
      const first = send();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [a, b] = await Promise.all([first, send()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.json().id).toBe(a.json().id);
    } finally {
      setPaymentGateway(ctx.t.app, ctx.gateway);
    }
  });

  it('a processor that dies after authorizing leaves no order and no hold', async () => {
    ctx.gateway.dieAfterAuthorize = true;
    try {
      const res = await submit(body({ pickup: futureSlot(53) }));
      expect(res.statusCode).toBe(402);
      expect(res.json().code).toBe(1803);
    } finally {
      ctx.gateway.dieAfterAuthorize = false;
    }
    const [last] = await ctx.t.db
      .select()
      .from(checkouts)
      .orderBy(checkouts.id)
      .limit(1)
      .offset((await rows(checkouts)) - 1);
    expect(last?.status).toBe('payment_failed');
    expect(await ctx.gateway.findAuthorization(`checkout:${last?.publicId}`)).toEqual({ found: false });
  });

  it("an answer lost while the processor's search lags: the diner is told, and recovery gives back the late authorization", async () => {
    // The processor authorizes but its answer is lost; asked at once, its search does not show it yet (Stripe's
    // search is eventually consistent); asked again later, it does.
    let searches = 0;
    const lagging: PaymentGateway = Object.create(ctx.gateway);
    lagging.authorize = async (request) => {
      await ctx.gateway.authorize(request);
      throw new Error('socket hang up');
    };
    lagging.findAuthorization = async (idempotencyKey) =>
      searches++ === 0 ? { found: false } : ctx.gateway.findAuthorization(idempotencyKey);
    setPaymentGateway(ctx.t.app, lagging);
    let res: Awaited<ReturnType<typeof submit>>;
    try {
      res = await submit(body({ pickup: futureSlot(59) }));
    } finally {
      setPaymentGateway(ctx.t.app, ctx.gateway);
    }
    expect(res.json().code).toBe(1803);
    const [released] = await ctx.t.db
      .select()
      .from(checkouts)
      .orderBy(checkouts.id)
      .offset((await rows(checkouts)) - 1);
    expect(released).toMatchObject({
      status: 'payment_failed',
      failure: { reason: 'processor_unreachable' },
    });
    const authorization = await ctx.gateway.findAuthorization(`checkout:${released?.publicId}`);
    expect(authorization.found).toBe(true);
    // The checkout's recovery message falls due: the authorization the search now shows is voided.
    await recoverCheckout(ctx.t.db, lagging, released?.publicId ?? '');
    expect(await ctx.gateway.findAuthorization(`checkout:${released?.publicId}`)).toEqual({ found: false });
    if (authorization.found) expect(ctx.gateway.held(authorization.authorizationId)).toBe(0);
  });

  it('a crash between the two transactions is recovered: one order and one authorization, or none and no hold', async () => {
    // The crash: the server authorized, then died before transaction 2. Simulated by a gateway whose answer is lost
    // and whose "ask again" also fails, so the request leaves the checkout for recovery.
    const lost: PaymentGateway = Object.create(ctx.gateway);
    lost.authorize = async (request) => {
      await ctx.gateway.authorize(request);
      throw new Error('process killed');
    };
    lost.findAuthorization = async () => {
      throw new Error('process killed');
    };
    setPaymentGateway(ctx.t.app, lost);
    let res: Awaited<ReturnType<typeof submit>>;
    try {
      res = await submit(body({ pickup: futureSlot(54) }));
    } finally {
      setPaymentGateway(ctx.t.app, ctx.gateway);
    }
    expect(res.json().code).toBe(1803);
    const [answered] = await ctx.t.db
      .select()
      .from(checkouts)
      .orderBy(checkouts.id)
      .offset((await rows(checkouts)) - 1);
    expect(answered?.status).toBe('awaiting_payment');
    const recovery = await ctx.t.db.select().from(outbox).where(eq(outbox.type, 'checkout.recover'));
    expect(
      recovery.some((m) => (m.payload as { checkoutId: string }).checkoutId === answered?.publicId),
    ).toBe(true);
    // The diner was told it failed: recovery voids the authorization and releases everything.
    await recoverCheckout(ctx.t.db, ctx.gateway, answered?.publicId ?? '');
    const [released] = await ctx.t.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, answered?.id ?? 0));
    expect(released?.status).toBe('payment_failed');
    expect(await ctx.gateway.findAuthorization(`checkout:${answered?.publicId}`)).toEqual({ found: false });

    // A crash before any answer: the checkout reserved and authorized, never settled. Recovery places it once.
    const { RECOVERY_DELAY_MS, reserve } = await import('./submission/reserve');
    const { pay } = await import('./submission/pay');
    const { planOrders } = await import('./submission/plan-orders');
    const { validateOrders } = await import('./submission/validate-orders');
    const { priceOrders } = await import('./submission/price-orders');
    const { planPayment } = await import('../payments');
    const entry = await ctx.t.app.publishedVersions.getByRestaurantId(R);
    if (!entry) throw new Error('restaurant');
    const input = {
      kind: 'order' as const,
      entry,
      body: body({ pickup: futureSlot(55) }) as unknown as SubmitOrderRequest,
      idempotencyKey: key(),
      // The ordering clock six hours ahead, as CLOCK_START sets it in journeys and the bench.
      now: new Date(Date.now() + 6 * 3_600_000),
      locale: 'en-CA' as const,
      userId: null,
      places: ctx.t.app.places,
      maxTotalCents: 1_000_000,
    };
    const priced = await priceOrders(
      ctx.t.db,
      input,
      validateOrders(input, await planOrders(ctx.t.db, input)),
    );
    const plan = await planPayment(ctx.gateway, {
      file: entry.data,
      checkout: input.body.data.checkout,
      amount: priced.costs.amountToCharge,
      now: input.now,
    });
    const reserved = await reserve(ctx.t.db, input, priced, plan, 'hash');
    // Its recovery falls due by the real clock, which the outbox worker claims by, not by the ordering clock.
    const [message] = await ctx.t.db.select().from(outbox).where(eq(outbox.id, reserved.recoveryId));
    const dueIn = (message?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(dueIn).toBeGreaterThan(RECOVERY_DELAY_MS - 60_000);
    expect(dueIn).toBeLessThanOrEqual(RECOVERY_DELAY_MS);
    const auths = ctx.gateway.authorized;
    expect((await pay(ctx.gateway, reserved)).kind).toBe('authorized');
    // ... the process dies here. The outbox worker runs recovery, twice (at least once delivery).
    await recoverCheckout(ctx.t.db, ctx.gateway, reserved.checkoutPublicId);
    await recoverCheckout(ctx.t.db, ctx.gateway, reserved.checkoutPublicId);
    const placed = await ctx.t.db.select().from(orders).where(eq(orders.checkoutId, reserved.checkoutId));
    expect(placed.map((o) => o.status)).toEqual(['pending']);
    expect(ctx.gateway.authorized).toBe(auths + 1);
    const tenders = await ctx.t.db
      .select()
      .from(orderTenders)
      .where(eq(orderTenders.orderId, placed[0]?.id ?? 0));
    expect(tenders.filter((x) => x.kind === 'card')).toHaveLength(1);

    // And a crash before the processor was asked: recovery finds no authorization and releases.
    const again = {
      ...input,
      idempotencyKey: key(),
      body: body({ pickup: futureSlot(56) }) as unknown as SubmitOrderRequest,
    };
    const priced2 = await priceOrders(
      ctx.t.db,
      again,
      validateOrders(again, await planOrders(ctx.t.db, again)),
    );
    const reserved2 = await reserve(ctx.t.db, again, priced2, plan, 'hash');
    await recoverCheckout(ctx.t.db, ctx.gateway, reserved2.checkoutPublicId);
    const [gone] = await ctx.t.db.select().from(orders).where(eq(orders.checkoutId, reserved2.checkoutId));
    expect(gone?.status).toBe('payment_failed');
  });
});
