import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { demoDataFile } from '../../testing/demo-data';
import { type CheckoutForm, checkoutBody, EMPTY_FORM, validateCheckout } from './checkout-form';
import { checkoutContext } from './checkout-test-context';
import { authenticationOf, isCardNotSupported } from './stripe-card';

// A Stripe restaurant (decision 016): the card is Stripe's Payment Element's, never the form's.
const maple = demoDataFile('maple-table');
const stripe: RestaurantDataFile = {
  ...maple,
  restaurant: { ...maple.restaurant, payment_processor: 'stripe', avs: true },
};
const form: CheckoutForm = {
  ...EMPTY_FORM,
  fullName: 'Avery Tremblay',
  email: 'avery@example.ca',
  phone: '4165550123',
  tableNum: '12',
  answers: { 'q-allergies': 'none' },
};

describe('a Stripe restaurant’s checkout', () => {
  it('does not ask for card number, expiry, CVD or AVS postal code: Stripe’s fields do', () => {
    const errors = validateCheckout(form, checkoutContext(stripe, { tableNum: '12' }));
    expect(errors).not.toHaveProperty('cardNumber');
    expect(errors).not.toHaveProperty('expiry');
    expect(errors).not.toHaveProperty('cvd');
    expect(errors).not.toHaveProperty('cardPostal');
    // The sandbox restaurant still asks for them.
    expect(validateCheckout(form, checkoutContext(maple, { tableNum: '12' }))).toHaveProperty('cardNumber');
  });

  it('sends no card data in the body, keeping "save this card"', () => {
    const body = checkoutBody(
      { ...form, cardNumber: '4242 4242 4242 4242', cvd: '123', expiry: '12/30', saveCard: true },
      checkoutContext(stripe, { tableNum: '12' }),
    );
    expect(body.card).toBeUndefined();
    expect(body.savePaymentMethodOnCheckout).toBe(true);
  });

  it('tells "card not supported" from other refusals', () => {
    expect(isCardNotSupported(new ApiError(402, 410, 'x', { reason: 'card_not_supported' }))).toBe(true);
    expect(isCardNotSupported(new ApiError(402, 410, 'x', { reason: 'declined' }))).toBe(false);
    expect(isCardNotSupported(new ApiError(402, 1803, 'x', { reason: 'card_not_supported' }))).toBe(false);
    expect(isCardNotSupported(new Error('card_not_supported'))).toBe(false);
  });
});

describe('3-D Secure', () => {
  it('reads the challenge the server asks the browser to complete', () => {
    const asked = new ApiError(402, 410, 'Confirm', {
      reason: 'authentication_required',
      clientSecret: 'pi_1_secret_x',
      checkoutId: 'ck_1',
    });
    expect(authenticationOf(asked)).toEqual({ clientSecret: 'pi_1_secret_x', checkoutId: 'ck_1' });
    expect(authenticationOf(new ApiError(402, 410, 'x', { reason: 'declined' }))).toBeNull();
    expect(authenticationOf(new ApiError(402, 410, 'x', { reason: 'authentication_required' }))).toBeNull();
  });
});
