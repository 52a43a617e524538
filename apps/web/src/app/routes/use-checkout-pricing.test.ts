/**
 * A delivery radius is measured by the server: the checkout sends it a complete postal code and says its refusal at
 * the postal code's field, keeping other refusals (a promo code's) to their own fields.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { RestaurantData } from '../../lib/restaurant-data';
import { demoDataFile } from '../../testing/demo-data';
import { measuredPostalCode, postalCodeRefusalOf } from './use-checkout-pricing';

// maple-table delivers within 6 km; coastal-kitchen by zones, without a radius.
const maple = { ...demoDataFile('maple-table'), version: 1 } as RestaurantData;
const coastal = { ...demoDataFile('coastal-kitchen'), version: 1 } as RestaurantData;

describe('the postal code sent with the costs of a delivery within a radius', () => {
  it.each([
    [maple, 'k1k1y1', 'K1K 1Y1'],
    [maple, ' M5V 2T6 ', 'M5V 2T6'],
    [maple, 'K1K 1Y', null],
    [maple, 'ZZZ ZZZ', null],
    [coastal, 'V5H 4M1', null],
  ])('%#: %s', (data, typed, sent) => {
    expect(measuredPostalCode(data, typed)).toBe(sent);
  });
});

describe('the refusal said at the postal code', () => {
  const tooFar = 'This address is too far: we deliver within 6 km.';
  it.each([
    [
      'the postal code’s',
      new ApiError(400, 400, tooFar, { field: 'postal_code', reason: 'too_far' }),
      tooFar,
    ],
    ['a promo code’s', new ApiError(400, 400, 'This code has expired.'), null],
    ['a refusal of lines', new ApiError(409, 415, 'Sold out', { invalid_items: [] }), null],
    ['not the server’s', new Error('offline'), null],
  ])('%s', (_, error, said) => {
    expect(postalCodeRefusalOf(error)).toBe(said);
  });
});
