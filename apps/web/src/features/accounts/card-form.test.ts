import { describe, expect, it } from 'vitest';
import { cardFormErrors } from './card-form';

const now = new Date('2026-03-15T12:00:00-04:00');
const ok = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvd: '123', postalCode: '' };

describe('the saved-card form', () => {
  it.each([
    ['a valid card', ok, {}],
    ['MMYY expiry', { ...ok, expiry: '1230' }, {}],
    ['a billing postal code', { ...ok, postalCode: 'K1K1Y1' }, {}],
    ['an empty number', { ...ok, cardNumber: '' }, { cardNumber: 'This field is required.' }],
    [
      'a number failing Luhn',
      { ...ok, cardNumber: '4242 4242 4242 4241' },
      { cardNumber: 'This credit card is invalid.' },
    ],
    ['a past expiry', { ...ok, expiry: '02/26' }, { expiry: 'This expiry date is invalid.' }],
    ['a 2-digit CVD', { ...ok, cvd: '12' }, { cvd: 'This field must have at least 3 characters.' }],
    ['a CVD with a letter', { ...ok, cvd: '12a' }, { cvd: 'Must be numeric' }],
    [
      'a bad postal code',
      { ...ok, postalCode: '12' },
      { postalCode: 'Please enter a valid postal/zip code.' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(cardFormErrors(values, now, 'en-CA')).toEqual(expected);
  });

  it('speaks French', () => {
    expect(cardFormErrors({ ...ok, cardNumber: '1' }, now, 'fr-CA')).toEqual({
      cardNumber: 'Cette carte de crédit n’est pas valide.',
    });
  });
});
