import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
import { type CheckoutForm, EMPTY_FORM } from './checkout-form';
import { checkoutErrors, checkoutSchema } from './checkout-schema';
import { checkoutContext } from './checkout-test-context';

const maple = demoDataFile('maple-table');
const ctx = checkoutContext(maple, { tableNum: '3' });
const complete: CheckoutForm = {
  ...EMPTY_FORM,
  tableNum: '3',
  fullName: 'Avery Tremblay',
  email: 'avery@example.ca',
  phone: '4165550123',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvd: '123',
  answers: { 'q-allergies': 'none' },
};

describe('checkout schema', () => {
  it('says each field once, in the order shown, with the message the diner reads', () => {
    expect(checkoutErrors({ ...complete, fullName: ' ', answers: { 'q-allergies': ['  '] } }, ctx)).toEqual({
      fullName: 'This field is required.',
      'question:q-allergies': 'This field is required.',
    });
    expect(checkoutErrors(complete, ctx)).toEqual({});
  });

  it('asks no card of a wallet', () => {
    expect(checkoutErrors({ ...complete, cardNumber: '' }, ctx, { wallet: true })).toEqual({});
    expect(checkoutErrors({ ...complete, cardNumber: '' }, ctx)).toEqual({
      cardNumber: 'This field is required.',
    });
  });

  it("gives react-hook-form's zod resolver the same errors by field", async () => {
    const resolve = zodResolver(checkoutSchema(ctx));
    const result = await resolve({ ...complete, email: 'not-an-email' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toMatchObject({ email: { message: "This email isn't valid." } });
    const valid = await resolve(complete, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(valid.errors).toEqual({});
  });
});
