import { and, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataFileVersions, restaurantGroups, restaurants } from '../../db/schema';

export interface GroupRow {
  slug: string;
  name: string;
  kind: string;
}

export interface RestaurantColumns {
  id?: number;
  slug: string;
  name: string;
  groupId: number | null;
  province: string | null;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

export async function upsertGroup(tx: Executor, group: GroupRow): Promise<number> {
  const [row] = await tx
    .insert(restaurantGroups)
    .values(group)
    .onConflictDoUpdate({
      target: restaurantGroups.slug,
      set: { name: group.name, kind: group.kind, updatedAt: sql`now()` },
    })
    .returning({ id: restaurantGroups.id });
  return row!.id;
}

export async function findRestaurantIdBySlug(tx: Executor, slug: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
  return row?.id;
}

export async function findRestaurantSlugById(tx: Executor, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, id));
  return row?.slug;
}

/**
 * Creates the restaurant or replaces its columns; the conflict update also locks the row for this import. The pause
 * column is the staff's (a pause during service, decision 003) and is never written here: a publish leaves it as staff
 * left it, and a file's own `orders_paused` is read from the file (staff/live-state.ts's applyLiveState, the location
 * search).
 */
export async function upsertRestaurant(tx: Executor, columns: RestaurantColumns): Promise<number> {
  const { id, ...rest } = columns;
  const [row] = await tx
    .insert(restaurants)
    .values(id === undefined ? rest : { id, ...rest })
    .onConflictDoUpdate({ target: restaurants.slug, set: { ...rest, updatedAt: sql`now()` } })
    .returning({ id: restaurants.id });
  return row!.id;
}

/** Explicit ids from data files do not advance the identity sequence; keep it ahead of them. */
export async function syncRestaurantIdSequence(tx: Executor): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('restaurants', 'id'), greatest((select max(id) from restaurants), 1))`,
  );
}

export async function nextVersionNumber(tx: Executor, restaurantId: number): Promise<number> {
  const [row] = await tx
    .select({ latest: max(dataFileVersions.version) })
    .from(dataFileVersions)
    .where(eq(dataFileVersions.restaurantId, restaurantId));
  return (row?.latest ?? 0) + 1;
}

export async function insertVersion(
  tx: Executor,
  values: {
    restaurantId: number;
    version: number;
    data: unknown;
    contentHash: string;
    publishedAt: Date;
    publishedByUserId?: number | null;
    change?: unknown;
  },
): Promise<number> {
  const [row] = await tx.insert(dataFileVersions).values(values).returning({ id: dataFileVersions.id });
  return row!.id;
}

export async function publishVersion(tx: Executor, restaurantId: number, versionId: number): Promise<void> {
  await tx
    .update(restaurants)
    .set({ publishedVersionId: versionId, updatedAt: sql`now()` })
    .where(eq(restaurants.id, restaurantId));
}

/**
 * What decides whether a cached data file is still current: the published version and what staff change live
 * (the paused flag and message, the sold-out marks).
 */
export async function findPublishedState(
  tx: Executor,
  slug: string,
): Promise<
  | {
      versionId: number | null;
      menuVersion: number;
      ordersPaused: boolean;
      ordersPausedMessage: string | null;
      soldOutOverrides: unknown;
      maintenanceStartsAt: Date | null;
      maintenanceEndsAt: Date | null;
    }
  | undefined
> {
  const [row] = await tx
    .select({
      versionId: restaurants.publishedVersionId,
      menuVersion: restaurants.menuVersion,
      ordersPaused: restaurants.ordersPaused,
      ordersPausedMessage: restaurants.ordersPausedMessage,
      soldOutOverrides: restaurants.soldOutOverrides,
      maintenanceStartsAt: restaurants.maintenanceStartsAt,
      maintenanceEndsAt: restaurants.maintenanceEndsAt,
    })
    .from(restaurants)
    .where(eq(restaurants.slug, slug));
  return row;
}

export async function setOrdersPaused(tx: Executor, restaurantId: number, paused: boolean): Promise<void> {
  await tx
    .update(restaurants)
    .set({ ordersPaused: paused, updatedAt: sql`now()` })
    .where(eq(restaurants.id, restaurantId));
}

export interface PublishedVersionRow {
  restaurantId: number;
  versionId: number;
  version: number;
  contentHash: string;
  data: unknown;
  /** When this version was published (by the ordering clock, apps/server/src/clock.ts). */
  publishedAt: Date;
  menuVersion: number;
  ordersPaused: boolean;
  ordersPausedMessage: string | null;
  soldOutOverrides: unknown;
  maintenanceStartsAt: Date | null;
  maintenanceEndsAt: Date | null;
}

export async function findPublishedVersion(
  tx: Executor,
  slug: string,
): Promise<PublishedVersionRow | undefined> {
  const [row] = await tx
    .select({
      restaurantId: restaurants.id,
      versionId: dataFileVersions.id,
      version: dataFileVersions.version,
      contentHash: dataFileVersions.contentHash,
      data: dataFileVersions.data,
      publishedAt: dataFileVersions.publishedAt,
      menuVersion: restaurants.menuVersion,
      ordersPaused: restaurants.ordersPaused,
      ordersPausedMessage: restaurants.ordersPausedMessage,
      soldOutOverrides: restaurants.soldOutOverrides,
      maintenanceStartsAt: restaurants.maintenanceStartsAt,
      maintenanceEndsAt: restaurants.maintenanceEndsAt,
    })
    .from(restaurants)
    .innerJoin(
      dataFileVersions,
      and(
        eq(dataFileVersions.id, restaurants.publishedVersionId),
        eq(dataFileVersions.restaurantId, restaurants.id),
      ),
    )
    .where(eq(restaurants.slug, slug));
  return row;
}
