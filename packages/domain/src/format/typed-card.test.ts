import { describe, expect, it } from 'vitest';
import { EMPTY_TYPED_CARD, expiryOf, typedCardBody } from './typed-card';

const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvd: ' 123 ', postalCode: '' };

describe('a typed card as the API takes it', () => {
  it.each([
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['1330', null],
    ['0030', null],
    ['123', null],
  ])('expiry %s -> %s', (text, expected) => {
    expect(expiryOf(text)).toBe(expected);
  });

  it('sends the digits, MM/YY and the trimmed code, and the postal code only when given', () => {
    expect(typedCardBody(card)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expiry_date: '12/30', cvd: '123' },
    });
    expect(typedCardBody({ ...card, postalCode: ' M5V 1A1 ' })).toMatchObject({
      card: { postal_code: 'M5V 1A1' },
    });
  });

  it.each([
    [EMPTY_TYPED_CARD, 'number'],
    [{ ...card, number: '4242-42' }, 'number'],
    [{ ...card, expiry: '13/30' }, 'expiry'],
    [{ ...card, cvd: '12' }, 'cvd'],
  ] as const)('names the first field to correct', (entry, field) => {
    expect(typedCardBody(entry)).toEqual({ ok: false, field });
  });
});
