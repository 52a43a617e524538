import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nanoid } from 'nanoid';
import type { ErrorReporter } from './adapters/error-reports/error-reports';
import { type IdentityProviders, identityProvidersFromEnv } from './adapters/identity/providers';
import { OfflinePlaces } from './adapters/places/offline-gazetteer';
import type { Places } from './adapters/places/places';
import type { AppConfig } from './config';
import type { Database, PoolStats } from './db/client';
import type { Listen } from './db/listen';
import { findSession, registerAccountRoutes } from './features/accounts';
import { registerAnalyticsRoutes, registerRefusalRecording } from './features/analytics';
import { registerHealth } from './features/health';
import { registerK12Routes } from './features/k12';
import {
  DEFAULT_MAX_ORDER_TOTAL_CENTS,
  OrderStatusBus,
  orderCheckouts,
  registerOrderPricingRoutes,
  registerOrderRoutes,
  registerOrderStatusRoutes,
  registerPaymentActionRoutes,
} from './features/orders';
import {
  paymentGatewayFor,
  registerPaymentRoutes,
  savedCardHome,
  stripeElementConfig,
} from './features/payments';
import { creditBalance, registerProgramRoutes } from './features/programs';
import {
  PublishedVersionCache,
  registerAnnouncementRoutes,
  registerLocationRoutes,
  registerRestaurantRoutes,
} from './features/restaurants';
import { registerStaffRoutes, roleAt } from './features/staff';
import { fixedCardUse, loginAsActsAt, registerSuiteRoutes, suiteOrderHooks } from './features/suites';
import { registerTabRoutes, tabOrderHooks, tabRefunds } from './features/tabs';
import { registerVoucherRoutes } from './features/vouchers';
import { HEARTBEAT_MS } from './http/event-stream';
import { openapiOptions } from './http/openapi';
import { serializerCompiler } from './http/serialization';
import { validatorCompiler } from './http/validation';
import { createMetrics, type Metrics } from './metrics/metrics';
import { registerMetrics } from './metrics/metrics.routes';
import { registerAdmission } from './plugins/admission';
import { earlyAnswerOptions, registerEarlyAnswers } from './plugins/early-answers';
import { registerErrorHandler } from './plugins/errors';
import { type FailureBudgets, registerFailureBudgets } from './plugins/failure-budget';
import { redactingLoggerOptions } from './plugins/log-redaction';
import { registerOldestFirst } from './plugins/oldest-first';
import { registerPrincipal } from './plugins/principal';
import { registerRequestLocale } from './plugins/request-locale';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sharedRateLimitStore } from './plugins/shared-limits.repository';
import { registerStaffAuth } from './plugins/staff-auth';
import { registerTenant, restaurantIdHeader } from './plugins/tenant';
import { registerWeb } from './plugins/web';

export type AppSettings = Pick<
  AppConfig,
  'cantineHosts' | 'production' | 'publicOrigin' | 'webDistDir' | 'demoImagesDir'
> &
  Partial<
    Pick<
      AppConfig,
      | 'trustProxy'
      | 'maxOrderTotalCents'
      | 'sessionSecret'
      | 'authLimits'
      | 'metricsToken'
      | 'maintenanceWindow'
      | 'admissionMax'
    >
  >;

/** The window of the sign-in attempt limits. */
const AUTH_WINDOW_MS = 15 * 60_000;

export interface BuildAppOptions {
  db: Database;
  config: AppSettings;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  version?: string;
  /** The database's LISTEN: live order updates then reach streams held by every API node (decision 006). */
  listen?: Listen;
  /** Milliseconds between heartbeat comments on order event streams (25 s); tests shorten them. */
  orderEventsHeartbeatMs?: number;
  /** Milliseconds between re-checks of a restaurant's menu version (1 s) should a notice be lost; outage tests use 0. */
  publishedRecheckMs?: number;
  /** Failed look-up budgets (tests give smaller ones). */
  failureBudgets?: FailureBudgets;
  /** Social login adapters (server.ts reads them from the environment); the sandbox for every provider if absent. */
  identityProviders?: IdentityProviders;
  /** Place suggestions for location searches (server.ts reads PLACES_PROVIDER); the offline gazetteer if absent. */
  places?: Places;
  /** The process's metrics (server.ts also serves them on METRICS_PORT); a registry of the app's own if absent. */
  metrics?: Metrics;
  /** Where unhandled errors and 5xx answers are reported (server.ts reads SENTRY_DSN); the log if absent. */
  errorReporter?: ErrorReporter;
  /** The DSN the browser reports its failures to (SENTRY_WEB_DSN), given to it in its pages. */
  webErrorReportsDsn?: string | undefined;
  /** The database connections in use and waiting, for the metrics (DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats;
  /** The embedded database's thread's heap in use, for the metrics (DatabaseHandle.threadHeap). */
  databaseThreadHeap?: (() => Promise<number>) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    publishedVersions: PublishedVersionCache;
    orderStatusBus: OrderStatusBus;
    /** Where a location search and a delivery address are located (adapters/places/places.ts). */
    places: Places;
  }
}

