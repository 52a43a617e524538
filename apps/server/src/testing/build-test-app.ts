import { join } from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '../app';
import { repoRoot } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-db';

export interface TestApp {
  app: App;
  db: Database;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the migrated test database; call `close()` in `afterAll`. */
export async function buildTestApp(
  overrides: {
    cantineHosts?: string[];
    webDistDir?: string;
    production?: boolean;
    orderEventsHeartbeatMs?: number;
    trustProxy?: string[];
    publishedRecheckMs?: number;
    logger?: BuildAppOptions['logger'];
    places?: BuildAppOptions['places'];
    metricsToken?: string;
    /** Another database than a fresh copy of the test database (an outage test's, behind a proxy it can cut). */
    handle?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const handle = overrides.handle ?? (await openTestDatabase());
  const app = await buildApp({
    db: handle.db,
    listen: handle.listen,
    version: 'test',
    orderEventsHeartbeatMs: overrides.orderEventsHeartbeatMs,
    publishedRecheckMs: overrides.publishedRecheckMs,
    logger: overrides.logger,
    places: overrides.places,
    poolStats: handle.poolStats,
    config: {
      cantineHosts: overrides.cantineHosts ?? ['cantine.test'],
      production: overrides.production ?? false,
      publicOrigin: undefined,
      webDistDir: overrides.webDistDir ?? join(repoRoot, 'apps/server/src/testing/fixtures/web-dist'),
      demoImagesDir: join(repoRoot, 'demo/images'),
      trustProxy: overrides.trustProxy,
      metricsToken: overrides.metricsToken,
    },
  });
  await app.ready();
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
