import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { run } from '../../db/statement';

/** The cheapest statement: it fails when the database does not answer. */
export async function selectOne(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The timestamp of the newest migration Drizzle's migrator recorded, or null when none is. */
export async function newestAppliedMigration(db: Executor): Promise<number | null> {
  const [row] = await run<{ applied: number | null }>(db, {
    text: 'select max(created_at)::float8 as applied from drizzle.__drizzle_migrations',
    values: [],
  });
  return row?.applied ?? null;
}
