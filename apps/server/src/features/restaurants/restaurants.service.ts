import { createHash } from 'node:crypto';
import { type DataFileIssue, parseDataFile, type RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { now } from '../../clock';
import type { Database } from '../../db/client';
import { serverIssue } from './data-file-issues';
import {
  findPublishedVersion,
  findRestaurantIdBySlug,
  findRestaurantSlugById,
  insertVersion,
  nextVersionNumber,
  publishVersion,
  syncRestaurantIdSequence,
  upsertGroup,
  upsertRestaurant,
} from './restaurants.repository';

export type ImportResult =
  | {
      ok: true;
      restaurantId: number;
      slug: string;
      version: number;
      versionId: number;
      created: boolean;
      /** The same content was already published: nothing was written. */
      unchanged: boolean;
    }
  | { ok: false; issues: DataFileIssue[] };

/** The bytes that define a version: stable key order is not needed because the file is parsed, not hashed raw. */
function contentHash(data: RestaurantDataFile): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/**
 * Validates a restaurant data file and, only when every field is valid, creates or replaces the restaurant and
 * publishes the file as its next version, all in one transaction: a bad file writes nothing.
 */
export async function importDataFile(
  db: Database,
  input: unknown,
  options: {
    skipIfUnchanged?: boolean;
    /** Who published it from the console, and what one change it makes (kept on the version, for the audit). */
    publishedBy?: { userId: number; change?: unknown };
  } = {},
): Promise<ImportResult> {
  const parsed = parseDataFile(input);
  if (!parsed.ok) return parsed;
  const data = parsed.data;
  const r = data.restaurant;
  const numericId = /^\d+$/.test(r.id) && Number(r.id) <= 2_147_483_647 ? Number(r.id) : undefined;

  const hash = contentHash(data);

  return db.transaction(async (tx) => {
    const existingId = await findRestaurantIdBySlug(tx, r.slug);
    if (options.skipIfUnchanged && existingId !== undefined) {
      const current = await findPublishedVersion(tx, r.slug);
      if (current?.contentHash === hash) {
        return {
          ok: true as const,
          restaurantId: existingId,
          slug: r.slug,
          version: current.version,
          versionId: current.versionId,
          created: false,
          unchanged: true,
        };
      }
    }
    if (numericId !== undefined && existingId !== undefined && existingId !== numericId) {
      return {
        ok: false as const,
        issues: [serverIssue('restaurant.id', 'detail.slugTaken', { slug: r.slug, id: existingId })],
      };
    }
    if (numericId !== undefined && existingId === undefined) {
      const owner = await findRestaurantSlugById(tx, numericId);
      if (owner !== undefined) {
        return {
          ok: false as const,
          issues: [serverIssue('restaurant.id', 'detail.idTaken', { id: numericId, slug: owner })],
        };
      }
    }
    const groupId = r.group ? await upsertGroup(tx, r.group) : null;
    const restaurantId = await upsertRestaurant(tx, {
      id: existingId ?? numericId,
      slug: r.slug,
      name: r.name,
      groupId,
      province: r.province,
      timezone: r.timezone,
      latitude: r.latitude,
      longitude: r.longitude,
      address: r.address,
    });
    if (numericId !== undefined) await syncRestaurantIdSequence(tx);
    const version = await nextVersionNumber(tx, restaurantId);
    const versionId = await insertVersion(tx, {
      restaurantId,
      version,
      data,
      contentHash: hash,
      publishedAt: now(),
      publishedByUserId: options.publishedBy?.userId ?? null,
      change: options.publishedBy?.change ?? null,
    });
    await publishVersion(tx, restaurantId, versionId);
    return {
      ok: true as const,
      restaurantId,
      slug: r.slug,
      version,
      versionId,
      created: existingId === undefined,
      unchanged: false,
    };
  });
}
