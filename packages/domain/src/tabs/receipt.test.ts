import { describe, expect, it } from 'vitest';
import { itemShareTaxes, shareTaxes } from './receipt';

describe('shareTaxes', () => {
  it('spreads the bill’s taxes over the shares to the cent', () => {
    // Two rounds of 1639 (1450 + 189 of tax each): 378 of tax in 3278.
    expect(shareTaxes(378, 3278, [1639, 1639])).toEqual([189, 189]);
    const three = shareTaxes(377, 3277, [1093, 1092, 1092]);
    expect(three.reduce((a, b) => a + b, 0)).toBe(377);
  });

  it('gives a share its part when the rest of the bill was not split', () => {
    expect(shareTaxes(378, 3278, [1639])).toEqual([189]);
  });

  it('is nothing on a bill without taxes', () => {
    expect(shareTaxes(0, 3278, [1639, 1639])).toEqual([0, 0]);
  });
});

describe('itemShareTaxes', () => {
  // Syrup at 0 %, a sandwich with 189 of HST, fries with 65 shared by the two payers.
  const lines = [
    { id: 'syrup', taxes: 0 },
    { id: 'sandwich', taxes: 189 },
    { id: 'fries', taxes: 65 },
  ];

  it('gives each share its own lines’ taxes: the syrup’s payer none', () => {
    expect(itemShareTaxes(lines, [['syrup'], ['sandwich']])).toEqual([0, 189]);
  });

  it('divides a shared line’s taxes among its payers to the cent', () => {
    const shared = itemShareTaxes(lines, [
      ['syrup', 'fries'],
      ['sandwich', 'fries'],
    ]);
    expect(shared).toEqual([33, 221]);
    expect(shared!.reduce((a, b) => a + b, 0)).toBe(254);
  });

  it('is null when a named line’s taxes are unknown (kept before lines had them)', () => {
    expect(itemShareTaxes([{ id: 'old', taxes: null }], [['old']])).toBeNull();
  });
});
