/**
 * Whether this process should be sent traffic (GET /api/ready): the database answers, its schema is this code's
 * (the newest migration of the journal is applied), and the process is not draining for a shutdown. Liveness
 * (GET /api/health) only reports the database (docs/decisions/081-liveness-apart-from-the-database.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Executor, migrationsFolder } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { newestAppliedMigration, selectOne } from './health.repository';

export type NotReady = 'draining' | 'database' | 'migrations';

/**
 * The newest migration's timestamp in Drizzle's journal: Drizzle's migrator records each applied migration with
 * it (`created_at` of `drizzle.__drizzle_migrations`) and applies those newer than the newest recorded, so the
 * database is current exactly when it has recorded this one.
 */
export function newestMigration(folder: string = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** What keeps the process from being ready, or null: one fixed statement, which also proves the database answers. */
export async function notReady(
  db: Executor,
  state: { draining: boolean; newest: number },
): Promise<NotReady | null> {
  if (state.draining) return 'draining';
  try {
    return ((await newestAppliedMigration(db)) ?? 0) >= state.newest ? null : 'migrations';
  } catch (err) {
    // No migrations table (42P01) or schema (3F000): nothing has been migrated yet. Any other failure of a
    // `select` this plain means the database cannot serve this process.
    const code = (err as { code?: unknown }).code;
    if (!isDatabaseUnavailable(err) && (code === '42P01' || code === '3F000')) return 'migrations';
    return 'database';
  }
}

/** Liveness (GET /api/health): resolves when the database answers a statement, throws its failure otherwise. */
export async function checkDatabase(db: Executor): Promise<void> {
  await selectOne(db);
}
