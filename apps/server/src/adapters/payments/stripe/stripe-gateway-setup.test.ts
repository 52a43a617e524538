/**
 * The Stripe adapter checking a card before it is saved (`verifyCard`), against the fake Stripe on 127.0.0.1: a
 * SetupIntent confirmed for off-session use on the diner's customer; the test cards refused as at payment.
 */
import { describe, expect, it } from 'vitest';
import { card, stripeAdapterFixtures } from './fake-stripe-fixtures';
import { ProcessorUnreachable } from './stripe-gateway';

const { fake, gatewayFor } = stripeAdapterFixtures();
const saving = { userId: 7, savedTokens: [] as string[] };

describe('Stripe adapter: a card checked before it is saved', () => {
  it('confirms a SetupIntent off-session on a new customer, and keeps the card attached to it, reusable', async () => {
    const gateway = gatewayFor({ keyPrefix: 'test:' });
    const token = await card(gateway, '4242 4242 4242 4242');
    const result = await gateway.verifyCard(token.token, saving);
    expect(result).toEqual({ ok: true, token: expect.stringMatching(/^cus_\w+\/pm_\w+$/) });
    const kept = result.ok ? result.token : '';
    const [customer, pm] = kept.split('/');
    const setup = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/setup_intents')!;
    expect(setup.body).toEqual({
      payment_method: pm,
      customer,
      usage: 'off_session',
      allowed_payment_method_types: { '0': 'card' },
      confirm: 'true',
      metadata: { ordering_user: '7' },
    });
    expect(setup.idempotencyKey).toBe(`test:setup:${kept}`);
    expect([...fake.setupIntents.values()].map((si) => si.status)).toEqual(['succeeded']);
    expect(fake.paymentMethods.get(pm!)?.customer).toBe(customer);
    // Saved on the customer, the card pays again and again.
    for (const key of ['a', 'b']) {
      const paid = await gateway.authorize({
        amount: 1000,
        currency: 'CAD',
        token: kept,
        idempotencyKey: `after-setup:${key}`,
        reference: 'r',
      });
      expect(paid).toMatchObject({ ok: true });
    }
  });

  it("uses the customer of the diner's other Stripe cards rather than making another", async () => {
    const gateway = gatewayFor();
    const first = await gateway.verifyCard((await card(gateway, '4242 4242 4242 4242')).token, saving);
    const customer = first.ok ? first.token.split('/')[0] : '';
    fake.requests.length = 0;
    const second = await gateway.verifyCard((await card(gateway, '5555 5555 5555 4444')).token, {
      userId: 7,
      savedTokens: [first.ok ? first.token : ''],
    });
    expect(second).toEqual({ ok: true, token: expect.stringMatching(new RegExp(`^${customer}/pm_`)) });
    expect(fake.requests.some((r) => r.path === '/v1/customers')).toBe(false);
  });

  it.each([
    ['4000 0000 0000 0002', { ok: false, code: 410, reason: 'declined' }],
    ['4000 0000 0000 9995', { ok: false, code: 410, reason: 'insufficient_funds' }],
    ['4000 0000 0000 0119', { ok: false, code: 1803, reason: 'processor_error' }],
  ])('refuses %s as at payment (%o), the card attached to no one', async (number, expected) => {
    const gateway = gatewayFor();
    const token = await card(gateway, number);
    expect(await gateway.verifyCard(token.token, saving)).toEqual(expected);
    expect(fake.paymentMethods.get(token.token)?.customer).toBeNull();
    const setup = [...fake.setupIntents.values()].find((si) => si.payment_method === token.token);
    expect(setup?.status).toBe('requires_payment_method');
  });

  it('refuses a card whose bank asks for 3-D Secure at setup, its SetupIntent cancelled', async () => {
    const gateway = gatewayFor();
    const result = await gateway.verifyCard('pm_card_authenticationRequired', saving);
    expect(result).toEqual({ ok: false, code: 410, reason: 'authentication_required' });
    const setup = [...fake.setupIntents.values()].find(
      (si) => si.payment_method === 'pm_card_authenticationRequired',
    );
    expect(setup?.status).toBe('canceled');
    expect(fake.requests.some((r) => r.path === `/v1/setup_intents/${setup?.id}/cancel`)).toBe(true);
  });

  it('answers the challenge to a browser that can show it, and keeps the card once the diner passed it', async () => {
    const gateway = gatewayFor();
    const token = await card(gateway, '4000 0025 0000 3155');
    const asked = await gateway.verifyCard(token.token, { ...saving, browserChallenge: true });
    expect(asked).toEqual({
      ok: false,
      code: 410,
      reason: 'authentication_required',
      clientSecret: expect.stringMatching(/^seti_\w+_secret_/),
      setupId: expect.stringMatching(/^seti_/),
    });
    const setupId = 'setupId' in asked ? asked.setupId : '';
    expect(fake.setupIntents.get(setupId)?.status).toBe('requires_action');
    // Another diner cannot complete this diner's check.
    expect(await gateway.completeCardCheck(setupId, 8)).toEqual({
      ok: false,
      code: 400,
      reason: 'invalid_card',
    });
    fake.completeSetupAuthentication(setupId);
    const done = await gateway.completeCardCheck(setupId, 7);
    expect(done).toEqual({ ok: true, token: expect.stringMatching(new RegExp(`^cus_\\w+/${token.token}$`)) });
    const paid = await gateway.authorize({
      amount: 1500,
      currency: 'CAD',
      token: done.ok ? done.token : '',
      idempotencyKey: 'after-3ds-setup',
      reference: 'r',
    });
    expect(paid).toMatchObject({ ok: true });
  });

  it('cancels the check of a diner who failed the challenge, and keeps nothing', async () => {
    const gateway = gatewayFor();
    const token = await card(gateway, '4000 0025 0000 3155');
    const asked = await gateway.verifyCard(token.token, { ...saving, browserChallenge: true });
    const setupId = 'setupId' in asked ? asked.setupId : '';
    fake.completeSetupAuthentication(setupId, false);
    expect(await gateway.completeCardCheck(setupId, 7)).toEqual({
      ok: false,
      code: 410,
      reason: 'authentication_failed',
    });
    expect(fake.setupIntents.get(setupId)?.status).toBe('canceled');
    expect(fake.paymentMethods.get(token.token)?.customer).toBeNull();
  });

  it('a challenge the diner left unanswered is cancelled when completed, so it cannot pass later', async () => {
    const gateway = gatewayFor();
    const asked = await gateway.verifyCard('pm_card_authenticationRequired', {
      ...saving,
      browserChallenge: true,
    });
    const setupId = 'setupId' in asked ? asked.setupId : '';
    expect(await gateway.completeCardCheck(setupId, 7)).toMatchObject({ reason: 'authentication_failed' });
    expect(fake.setupIntents.get(setupId)?.status).toBe('canceled');
  });

  it('refuses a token that is not a Stripe card before any call', async () => {
    const gateway = gatewayFor();
    expect(await gateway.verifyCard('tok_sbx_approve_x', saving)).toEqual({
      ok: false,
      code: 400,
      reason: 'invalid_card',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('throws ProcessorUnreachable when Stripe gives no certain answer', async () => {
    const gateway = gatewayFor();
    const token = await card(gateway, '4242 4242 4242 4242');
    fake.failNext(/^POST \/v1\/setup_intents$/, { kind: 'error', status: 500, type: 'api_error' });
    await expect(gateway.verifyCard(token.token, saving)).rejects.toBeInstanceOf(ProcessorUnreachable);
  });
});
