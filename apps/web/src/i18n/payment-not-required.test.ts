import { describe, expect, it } from 'vitest';
import en from './en-CA.json';
import fr from './fr-CA.json';

/**
 * "Nothing to pay" (the checkout's payment section when the total is covered) names what covers it: account credits
 * were called "your gift card and discounts". One sentence per case, in both languages.
 */
describe('the "nothing to pay" sentences', () => {
  it('name account credits when credits pay, in English and in French', () => {
    expect(en.checkout.notRequiredCredits).toBe('Nothing to pay: your account credits cover the total.');
    expect(en.checkout.notRequiredGiftCardCredits).toBe(
      'Nothing to pay: your gift card and account credits cover the total.',
    );
    expect(fr.checkout.notRequiredCredits).toBe(
      'Rien à payer\u00a0: vos crédits du compte couvrent le total.',
    );
    expect(fr.checkout.notRequiredGiftCardCredits).toBe(
      'Rien à payer\u00a0: votre carte-cadeau et vos crédits du compte couvrent le total.',
    );
  });

  it('name neither a gift card nor credits when discounts alone pay', () => {
    expect(en.checkout.notRequiredDiscounts).toBe('Nothing to pay: your discounts cover the total.');
    expect(fr.checkout.notRequiredDiscounts).toBe('Rien à payer\u00a0: vos rabais couvrent le total.');
  });
});
