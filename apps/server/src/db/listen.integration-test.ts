/**
 * The LISTEN connection of a process lost and opened again (PostgreSQL only: PGlite has no server to end it). The
 * notices sent while it was away never arrive, so what they kept fresh (each process's copy of the menus, decision
 * 033) is checked again.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { importDataFile, PublishedVersionCache } from '../features/restaurants';
import { orderDataFile } from '../testing/order-fixtures';
import { openTestDatabase } from '../testing/test-db';
import type { Database } from './client';
import { restaurants } from './schema';

const source = inject('testDb');

/** The server ends this database's LISTEN session on `channel`, as a restart or a network cut would. */
async function endListenSession(db: Database, channel: string) {
  const result = await db.execute(
    sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query = ${`listen ${channel}`}`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

async function eventually(check: () => Promise<boolean> | boolean, waitMs = 10_000) {
  const until = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe.runIf(source.kind === 'pg')('a LISTEN whose connection is lost', () => {
  it('listens again, says so, and hears the notices sent after', async () => {
    const handle = await openTestDatabase();
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await handle.listen(
      'reconnect_test',
      (payload) => heard.push(payload),
      () => undefined,
      () => reconnects++,
    );
    try {
      expect(await endListenSession(handle.db, 'reconnect_test')).toBe(1);
      expect(await eventually(() => reconnects === 1)).toBe(true);
      await handle.db.execute(sql`select pg_notify('reconnect_test', 'after')`);
      expect(await eventually(() => heard.includes('after'))).toBe(true);
    } finally {
      await stop();
      await handle.close();
    }
  }, 30_000);

  it('makes each copy of a menu be read again, so a change made while it was away is seen', async () => {
    const handle = await openTestDatabase();
    const file = orderDataFile();
    expect((await importDataFile(handle.db, file)).ok).toBe(true);
    // Copies never re-checked on their own within the test: only a notice, or the reconnection, refreshes them.
    const cache = new PublishedVersionCache(handle.db, 3_600_000);
    await cache.follow(handle.listen, () => undefined);
    try {
      const slug = file.restaurant.slug as string;
      const before = await cache.get(slug);
      expect(before?.ordersPaused).toBe(false);
      expect(await endListenSession(handle.db, 'menu_versions')).toBe(1);
      // Paused while the LISTEN is away: its notice is lost.
      await handle.db
        .update(restaurants)
        .set({ ordersPaused: true })
        .where(eq(restaurants.id, before?.restaurantId ?? 0));
      expect(await eventually(async () => (await cache.get(slug))?.ordersPaused === true)).toBe(true);
    } finally {
      await cache.close();
      await handle.close();
    }
  }, 30_000);
});
