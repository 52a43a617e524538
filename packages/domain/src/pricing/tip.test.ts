import { describe, expect, it } from 'vitest';
import { tipAboveSubtotal, typedTip } from './tip';

describe('typedTip', () => {
  it.each<[string, number | null | 'invalid']>([
    ['5', 500],
    ['4,50', 450],
    ['$3.333', 333],
    ['1.005', 101],
    ['-5', 500],
    ['-', null],
    ['', null],
    ['abc', 'invalid'],
    ['1000', 100_000],
    ['1000.01', 'invalid'],
    ['-1001', 'invalid'],
  ])('%s reads %s', (text, expected) => {
    expect(typedTip(text)).toBe(expected);
  });
});

describe('tipAboveSubtotal', () => {
  it.each([
    [{ type: 'dollar', percentageValue: 0, amount: 1001 }, 1000, true],
    [{ type: 'dollar', percentageValue: 0, amount: 1000 }, 1000, false],
    [{ type: 'percentage', percentageValue: 200, amount: 0 }, 1000, false],
    [null, 1000, false],
  ] as const)('%j on %i: %s', (tip, subtotal, expected) => {
    expect(tipAboveSubtotal(tip, subtotal)).toBe(expected);
  });
});
