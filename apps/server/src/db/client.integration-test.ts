import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery, openTestDatabase } from '../testing/test-db';

// PostgreSQL only (CI's second leg): PGlite has no server to end a connection.
const source = inject('testDb');

describe.runIf(source.kind === 'pg')('the PostgreSQL pool', () => {
  it('outlives an idle connection the server ends, and opens a new one when next asked', async () => {
    if (source.kind !== 'pg') return;
    const handle = await openTestDatabase();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const pid = await handle.db.execute(sql`select pg_backend_pid() as pid`);
      const backend = (pid as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
      // The connection is idle in the pool now; the server ends it, as a restart or an administrator would.
      await adminQuery(source.url, `select pg_terminate_backend(${backend})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await handle.db.execute(sql`select 1 as one`);
      expect((again as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await handle.close();
    }
  });
});
