import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, openTestDatabase } from '../testing/test-db';
import { migrationsFolder, pgHandle } from './client';
import { servingSince } from './oldest-first';

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

  it('migrates an empty database from several processes started together: each waits its turn, none fails', async () => {
    if (source.kind !== 'pg') return;
    const name = `migrate_race_${Date.now()}_${process.pid}`;
    await adminQuery(source.url, `create database "${name}"`);
    const handles = Array.from({ length: 4 }, () => pgHandle(databaseUrl(source.url, name), 2));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const applied = await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const tables = await handles[0]!.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'data_file_versions'`,
      );
      // Each migration applied once, not once per process.
      const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(files.length);
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(source.url, `drop database if exists "${name}" with (force)`);
    }
  });

  it('prepares a statement with parameters once per connection; one without goes as it is', async () => {
    const handle = await openTestDatabase();
    try {
      const count = await handle.db.transaction(async (tx) => {
        // One connection for the whole transaction: the same statement twice, then one without parameters.
        for (const n of [1, 2]) await tx.execute(sql`select ${n}::int + 40 as prepared_probe`);
        await tx.execute(sql`select 2 as unprepared_probe`);
        const found = await tx.execute(
          sql`select statement from pg_prepared_statements where statement like '%_probe%'`,
        );
        return (found as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement);
      });
      expect(count).toHaveLength(1);
      expect(count[0]).toContain('prepared_probe');
    } finally {
      await handle.close();
    }
  });
});

describe('a busy database', () => {
  it('lets the event loop turn between statements, so connections are accepted and requests read', async () => {
    const handle = await openTestDatabase();
    try {
      // Ten requests' worth of statements, back to back, as under load; the loop's next turn records how many ran.
      let statements = 0;
      let ranBeforeTurn: number | null = null;
      const busy = Array.from({ length: 10 }, async () => {
        while (ranBeforeTurn === null && statements < 2_000) {
          await handle.db.execute(sql`select 1`);
          statements++;
        }
      });
      setImmediate(() => {
        ranBeforeTurn = statements;
      });
      await Promise.all(busy);
      // About one statement per worker a turn; before, PGlite ran all 2,000 and only then let the loop turn.
      expect(ranBeforeTurn).not.toBeNull();
      expect(ranBeforeTurn).toBeLessThanOrEqual(20);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(source.kind !== 'pg')('the embedded database', () => {
  it("runs the oldest request's statement next, not the one that asked first", async () => {
    const handle = await openTestDatabase();
    try {
      const served: string[] = [];
      let begun!: () => void;
      const inTransaction = new Promise<void>((resolve) => {
        begun = resolve;
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // A transaction holds the database while two requests ask: the younger (arrived at 2) before the older (1).
      const busy = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await held;
      });
      await inTransaction;
      const ask = (arrived: number, name: string) =>
        servingSince(arrived, () => handle.db.execute(sql`select 1`).then(() => served.push(name)));
      const asked = [ask(2, 'younger'), ask(1, 'older')];
      release();
      await Promise.all([busy, ...asked]);
      expect(served).toEqual(['older', 'younger']);
    } finally {
      await handle.close();
    }
  });
});
