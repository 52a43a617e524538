import { isDatabaseUnavailable } from './unavailable';

/** A failed migration's message for an operator: Drizzle's "Failed query: …" and PostgreSQL's own reason under it. */
export function migrationFailure(err: unknown, databaseUrl?: string): string {
  const error = err as Error & { cause?: { message?: string } };
  const reason = error.cause?.message;
  const told = reason ? `${error.message.trim()}\nPostgreSQL: ${reason}` : String(error.message ?? err);
  // A server that cannot be reached is the setting's to mend: say which (without its password).
  if (databaseUrl && isDatabaseUnavailable(err))
    return `cannot reach ${whereIs(databaseUrl)} (DATABASE_URL): ${told}`;
  return told;
}

/** A PostgreSQL URL as an operator reads it in a message: host, port and database, no user or password. */
function whereIs(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
