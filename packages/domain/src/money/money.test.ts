import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  applyRate,
  formatMoney,
  percentOf,
  roundHalfUp,
  sumCents,
  toCents,
  toDollars,
} from './money';

describe('roundHalfUp', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.4999, 2],
    [-0.5, -1],
    [-2.5, -3],
    [130.49999999999997, 131],
    [0, 0],
    [-0.4, 0],
  ])('rounds %s to %s', (input, expected) => {
    expect(roundHalfUp(input)).toBe(expected);
  });
  it('refuses non-finite values', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
  });
});

describe('toCents / toDollars', () => {
  it.each([
    [12.5, 1250],
    [1.005, 101],
    [0.1 + 0.2, 30],
    ['7.25', 725],
    [19.99, 1999],
    [0, 0],
    [1e-7, 0],
    [-0, 0],
    [-0.001, 0],
  ])('%s dollars is %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
  it('rejects text that is not an amount', () => {
    expect(() => toCents('abc')).toThrow(RangeError);
  });
  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (c) => toCents(toDollars(c)) === c),
    );
  });
  it('rounds any amount as its decimal form does, half a cent away from zero', () => {
    const halfCents = fc.integer({ min: -2_000_000, max: 2_000_000 }).map((h) => (h + 0.5) / 100);
    const nearCents = fc
      .tuple(
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        fc.double({ min: -1e-8, max: 1e-8, noNaN: true }),
      )
      .map(([c, noise]) => c / 100 + noise);
    const anyAmount = fc.oneof(
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.double({ min: -1e14, max: 1e14, noNaN: true }),
      halfCents,
      nearCents,
    );
    fc.assert(
      fc.property(anyAmount, (dollars) => {
        // The decimal point moved in the string form ("1.005e2" is 100.5); a form such as "5e-324" cannot take it.
        const shifted = Number(`${dollars}e2`);
        return toCents(dollars) === roundHalfUp(Number.isFinite(shifted) ? shifted : dollars * 100);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('percentOf and applyRate round once', () => {
  it.each([
    [1000, 15, 150],
    [1005, 13, 131],
    [333, 18, 60],
  ])('%s cents at %s %% is %s', (cents, pct, expected) => {
    expect(percentOf(cents, pct)).toBe(expected);
    expect(applyRate(cents, pct / 100)).toBe(expected);
  });
});

describe('allocate', () => {
  it.each([
    { total: 100, weights: [1, 1, 1], expected: [34, 33, 33] },
    { total: 1000, weights: [500, 300, 200], expected: [500, 300, 200] },
    { total: 10, weights: [0, 0], expected: [5, 5] },
    { total: 10, weights: [0, 0, 0], expected: [4, 3, 3] },
    { total: -10, weights: [0, 0, 0], expected: [-4, -3, -3] },
    { total: 7, weights: [3, 0, 1], expected: [5, 0, 2] },
    { total: -100, weights: [1, 1, 1], expected: [-34, -33, -33] },
    { total: 0, weights: [1, 2], expected: [0, 0] },
  ])('splits $total over $weights', ({ total, weights, expected }) => {
    expect(allocate(total, weights)).toEqual(expected);
    expect(sumCents(expected)).toBe(total);
  });
  it('parts always add up to the whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => sumCents(allocate(total, weights)) === total,
      ),
    );
  });
  it('refuses fractional totals and negative weights', () => {
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1])).toThrow(RangeError);
    expect(allocate(5, [])).toEqual([]);
  });
});

describe('formatMoney', () => {
  it('formats CAD per locale', () => {
    expect(formatMoney(1250, 'en-CA')).toBe('$12.50');
    expect(formatMoney(1250, 'fr-CA').replace(/\s/g, ' ')).toBe('12,50 $');
  });
});
