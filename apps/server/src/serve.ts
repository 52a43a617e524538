import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { emailSenderFromEnv } from './adapters/email/email';
import {
  type ErrorReporting,
  ErrorReportsConfigError,
  errorReportingFromEnv,
} from './adapters/error-reports/error-reports';
import {
  IdentityConfigError,
  type IdentityProviders,
  identityProvidersFromEnv,
} from './adapters/identity/providers';
import { OfflinePlaces } from './adapters/places/offline-gazetteer';
import { type Places, PlacesConfigError, placesFromEnv } from './adapters/places/places';
import { smsSenderFromEnv } from './adapters/sms/sms';
import { buildApp } from './app';
import { ClockError, now, startClockAt } from './clock';
import { WORKER_READY } from './cluster';
import { type AppConfig, repoRoot } from './config';
import { openDatabase } from './db/client';
import { EmbeddedDatabaseInUse } from './db/embedded-owner';
import { migrationFailure } from './db/migration-failure';
import {
  EMAIL_CHANGED_MESSAGE,
  emailChangedHandler,
  PASSWORD_RESET_MESSAGE,
  passwordResetHandler,
} from './features/accounts';
import { startAnalyticsRollup } from './features/analytics';
import { checkoutRecoveryHandler, settlementRecoveryHandler } from './features/orders';
import { paymentGatewayForRestaurant } from './features/payments';
import { REPLACE_PRE_ORDER, replacePreOrderHandler } from './features/suites';
import {
  CLOSED_EMAIL,
  closedEmailHandler,
  IDLE_CLOSE,
  IDLE_CLOSED_EMAIL,
  idleCloseHandler,
  OPEN_RECOVER,
  openRecoveryHandler,
  SHARE_RECEIPT_EMAIL,
  SHARE_RECOVER,
  shareReceiptEmailHandler,
  shareRecoveryHandler,
  tabRefunds,
} from './features/tabs';
import { shareWithPrimary } from './metrics/cluster-metrics';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { outboxHandlers } from './outbox/handlers';
import { startOutboxWorker } from './outbox/outbox-worker';

/**
 * Stops the HTTP side as a load balancer's backend should: no new connection is accepted, the requests under way
 * finish, then it closes. A keep-alive connection whose request was under way would otherwise hold `close()` until
 * the client ends it or its keep-alive timeout (72 s) passes, past the primary's drain: each is closed once idle.
 */
export async function closeHttp(
  app: { close(): Promise<unknown>; server: Server },
  sweepMs = 100,
): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/**
 * The HTTP side's end at SIGTERM: for `graceMs` the listener still accepts (readiness answering `draining`, so a
 * load balancer that learns from its probe stops sending requests) while `meanwhile` (the outbox's pass) ends; then
 * `closeHttp`.
 */
