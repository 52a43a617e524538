/**
 * GET /api/ready apart from GET /api/health: ready when the database answers with the newest migration applied and
 * the process is not draining; otherwise 503 with the error body, the reason in its details, and Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newestMigration, notReady } from './readiness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
  await t.handle.close().catch(() => undefined);
});

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

function expectNotReady(response: Awaited<ReturnType<typeof ready>>, reason: string) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ code: 503, message: expect.any(String), details: { reason } });
}

describe('GET /api/ready', () => {
  it('200 on a migrated database that answers', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', version: 'test' });
  });

  it('is in the OpenAPI document beside the health check', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/ready', '/api/health']));
    expect(Object.keys(doc.paths['/api/ready'].get.responses)).toEqual(
      expect.arrayContaining(['200', '5XX']),
    );
  });

  it('503 while draining for a shutdown, as the health check stays 200 (the process is alive)', async () => {
    t.app.draining = true;
    try {
      expectNotReady(await ready(), 'draining');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('not ready when the newest migration of the journal is not applied', async () => {
    expect(await notReady(t.db, { draining: false, newest: newestMigration() })).toBeNull();
    expect(await notReady(t.db, { draining: false, newest: newestMigration() + 1 })).toBe('migrations');
  });

  it('503 when nothing was migrated, then when the database is gone', async () => {
    await t.db.execute('drop schema drizzle cascade');
    expectNotReady(await ready(), 'migrations');
    await t.handle.close();
    expectNotReady(await ready(), 'database');
  });
});
