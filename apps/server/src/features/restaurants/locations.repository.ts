import type { HoursSource } from '@ordering/domain/ordering/opening-hours';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataFileVersions, restaurantGroups, restaurants } from '../../db/schema';

export interface SearchedLocationRow {
  id: number;
  slug: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  ordersPaused: boolean;
  groupSlug: string | null;
  timezone: string;
  hours: HoursSource['hours'];
  holidayHours: HoursSource['holiday_hours'] | null;
}

/**
 * Published locations (of one group, or all) with their published opening hours: only the two hours fields are
 * read out of the data file, not the whole menu.
 */
export async function listSearchedLocations(
  tx: Executor,
  groupSlug: string | undefined,
): Promise<SearchedLocationRow[]> {
  const rows = await tx
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      address: restaurants.address,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      ordersPaused: restaurants.ordersPaused,
      groupSlug: restaurantGroups.slug,
      timezone: restaurants.timezone,
      hours: sql<HoursSource['hours'] | null>`${dataFileVersions.data}->'restaurant'->'hours'`,
      holidayHours: sql<
        HoursSource['holiday_hours'] | null
      >`${dataFileVersions.data}->'restaurant'->'holiday_hours'`,
    })
    .from(restaurants)
    .innerJoin(
      dataFileVersions,
      and(
        eq(dataFileVersions.id, restaurants.publishedVersionId),
        eq(dataFileVersions.restaurantId, restaurants.id),
      ),
    )
    .leftJoin(restaurantGroups, eq(restaurantGroups.id, restaurants.groupId))
    .where(
      groupSlug === undefined
        ? isNotNull(restaurants.publishedVersionId)
        : and(isNotNull(restaurants.publishedVersionId), eq(restaurantGroups.slug, groupSlug)),
    );
  return rows;
}
