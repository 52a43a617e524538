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
  /** The published data file's French name (restaurant.localization.fr.name), when it has one. */
  nameFr: string | null;
  timezone: string;
  hours: HoursSource['hours'];
  holidayHours: HoursSource['holiday_hours'] | null;
}

/**
 * Published locations of one group, or without a group of the venue chains ("The default
 * group is a venue-chain group"; never a school board's meal program, nor a restaurant of no group), with their
 * published opening hours and French name: only those fields are read out of the data file, not the whole menu.
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
      // Paused by staff (the column) or by the published file itself, as the menu's own pages read it.
      ordersPaused: sql<boolean>`(${restaurants.ordersPaused} or coalesce((${dataFileVersions.data}->'restaurant'->>'orders_paused')::boolean, false))`,
      groupSlug: restaurantGroups.slug,
      nameFr: sql<string | null>`${dataFileVersions.data}->'restaurant'->'localization'->'fr'->>'name'`,
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
        ? and(isNotNull(restaurants.publishedVersionId), eq(restaurantGroups.kind, VENUE_CHAIN))
        : and(isNotNull(restaurants.publishedVersionId), eq(restaurantGroups.slug, groupSlug)),
    );
  return rows;
}

/** The group kind whose brands have their own location-search and coming-soon pages. */
export const VENUE_CHAIN = 'venue_chain';

/** A brand's name for its pages (a chain's location search and coming-soon page), with its published locations. */
export async function findGroup(
  tx: Executor,
  slug: string,
): Promise<{ slug: string; name: string; kind: string; locations: number } | undefined> {
  const [row] = await tx
    .select({
      slug: restaurantGroups.slug,
      name: restaurantGroups.name,
      kind: restaurantGroups.kind,
      locations:
        sql<number>`count(${restaurants.id}) filter (where ${restaurants.publishedVersionId} is not null)`.mapWith(
          Number,
        ),
    })
    .from(restaurantGroups)
    .leftJoin(restaurants, eq(restaurants.groupId, restaurantGroups.id))
    .where(eq(restaurantGroups.slug, slug))
    .groupBy(restaurantGroups.id);
  return row;
}
