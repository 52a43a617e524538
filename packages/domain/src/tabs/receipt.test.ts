import { describe, expect, it } from 'vitest';
import { shareTaxes } from './receipt';

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
