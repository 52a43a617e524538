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
