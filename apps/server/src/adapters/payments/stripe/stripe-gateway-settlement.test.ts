/**
 * The Stripe adapter settling an authorization against a fake Stripe on 127.0.0.1: whole and partial captures (a
 * share per kitchen), voids, refunds, and finding an authorization by its key. The rest: stripe-gateway.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { authorized, stripeAdapterFixtures } from './fake-stripe-fixtures';

const { fake, gatewayFor } = stripeAdapterFixtures();

describe('Stripe adapter against a fake Stripe on 127.0.0.1', () => {
  it('captures the whole authorization', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    const capture = await gateway.capture(auth.authorizationId, undefined, 'tender:1:capture');
    expect(capture).toMatchObject({ ok: true, amount: 3000 });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({
      status: 'succeeded',
      amount_received: 3000,
    });
    expect(fake.requests.at(-1)).toMatchObject({ idempotencyKey: 'tender:1:capture', body: {} });
  });

  it('partial captures: each share keeps the rest (final_capture false) until nothing is left', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    expect(await gateway.capture(auth.authorizationId, 1200, 'tender:11:capture')).toMatchObject({
      ok: true,
      amount: 1200,
    });
    expect(fake.requests.at(-1)?.body).toEqual({ amount_to_capture: '1200', final_capture: 'false' });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 1800,
    });
    expect(await gateway.capture(auth.authorizationId, 1800, 'tender:12:capture')).toMatchObject({
      ok: true,
      amount: 1800,
    });
    expect(fake.requests.at(-1)?.body).toEqual({ amount_to_capture: '1800', final_capture: 'false' });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({
      status: 'succeeded',
      amount_received: 3000,
    });
    // More than is left is refused, and the same capture retried is the first answer.
    expect(await gateway.capture(auth.authorizationId, 1, 'tender:13:capture')).toEqual({
      ok: false,
      code: 400,
      reason: 'unknown_authorization',
    });
    expect(await gateway.capture(auth.authorizationId, 1800, 'tender:12:capture')).toMatchObject({
      ok: true,
      amount: 1800,
    });
  });

  it("a declined kitchen's share: the others' captures keep the rest capturable, then a void releases it", async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    expect(await gateway.capture(auth.authorizationId, 1000, 'tender:41:capture')).toMatchObject({
      ok: true,
    });
    // The second share (1200) was declined; the third is captured, then what is left released.
    expect(await gateway.capture(auth.authorizationId, 800, 'tender:43:capture')).toMatchObject({ ok: true });
    expect(fake.requests.at(-1)?.body).toEqual({ amount_to_capture: '800', final_capture: 'false' });
    expect(await gateway.void(auth.authorizationId, 'tender:43:release-rest')).toMatchObject({ ok: true });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({
      amount_received: 1800,
      amount_capturable: 0,
    });
    // The capture sent again (a replayed settlement) has the same parameters: Stripe's first answer.
    expect(await gateway.capture(auth.authorizationId, 800, 'tender:43:capture')).toMatchObject({ ok: true });
  });

  it('a void after a share was captured releases the rest and keeps the capture', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    expect(await gateway.capture(auth.authorizationId, 1000, 'tender:51:capture')).toMatchObject({
      ok: true,
    });
    expect(await gateway.void(auth.authorizationId, 'tender:52:void')).toMatchObject({ ok: true });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({
      amount_received: 1000,
      amount_capturable: 0,
    });
  });

  it('a partial capture on an account without multicapture is a processor error, the hold kept', async () => {
    fake.multicaptureAvailable = false;
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    expect(await gateway.capture(auth.authorizationId, 1000, 'tender:9:capture')).toEqual({
      ok: false,
      code: 1803,
      reason: 'processor_error',
    });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 3000,
    });
  });

  it('voids (cancels) an authorization; voiding again or an unknown one is unknown_authorization', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    expect(await gateway.void(auth.authorizationId, 'tender:1:void')).toEqual({
      ok: true,
      id: `void_${auth.authorizationId}`,
      amount: 3000,
    });
    expect(fake.paymentIntents.get(auth.authorizationId)?.status).toBe('canceled');
    expect(await gateway.void(auth.authorizationId, 'tender:1:void:again')).toEqual({
      ok: false,
      code: 400,
      reason: 'unknown_authorization',
    });
    expect(await gateway.void('pi_nope')).toEqual({ ok: false, code: 400, reason: 'unknown_authorization' });
    expect(await gateway.void('auth_sbx_1')).toEqual({
      ok: false,
      code: 400,
      reason: 'unknown_authorization',
    });
  });

  it('refunds whole or in part, never more than captured, each refund under its own key', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 3000);
    expect(await gateway.refund(auth.authorizationId, 500, 'tender:21:refund:early')).toEqual({
      ok: false,
      code: 1803,
      reason: 'processor_error',
    });
    await gateway.capture(auth.authorizationId, undefined, 'tender:21:capture');
    const first = await gateway.refund(auth.authorizationId, 500, 'tender:21:refund:line:7');
    expect(first).toEqual({ ok: true, id: expect.stringMatching(/^re_/), amount: 500 });
    expect(fake.requests.at(-1)).toMatchObject({
      idempotencyKey: 'tender:21:refund:line:7',
      body: { payment_intent: auth.authorizationId, amount: '500' },
    });
    expect(await gateway.refund(auth.authorizationId, 500, 'tender:21:refund:line:7')).toEqual(first);
    expect(await gateway.refund(auth.authorizationId, 2500, 'tender:21:refund')).toMatchObject({
      ok: true,
      amount: 2500,
    });
    expect(await gateway.refund(auth.authorizationId, 1, 'tender:21:refund:more')).toEqual({
      ok: false,
      code: 1803,
      reason: 'processor_error',
    });
  });

  it('finds an authorization by the idempotency key it was asked under; a cancelled one is not found', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 4200, "checkout:it's-1");
    expect(await gateway.findAuthorization("checkout:it's-1")).toEqual({
      found: true,
      authorizationId: auth.authorizationId,
      amount: 4200,
    });
    expect(await gateway.findAuthorization('checkout:never')).toEqual({ found: false });
    await gateway.void(auth.authorizationId);
    expect(await gateway.findAuthorization("checkout:it's-1")).toEqual({ found: false });
  });

  it('raises a hold in place (a table tab), once per key; a card without raises and a declined raise keep the hold', async () => {
    const gateway = gatewayFor();
    const auth = await authorized(gateway, 5000);
    expect(await gateway.incrementAuthorization(auth.authorizationId, 10_000, 'tab:t1:raise:10000')).toEqual({
      ok: true,
      authorizationId: auth.authorizationId,
      amount: 10_000,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payment_intents/${auth.authorizationId}/increment_authorization`,
      idempotencyKey: 'tab:t1:raise:10000',
      body: { amount: '10000' },
    });
    // Sent again (its answer lost): Stripe already holds it, nothing more is asked.
    const calls = fake.requests.length;
    expect(
      await gateway.incrementAuthorization(auth.authorizationId, 10_000, 'tab:t1:raise:10000'),
    ).toMatchObject({
      ok: true,
      amount: 10_000,
    });
    expect(fake.requests.slice(calls).map((r) => r.path)).toEqual([
      `/v1/payment_intents/${auth.authorizationId}`,
    ]);
    expect(await gateway.capture(auth.authorizationId, 7300, 'tab:t1:close')).toMatchObject({ ok: true });
    expect(fake.paymentIntents.get(auth.authorizationId)).toMatchObject({ amount_received: 7300 });

    // The bank declines the raise: the intent still holds what it held.
    const declined = await authorized(gateway, 5000);
    fake.failNext(/increment_authorization$/, {
      kind: 'error',
      status: 402,
      type: 'card_error',
      code: 'card_declined',
    });
    expect(await gateway.incrementAuthorization(declined.authorizationId, 10_000, 'tab:t2:raise')).toEqual({
      ok: false,
      code: 410,
      reason: 'declined',
    });
    expect(fake.paymentIntents.get(declined.authorizationId)).toMatchObject({ amount_capturable: 5000 });

    // Stripe did not grant raises on this intent: no raise is asked, the tab asks for another card.
    fake.incrementalAvailable = false;
    const fixed = await authorized(gateway, 5000);
    const before = fake.requests.length;
    expect(await gateway.incrementAuthorization(fixed.authorizationId, 10_000, 'tab:t3:raise')).toEqual({
      ok: false,
      code: 410,
      reason: 'card_not_supported',
    });
    expect(fake.requests.slice(before).some((r) => r.path.endsWith('/increment_authorization'))).toBe(false);
    expect(await gateway.incrementAuthorization('pi_unknown', 10_000, 'tab:t4:raise')).toMatchObject({
      ok: false,
      code: 400,
    });
  });
});
