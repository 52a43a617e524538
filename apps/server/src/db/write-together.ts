import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** A write built by Drizzle (insert, update, delete) or by hand. */
export type Write = { getSQL(): SQL };

/**
 * Writes that need nothing from one another, sent as one statement: all but the last as data-modifying `WITH`
 * clauses, which PostgreSQL runs once each and to completion, on the statement's snapshot (so none sees another's
 * rows; a foreign key is checked at the statement's end, against rows written before it). One round trip instead of
 * one per write: on the order path each round trip costs a socket write and a wake-up of the database's process,
 * the largest share of the server's time per order (decision 020). Skips `null`s, so optional writes read in place.
 */
export async function writeTogether(db: Executor, writes: readonly (Write | null)[]): Promise<void> {
  const parts = writes.filter((w): w is Write => w !== null).map((w) => w.getSQL());
  const last = parts.pop();
  if (!last) return;
  if (parts.length === 0) {
    await db.execute(last);
    return;
  }
  const clauses = parts.map((part, i) => sql`${sql.raw(`write_${i}`)} as (${part})`);
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} ${last}`);
}
