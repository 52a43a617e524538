import { describe, expect, it } from 'vitest';
import { computeTaxes } from './taxes';

// British Columbia: GST 5 % and PST 7 %; beer at its own 15 % (GST 5 % and liquor PST 10 %).
const bc = { province: 'bc', rates: { tax1: 0.05, tax2: 0.07 }, inclusive: false, charges: 0 };
const line = (base: number, taxRate: number | null = null) => ({ base, taxRate, rebateEligible: false });

describe('tax brackets say whether their rate is the amount’s', () => {
  it.each([
    ['food at the restaurant’s rates', [line(600)], [30, 42], [undefined, undefined]],
    ['beer alone, PST at 10 %', [line(800, 0.15)], [40, 80], [undefined, true]],
    ['beer and food', [line(800, 0.15), line(600)], [70, 122], [undefined, true]],
  ] as const)('%s', (_name, lines, amounts, mixed) => {
    const { brackets } = computeTaxes({ ...bc, lines });
    expect(brackets.map((b) => b.amount)).toEqual(amounts);
    expect(brackets.map((b) => b.mixed)).toEqual(mixed);
    expect(brackets.map((b) => b.rate)).toEqual([0.05, 0.07]);
  });

  it('an Ontario rebate (5 % on a small order) is not 13 % either', () => {
    const { brackets } = computeTaxes({
      province: 'on',
      rates: { tax1: 0.13, tax2: null },
      inclusive: false,
      charges: 0,
      lines: [{ base: 300, taxRate: null, rebateEligible: true }],
    });
    expect(brackets).toEqual([{ key: 'tax1', label: 'HST', rate: 0.13, amount: 15, mixed: true }]);
  });
});
