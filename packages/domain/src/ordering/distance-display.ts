/**
 * Distance display (RULES-ordering-format.md): hidden when the searched place is an area rather than a point
 * (address-level or postal place types), since a distance to the middle of a city or postal zone misleads.
 */
export const DISTANCE_HIDDEN_PLACE_TYPES: ReadonlySet<string> = new Set([
  'route',
  'political',
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'colloquial_area',
  'locality',
  'sublocality',
  'neighborhood',
  'postal_code',
]);

export function shouldShowDistance(placeTypes: readonly string[] | null | undefined): boolean {
  return !(placeTypes ?? []).some((type) => DISTANCE_HIDDEN_PLACE_TYPES.has(type));
}
