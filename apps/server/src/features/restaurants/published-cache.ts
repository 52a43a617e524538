import { createHash } from 'node:crypto';
import { restaurantName } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { applyLiveState, type LiveState, soldOutMarks } from '@ordering/domain/staff/live-state';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { type CompressedBody, compressOnce } from '../../http/compressed';
import type { Locale } from '../../i18n/messages';
import { findPublishedState, findPublishedVersion, findRestaurantSlugById } from './restaurants.repository';

/** `body` is the data file plus its version, serialized and compressed once per version. */
export interface PublishedEntry extends CompressedBody {
  restaurantId: number;
  versionId: number;
  version: number;
  etag: string;
  data: RestaurantDataFile;
  /** Paused by the file or by staff (the restaurant row). */
  ordersPaused: boolean;
  /** The file's own flag, to tell a staff pause from a published one. */
  fileOrdersPaused: boolean;
  /** What staff changed without publishing (decision 014): pause, message, sold-out marks. */
  live: LiveState;
  /** The file as published, before the live state is applied (`data` is what diners and pricing see). */
  published: RestaurantDataFile;
  /** Changes whenever `live` does (compared on re-check, and part of the ETag). */
  liveKey: string;
  checkedAt: number;
}

/** The live state kept on the restaurant row. */
/** The restaurant's name as a diner reads it in `locale` (e-mails, texts): its display name, else its own name. */
export const restaurantNameIn = (entry: PublishedEntry, locale: Locale) =>
  restaurantName(entry.data.restaurant, locale === 'fr-CA' ? 'fr' : 'en');

export function liveStateOf(row: {
  ordersPaused: boolean;
  ordersPausedMessage: string | null;
  soldOutOverrides: unknown;
}): LiveState {
  return {
    ordersPaused: row.ordersPaused,
    pausedMessage: row.ordersPausedMessage,
    soldOut: soldOutMarks(row.soldOutOverrides),
  };
}

export function liveKeyOf(live: LiveState): string {
  return createHash('sha256').update(JSON.stringify(live)).digest('hex').slice(0, 12);
}

export function etagFor(version: number, contentHash: string, ordersPaused = false, liveKey = ''): string {
  return `"v${version}-${contentHash.slice(0, 32)}${ordersPaused ? '-p' : ''}${liveKey ? `-${liveKey}` : ''}"`;
}

export function toEntry(
  row: { restaurantId: number; versionId: number; version: number; contentHash: string; data: unknown },
  live: LiveState,
  now: number,
): PublishedEntry {
  const stored = row.data as RestaurantDataFile;
  // Staff pause orders and mark items sold out without publishing a new file: their marks sit on top of it.
  const data = applyLiveState(stored, live);
  const paused = data.restaurant.orders_paused;
  const liveKey = liveKeyOf(live);
  const plain = !live.ordersPaused && !live.pausedMessage && data === stored;
  // The member list is the membership provider's (issue 16): never served with the file. Nor are the promo codes:
  // a diner types one and the server looks it up (get-discount-info, rate limited, DESIGN.md section 11), which only
  // keeps codes from being guessed if the file does not list them (the data file as served, DESIGN.md section 6).
  const { members: _members, promo_codes: _promoCodes, ...served } = data;
  const body = JSON.stringify({ ...served, version: row.version });
  return {
    restaurantId: row.restaurantId,
    versionId: row.versionId,
    version: row.version,
    etag: etagFor(row.version, row.contentHash, paused, plain ? '' : liveKey),
    ...compressOnce(body, 'small'),
    data,
    ordersPaused: paused,
    fileOrdersPaused: stored.restaurant.orders_paused,
    live,
    liveKey,
    published: stored,
    checkedAt: now,
  };
}

/**
 * The published data file of every restaurant asked for, in memory: menus and pricing never wait on the
 * database. An import in this process replaces the entry at once; an import by another process (the CLI, another
 * API node) is noticed by re-reading the published version id, at most once per `recheckMs` per restaurant.
 * While the database cannot be reached, the copy in memory keeps being served (menus, data.json, set-costs and the
 * drawn menu page stay up during an outage) and the re-check is tried again after `recheckMs`.
 */
