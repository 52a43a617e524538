import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n, startTranslations } from '../../lib/i18n';
import { changedCostsKey, orderErrorText, paymentRefusalText } from './order-errors';

describe('the submission errors a diner reads', () => {
  it('join the prefix and the message with the language’s punctuation (a space before the colon in French)', async () => {
    await startTranslations('en-CA');
    const refused = new ApiError(402, 410, 'Votre paiement a été refusé.');
    expect(orderErrorText(new ApiError(409, 419, 'Orders are paused.'), i18n.t)).toBe(
      'Orders are paused: Orders are paused.',
    );
    await i18n.changeLanguage('fr-CA');
    expect(orderErrorText(refused, i18n.t)).toBe(
      'Le paiement n’a pas été accepté\u00a0: Votre paiement a été refusé.',
    );
    await i18n.changeLanguage('en-CA');
  });

  it('name insufficient funds when the processor gives it as the cause', async () => {
    await startTranslations('en-CA');
    expect(paymentRefusalText(new ApiError(402, 410, '', { reason: 'insufficient_funds' }), i18n.t)).toMatch(
      /insufficient funds/,
    );
    expect(paymentRefusalText(new ApiError(402, 410, '', { reason: 'declined' }), i18n.t)).toMatch(
      /declined/,
    );
    expect(paymentRefusalText(new ApiError(409, 419, ''), i18n.t)).toBeNull();
    // Confirmed too late: the server's own words (the card was not charged), not "declined".
    const late = 'Confirming this payment took too long: it was cancelled and your card was not charged.';
    expect(paymentRefusalText(new ApiError(402, 410, late, { reason: 'expired' }), i18n.t)).toBe(late);
  });
});

describe('a 428 the diner reads', () => {
  it.each([
    ['a price', { total: 11.3 }, 'checkout.priceChanged'],
    ['a gift card spent elsewhere', { total: 24.86, reason: 'gift_card' }, 'checkout.giftCardChanged'],
    ['credits spent elsewhere', { total: 24.86, reason: 'credits' }, 'checkout.creditsChanged'],
    ['no details', undefined, 'checkout.priceChanged'],
  ])('names what moved: %s', (_name, details, key) => {
    expect(changedCostsKey(new ApiError(409, 428, 'changed', details))).toBe(key);
  });
});
