/**
 * A delivery radius (`delivery.radius_km` of the data file): a delivery address is taken when the centre of its
 * postal area (the forward sortation area, "K1K" of "K1K 1Y1") lies within the radius of the restaurant's
 * coordinates. The centre is found by the server's places adapter; this rule only measures. A rural area (a 0 as
 * its second character, "K0K") spans a whole region, so its centre says nothing precise about an address.
 */
import { isPostalCode } from '../format/postal-code';
import { distanceBetween, type Point } from './distance';

const CANADIAN = /^[A-Z]\d[A-Z]\d[A-Z]\d$/;

/** "k1k 1y1" -> "K1K"; null when it is not a Canadian postal code Canada Post could have issued. */
export function postalAreaOf(postalCode: string | null | undefined): string | null {
  if (!postalCode || !isPostalCode(postalCode)) return null;
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  return CANADIAN.test(code) ? code.slice(0, 3) : null;
}

export interface DeliveryRadius {
  /** The restaurant's coordinates; a restaurant without them is not measured. */
  from: Point | null;
  radiusKm: number | null;
}

export type DeliveryRadiusCheck =
  | { ok: true; distanceKm: number | null }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'not_precise' }
  | { ok: false; reason: 'too_far'; distanceKm: number; radiusKm: number };

/** Whether the radius needs the postal area's centre at all: a restaurant without a radius delivers anywhere. */
export function measuresRadius(radius: DeliveryRadius): radius is { from: Point; radiusKm: number } {
  return radius.from !== null && radius.radiusKm !== null;
}

/** Whether the centre of this postal area stands for its addresses: not a rural one, which spans a region. */
export function isPreciseArea(area: string): boolean {
  return area[1] !== '0';
}

const located = (p: Point | null): p is Point =>
  p !== null &&
  Number.isFinite(p.lat) &&
  Number.isFinite(p.lng) &&
  Math.abs(p.lat) <= 90 &&
  Math.abs(p.lng) <= 180;

/**
 * The check of a postal code against a radius, given the centre of its postal area as located (null: the area
 * could not be located). A code that is not a Canadian postal code is invalid before anything is located.
 */
export function checkDeliveryRadius(
  radius: DeliveryRadius,
  postalCode: string | null | undefined,
  centre: Point | null,
): DeliveryRadiusCheck {
  if (!measuresRadius(radius)) return { ok: true, distanceKm: null };
  const area = postalAreaOf(postalCode);
  if (area === null) return { ok: false, reason: 'invalid' };
  if (!isPreciseArea(area) || !located(centre)) return { ok: false, reason: 'not_precise' };
  const distanceKm = distanceBetween(radius.from, centre, 'km');
  if (distanceKm > radius.radiusKm)
    return { ok: false, reason: 'too_far', distanceKm, radiusKm: radius.radiusKm };
  return { ok: true, distanceKm };
}
