/**
 * Attempt limits kept in the database (decision 032): every process on one database counts into the same rows, so
 * two processes (or twenty) allow what one would. rate-limiter-flexible's Drizzle store does the counting with one
 * atomic upsert a hit, on PostgreSQL and on the embedded PGlite alike.
 */
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { run } from '../db/statement';

/** A fixed window of `durationMs` from a key's first hit, shared through the `rate_limits` table. */
export function sharedLimiter(
  db: Database,
  keyPrefix: string,
  points: number,
  durationMs: number,
  /**
   * Whether this limiter deletes the table's rows expired an hour ago, every 5 minutes (the library's sweep covers
   * the whole table): one limiter of a process does, not each of them.
   */
  sweeps = false,
) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: durationMs / 1000,
    clearExpiredByTimeout: sweeps,
  });
}

/**
 * A key's live row (its points, and its window's end in epoch milliseconds) with the key and the instant at the given
 * placeholders: the submission's key look-up reads it in its own statement (checkouts.repository.ts).
 */
export const spentRowAt = (key: string, at: string) =>
  'select points, (extract(epoch from expire) * 1000)::float8 as expire_ms from rate_limits ' +
  `where key = ${key} and (expire > ${at}::timestamptz or expire is null) limit 1`;

const READ_SPENT = spentRowAt('$1', '$2');

/**
 * A key's row as the library reads it (its live window at `at`), as a fixed statement: failure-budget.ts asks this for
 * every code named in set-costs or a submission, and Drizzle's query building per call was a fifth of it.
 */
export async function readSpent(
  db: Database,
  key: string,
  at: number,
): Promise<{ points: number; expire_ms: number | null } | undefined> {
  const [row] = await run<{ points: number; expire_ms: number | null }>(db, {
    text: READ_SPENT,
    values: [key, new Date(at).toISOString()],
  });
  return row;
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

const toStoreResult = (res: RateLimiterRes): StoreResult => ({
  current: res.consumedPoints,
  ttl: Math.max(0, res.msBeforeNext),
});

/**
 * A store for @fastify/rate-limit over the shared table: the per-route limits (`config: { rateLimit }`) and the
 * ones made with `createRateLimit` (sign-in, reset, operator login) count across processes. Each route's store is
 * its own key prefix, and each window length its own limiter; the library only adds to the count (`penalty`), the
 * plugin compares it with the route's max as with its memory store.
 */
export function sharedRateLimitStore(db: Database) {
  return class SharedRateLimitStore {
    private readonly limiters = new Map<number, RateLimiterDrizzle>();

    private readonly prefix: string;

    /** The plugin constructs the root store with its options; children are made here with their key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route';
    }

    private limiter(timeWindow: number) {
      let limiter = this.limiters.get(timeWindow);
      if (!limiter) {
        // `points` is not what refuses here (the plugin compares with max); it only sizes the answer's remainder.
        limiter = sharedLimiter(db, this.prefix, Number.MAX_SAFE_INTEGER, timeWindow);
        this.limiters.set(timeWindow, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      this.limiter(timeWindow)
        .penalty(key, 1)
        .then(
          (res) => callback(null, toStoreResult(res)),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    read(key: string, callback: StoreCallback, timeWindow: number): void {
      this.limiter(timeWindow)
        .get(key)
        .then(
          (res) => callback(null, res ? toStoreResult(res) : { current: 0, ttl: 0 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The plugin's typings say route options; at run time they are the merged limit with `routeInfo` in them. */
    child(options: object) {
      const info = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const route = typeof info?.url === 'string' ? `${String(info.method)}:${info.url}` : 'call';
      return new SharedRateLimitStore(`route:${route}`);
    }
  };
}

/**
 * The channel a process tells each miss it counts on, as `<window end in epoch ms> <key>` (failure-budget.ts
 * `ClientsWithMisses`): every process reads that client's row from the table until the window ends.
 */
export const MISSES_CHANNEL = 'budget_misses';

/** Tells every process on the database that `key` has a miss in a window ending at `untilMs` (delivered at commit). */
export async function announceMiss(db: Database, key: string, untilMs: number): Promise<void> {
  await run(db, { text: 'select pg_notify($1, $2)', values: [MISSES_CHANNEL, `${untilMs} ${key}`] });
}

/**
 * The keys under `prefix` with a miss in a window still open at `at`, with its end: what a process learns on starting
 * to listen, and again when its LISTEN comes back (a notice sent meanwhile is lost).
 */
export async function keysWithMisses(
  db: Database,
  prefix: string,
  at: number,
): Promise<{ key: string; expire_ms: number }[]> {
  const rows = await run<{ key: string; expire_ms: number | string }>(db, {
    text:
      'select key, (extract(epoch from expire) * 1000)::float8 as expire_ms from rate_limits ' +
      'where left(key, length($1)) = $1 and points > 0 and expire > $2::timestamptz',
    values: [prefix, new Date(at).toISOString()],
  });
  return rows.map((row) => ({ key: row.key, expire_ms: Number(row.expire_ms) }));
}
