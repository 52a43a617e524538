import type { GeolocationSearchRequest, LocationResult } from '@ordering/domain/contracts/locations';
import type { Database } from '../../db/client';
import { distanceBetween, matchesText } from './geo';
import { listLocations } from './restaurants.repository';

type Search = Required<Pick<GeolocationSearchRequest, 'radius' | 'unit'>> &
  Omit<GeolocationSearchRequest, 'radius' | 'unit'>;

/**
 * Published locations of a group (or all), nearest first when a point is given (only those within the radius),
 * filtered by name and address text (case and accents ignored). Locations without coordinates are listed after
 * the others when no point is given, and left out when one is (their distance is unknown).
 */
export async function searchLocations(db: Database, search: Search): Promise<LocationResult[]> {
  const rows = await listLocations(db, search.group ?? undefined);
  const origin = search.lat != null && search.lng != null ? { lat: search.lat, lng: search.lng } : undefined;
  const results: LocationResult[] = [];
  for (const row of rows) {
    if (!matchesText(row.name, search.name ?? undefined)) continue;
    if (!matchesText(row.address, search.address ?? undefined)) continue;
    let distance: number | null = null;
    if (origin) {
      if (row.latitude === null || row.longitude === null) continue;
      const exact = distanceBetween(origin, { lat: row.latitude, lng: row.longitude }, search.unit);
      if (exact > search.radius) continue;
      distance = Math.round(exact * 10) / 10;
    }
    results.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      distance,
      unit: search.unit,
      orders_paused: row.ordersPaused,
      group: row.groupSlug,
    });
  }
  return results.sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
}
