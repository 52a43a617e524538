import type {
  AutocompleteSearchRequest,
  GeolocationSearchRequest,
  LocationResult,
  PlacePredictionResult,
} from '@ordering/domain/contracts/locations';
import { openState } from '@ordering/domain/ordering/open-now';
import type { Places } from '../../adapters/places/places';
import { PlacesUnavailableError } from '../../adapters/places/places';
import { now } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { distanceBetween, matchesText } from './geo';
import { findGroup, listSearchedLocations, VENUE_CHAIN } from './locations.repository';

type Search = Required<Pick<GeolocationSearchRequest, 'radius' | 'unit'>> &
  Omit<GeolocationSearchRequest, 'radius' | 'unit'>;

type Locale = 'en-CA' | 'fr-CA';

/** A provider that cannot be reached is the search's failure to report (503), never a 500. */
async function askPlaces<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PlacesUnavailableError) throw new AppError(503, 'error.placesUnavailable');
    throw err;
  }
}

/**
 * Published locations of a group (or all), nearest first when a point is given (only those within the radius),
 * filtered by name and address text (case and accents ignored). The point is `lat`/`lng` (the device's location)
 * or, without them, the place a suggestion named (`gmapPlaceId`, through the Places provider). Locations without
 * coordinates are listed after the others when no point is given, and left out when one is (their distance is
 * unknown). Each says whether it is open now by its hours.
 */
export async function searchLocations(
  db: Database,
  places: Places,
  search: Search,
  locale: Locale,
): Promise<LocationResult[]> {
  let origin = search.lat != null && search.lng != null ? { lat: search.lat, lng: search.lng } : undefined;
  if (!origin && search.gmapPlaceId) {
    const placeId = search.gmapPlaceId;
    const place = await askPlaces(() => places.details(placeId, { language: locale }));
    if (!place) throw new AppError(404, 'error.placeNotFound');
    origin = { lat: place.lat, lng: place.lng };
  }
  const rows = await listSearchedLocations(db, search.group ?? undefined);
  const at = now();
  const results: LocationResult[] = [];
  for (const row of rows) {
    if (
      !matchesText(row.name, search.name ?? undefined) &&
      !matchesText(row.nameFr, search.name ?? undefined)
    )
      continue;
    if (!matchesText(row.address, search.address ?? undefined)) continue;
    let distance: number | null = null;
    if (origin) {
      if (row.latitude === null || row.longitude === null) continue;
      const exact = distanceBetween(origin, { lat: row.latitude, lng: row.longitude }, search.unit);
      if (exact > search.radius) continue;
      distance = Math.round(exact * 10) / 10;
    }
    const state = openState({ hours: row.hours, holiday_hours: row.holidayHours ?? [] }, at, row.timezone);
    results.push({
      id: row.id,
      slug: row.slug,
      // In the diner's language, as the location's own pages name it.
      name: locale === 'fr-CA' && row.nameFr ? row.nameFr : row.name,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      distance,
      unit: search.unit,
      orders_paused: row.ordersPaused,
      group: row.groupSlug,
      open_now: state.open,
      open_until: state.until?.toISOString() ?? null,
      timezone: row.timezone,
    });
  }
  return results.sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name, locale),
  );
}

/**
 * Suggestions for what the diner typed, from the Places provider; among equal matches, places near the group's
 * locations first. `types` keeps only suggestions of those place types. A `gmapPlaceId` alone answers that place.
 */
export async function autocompleteSearch(
  db: Database,
  places: Places,
  body: Pick<AutocompleteSearchRequest, 'description' | 'gmapPlaceId' | 'sessionToken' | 'group' | 'types'>,
  locale: Locale,
): Promise<{ predictions: PlacePredictionResult[] }> {
  const text = body.description?.trim();
  if (!text && body.gmapPlaceId) {
    const placeId = body.gmapPlaceId;
    const place = await askPlaces(() =>
      places.details(placeId, { language: locale, sessionToken: body.sessionToken ?? undefined }),
    );
    if (!place) throw new AppError(404, 'error.placeNotFound');
    return {
      predictions: [
        {
          gmapPlaceId: place.placeId,
          description: place.description,
          types: place.types,
          terms: termsOf(place.description),
        },
      ],
    };
  }
  const near = body.group
    ? (await listSearchedLocations(db, body.group)).flatMap((l) =>
        l.latitude !== null && l.longitude !== null ? [{ lat: l.latitude, lng: l.longitude }] : [],
      )
    : undefined;
  const found = await askPlaces(() =>
    places.autocomplete({
      text: text ?? '',
      language: locale,
      sessionToken: body.sessionToken ?? undefined,
      near,
    }),
  );
  const wanted = body.types?.length ? new Set(body.types) : undefined;
  return {
    predictions: found
      .filter((p) => !wanted || p.types.some((type) => wanted.has(type)))
      .map((p) => ({ gmapPlaceId: p.placeId, description: p.description, types: p.types, terms: p.terms })),
  };
}

function termsOf(description: string) {
  let offset = 0;
  return description.split(', ').map((value) => {
    const term = { offset, value };
    offset += value.length + 2;
    return term;
  });
}

/** A brand (venue chain, cafeteria operator, hub) and how many locations it has published; 404 when unknown. */
export async function groupBySlug(db: Database, slug: string) {
  const group = await findGroup(db, slug);
  if (!group) throw new AppError(404, 'error.notFound');
  return group;
}

/** Whether a slug names a venue chain: only those have location-search and coming-soon pages (plugins/web.ts). */
export async function isVenueChain(db: Database, slug: string): Promise<boolean> {
  return (await findGroup(db, slug))?.kind === VENUE_CHAIN;
}
