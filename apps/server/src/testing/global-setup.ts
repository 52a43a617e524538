import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgHandle, pgliteHandle } from '../db/client';
import { adminQuery, databaseUrl } from './test-db';

/**
 * Migrates ONE database per test run: creating a PGlite database costs seconds and hundreds of MB, copying a
 * migrated snapshot half a second. On PostgreSQL (CI's second leg) the migrated database is a template that each
 * test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const template = `ordering_tpl_${process.pid}`;
    await adminQuery(url, `drop database if exists "${template}" with (force)`);
    await adminQuery(url, `create database "${template}"`);
    const handle = pgHandle(databaseUrl(url, template), 1);
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('testDb', { kind: 'pg', url, template });
    return async () => {
      await adminQuery(url, `drop database if exists "${template}" with (force)`);
    };
  }

  const client = await PGlite.create();
  const handle = pgliteHandle(client);
  await handle.migrate();
  const tarball = await client.dumpDataDir('gzip');
  await handle.close();
  const snapshot = join(tmpdir(), `ordering-test-db-${process.pid}.tar.gz`);
  await writeFile(snapshot, Buffer.from(await tarball.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', snapshot });
  return async () => {
    await rm(snapshot, { force: true });
  };
}
