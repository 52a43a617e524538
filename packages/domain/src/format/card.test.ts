import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedCard,
  detectCardType,
  formatCardNumber,
  passesLuhn,
  validateCardNumber,
  validateCvd,
} from './card';
import { translate, translateError } from './messages';

describe('Card type by prefix (AMEX 34/37, Visa 4, Mastercard 51-55 and 2221-2720)', () => {
  it.each([
    ['340000', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['4', 'visa'],
    ['4242424242424242', 'visa'],
    ['5100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2220990000000000', null],
    ['2721000000000000', null],
    ['222', null],
    ['5000', null],
    ['5600', null],
    ['3500', null],
    ['6011000000000004', null],
    ['', null],
  ])('%s -> %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });
});

describe('Luhn check', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['79927398713', true],
    ['79927398710', false],
    ['', false],
  ])('%s -> %s', (number, ok) => {
    expect(passesLuhn(number)).toBe(ok);
  });

  it('catches every single-digit typo of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('Card number: digits only, in groups of 4 with dashes', () => {
  it.each([
    ['4242424242424242', '4242-4242-4242-4242'],
    ['4242 4242 4242 4242', '4242-4242-4242-4242'],
    ['42424', '4242-4'],
    ['abc4242', '4242'],
    ['378282246310005', '3782-8224-6310-005'],
    ['', ''],
    ['42424242424242424242424', '4242-4242-4242-4242-424'],
  ])('%s -> %s', (input, out) => {
    expect(formatCardNumber(input)).toBe(out);
  });
});

describe('Card validity ("This credit card is invalid.")', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['5555-5555-5555-4444', null],
    ['3782 822463 10005', null],
    ['2223000048400011', null],
    ['4000000000000002', null],
    ['4242424242424241', 'card'],
    ['424242424242424', 'card'],
    ['6011111111111117', 'card'],
    ['', 'card'],
  ])('%s -> %s', (input, key) => {
    expect(validateCardNumber(input)?.key ?? null).toBe(key);
  });

  it('says the spec message', () => {
    const error = validateCardNumber('1234');
    expect(error && translate('en-CA', error.key)).toBe('This credit card is invalid.');
  });
});

describe('checkedCard: a card as the server receives it', () => {
  const NOW = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['a Visa', { number: '4242 4242 4242 4242', expiry: '12/27', cvd: '123' }, 'visa'],
    ['an AMEX with a 4-digit code', { number: '3782-822463-10005', expiry: '1227', cvd: '1234' }, 'amex'],
    ['this month', { number: '4242424242424242', expiry: '11/26', cvd: '123' }, 'visa'],
  ])('passes %s', (_name, card, brand) => {
    expect(checkedCard(card, NOW)?.brand).toBe(brand);
  });

  it.each([
    ['letters in the number', { number: '4242 4242 4242 424x', expiry: '12/27', cvd: '123' }],
    ['a failed Luhn check', { number: '4242 4242 4242 4241', expiry: '12/27', cvd: '123' }],
    ['an expired card', { number: '4242 4242 4242 4242', expiry: '10/26', cvd: '123' }],
    ['an unreadable expiry', { number: '4242 4242 4242 4242', expiry: '13/27', cvd: '123' }],
    ['a 4-digit code on a Visa', { number: '4242 4242 4242 4242', expiry: '12/27', cvd: '1234' }],
    ['a 3-digit code on an AMEX', { number: '378282246310005', expiry: '12/27', cvd: '123' }],
  ])('refuses %s', (_name, card) => {
    expect(checkedCard(card, NOW)).toBeNull();
  });
});

describe('validateCvd: a short or long code is said by its length', () => {
  it.each([
    ['', '4242424242424242', 'This field is required.'],
    ['12a', '4242424242424242', 'Must be numeric'],
    ['12', '4242424242424242', 'This field must have at least 3 characters.'],
    ['1234', '4242424242424242', 'This field can have up to 3 characters.'],
    ['123', '4242424242424242', null],
    ['123', '378282246310005', 'This field must have at least 4 characters.'],
    ['1234', '378282246310005', null],
    ['12', '', 'This field must have at least 3 characters.'],
    ['1234', '', null],
    ['12345', '', 'This field can have up to 4 characters.'],
  ])('%s with %s', (cvd, number, message) => {
    const error = validateCvd(cvd, number);
    expect(error && translateError('en-CA', error)).toBe(message);
  });
  it('in French', () => {
    expect(translateError('fr-CA', validateCvd('12', '4242424242424242')!)).toBe(
      'Ce champ doit contenir au moins 3 caractères.',
    );
  });
});
