import { readFile } from 'node:fs/promises';
import { customAlphabet } from 'nanoid';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, pgHandle, pgliteHandle } from '../db/client';
import { ThreadedPGlite } from '../db/threaded-pglite';

export type TestDbSource =
  | { kind: 'pglite'; snapshot: string }
  | { kind: 'pg'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbSource;
  }
}

const databaseSuffix = customAlphabet('abcdefghijklmnopqrstuvwxyz0123456789', 10);

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool txn). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createFromTemplate(url: string, template: string, name: string): Promise<void> {
  // PostgreSQL refuses a template copy while another session copies the same template; files start together.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `create database "${name}" template "${template}"`);
      return;
    } catch (err) {
      if (attempt >= 20 || !String((err as Error).message).includes('being accessed by other users'))
        throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/**
 * A migrated database of its own for the calling test file: a copy of the run's PGlite snapshot (about 0.5 s),
 * or, when the run targets PostgreSQL, a new database cloned from the run's migrated template and dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDb');
  if (source.kind === 'pglite') {
    const tarball = await readFile(source.snapshot);
    return pgliteHandle(await ThreadedPGlite.create({ loadDataDir: tarball }));
  }
  const name = `${source.template}_${databaseSuffix()}`;
  await createFromTemplate(source.url, source.template, name);
  const handle = pgHandle(databaseUrl(source.url, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(source.url, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * One fresh migrated database opened twice, as two processes on one database would: on PostgreSQL two pools and
 * two LISTEN connections; on PGlite, one process by nature, the same client twice. `close()` closes both.
 */
export async function openTestDatabaseTwice(): Promise<{
  first: DatabaseHandle;
  second: DatabaseHandle;
  close(): Promise<void>;
}> {
  const source = inject('testDb');
  if (source.kind === 'pglite') {
    const handle = await openTestDatabase();
    return { first: handle, second: handle, close: () => handle.close() };
  }
  const name = `${source.template}_${databaseSuffix()}`;
  await createFromTemplate(source.url, source.template, name);
  const first = pgHandle(databaseUrl(source.url, name), 4);
  const second = pgHandle(databaseUrl(source.url, name), 4);
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await adminQuery(source.url, `drop database if exists "${name}" with (force)`);
    },
  };
}
