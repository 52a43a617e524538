/**
 * Whether a delivery can reach the address: inside one of the restaurant's delivery zones when it has zones, and
 * within its delivery radius (`delivery.radius_km`) when it has one, measured from its coordinates to the centre of
 * the address's postal area as the places adapter locates it. set-costs and the submission both ask here, so no
 * delivery fee is ever priced for an address the submission refuses.
 */
import { checkDeliveryRadius, isPreciseArea, postalAreaOf } from '@ordering/domain/ordering/delivery-radius';
import type { Point } from '@ordering/domain/ordering/distance';
import { deliveryZoneFor } from '@ordering/domain/pricing/delivery-zone';
import { type Places, PlacesUnavailableError } from '../../adapters/places/places';
import { AppError } from '../../errors/app-error';
import { type Locale, type MessageKey, translate } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';

/** The centre of a postal area ("K1K"), or null when the places provider knows no such area. */
async function locatePostalArea(places: Places, area: string, language: Locale): Promise<Point | null> {
  try {
    const found = (await places.autocomplete({ text: area, language })).find(
      (p) => p.types.includes('postal_code') && p.description.toUpperCase().startsWith(area),
    );
    if (!found) return null;
    const details = await places.details(found.placeId, { language });
    return details ? { lat: details.lat, lng: details.lng } : null;
  } catch (err) {
    if (err instanceof PlacesUnavailableError) throw new AppError(503, 'error.placesUnavailable');
    throw err;
  }
}

/** Why a delivery address is refused, in the error's `details`: the checkout says it at the postal code's field. */
export type DeliveryRefusal = 'outside' | 'too_far' | 'not_precise' | 'invalid';

/** A refusal of the delivery's postal code: `details.field` names the field so a form can say it there. */
export function postalCodeRefused(reason: DeliveryRefusal, key: MessageKey): AppError {
  return new AppError(400, key, undefined, { field: 'postal_code', reason });
}

function tooFar(radiusKm: number): AppError {
  const err = postalCodeRefused('too_far', 'error.deliveryTooFar');
  err.localized = (locale) =>
    translate(locale, 'error.deliveryTooFar', { radius: new Intl.NumberFormat(locale).format(radiusKm) });
  return err;
}

/**
 * Refuses (400, in the diner's language) a delivery the restaurant cannot make to this postal code. Without a
 * postal code yet (set-costs while the diner fills the form: `required` false) there is nothing to refuse.
 */
export async function refuseUnreachableDelivery(
  places: Places,
  entry: PublishedEntry,
  input: { postalCode: string | null | undefined; locale: Locale; required: boolean },
): Promise<void> {
  const { restaurant } = entry.data;
  const delivery = restaurant.delivery;
  const postalCode = input.postalCode?.trim() || null;
  if (!delivery || (postalCode === null && !input.required)) return;
  if (delivery.type === 'zones' && postalCode !== null && deliveryZoneFor(delivery, postalCode) === null) {
    throw postalCodeRefused('outside', 'error.deliveryOutside');
  }
  const radius = {
    from:
      restaurant.latitude === null || restaurant.longitude === null
        ? null
        : { lat: restaurant.latitude, lng: restaurant.longitude },
    radiusKm: delivery.radius_km,
  };
  if (radius.from === null || radius.radiusKm === null) return;
  const area = postalAreaOf(postalCode);
  const centre =
    area === null || !isPreciseArea(area) ? null : await locatePostalArea(places, area, input.locale);
  const check = checkDeliveryRadius(radius, postalCode, centre);
  if (check.ok) return;
  if (check.reason === 'invalid') throw postalCodeRefused('invalid', 'error.deliveryInvalid');
  if (check.reason === 'not_precise') throw postalCodeRefused('not_precise', 'error.deliveryNotPrecise');
  throw tooFar(check.radiusKm);
}
