import { createHash } from 'node:crypto';
import { restaurantName } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { MaintenanceWindow } from '@ordering/domain/ordering/maintenance';
import {
  applyLiveState,
  type LiveState,
  soldOutMarks,
  withMaintenanceWindows,
} from '@ordering/domain/staff/live-state';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/listen';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { type CompressedBody, compressOnce } from '../../http/compressed';
import type { Locale } from '../../i18n/messages';
import { within } from '../../within';
import { findPublishedState, findPublishedVersion, findRestaurantSlugById } from './restaurants.repository';

/** `body` is the data file plus its version, serialized and compressed once per version. */
export interface PublishedEntry extends CompressedBody {
  restaurantId: number;
  versionId: number;
  version: number;
  /** When this version was published: staff read it on the Publish screen. */
  publishedAt: Date;
  /** The restaurant row's `menu_version` this entry was read at (decision 033). */
  menuVersion: number;
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
  maintenanceStartsAt?: Date | null;
  maintenanceEndsAt?: Date | null;
}): LiveState {
  const { maintenanceStartsAt: starts, maintenanceEndsAt: ends } = row;
  return {
    ordersPaused: row.ordersPaused,
    pausedMessage: row.ordersPausedMessage,
    soldOut: soldOutMarks(row.soldOutOverrides),
    ...(starts && ends
      ? { maintenance: { startsAt: starts.toISOString(), endsAt: ends.toISOString() } }
      : {}),
  };
}

/** A key of the live state and the platform's maintenance window: what diners read beside the file. */
export function liveKeyOf(live: LiveState, platform: MaintenanceWindow | null = null): string {
  const keyed = platform ? { ...live, platformMaintenance: platform } : live;
  return createHash('sha256').update(JSON.stringify(keyed)).digest('hex').slice(0, 12);
}

export function etagFor(version: number, contentHash: string, ordersPaused = false, liveKey = ''): string {
  return `"v${version}-${contentHash.slice(0, 32)}${ordersPaused ? '-p' : ''}${liveKey ? `-${liveKey}` : ''}"`;
}

