import { describe, expect, it } from 'vitest';
import { itemShareTaxes, shareTaxes, taxesOfShares } from './receipt';

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

describe('taxesOfShares', () => {
  const bill = {
    taxes: 254,
    total: 2504,
    lines: [
      { id: 'syrup', taxes: 0 },
      { id: 'sandwich', taxes: 189 },
      { id: 'fries', taxes: 65 },
    ],
  };

  it('reads a split by item from its lines', () => {
    expect(
      taxesOfShares(bill, [
        { amount: 800, lineIds: ['syrup', 'fries'] },
        { amount: 1704, lineIds: ['sandwich', 'fries'] },
      ]),
    ).toEqual([33, 221]);
  });

  it('spreads the bill’s taxes over an even split, to the cent', () => {
    const taxes = taxesOfShares(bill, [
      { amount: 835, lineIds: [] },
      { amount: 835, lineIds: [] },
      { amount: 834, lineIds: [] },
    ]);
    expect(taxes).toEqual([85, 85, 84]);
  });

  it('falls back on the bill’s taxes when a named line kept none', () => {
    expect(
      taxesOfShares({ taxes: 100, total: 1000, lines: [{ id: 'old', taxes: null }] }, [
        { amount: 1000, lineIds: ['old'] },
      ]),
    ).toEqual([100]);
  });
});
