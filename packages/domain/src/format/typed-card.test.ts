import { describe, expect, it } from 'vitest';
import { EMPTY_TYPED_CARD, expiryOf, typedCardBody, typedCardProblems } from './typed-card';

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

describe('what is wrong with a typed card, as the checkout says it', () => {
  // A fixed instant: late on 2026-06-30 in Toronto, already July in UTC.
  const now = new Date('2026-07-01T02:00:00Z');
  const good = { number: '4242-4242-4242-4242', expiry: '06/26', cvd: '123', postalCode: '' };
  const problems = (entry: Partial<typeof good>, postal: 'required' | 'optional' | 'none' = 'optional') =>
    typedCardProblems({ ...good, ...entry }, { now, zone: 'America/Toronto', postal });

  it.each([
    [{}, 'optional', {}],
    [
      { number: '', expiry: '', cvd: '' },
      'optional',
      { number: 'required', expiry: 'required', cvd: 'required' },
    ],
    [{ number: '4242424242424241' }, 'optional', { number: 'card' }],
    [{ number: '1234567812345670' }, 'optional', { number: 'card' }],
    [{ number: '4242-4242-42' }, 'optional', { number: 'card' }],
    [{ expiry: '13/20' }, 'optional', { expiry: 'expiry' }],
    [{ expiry: '05/26' }, 'optional', { expiry: 'expiry' }],
    [{ cvd: '12' }, 'optional', { cvd: 'minLength' }],
    [{ cvd: '1234' }, 'optional', { cvd: 'maxLength' }],
    [{ number: '3782-822463-10005', cvd: '123' }, 'optional', { cvd: 'minLength' }],
    [{ postalCode: 'M5V1A1' }, 'optional', {}],
    [{ postalCode: '12345' }, 'optional', {}],
    [{ postalCode: '1234' }, 'optional', { postalCode: 'postalCode' }],
    [{ postalCode: 'D1A 1A1' }, 'optional', { postalCode: 'postalCode' }],
    [{}, 'required', { postalCode: 'required' }],
    [{ postalCode: 'nope' }, 'none', {}],
  ] as const)('%o with the postal code %s', (entry, postal, expected) => {
    const keys = Object.fromEntries(Object.entries(problems(entry, postal)).map(([f, p]) => [f, p.key]));
    expect(keys).toEqual(expected);
  });

  it('keeps a card good through the last day of its month in the restaurant’s time zone', () => {
    expect(typedCardProblems({ ...good }, { now, zone: 'UTC', postal: 'none' })).toEqual({
      expiry: { key: 'expiry' },
    });
  });
});
