import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import { isPostalCode, normalizePostalCode, validatePostalCode } from './postal-code';

describe('Postal code: Canadian K1K1Y1 form (space optional, any case) or US zip of 5 digits', () => {
  it.each([
    ['K1K1Y1', true],
    ['K1K 1Y1', true],
    ['k1k 1y1', true],
    [' m5v3l9 ', true],
    ['90210', true],
    ['9021', false],
    ['902101', false],
    ['K1K  1Y1', false],
    ['K1K-1Y1', false],
    ['D1K1Y1', false],
    ['K1O1Y1', false],
    ['KKK1Y1', false],
    ['', false],
  ])('%s -> %s', (input, ok) => {
    expect(isPostalCode(input)).toBe(ok);
    expect(validatePostalCode(input)?.key ?? null).toBe(ok ? null : 'postalCode');
  });

  it.each([
    ['k1k1y1', 'K1K 1Y1'],
    ['K1K 1Y1', 'K1K 1Y1'],
    ['90210', '90210'],
  ])('normalizes %s -> %s', (input, out) => {
    expect(normalizePostalCode(input)).toBe(out);
  });

  it('says the spec message', () => {
    expect(translate('en-CA', validatePostalCode('nope')!.key)).toBe('Please enter a valid postal/zip code.');
  });
});
