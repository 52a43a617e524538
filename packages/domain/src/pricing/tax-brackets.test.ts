import { describe, expect, it } from 'vitest';
import { computeTaxes } from './taxes';

// Both brackets charged: GST 5 % and PST 7 % (British Columbia's on goods other than restaurant food); beer at its own
// 15 % (GST 5 % and liquor PST 10 %).
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

// A British Columbia restaurant: its food GST only (no PST at all), its beer at its own 15 % (GST and liquor PST 10 %).
const restaurant = { province: 'bc', rates: { tax1: 0.05, tax2: 0 }, inclusive: false, charges: 0 };

describe('a second bracket the restaurant does not charge', () => {
  it.each([
    // $12 of food: GST 60 cents, and no PST line at $0.00.
    ['food alone: no PST bracket', [line(1200)], 0, [['GST', 60, undefined]], [[60]]],
    // $12 of food and its $4 delivery at 5 %.
    ['food and its delivery: none either', [line(1200)], 400, [['GST', 80, undefined]], [[80]]],
    [
      'beer alone: PST 10 % on it',
      [line(800, 0.15)],
      0,
      [
        ['GST', 40, undefined],
        ['PST', 80, true],
      ],
      [[40, 80]],
    ],
    // The delivery shared 160 / 240: GST 5 % of 2400, PST 10 % of the beer's 960.
    [
      'beer, food and a delivery',
      [line(800, 0.15), line(1200)],
      400,
      [
        ['GST', 120, undefined],
        ['PST', 96, true],
      ],
      [
        [48, 96],
        [72, 0],
      ],
    ],
  ] as const)('%s', (_name, lines, charges, brackets, lineTaxes) => {
    const result = computeTaxes({ ...restaurant, charges, lines });
    expect(result.brackets.map((b) => [b.label, b.amount, b.mixed])).toEqual(brackets);
    expect(result.lineTaxes.map((amounts) => amounts.map((a) => Math.round(a * 1e6) / 1e6))).toEqual(
      lineTaxes,
    );
    expect(result.taxes).toBe(brackets.reduce((sum, b) => sum + b[1], 0));
  });

  it('a restaurant that charges it shows it at $0.00 on goods that bear none', () => {
    const { brackets } = computeTaxes({ ...bc, lines: [line(1200, 0.05)] });
    expect(brackets.map((b) => [b.label, b.amount])).toEqual([
      ['GST', 60],
      ['PST', 0],
    ]);
  });
});
