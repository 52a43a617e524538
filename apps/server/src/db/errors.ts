/**
 * Whether a database error (or one it caused: Drizzle wraps the driver's) is a unique violation, of `constraint`
 * when given. Both drivers report PostgreSQL's SQLSTATE and the constraint's name.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether a database error is two transactions getting in each other's way: a deadlock (40P01), a serialization
 * failure (40001) or a lock not available (55P03). PostgreSQL gave up one of them; the request may simply be made
 * again.
 */
export function isConcurrencyConflict(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e && !seen.has(e); ) {
    seen.add(e);
    if (e.code === '40P01' || e.code === '40001' || e.code === '55P03') return true;
    e = e.cause as typeof e;
  }
  return false;
}
