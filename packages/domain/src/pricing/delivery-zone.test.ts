import { describe, expect, it } from 'vitest';
import { checkDeliveryZone, deliveryZoneFor } from './delivery-zone';

type Delivery = NonNullable<Parameters<typeof deliveryZoneFor>[0]>;
const zone = (
  name: string,
  postal_prefixes: string[],
  delivery_charge: string | null,
  minimum_order: number,
) => ({ name, postal_prefixes, delivery_charge, minimum_order }) as Delivery['zones'][number];

// Coastal Kitchen's zones (demo/coastal-kitchen.json), Vancouver.
const delivery = {
  type: 'zones',
  delivery_charge: '6$',
  zones: [
    zone('Downtown & Yaletown', ['V6B', 'V6Z', 'V6E'], '4$', 20),
    zone('Gastown & Strathcona', ['V6A'], '5$', 20),
    zone('Kitsilano', ['V6K', 'V6J'], '7$', 30),
    zone('East Vancouver', ['V5K', 'V5L', 'v5n'], null, 35),
  ],
} as Delivery;

describe('delivery zones (Coastal Kitchen, Vancouver)', () => {
  it.each([
    ['V6B 3H6', 'Downtown & Yaletown'],
    ['v6b3h6', 'Downtown & Yaletown'],
    [' V6A 1A1 ', 'Gastown & Strathcona'],
    ['V6K 2P4', 'Kitsilano'],
    ['V5L 1B2', 'East Vancouver'],
    ['V7A 1A1', null],
    ['V6', null],
    ['', null],
    [null, null],
  ])('%s is in %s', (postalCode, zone) => {
    expect(deliveryZoneFor(delivery, postalCode)?.name ?? null).toBe(zone);
  });

  it.each([
    ['V6B 3H6', 2000, { ok: true }],
    ['V6B 3H6', 1999, { ok: false, reason: 'below_minimum', minimum: 2000 }],
    ['V5L 1B2', 3499, { ok: false, reason: 'below_minimum', minimum: 3500 }],
    ['V7A 1A1', 10_000, { ok: false, reason: 'outside' }],
    [null, 10_000, { ok: false, reason: 'outside' }],
  ])('a delivery to %s with a %i-cent subtotal', (postalCode, subtotal, expected) => {
    expect(checkDeliveryZone(delivery, postalCode, subtotal)).toMatchObject(expected);
  });

  it('restaurants without zones deliver anywhere', () => {
    expect(checkDeliveryZone(null, 'H2X 1Y4', 0)).toEqual({ ok: true, zone: null });
  });
});
