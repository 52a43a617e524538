import { describe, expect, it } from 'vitest';
import { shouldShowDistance } from './distance-display';

describe('Distance hidden for address-level or postal place types', () => {
  it.each([
    ['route'],
    ['political'],
    ['country'],
    ['administrative_area_level_1'],
    ['administrative_area_level_2'],
    ['administrative_area_level_3'],
    ['colloquial_area'],
    ['locality'],
    ['sublocality'],
    ['neighborhood'],
    ['postal_code'],
  ])('hidden for %s', (type) => {
    expect(shouldShowDistance([type])).toBe(false);
    expect(shouldShowDistance(['establishment', type])).toBe(false);
  });

  it.each([
    [['street_address']],
    [['premise']],
    [['establishment', 'point_of_interest']],
    [['administrative_area_level_4']],
    [[]],
    [null],
  ])('shown for %o', (types) => {
    expect(shouldShowDistance(types)).toBe(true);
  });
});