export class PublishedVersionCache {
  private readonly entries = new Map<string, PublishedEntry>();
  private readonly loading = new Map<string, Promise<PublishedEntry | undefined>>();
  private readonly slugs = new Map<number, string>();

  constructor(
    private readonly db: Database,
    private readonly recheckMs = 5_000,
    private readonly now: () => number = Date.now,
    /** How long a re-check may keep a request waiting before the copy in memory is served anyway. */
    private readonly recheckWaitMs = 1_000,
  ) {}

  async get(slug: string): Promise<PublishedEntry | undefined> {
    const cached = this.entries.get(slug);
    if (cached && this.now() - cached.checkedAt < this.recheckMs) return cached;
    const pending = this.loading.get(slug);
    if (pending) return pending;
    const load = this.refresh(slug, cached).finally(() => this.loading.delete(slug));
    this.loading.set(slug, load);
    return load;
  }

  /** The same entry, found by the restaurant id the order calls send (`X-RESTAURANT-ID`, `app8RestaurantId`). */
  async getByRestaurantId(restaurantId: number): Promise<PublishedEntry | undefined> {
    if (!Number.isSafeInteger(restaurantId) || restaurantId <= 0 || restaurantId > 2_147_483_647)
      return undefined;
    let slug = this.slugs.get(restaurantId);
    if (slug === undefined) {
      slug = await findRestaurantSlugById(this.db, restaurantId);
      if (slug === undefined) return undefined;
      this.slugs.set(restaurantId, slug);
    }
    return this.get(slug);
  }

  replace(slug: string, entry: PublishedEntry): void {
    this.entries.set(slug, entry);
    this.slugs.set(entry.restaurantId, slug);
  }

  /** Forgets a restaurant by id (a live change heard from any node). */
  invalidateRestaurant(restaurantId: number): void {
    const slug = this.slugs.get(restaurantId);
    if (slug !== undefined) this.entries.delete(slug);
  }

  /** Forgets a restaurant so the next request reads the database (after a pause, an import by this process...). */
  invalidate(slug: string): void {
    this.entries.delete(slug);
  }

  private async refresh(
    slug: string,
    cached: PublishedEntry | undefined,
  ): Promise<PublishedEntry | undefined> {
    const reload = this.reload(slug, cached);
    if (!cached) return reload;
    const keep = () => {
      const kept = { ...cached, checkedAt: this.now() };
      this.entries.set(slug, kept);
      return kept;
    };
    // A database that hangs (a lost network) must not hold the menus either: past `recheckWaitMs` the copy is
    // served, and the re-check still replaces it if it completes later.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waited'>((resolve) => {
      timer = setTimeout(() => resolve('waited'), this.recheckWaitMs);
    });
    try {
      const result = await Promise.race([reload, waited]);
      return result === 'waited' ? keep() : result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return keep();
    } finally {
      clearTimeout(timer);
      reload.catch(() => undefined);
    }
  }

  private async reload(
    slug: string,
    cached: PublishedEntry | undefined,
  ): Promise<PublishedEntry | undefined> {
    if (cached) {
      const state = await findPublishedState(this.db, slug);
      // The live state lives on the restaurant row; a change of it reloads the entry like a new version does.
      const liveNow = state ? liveKeyOf(liveStateOf(state)) : '';
      if (state?.versionId === cached.versionId && liveNow === cached.liveKey) {
        const fresh = { ...cached, checkedAt: this.now() };
        this.entries.set(slug, fresh);
        return fresh;
      }
    }
    const row = await findPublishedVersion(this.db, slug);
    if (!row) {
      this.entries.delete(slug);
      return undefined;
    }
    const entry = toEntry(row, liveStateOf(row), this.now());
    this.entries.set(slug, entry);
    this.slugs.set(entry.restaurantId, slug);
    return entry;
  }
}
