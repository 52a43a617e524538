import { describe, expect, it } from 'vitest';
import { checkDeliveryRadius, postalAreaOf } from './delivery-radius';
import { distanceBetween } from './distance';

const toronto = { lat: 43.6487, lng: -79.3817 };
const ottawa = { lat: 45.4215, lng: -75.6972 };

describe('distanceBetween', () => {
  it.each([
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 'km', 111.195],
    ['one degree of latitude', { lat: 45, lng: -75 }, { lat: 46, lng: -75 }, 'km', 111.195],
    ['Toronto to Ottawa', toronto, ottawa, 'km', 352.1],
    ['Toronto to Ottawa, in miles', toronto, ottawa, 'mi', 218.8],
    ['a point to itself', toronto, toronto, 'km', 0],
  ] as const)('%s', (_, a, b, unit, expected) => {
    expect(distanceBetween(a, b, unit)).toBeCloseTo(expected, 0);
  });
});

describe('postalAreaOf', () => {
  it.each([
    ['K1K 1Y1', 'K1K'],
    ['k1k1y1', 'K1K'],
    [' v6b 3h6 ', 'V6B'],
    ['asdf', null],
    ['ZZZ ZZZ', null],
    // Canada Post issues no D, F, I, O, Q or U, and no W or Z first.
    ['D1K 1Y1', null],
    ['K1K', null],
    ['90210', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (code, area) => {
    expect(postalAreaOf(code)).toBe(area);
  });
});

describe('checkDeliveryRadius', () => {
  const sixKm = { from: toronto, radiusKm: 6 };
  // About 2.2 km north of the restaurant, and about 7.8 km.
  const near = { lat: 43.6687, lng: -79.3817 };
  const far = { lat: 43.7187, lng: -79.3817 };
  it.each([
    ['inside the radius', sixKm, 'M4W 1A1', near, { ok: true }],
    ['outside the radius', sixKm, 'M4N 1A1', far, { ok: false, reason: 'too_far', radiusKm: 6 }],
    ['in another city', sixKm, 'K1K 1Y1', ottawa, { ok: false, reason: 'too_far' }],
    ['a code that is no postal code', sixKm, 'asdf', null, { ok: false, reason: 'invalid' }],
    ['letters where digits go', sixKm, 'ZZZ ZZZ', null, { ok: false, reason: 'invalid' }],
    ['no code at all', sixKm, undefined, null, { ok: false, reason: 'invalid' }],
    ['a postal area that could not be located', sixKm, 'K1K 1Y1', null, { ok: false, reason: 'not_precise' }],
    [
      'a centre without a latitude',
      sixKm,
      'K1K 1Y1',
      { lat: Number.NaN, lng: -75 },
      { ok: false, reason: 'not_precise' },
    ],
    ['a rural area, however near its centre', sixKm, 'M0A 1A1', near, { ok: false, reason: 'not_precise' }],
    ['no radius: anywhere', { from: toronto, radiusKm: null }, 'asdf', null, { ok: true, distanceKm: null }],
    ['no coordinates: not measured', { from: null, radiusKm: 6 }, 'K1K 1Y1', ottawa, { ok: true }],
  ] as const)('%s', (_, radius, code, centre, expected) => {
    expect(checkDeliveryRadius(radius, code, centre)).toMatchObject(expected);
  });

  it('measures the distance it refuses', () => {
    const check = checkDeliveryRadius(sixKm, 'M4N 1A1', far);
    expect(check.ok === false && check.reason === 'too_far' && check.distanceKm).toBeCloseTo(7.8, 1);
  });
});
