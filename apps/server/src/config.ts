import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MaintenanceWindow, parseMaintenanceSetting } from '@ordering/domain/ordering/maintenance';
import { readStripeSettings, StripeSettingsError } from './adapters/payments/stripe/stripe-settings';

/**
 * The repository's root, found upward from this module, so the sources (apps/server/src) and the compiled bundle
 * (apps/server/dist) both find the migrations, the web build and the demo files.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps/server/package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No apps/server/package.json above ${from}.`);
  }
}

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** What a process does: `web` serves HTTP, `worker` runs the outbox, `all` (the default) both. */
export type Role = 'web' | 'worker' | 'all';
const ROLES: readonly Role[] = ['web', 'worker', 'all'];

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  cantineHosts: string[];
  production: boolean;
  /**
   * DEMO=1: the demo's own server (npm start, the browser journeys, the bench): production's libraries on the
   * embedded database, without the settings a real deployment must give.
   */
  demo: boolean;
  /** PG_POOL_MAX (default 10): connections each process opens to PostgreSQL at most. */
  poolMax: number;
  /**
   * PG_QUERY_TIMEOUT_MS (default 15,000): a statement PostgreSQL has not answered by then fails as unavailable (503)
   * and its connection is dropped, so a database that hangs (rather than refuses) holds no request for ever.
   */
  queryTimeoutMs: number;
  /** WEB_CONCURRENCY (default 1): processes forked with node:cluster, sharing the port. */
  webConcurrency: number;
  role: Role;
  publicOrigin: string | undefined;
  sessionSecret: string;
  /** Built web app; served only when it exists. */
  webDistDir: string;
  demoImagesDir: string;
  /** MAX_ORDER_TOTAL (dollars, default 10000): a larger order is refused before anything is written. */
  maxOrderTotalCents: number;
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses or CIDRs): the client address that rate limits and
   * failure budgets key on. Empty (the default) trusts none, so a client cannot choose its own key.
   */
  trustProxy: string[];
  /**
   * Sign-in, sign-up, reset and user-exist attempts per 15 minutes, per client address and per e-mail
   * (AUTH_LIMIT_PER_CLIENT, default 30; AUTH_LIMIT_PER_EMAIL, default 10).
   */
  authLimits: { perClient: number; perEmail: number };
  /** METRICS_TOKEN: `GET /metrics` on the app's port answers `Authorization: Bearer <token>`; unset, it is 404. */
  metricsToken: string | undefined;
  /** METRICS_PORT: the metrics on a port of their own, bound to METRICS_HOST (default 127.0.0.1). */
  metricsPort: number | undefined;
  metricsHost: string;
  /**
   * SHUTDOWN_GRACE_MS (default 0, at most 20,000): at SIGTERM the listener keeps accepting this long while readiness
   * answers `draining`, so a load balancer that learns from its probe stops sending requests first.
   */
  shutdownGraceMs: number;
  /**
   * MAINTENANCE_WINDOW, "start/end" (two ISO instants): the platform's maintenance window, told on every
   * restaurant's menu, during which every order is refused (packages/domain/src/ordering/maintenance.ts).
   */
  maintenanceWindow: MaintenanceWindow | null;
  /**
   * ADMISSION_MAX: order submissions and set-costs calls under way in one process at most; one more is answered 503
   * with Retry-After (plugins/admission.ts, decision 060). 0 turns the bound off. By default 256 on the embedded
   * database (which serves one statement at a time) and none on PostgreSQL.
   */
  admissionMax: number | null;
}

export class ConfigError extends Error {}

/**
 * The embedded database's bound on the order path's requests under way: above the 200 connections of the bench's
 * slow-processor row, and at its measured 10-20 ms of work an order, a few seconds of wait for the last admitted.
 */
const DEFAULT_EMBEDDED_ADMISSION = 256;

/** Under the cluster's 30 s for a worker's whole shutdown (cluster.ts), with the requests' and outbox's time left. */
const MAX_SHUTDOWN_GRACE_MS = 20_000;

/**
 * A setting that is a whole number from `min` to `max`, or `fallback` when unset; its refusal names the setting and
 * the range (`unit` after "whole number", `also` after the range: what else it takes).
 */
function wholeNumber(
  name: string,
  value: string | undefined,
  {
    fallback,
    min = 1,
    max = 100_000,
    unit = '',
    also = '',
  }: {
    fallback: number;
    min?: number;
    max?: number;
    unit?: string;
    also?: string;
  },
): number {
  const raw = value?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(
      `${name} must be a whole number${unit} from ${min} to ${max}${also}, got "${value}".`,
    );
  return n;
}

const positiveCount = (name: string, value: string | undefined, fallback: number, max = 100_000) =>
  wholeNumber(name, value, { fallback, max });

function parseFlag(name: string, value: string | undefined): boolean {
  const raw = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'off'].includes(raw)) return false;
  if (['1', 'true', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}".`);
}

/**
 * What a production process must be given, each named with how to set it: all of them in one message, so an
 * operator fixes them in one go.
 */
function missingInProduction(
  env: Env,
  databaseUrl: string | undefined,
  secret: string | undefined,
): string[] {
  const missing: string[] = [];
  if (!databaseUrl)
    missing.push(
      'DATABASE_URL: the PostgreSQL database (postgres://user:password@host:5432/name); the embedded database is for the demo only',
    );
  if (!secret)
    missing.push('SESSION_SECRET: a random string of at least 32 characters, e.g. `openssl rand -hex 32`');
  if (!env.PUBLIC_ORIGIN?.trim())
    missing.push(
      'PUBLIC_ORIGIN: the address diners use, e.g. https://order.example.ca (links in e-mails, cookies)',
    );
  return missing;
}

