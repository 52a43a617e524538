/**
 * A card is checked with its bank before it is saved (payment-methods.service.ts): the sandbox's declined,
 * insufficient-funds and processor-error cards are refused with 402 and nothing is stored; the next good card is
 * saved as if the refused ones had never been typed.
 */
import { describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { ProcessorUnreachable } from '../../adapters/payments/stripe/stripe-gateway';
import { paymentMethods } from '../../db/schema';
import { setPaymentGateway } from '../payments';
import { call, signUp, t, useAccountsTestApp } from './accounts-test-kit';

useAccountsTestApp();

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvd: '123', postalCode: 'M5V 1A1' });
const cardsOf = async (token: string) =>
  (await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token })).json().paymentMethods as {
    last4: string;
    isDefault: boolean;
  }[];
const storedRows = async () => (await t.handle.db.select().from(paymentMethods)).length;

describe('a card checked with its bank before it is saved', () => {
  it('refuses the declined, insufficient-funds and failing test cards, stores nothing, then saves the next as default', async () => {
    const u = await signUp(t.app);
    const before = await storedRows();
    const refused = [
      ['4000 0000 0000 0002', 'fr-CA', 410, 'Votre banque a refusé cette carte. Essayez une autre carte.'],
      ['4000 0000 0000 9995', 'en-CA', 410, 'This card was declined by your bank. Try another card.'],
      ['4000 0000 0000 0119', 'en-CA', 1803, 'Your payment could not be processed. Please try again.'],
    ] as const;
    for (const [number, locale, code, message] of refused) {
      const res = await call(t.app, 'POST', '/api/auth/payment-method', card(number), {
        token: u.token,
        locale,
      });
      expect(res.statusCode, number).toBe(402);
      expect(res.json()).toMatchObject({ code, message });
    }
    expect(await storedRows()).toBe(before);
    expect(await cardsOf(u.token)).toEqual([]);

    const saved = await call(t.app, 'POST', '/api/auth/payment-method', card('4242 4242 4242 4242'), {
      token: u.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  });

  it('refuses a declined replacement card and keeps the card it was to replace', async () => {
    const u = await signUp(t.app);
    const [visa] = (
      await call(t.app, 'POST', '/api/auth/payment-method', card('4242 4242 4242 4242'), { token: u.token })
    ).json();
    const res = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: visa.paymentCardId, ...card('4000 0000 0000 0002') },
      { token: u.token },
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 410,
      message: 'This card was declined by your bank. Try another card.',
    });
    expect(await cardsOf(u.token)).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  });

  it('stores nothing when the processor cannot be reached to check the card (503)', async () => {
    class Unreachable extends SandboxGateway {
      override async verifyCard(): Promise<never> {
        throw new ProcessorUnreachable(new Error('connection reset'));
      }
    }
    // The file's last test: the app keeps this gateway until it closes.
    setPaymentGateway(t.app, new Unreachable());
    const u = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/payment-method', card('4242 4242 4242 4242'), {
      token: u.token,
    });
    expect(res.statusCode).toBe(503);
    expect(await cardsOf(u.token)).toEqual([]);
  });
});