function contentSecurityPolicy(config: AppSettings, webErrorReportsDsn: string | undefined) {
  const https = config.publicOrigin?.startsWith('https://') ?? false;
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Stripe.js, loaded only by a Stripe restaurant's checkout (decision 016); its card fields are its frames.
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      // React and Radix set style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // A data file's pictures, logo and favicon may be on the restaurant's own image host or CDN (its URLs are any
      // https address, menu/data-file/primitives.ts): any https host, so none is blocked (docs/decisions/057).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // Google Pay (PaymentRequest with https://google.com/pay) fetches its payment method manifests from these.
      // The error reports' ingest, when the browser is given a DSN (adapters/error-reports).
      connectSrc: [
        "'self'",
        'https://google.com',
        'https://pay.google.com',
        'https://api.stripe.com',
        ...(webErrorReportsDsn ? [new URL(webErrorReportsDsn).origin] : []),
      ],
      // qr-scanner runs its decoder in a worker and reads the camera as a media stream.
      workerSrc: ["'self'", 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  };
}

/**
 * The whole HTTP application, without listening: `server.ts` starts it, tests `inject` into it. Plugins first,
 * then routes, then the web app's fallback (which owns the not-found handler).
 */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const loggerOption =
    opts.logger && typeof (opts.logger as FastifyBaseLogger).child === 'function'
      ? { loggerInstance: opts.logger as FastifyBaseLogger }
      : {
          logger: opts.logger
            ? redactingLoggerOptions(
                opts.logger as Exclude<FastifyServerOptions['logger'], undefined | boolean>,
              )
            : false,
        };
  const app = Fastify({
    ...loggerOption,
    requestIdHeader: 'x-request-id',
    genReqId: () => nanoid(12),
    // A request's every log line says its restaurant: from its first line when the header names it, else from when
    // the tenant plugin or the staff check resolves it (tenant.ts).
    childLoggerFactory(logger, bindings, options, raw) {
      const restaurantId = restaurantIdHeader(raw.headers);
      return logger.child(restaurantId === undefined ? bindings : { ...bindings, restaurantId }, options);
    },
    // Only the listed proxies' X-Forwarded-For is believed: request.ip keys rate limits and failure budgets.
    trustProxy: config.trustProxy?.length ? config.trustProxy : false,
    ...earlyAnswerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  const publishedVersions = new PublishedVersionCache(
    opts.db,
    opts.publishedRecheckMs,
    undefined,
    undefined,
    config.maintenanceWindow ?? null,
  );
  // Every process hears a pause, a sold-out mark or a publish made by any other when it commits (decision 033).
  await publishedVersions.follow(opts.listen, (err) => app.log.warn({ err }, 'menu version notifications'));
  app.decorate('publishedVersions', publishedVersions);
  const orderStatusBus = new OrderStatusBus(opts.listen, (err) =>
    app.log.warn({ err }, 'order status notifications'),
  );
  app.decorate('orderStatusBus', orderStatusBus);
  app.decorate('places', opts.places ?? new OfflinePlaces());
  app.addHook('onClose', async () => {
    await orderStatusBus.close();
    await publishedVersions.close();
  });
  const countRefusals = registerMetrics(app, {
    metrics: opts.metrics ?? createMetrics(),
    token: config.metricsToken,
    poolStats: opts.poolStats,
    threadHeap: opts.databaseThreadHeap,
  });
  registerErrorHandler(
    app,
    [registerFailureBudgets(app, opts.failureBudgets), countRefusals, registerRefusalRecording(app)],
    opts.errorReporter,
  );
  // Every process hears which clients spent their failed look-ups, wherever they spent them (decision 077).
  await app.failureBudgets.lookups.follow(opts.listen, (err) =>
    app.log.warn({ err }, 'spent budget notifications'),
  );
  app.addHook('onClose', async () => {
    await app.failureBudgets.lookups.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config, opts.webErrorReportsDsn),
    hsts: config.publicOrigin?.startsWith('https://') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  // The request's language (Locale, else Accept-Language), then the answers made before any other hook.
  registerRequestLocale(app);
  registerEarlyAnswers(app);
  // Before any hook that reads the database: the order path's requests past the bound are refused at once.
  registerAdmission(app, config.admissionMax ?? null);
  // Before any hook that reads the database: the oldest request's statements are served first.
  registerOldestFirst(app);
  await app.register(fastifyCookie);
  // Who is calling, once per API request.
  registerPrincipal(app, { publicOrigin: config.publicOrigin, findSession });
  registerStaffAuth(app, { roleAt });
  registerTenant(app, { loginAsActsAt });
  // Off globally: login, gift-card and promo look-ups opt in with `config: { rateLimit: {...} }` on the route.
  // Counted in the database (decision 032), so every process on it keeps one count per client and per e-mail.
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(opts.db) });
  await app.register(fastifySwagger, openapiOptions(opts.version ?? '0.0.0', config.publicOrigin));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerHealth(app, opts.version ?? '0.0.0');
  // Without a configured secret (tests), reset links and sandbox sign-ins are readable by this process alone.
  const accountSecret = config.sessionSecret ?? randomBytes(32).toString('hex');
  // What a diner's profile reads of programs (credits) and payments (where each saved card can pay).
  const profile = { creditBalance, cardHome: savedCardHome };
  registerAccountRoutes(app, {
    publicOrigin: config.publicOrigin,
    secret: accountSecret,
    identity: opts.identityProviders ?? identityProvidersFromEnv({}, accountSecret),
    ...(config.authLimits ? { limits: { ...config.authLimits, windowMs: AUTH_WINDOW_MS } } : {}),
    cards: {
      gatewayFor: (instance, restaurant) => paymentGatewayFor(instance, restaurant),
      homeOf: savedCardHome,
      browserChallenge: (instance, restaurant) => stripeElementConfig(instance, restaurant) !== null,
    },
    cardFixedFor: fixedCardUse,
    profile,
  });
  registerRestaurantRoutes(app);
  registerLocationRoutes(app, { places: app.places });
  registerAnnouncementRoutes(app);
  // The order pipeline is extended here: suites give a suite's submission its hooks, and payments' routes finish a
  // checkout through orders, so neither orders nor payments imports the other's way.
  registerOrderRoutes(app, {
    maxOrderTotalCents: config.maxOrderTotalCents,
    suiteHooks: suiteOrderHooks,
    tabHooks: tabOrderHooks,
  });
  registerOrderStatusRoutes(app, {
    heartbeatMs: opts.orderEventsHeartbeatMs ?? HEARTBEAT_MS,
  });
  registerStaffRoutes(app, {
    heartbeatMs: opts.orderEventsHeartbeatMs ?? HEARTBEAT_MS,
    maxOrderTotalCents: config.maxOrderTotalCents,
    tabRefunds,
  });
  registerProgramRoutes(app);
  registerPaymentRoutes(app, { completion: registerPaymentActionRoutes, checkouts: orderCheckouts });
  registerVoucherRoutes(app);
  registerAnalyticsRoutes(app);
  registerOrderPricingRoutes(app, {
    maxOrderTotalCents: config.maxOrderTotalCents ?? DEFAULT_MAX_ORDER_TOTAL_CENTS,
  });
  registerK12Routes(app);
  registerTabRoutes(app);
  registerSuiteRoutes(app, {
    publicOrigin: config.publicOrigin,
    profile,
    secret: accountSecret,
    ...(config.authLimits
      ? { loginLimit: { max: config.authLimits.perClient, windowMs: AUTH_WINDOW_MS } }
      : {}),
  });
  await registerWeb(app, { ...config, errorReportsDsn: opts.webErrorReportsDsn });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
