import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStripeSettings, StripeSettingsError } from './adapters/payments/stripe/stripe-settings';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  cantineHosts: string[];
  production: boolean;
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
   * (AUTH_LIMIT_PER_CLIENT, default 30; AUTH_LIMIT_PER_EMAIL, default 10; DESIGN.md section 13).
   */
  authLimits: { perClient: number; perEmail: number };
  /** METRICS_TOKEN: `GET /metrics` on the app's port answers `Authorization: Bearer <token>`; unset, it is 404. */
  metricsToken: string | undefined;
  /** METRICS_PORT: the metrics on a port of their own, bound to METRICS_HOST (default 127.0.0.1). */
  metricsPort: number | undefined;
  metricsHost: string;
}

export class ConfigError extends Error {}

function positiveCount(name: string, value: string | undefined, fallback: number): number {
  const raw = value?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new ConfigError(`${name} must be a whole number from 1 to 100000, got "${value}".`);
  return n;
}

type Env = Record<string, string | undefined>;

/**
 * Reads the process settings from the environment. Production with an external database is a real deployment:
 * it must be given SESSION_SECRET. The embedded database (npm start, e2e) keeps a generated secret in its data
 * directory so sessions survive restarts without asking a first-time user for configuration.
 */
export function readConfig(env: Env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(env.DATA_DIR?.trim() || join(repoRoot, '.data'));
  const port = Number(env.PORT ?? '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  }
  const secret = env.SESSION_SECRET?.trim();
  if (production && databaseUrl && !secret) {
    throw new ConfigError(
      'SESSION_SECRET is required in production (NODE_ENV=production with DATABASE_URL): set it to a random ' +
        'string of at least 32 characters, e.g. `openssl rand -hex 32`.',
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
    publicOrigin: env.PUBLIC_ORIGIN?.trim() || undefined,
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
