/**
 * A card staff take over the phone through the Stripe adapter (decision 074): the intent is flagged MOTO, a card whose
 * bank would ask for 3-D Secure is authorized without it, and an account Stripe has not enabled for MOTO is told
 * apart from a decline, against the fake Stripe on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { stripeAdapterFixtures } from './fake-stripe-fixtures';

const { fake, gatewayFor } = stripeAdapterFixtures();

const motoRequest = (token: string, key: string) => ({
  amount: 2599 as never,
  currency: 'CAD' as const,
  token,
  idempotencyKey: key,
  reference: 'ck_moto',
  moto: true,
});

describe('a mail/telephone order through the Stripe adapter', () => {
  it('flags the intent MOTO and authorizes it with manual capture', async () => {
    const result = await gatewayFor().authorize(motoRequest('pm_card_visa', 'checkout:moto-1'));
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^pi_/), amount: 2599 });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(sent.body).toMatchObject({
      capture_method: 'manual',
      confirm: 'true',
      payment_method_options: { card: { moto: 'true' } },
    });
  });

  it('never sends the flag on a diner’s own payment', async () => {
    const { moto: _moto, ...diner } = motoRequest('pm_card_visa', 'checkout:moto-2');
    expect((await gatewayFor().authorize(diner)).ok).toBe(true);
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect((sent.body.payment_method_options as { card: Record<string, unknown> }).card.moto).toBeUndefined();
  });

  it('takes a card whose bank asks diners for 3-D Secure without asking for it', async () => {
    const result = await gatewayFor().authorize(
      motoRequest('pm_card_authenticationRequired', 'checkout:moto-3'),
    );
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^pi_/), amount: 2599 });
  });

  it('says the account does not take MOTO when Stripe has not enabled it, and nothing is held', async () => {
    fake.motoEnabled = false;
    const result = await gatewayFor().authorize(motoRequest('pm_card_visa', 'checkout:moto-4'));
    expect(result).toEqual({ ok: false, code: 410, reason: 'moto_not_enabled' });
    expect(
      [...fake.paymentIntents.values()].some((pi) => pi.metadata.ordering_key === 'checkout:moto-4'),
    ).toBe(false);
  });
});
