/**
 * The Stripe adapter against a fake Stripe on 127.0.0.1: tokenizing cards and wallets, authorizing, refusals, 3-D
 * Secure, a merchant account per restaurant, and failures that say nothing certain. Captures, voids, refunds and
 * finding an authorization: stripe-gateway-settlement.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { authorized, card, gatewayAt, now, stripeAdapterFixtures } from './fake-stripe-fixtures';
import { ProcessorUnreachable } from './stripe-gateway';

const { fake, gatewayFor } = stripeAdapterFixtures();

describe('Stripe adapter against a fake Stripe on 127.0.0.1', () => {
  it('tokenizes card data with the postal code for AVS, and keeps only token, brand, last 4 and expiry', async () => {
    const gateway = gatewayFor();
    const token = await card(gateway, '4242 4242 4242 4242', 'k1k 1y1');
    expect(token).toEqual({
      ok: true,
      token: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2029,
    });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_methods')!;
    expect(sent.body).toMatchObject({
      type: 'card',
      card: { number: '4242424242424242', exp_month: '12', exp_year: '2029', cvc: '123' },
      billing_details: { address: { postal_code: 'K1K1Y1' } },
    });
    expect(sent.authorization).toBe('Bearer sk_test_fake');
  });

  it('refuses a malformed card before calling Stripe', async () => {
    const gateway = gatewayFor();
    expect(
      await gateway.tokenizeCard({ number: '4242 4242 4242 4241', expiry: '12/29', cvd: '123' }, now),
    ).toEqual({
      ok: false,
      code: 400,
      reason: 'invalid_card',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('authorizes with manual capture under the idempotency key, kept as metadata, multicapture asked for', async () => {
    const gateway = gatewayFor({ keyPrefix: 'test:' });
    const result = await authorized(gateway, 2599, 'checkout:abc');
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^pi_/), amount: 2599 });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(sent.idempotencyKey).toBe('test:checkout:abc');
    expect(sent.body).toMatchObject({
      amount: '2599',
      currency: 'cad',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      metadata: { ordering_key: 'checkout:abc', checkout: 'ck_1' },
      payment_method_options: {
        card: { request_multicapture: 'if_available', request_incremental_authorization: 'if_available' },
      },
    });
    // The same key again is Stripe's stored answer, not a second authorization.
    const again = await authorized(gateway, 2599, 'checkout:abc');
    expect(again.authorizationId).toBe(result.authorizationId);
    expect(fake.intentsWithMetadata('ordering_key', 'checkout:abc')).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', { ok: false, code: 410, reason: 'declined' }],
    ['4000 0000 0000 9995', { ok: false, code: 410, reason: 'insufficient_funds' }],
    ['4000 0000 0000 0119', { ok: false, code: 1803, reason: 'processor_error' }],
  ])('a refused card %s is %o', async (number, expected) => {
    const gateway = gatewayFor();
    const token = await card(gateway, number);
    const result = await gateway.authorize({
      amount: 1000,
      currency: 'CAD',
      token: token.token,
      idempotencyKey: `k-${number}`,
      reference: 'r',
    });
    expect(result).toEqual(expected);
  });

  it('a card Stripe does not take, or a saved card Stripe does not know, is "card not supported"', async () => {
    const gateway = gatewayFor();
    const notSupported = await gateway.authorize({
      amount: 1000,
      currency: 'CAD',
      token: 'pm_card_notSupported',
      idempotencyKey: 'k-ns',
      reference: 'r',
    });
    expect(notSupported).toEqual({ ok: false, code: 410, reason: 'card_not_supported' });
    const unknownCard = await gateway.authorize({
      amount: 1000,
      currency: 'CAD',
      token: 'pm_doesNotExist',
      idempotencyKey: 'k-unknown',
      reference: 'r',
    });
    expect(unknownCard).toEqual({ ok: false, code: 410, reason: 'card_not_supported' });
    // A sandbox token is not a Stripe one: refused before any call.
    expect(
      await gateway.authorize({
        amount: 1000,
        currency: 'CAD',
        token: 'tok_sbx_approve_x',
        idempotencyKey: 'k',
        reference: 'r',
      }),
    ).toEqual({ ok: false, code: 400, reason: 'invalid_card' });
  });

  it('3-D Secure asked for: authentication required, with the client secret the browser completes it with', async () => {
    const gateway = gatewayFor();
    const result = await gateway.authorize({
      amount: 1000,
      currency: 'CAD',
      token: 'pm_card_authenticationRequired',
      idempotencyKey: 'k-3ds',
      reference: 'r',
    });
    const [intent] = fake.intentsWithMetadata('ordering_key', 'k-3ds');
    expect(result).toEqual({
      ok: false,
      code: 410,
      reason: 'authentication_required',
      clientSecret: `${intent!.id}_secret_fake`,
      // The payment awaiting the diner, to cancel should the checkout be released first.
      authorizationId: intent!.id,
    });
    expect(intent?.status).toBe('requires_action');
    // Not authorized until the diner confirms it; then found by its key.
    expect(await gateway.findAuthorization('k-3ds')).toEqual({ found: false });
    fake.completeAuthentication(intent!.id);
    expect(await gateway.findAuthorization('k-3ds')).toMatchObject({ found: true, amount: 1000 });
  });

  it('a merchant account per restaurant (multipleMids) is sent as Stripe-Account, and named by the authorization', async () => {
    const mine = gatewayFor({ account: 'acct_kitchen1' });
    const other = gatewayFor({ account: 'acct_kitchen2' });
    const auth = await authorized(mine, 1000, 'checkout:mid');
    expect(auth.authorizationId).toMatch(/^acct_kitchen1\/pi_/);
    expect(fake.requests.every((r) => r.account === 'acct_kitchen1')).toBe(true);
    // Another merchant account does not see it, nor a bare intent id sent on the wrong account.
    expect(await other.findAuthorization('checkout:mid')).toEqual({ found: false });
    const bare = auth.authorizationId.split('/')[1]!;
    expect(await other.capture(bare)).toEqual({ ok: false, code: 400, reason: 'unknown_authorization' });
    expect(await mine.findAuthorization('checkout:mid')).toMatchObject({
      found: true,
      authorizationId: auth.authorizationId,
    });
    // Settled on the account that authorized it, whichever gateway of the app is asked.
    expect(await other.capture(auth.authorizationId, 400, 'k-mid-1')).toMatchObject({
      ok: true,
      amount: 400,
    });
    expect(fake.requests.at(-1)?.account).toBe('acct_kitchen1');
    expect(await gatewayFor().refund(auth.authorizationId, 400, 'k-mid-2')).toMatchObject({
      ok: true,
      amount: 400,
    });
    expect(fake.requests.at(-1)?.account).toBe('acct_kitchen1');
  });

  it('wallets: a Stripe.js payment method, a Google Pay Stripe token, an Apple Pay payment token', async () => {
    const gateway = gatewayFor();
    expect(
      await gateway.tokenizeWallet({ kind: 'apple_pay', payload: { paymentMethod: 'pm_card_visa' } }),
    ).toMatchObject({
      ok: true,
      token: 'pm_card_visa',
      last4: '4242',
    });
    const apple = await gateway.tokenizeWallet({
      kind: 'apple_pay',
      payload: {
        paymentData: { version: 'EC_v1', data: 'x' },
        paymentMethod: { network: 'Visa' },
        transactionIdentifier: 't',
      },
    });
    expect(apple).toMatchObject({ ok: true, token: expect.stringMatching(/^pm_/), brand: 'visa' });
    const tokenRequest = fake.requests.find((r) => r.path === '/v1/tokens')!;
    expect(tokenRequest.body).toMatchObject({
      pk_token: '{"version":"EC_v1","data":"x"}',
      pk_token_payment_network: 'Visa',
    });
    const googleToken = [...fake.walletTokens][0]!;
    const google = await gateway.tokenizeWallet({
      kind: 'google_pay',
      payload: { paymentMethodData: { tokenizationData: { token: JSON.stringify({ id: googleToken }) } } },
    });
    expect(google).toMatchObject({ ok: true, token: expect.stringMatching(/^pm_/) });
    if (!google.ok) throw new Error('unreachable');
    expect(
      await gateway.authorize({
        amount: 800,
        currency: 'CAD',
        token: google.token,
        idempotencyKey: 'k-gp',
        reference: 'r',
      }),
    ).toMatchObject({ ok: true });
    expect(await gateway.tokenizeWallet({ kind: 'google_pay', payload: { nothing: true } })).toEqual({
      ok: false,
      code: 400,
      reason: 'invalid_card',
    });
  });

  it('describes a payment method the browser made, keeping a saved card token whole', async () => {
    const gateway = gatewayFor();
    expect(await gateway.describePaymentMethod('pm_card_mastercard')).toEqual({
      ok: true,
      token: 'pm_card_mastercard',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2034,
    });
    expect(await gateway.describePaymentMethod('4242424242424242')).toEqual({
      ok: false,
      code: 400,
      reason: 'invalid_card',
    });
  });

  describe('failures that say nothing certain are thrown (the pipeline calls them unknown; recovery asks later)', () => {
    it('a timeout', async () => {
      const gateway = gatewayFor({ timeoutMs: 300 });
      fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'stall' });
      const started = Date.now();
      await expect(
        gateway.authorize({
          amount: 1000,
          currency: 'CAD',
          token: 'pm_card_visa',
          idempotencyKey: 'k-to',
          reference: 'r',
        }),
      ).rejects.toBeInstanceOf(ProcessorUnreachable);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('an answer lost after Stripe authorized: recovery finds the authorization by its key', async () => {
      const gateway = gatewayFor();
      // stripe-node sends a request again once when its connection closes: both attempts lose the answer.
      fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
      fake.failNext(/POST \/v1\/payment_intents$/, { kind: 'lose_answer' });
      await expect(
        gateway.authorize({
          amount: 1500,
          currency: 'CAD',
          token: 'pm_card_visa',
          idempotencyKey: 'checkout:lost',
          reference: 'r',
        }),
      ).rejects.toBeInstanceOf(ProcessorUnreachable);
      expect(await gateway.findAuthorization('checkout:lost')).toMatchObject({ found: true, amount: 1500 });
      expect(fake.intentsWithMetadata('ordering_key', 'checkout:lost')).toHaveLength(1);
    });

    it('a Stripe 500 and a refused connection', async () => {
      const gateway = gatewayFor();
      fake.failNext(/capture$/, { kind: 'error', status: 500, type: 'api_error' });
      const auth = await authorized(gateway);
      await expect(gateway.capture(auth.authorizationId, undefined, 'k-500')).rejects.toBeInstanceOf(
        ProcessorUnreachable,
      );
      const nowhere = gatewayAt(fake, { port: 1, maxNetworkRetries: 0 });
      await expect(nowhere.findAuthorization('checkout:x')).rejects.toBeInstanceOf(ProcessorUnreachable);
      await expect(nowhere.void('pi_x')).rejects.toBeInstanceOf(ProcessorUnreachable);
    });

    it('a rate limit, a bad key and an idempotency clash are processor errors (1803), not unknown', async () => {
      const gateway = gatewayFor();
      fake.failNext(/POST \/v1\/payment_intents$/, {
        kind: 'error',
        status: 429,
        type: 'invalid_request_error',
        code: 'rate_limit',
      });
      expect(
        await gateway.authorize({
          amount: 1000,
          currency: 'CAD',
          token: 'pm_card_visa',
          idempotencyKey: 'k-429',
          reference: 'r',
        }),
      ).toEqual({ ok: false, code: 1803, reason: 'processor_error' });
      const wrongKey = gatewayAt(fake, { secretKey: 'sk_test_wrong' });
      expect(
        await wrongKey.authorize({
          amount: 1000,
          currency: 'CAD',
          token: 'pm_card_visa',
          idempotencyKey: 'k-401',
          reference: 'r',
        }),
      ).toEqual({ ok: false, code: 1803, reason: 'processor_error' });
      await authorized(gateway, 1000, 'k-same');
      expect(
        await gateway.authorize({
          amount: 2000,
          currency: 'CAD',
          token: 'pm_card_visa',
          idempotencyKey: 'k-same',
          reference: 'r',
        }),
      ).toEqual({ ok: false, code: 1803, reason: 'processor_error' });
    });
  });
});