export async function drainHttp(
  app: { close(): Promise<unknown>; server: Server },
  graceMs: number,
  meanwhile: Promise<unknown> = Promise.resolve(),
  sweepMs = 100,
): Promise<void> {
  await Promise.all([meanwhile, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  await closeHttp(app, sweepMs);
}

export function fail(message: string): never {
  process.stderr.write(`\nCannot start the ordering server: ${message}\n\n`);
  process.exit(1);
}

/**
 * One server process: the HTTP app (ROLE web or all) and the outbox worker (ROLE worker or all), on a database whose
 * migrations it applies first unless the cluster's primary did (`migrated`).
 */
export async function serve(config: AppConfig, { migrated = false } = {}): Promise<void> {
  try {
    startClockAt(process.env.CLOCK_START);
  } catch (err) {
    if (err instanceof ClockError) fail(err.message);
    throw err;
  }

  const { version } = JSON.parse(readFileSync(join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    version: string;
  };
  // Social login adapters: a provider with its client id set verifies real tokens, the others the sandbox answers.
  let identityProviders: IdentityProviders;
  try {
    identityProviders = identityProvidersFromEnv(process.env, config.sessionSecret);
  } catch (err) {
    if (err instanceof IdentityConfigError) fail(err.message);
    throw err;
  }
  // Place suggestions for location searches: the offline gazetteer unless PLACES_PROVIDER=google (decision 019).
  let places: Places;
  try {
    places = placesFromEnv(process.env);
  } catch (err) {
    if (err instanceof PlacesConfigError) fail(err.message);
    throw err;
  }
  // Unhandled errors and 5xx answers: Sentry when SENTRY_DSN is set, else the log.
  let errorReporting: ErrorReporting;
  try {
    errorReporting = errorReportingFromEnv(process.env, version);
  } catch (err) {
    if (err instanceof ErrorReportsConfigError) fail(err.message);
    throw err;
  }
  const database = await openDatabase(config).catch((err: unknown) => {
    if (err instanceof EmbeddedDatabaseInUse) fail(err.message);
    throw err;
  });
  if (!migrated) {
    try {
      await database.migrate();
    } catch (err) {
      await database.close().catch(() => undefined);
      fail(`the database migration failed: ${migrationFailure(err, config.databaseUrl)}`);
    }
  }

  const metrics = createMetrics();
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    metrics,
    poolStats: database.poolStats,
    databaseThreadHeap: database.threadHeap,
    config,
    version,
    identityProviders,
    places,
    errorReporter: errorReporting.reporter,
    webErrorReportsDsn: errorReporting.webDsn,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      // Serializers and further paths are added by buildApp (plugins/log-redaction.ts): no personal data in logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });

  if (errorReporting.reporter.name === 'sentry') {
    // A crash is reported before the process ends as Node would end it; the log reporter leaves Node's own output.
    process.on('uncaughtException', (err) => {
      errorReporting.reporter.exception(err, {}, app.log);
      void errorReporting.reporter.flush(2000).finally(() => process.exit(1));
    });
  }

  // Hours, slots and cutoffs follow this runtime's time-zone data (decisions 008 and 017: ICU_TIMEZONE_FILES_DIR).
  app.log.info({ tzdata: process.versions.tz, icu: process.versions.icu }, 'time-zone data');

  if (config.production && identityProviders.sandboxed.length > 0) {
    app.log.warn(
      `The sandbox signs in for ${identityProviders.sandboxed.join(', ')} (demo identities): configure their client ids, or SANDBOX_LOGIN=off.`,
    );
  }

  // Confirmations and "order ready" texts leave through the outbox.
  let notifiers: Parameters<typeof outboxHandlers>[0];
  try {
    const print = (line: string) => app.log.info(line);
    notifiers = {
      sms: smsSenderFromEnv(process.env, print),
      email: emailSenderFromEnv(process.env, print),
      restaurant: (id) => app.publishedVersions.getByRestaurantId(id),
      publicOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    };
  } catch (err) {
    fail((err as Error).message);
  }
  if (config.production) {
    if (notifiers.sms.name === 'log')
      app.log.warn('SMS_TRANSPORT is not set: "order ready" texts only go to this log.');
    if (notifiers.email.name === 'log')
      app.log.warn('EMAIL_TRANSPORT is not set: confirmations only go to this log.');
    if (!config.publicOrigin)
      app.log.warn('PUBLIC_ORIGIN is not set: confirmation e-mails link to localhost.');
  }
  // ROLE=web leaves the outbox to processes of ROLE worker (or all).
  const outboxWorker =
    config.role === 'web'
      ? undefined
      : startOutboxWorker(
          database.db,
          {
            ...outboxHandlers(notifiers),
            'checkout.recover': checkoutRecoveryHandler(database.db, (restaurantId) =>
              paymentGatewayForRestaurant(app, restaurantId),
            ),
            'settlement.recover': settlementRecoveryHandler(
              database.db,
              app.orderStatusBus,
              (restaurantId) => paymentGatewayForRestaurant(app, restaurantId),
              now,
              tabRefunds,
            ),
            [SHARE_RECOVER]: shareRecoveryHandler(database.db, (restaurantId) =>
              paymentGatewayForRestaurant(app, restaurantId),
            ),
            [OPEN_RECOVER]: openRecoveryHandler(database.db, (restaurantId) =>
              paymentGatewayForRestaurant(app, restaurantId),
            ),
            [IDLE_CLOSE]: idleCloseHandler(
              database.db,
              (restaurantId) => app.publishedVersions.getByRestaurantId(restaurantId),
              (restaurantId) => paymentGatewayForRestaurant(app, restaurantId),
              now,
            ),
            [REPLACE_PRE_ORDER]: replacePreOrderHandler(
              database.db,
              app.orderStatusBus,
              (restaurantId) => paymentGatewayForRestaurant(app, restaurantId),
              now,
            ),
            // Sealed with SESSION_SECRET by the app above (the same config), opened here.
            [PASSWORD_RESET_MESSAGE]: passwordResetHandler({
              email: notifiers.email,
              publicOrigin: notifiers.publicOrigin,
              secret: config.sessionSecret,
            }),
            [EMAIL_CHANGED_MESSAGE]: emailChangedHandler(notifiers),
            // A close's e-mail, and those queued under the older name before every close sent one.
            [CLOSED_EMAIL]: closedEmailHandler(database.db, notifiers),
            [IDLE_CLOSED_EMAIL]: closedEmailHandler(database.db, notifiers),
            [SHARE_RECEIPT_EMAIL]: shareReceiptEmailHandler(database.db, notifiers),
          },
          {
            onError: (err) => app.log.warn({ err }, 'outbox pass failed'),
          },
        );

  // Past days' analytics events become daily counts (features/analytics/analytics-rollup.ts), by the worker too.
  const analyticsRollup =
    config.role === 'web'
      ? undefined
      : startAnalyticsRollup(database.db, {
          onError: (err) => app.log.warn({ err }, 'analytics rollup failed'),
        });

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;

  // A second signal (systemd's to every process of the unit, the terminal's to the whole group) joins the first.
  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= stop(signal);
    return stopping;
  };
  async function stop(signal: string) {
    app.log.info({ signal }, 'shutting down');
    // Readiness answers 503 from now on, so a load balancer stops sending new requests while these finish.
    app.draining = true;
    // The outbox's pass under way (10 s at most) and the grace period together, then the requests under way, then
    // the database. An outbox-only process has no listener to keep open.
    const passes = (async () => {
      await outboxWorker?.stop();
      await analyticsRollup?.stop();
    })();
    await drainHttp(app, config.role === 'worker' ? 0 : config.shutdownGraceMs, passes);
    await metricsServer?.close();
    await database.close();
    // Reports still held or queued (answers counted since their last report, Sentry's queue) leave before the exit.
    await errorReporting.reporter.flush(2000).catch(() => false);
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  // A worker of node:cluster shares the port with its siblings: the primary serves METRICS_PORT for all of them.
  // Before ROLE=worker's return, so an outbox-only process is measured too.
  if (cluster.isWorker) shareWithPrimary(metrics.registry);
  else if (config.metricsPort !== undefined) {
    try {
      metricsServer = await startMetricsServer(metrics.registry, {
        port: config.metricsPort,
        host: config.metricsHost,
      });
      app.log.info({ port: config.metricsPort, host: config.metricsHost }, 'metrics listening');
    } catch (err) {
      app.log.error({ err }, 'could not listen for metrics');
      await app.close();
      await database.close();
      fail(
        `could not listen for metrics on ${config.metricsHost}:${config.metricsPort} (${(err as Error).message}).`,
      );
    }
  }

  // ROLE=worker answers no HTTP: it only sends the outbox's messages.
  if (config.role === 'worker') {
    app.log.info('outbox worker started (ROLE=worker: no HTTP)');
    if (cluster.isWorker) process.send?.(WORKER_READY);
    return;
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await database.close();
    fail(`could not listen on ${config.host}:${config.port} (${(err as Error).message}).`);
  }
  if (cluster.isWorker) process.send?.(WORKER_READY);
  // The offline gazetteer is read once (about a second): now, rather than during the first diner's keystroke.
  if (places instanceof OfflinePlaces) {
    setImmediate(() => {
      places.warmUp().catch((err: unknown) => app.log.warn({ err }, 'place gazetteer'));
    });
  }
}