type Env = Record<string, string | undefined>;

/**
 * Reads the process settings from the environment. Production with an external database is a real deployment:
 * it must be given SESSION_SECRET. The embedded database (npm start, e2e) keeps a generated secret in its data
 * directory so sessions survive restarts without asking a first-time user for configuration.
 */
export function readConfig(env: Env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const demo = parseFlag('DEMO', env.DEMO);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(env.DATA_DIR?.trim() || join(repoRoot, '.data'));
  const port = Number(env.PORT ?? '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  }
  const secret = env.SESSION_SECRET?.trim();
  if (production && !demo) {
    const missing = missingInProduction(env, databaseUrl, secret);
    if (missing.length > 0)
      throw new ConfigError(
        `production (NODE_ENV=production) needs ${missing.length === 1 ? 'this setting' : 'these settings'}:\n  - ${missing.join('\n  - ')}`,
      );
  }
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/name).');
  }
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() || undefined;
  if (publicOrigin && !/^https?:\/\/[^/\s]+$/.test(publicOrigin)) {
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an origin such as https://order.example.ca, got "${publicOrigin}".`,
    );
  }
  const webConcurrency = positiveCount('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1, 64);
  if (webConcurrency > 1 && !databaseUrl) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database belongs to one process. ` +
        'Set DATABASE_URL to a PostgreSQL database, or leave WEB_CONCURRENCY at 1.',
    );
  }
  const role = (env.ROLE?.trim().toLowerCase() || 'all') as Role;
  if (!ROLES.includes(role)) {
    throw new ConfigError(
      `ROLE must be web (HTTP only), worker (the outbox only) or all (both), got "${env.ROLE}".`,
    );
  }
  if (secret !== undefined && secret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long.');
  }
  // The payment registry reads Stripe's settings when first asked; a malformed one stops the start instead.
  try {
    readStripeSettings(env);
  } catch (err) {
    if (err instanceof StripeSettingsError) throw new ConfigError(err.message);
    throw err;
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long, e.g. `openssl rand -hex 32`.');
  }
  const metricsPort = env.METRICS_PORT?.trim() ? Number(env.METRICS_PORT.trim()) : undefined;
  if (
    metricsPort !== undefined &&
    (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535)
  ) {
    throw new ConfigError(`METRICS_PORT must be a port number (1-65535), got "${env.METRICS_PORT}".`);
  }
  const maxTotal = Number(env.MAX_ORDER_TOTAL?.trim() || '10000');
  if (!Number.isFinite(maxTotal) || maxTotal < 1 || maxTotal > 1_000_000) {
    throw new ConfigError(
      `MAX_ORDER_TOTAL must be a dollar amount from 1 to 1000000, got "${env.MAX_ORDER_TOTAL}".`,
    );
  }
  const admission = env.ADMISSION_MAX?.trim();
  const admissionMax =
    admission === undefined || admission === ''
      ? databaseUrl
        ? null
        : DEFAULT_EMBEDDED_ADMISSION
      : admission === '0'
        ? null
        : wholeNumber('ADMISSION_MAX', admission, {
            fallback: DEFAULT_EMBEDDED_ADMISSION,
            also: ', or 0 for no bound',
          });
  let maintenanceWindow: MaintenanceWindow | null;
  try {
    maintenanceWindow = parseMaintenanceSetting(env.MAINTENANCE_WINDOW);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir,
    cantineHosts: (env.CANTINE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    production,
    demo,
    poolMax: positiveCount('PG_POOL_MAX', env.PG_POOL_MAX, 10, 1000),
    queryTimeoutMs: positiveCount('PG_QUERY_TIMEOUT_MS', env.PG_QUERY_TIMEOUT_MS, 15_000, 3_600_000),
    webConcurrency,
    role,
    publicOrigin,
    sessionSecret: secret ?? localSessionSecret(dataDir),
    // A build elsewhere (WEB_DIST_DIR) lets a journey run on its own build while apps/web/dist is rebuilt.
    webDistDir: env.WEB_DIST_DIR?.trim() ? resolve(env.WEB_DIST_DIR.trim()) : join(repoRoot, 'apps/web/dist'),
    demoImagesDir: join(repoRoot, 'demo/images'),
    trustProxy,
    maxOrderTotalCents: Math.round(maxTotal * 100),
    authLimits: {
      perClient: positiveCount('AUTH_LIMIT_PER_CLIENT', env.AUTH_LIMIT_PER_CLIENT, 30),
      perEmail: positiveCount('AUTH_LIMIT_PER_EMAIL', env.AUTH_LIMIT_PER_EMAIL, 10),
    },
    metricsToken,
    metricsPort,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    shutdownGraceMs: wholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, {
      fallback: 0,
      min: 0,
      max: MAX_SHUTDOWN_GRACE_MS,
      unit: ' of milliseconds',
    }),
    maintenanceWindow,
    admissionMax,
  };
}

/** proxy-addr's names for whole ranges, accepted as Fastify accepts them. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const validBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_RANGES.has(entry) || (family !== 0 && validBits && extra === undefined))) {
      throw new ConfigError(
        `TRUST_PROXY must list proxy addresses or CIDRs separated by commas (e.g. "10.0.0.0/8,127.0.0.1"), got "${entry}".`,
      );
    }
  }
  return entries;
}

function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
