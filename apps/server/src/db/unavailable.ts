/**
 * Whether an error means the database cannot be reached right now (as opposed to a query it refused): the
 * request then answers 503 with Retry-After instead of 500. Drizzle wraps driver errors
 * (DrizzleQueryError), so the whole `cause` chain is read.
 */

/** Node's socket errors when connecting to or talking with PostgreSQL. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (administrator shutdown,
 * crash shutdown, cannot connect now), 53300 (too many connections), 3D000 (the database is gone).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', '3D000'].includes(code);
}

/** node-postgres and PGlite say these in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^PGlite is clos(ed|ing)$/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  // A statement unanswered past the pool's query_timeout (pgHandle): a hung server.
  /^Query read timeout$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