export function toEntry(
  row: {
    restaurantId: number;
    versionId: number;
    version: number;
    publishedAt: Date;
    menuVersion: number;
    contentHash: string;
    data: unknown;
  },
  live: LiveState,
  now: number,
  /** The platform's maintenance window (MAINTENANCE_WINDOW), told with the owner's. */
  platform: MaintenanceWindow | null = null,
): PublishedEntry {
  const stored = row.data as RestaurantDataFile;
  // Staff pause orders and mark items sold out without publishing a new file: their marks sit on top of it, and the
  // maintenance windows beside them.
  const data = withMaintenanceWindows(applyLiveState(stored, live), [live.maintenance, platform]);
  const paused = data.restaurant.orders_paused;
  const liveKey = liveKeyOf(live, platform);
  const plain = !live.ordersPaused && !live.pausedMessage && data === stored;
  // The member list is the membership provider's: never served with the file. Nor are the promo codes:
  // a diner types one and the server looks it up (get-discount-info, rate limited), which only
  // keeps codes from being guessed if the file does not list them (the data file as served).
  const { members: _members, promo_codes: _promoCodes, ...served } = data;
  const body = JSON.stringify({ ...served, version: row.version });
  return {
    restaurantId: row.restaurantId,
    versionId: row.versionId,
    version: row.version,
    publishedAt: row.publishedAt,
    menuVersion: row.menuVersion,
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

/** The channel the `restaurants_menu_version` trigger announces `id:menu_version` on (migration 0014). */
export const MENU_VERSIONS_CHANNEL = 'menu_versions';

/**
 * The published data file of every restaurant asked for, in memory: menus and pricing never wait on the
 * database. Each entry is as old as the restaurant's `menu_version` it was read at (decision 033). A change made by
 * any process (a pause, a sold-out mark, a publish, an import from the command line) raises that version, and every
 * process listening hears it at commit and forgets its copy; should a notice be lost (a LISTEN reconnecting), the
 * version is re-read at most `recheckMs` after, and the order path compares the version it reads anyway
 * (`atLeast`), so an order never waits on a notice to be right.
 * While the database cannot be reached, the copy in memory keeps being served (menus, data.json, set-costs and the
 * drawn menu page stay up during an outage) and the re-check is tried again after `recheckMs`.
 */
export class PublishedVersionCache {
  private readonly entries = new Map<string, PublishedEntry>();
  private readonly loading = new Map<string, Promise<PublishedEntry | undefined>>();
  private readonly slugs = new Map<number, string>();
  /** The highest `menu_version` heard of, by restaurant: a copy read older than it is not kept as current. */
  private readonly heard = new Map<number, number>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly recheckMs = 1_000,
    private readonly now: () => number = Date.now,
    /** How long a re-check may keep a request waiting before the copy in memory is served anyway. */
    private readonly recheckWaitMs = 1_000,
    /** The platform's maintenance window (MAINTENANCE_WINDOW), told in every restaurant's file. */
    private readonly platformMaintenance: MaintenanceWindow | null = null,
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

  /**
   * Hears every process's changes (the trigger's NOTIFY); resolves once the LISTEN is in place. Without a LISTEN
   * (a command-line tool), entries are re-checked every `recheckMs` as before.
   */
  async follow(listen: Listen | undefined, onError: (error: unknown) => void): Promise<void> {
    if (!listen) return;
    try {
      this.stopListening = await listen(
        MENU_VERSIONS_CHANNEL,
        (payload) => {
          const [id, version] = payload.split(':').map(Number);
          if (Number.isSafeInteger(id) && Number.isSafeInteger(version)) this.heardOf(id!, version!);
        },
        onError,
        // Notices sent while the LISTEN was away are lost: every copy is checked again on its next request.
        () => this.recheckAll(),
      );
    } catch (error) {
      // Not a reason to refuse to start: the re-check and the order path's version check keep copies right.
      onError(error);
    }
  }

  /** Stops listening; a database already gone (closed first, or lost) has nothing left to stop. */
  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.().catch(() => undefined);
  }

  /** Every copy is re-read on its next request (kept, and served, should the database not answer). */
  recheckAll(): void {
    for (const [slug, entry] of this.entries)
      this.entries.set(slug, { ...entry, checkedAt: Number.NEGATIVE_INFINITY });
  }

  /** A restaurant's menu version is now `version`: a copy older than it is forgotten. */
  heardOf(restaurantId: number, version: number): void {
    if ((this.heard.get(restaurantId) ?? 0) < version) this.heard.set(restaurantId, version);
    const slug = this.slugs.get(restaurantId);
    const entry = slug === undefined ? undefined : this.entries.get(slug);
    if (slug !== undefined && entry && entry.menuVersion < version) this.entries.delete(slug);
  }

  /**
   * The restaurant's entry at `version` or later: what the order path prices with once it has read the restaurant's
   * current version in its own first statement. A copy older than that is read again, at once, whatever `recheckMs`
   * says; the database never goes back, so the second read is enough (a third covers a read already under way).
   */
  async atLeast(restaurantId: number, version: number): Promise<PublishedEntry | undefined> {
    this.heardOf(restaurantId, version);
    let entry: PublishedEntry | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      entry = await this.getByRestaurantId(restaurantId);
      if (!entry || entry.menuVersion >= version) return entry;
      this.invalidateRestaurant(restaurantId);
    }
    return entry;
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

  /**
   * When a copy just read counts as checked: now, unless a newer version was heard of while it was being read (the
   * read began before that commit), in which case the next request reads again.
   */
  private freshAt(entry: PublishedEntry): number {
    return (this.heard.get(entry.restaurantId) ?? 0) > entry.menuVersion
      ? Number.NEGATIVE_INFINITY
      : this.now();
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
    try {
      const result = await within(reload, this.recheckWaitMs, 'waited' as const);
      return result === 'waited' ? keep() : result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return keep();
    } finally {
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
      const liveNow = state ? liveKeyOf(liveStateOf(state), this.platformMaintenance) : '';
      if (
        state?.versionId === cached.versionId &&
        state.menuVersion === cached.menuVersion &&
        liveNow === cached.liveKey
      ) {
        const fresh = { ...cached, checkedAt: this.freshAt(cached) };
        this.entries.set(slug, fresh);
        return fresh;
      }
    }
    const row = await findPublishedVersion(this.db, slug);
    if (!row) {
      this.entries.delete(slug);
      return undefined;
    }
    const read = toEntry(row, liveStateOf(row), this.now(), this.platformMaintenance);
    const entry = { ...read, checkedAt: this.freshAt(read) };
    this.entries.set(slug, entry);
    this.slugs.set(entry.restaurantId, slug);
    return entry;
  }
}
