/**
 * Delivery zones (a restaurant whose delivery type is "zones"): the zone is the one whose postal prefixes (the
 * forward sortation area, "V6B") the delivery postal code starts with. Its own charge replaces the default one
 * (charges.ts), and its minimum order applies to the discounted subtotal. A postal code in no zone is not
 * delivered to.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, toCents } from '../money/money';

type Delivery = NonNullable<RestaurantDataFile['restaurant']['delivery']>;
export type DeliveryZone = Delivery['zones'][number];

export type DeliveryZoneCheck =
  | { ok: true; zone: DeliveryZone | null }
  | { ok: false; reason: 'outside'; zone: null }
  | { ok: false; reason: 'below_minimum'; zone: DeliveryZone; minimum: Cents };

const normalize = (postalCode: string) => postalCode.replace(/\s+/g, '').toUpperCase();

/** The zone of a postal code, or null (no zones, no code, or a code in no zone). */
export function deliveryZoneFor(
  delivery: Delivery | null | undefined,
  postalCode: string | null | undefined,
): DeliveryZone | null {
  if (delivery?.type !== 'zones' || !postalCode) return null;
  const code = normalize(postalCode);
  if (code.length < 3) return null;
  return delivery.zones.find((z) => z.postal_prefixes.some((p) => code.startsWith(normalize(p)))) ?? null;
}

/**
 * Whether a delivery to this postal code can be placed with this discounted subtotal. Restaurants without zones
 * deliver anywhere (ok, zone null).
 */
export function checkDeliveryZone(
  delivery: Delivery | null | undefined,
  postalCode: string | null | undefined,
  subtotalDiscounted: Cents,
): DeliveryZoneCheck {
  if (delivery?.type !== 'zones') return { ok: true, zone: null };
  const zone = deliveryZoneFor(delivery, postalCode);
  if (!zone) return { ok: false, reason: 'outside', zone: null };
  const minimum = zone.minimum_order === null ? 0 : toCents(zone.minimum_order);
  if (subtotalDiscounted < minimum) return { ok: false, reason: 'below_minimum', zone, minimum };
  return { ok: true, zone };
}
