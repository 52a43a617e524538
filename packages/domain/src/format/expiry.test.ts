import { describe, expect, it } from 'vitest';
import { formatExpiry, parseExpiry, validateExpiry } from './expiry';
import { translate } from './messages';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('Expiry: digits in 2s with a slash, entered as MMYY or MM/YY', () => {
  it.each([
    ['1227', '12/27'],
    ['12/27', '12/27'],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['12/275', '12/27'],
    ['ab', ''],
  ])('%s -> %s', (input, out) => {
    expect(formatExpiry(input)).toBe(out);
  });

  it.each([
    ['1227', { month: 12, year: 2027 }],
    ['01/30', { month: 1, year: 2030 }],
    ['13/27', null],
    ['00/27', null],
    ['1/27', null],
    ['12-27', null],
  ])('parses %s', (input, out) => {
    expect(parseExpiry(input)).toEqual(out);
  });
});

describe('Expiry not in the past ("This expiry date is invalid.")', () => {
  it.each([
    ['03/26', null],
    ['0326', null],
    ['04/26', null],
    ['02/26', 'expiry'],
    ['12/25', 'expiry'],
    ['13/30', 'expiry'],
    ['', 'expiry'],
  ])('%s on 2026-03-15 -> %s', (input, key) => {
    expect(validateExpiry(input, NOW)?.key ?? null).toBe(key);
  });

  it('reads the month in the zone: 1 April 02:00 UTC is still March in Toronto', () => {
    expect(validateExpiry('03/26', new Date('2026-04-01T02:00:00Z'))).toBeNull();
    expect(validateExpiry('03/26', new Date('2026-04-01T02:00:00Z'), 'UTC')?.key).toBe('expiry');
  });

  it('says the spec message', () => {
    expect(translate('en-CA', validateExpiry('01/20', NOW)!.key)).toBe('This expiry date is invalid.');
  });
});
