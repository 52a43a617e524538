import { join } from 'node:path';
import { type App, type AppSettings, type BuildAppOptions, buildApp } from '../app';
import { repoRoot } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openTestDatabase, openTestDatabaseTwice } from './test-db';

export interface TestApp {
  app: App;
  db: Database;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the migrated test database; call `close()` in `afterAll`. */
export interface TestAppOverrides {
  cantineHosts?: string[];
  webDistDir?: string;
  production?: boolean;
  orderEventsHeartbeatMs?: number;
  trustProxy?: string[];
  publishedRecheckMs?: number;
  logger?: BuildAppOptions['logger'];
  places?: BuildAppOptions['places'];
  metricsToken?: string;
  /** The platform's maintenance window (MAINTENANCE_WINDOW). */
  maintenanceWindow?: AppSettings['maintenanceWindow'];
  /** The bound on the order path's requests under way (ADMISSION_MAX); none unless given. */
  admissionMax?: number;
  /** Another database than a fresh copy of the test database (an outage test's, behind a proxy it can cut). */
  handle?: DatabaseHandle;
  /** Without the database's LISTEN (a process whose notices are lost): only re-checks keep its copies right. */
  deaf?: boolean;
}

export async function buildTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const handle = overrides.handle ?? (await openTestDatabase());
  const app = await testAppOn(handle, overrides);
  return {
    app,
    db: handle.db,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * Two apps on one fresh database, as two processes behind a load balancer: on PostgreSQL each has its own pool and
 * LISTEN connection (the leg that proves it); on PGlite they share the one embedded database.
 */
export async function buildTestAppPair(
  overrides: { first?: TestAppOverrides; second?: TestAppOverrides } = {},
): Promise<{ a: App; b: App; db: Database; close(): Promise<void> }> {
  const handles = await openTestDatabaseTwice();
  const a = await testAppOn(handles.first, overrides.first);
  const b = await testAppOn(handles.second, overrides.second);
  return {
    a,
    b,
    db: handles.first.db,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await handles.close();
    },
  };
}

async function testAppOn(handle: DatabaseHandle, overrides: TestAppOverrides = {}): Promise<App> {
  const app = await buildApp({
    db: handle.db,
    listen: overrides.deaf ? undefined : handle.listen,
    version: 'test',
    orderEventsHeartbeatMs: overrides.orderEventsHeartbeatMs,
    publishedRecheckMs: overrides.publishedRecheckMs,
    logger: overrides.logger,
    places: overrides.places,
    poolStats: handle.poolStats,
    databaseThreadHeap: handle.threadHeap,
    config: {
      cantineHosts: overrides.cantineHosts ?? ['cantine.test'],
      production: overrides.production ?? false,
      publicOrigin: undefined,
      webDistDir: overrides.webDistDir ?? join(repoRoot, 'apps/server/src/testing/fixtures/web-dist'),
      demoImagesDir: join(repoRoot, 'demo/images'),
      trustProxy: overrides.trustProxy,
      metricsToken: overrides.metricsToken,
      maintenanceWindow: overrides.maintenanceWindow ?? null,
      admissionMax: overrides.admissionMax ?? null,
    },
  });
  await app.ready();
  return app;
}
