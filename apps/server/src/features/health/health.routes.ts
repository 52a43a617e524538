import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { within } from '../../within';
import { checkDatabase, newestMigration, notReady } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process starts shutting down (server.ts, at SIGTERM): readiness then answers 503. */
    draining: boolean;
  }
}

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
  /** The ordering clock (clock.ts): the real time, or where CLOCK_START set it running from. */
  time: z.iso.datetime(),
});

/**
 * How long liveness waits for the database's answer before saying it is unavailable: under a probe's usual
 * one-second timeout, so a database that does not answer (a dropped network, a full pool) never fails the probe.
 */
export const LIVENESS_DATABASE_WAIT_MS = 500;

/** Whether the database answered a statement in time; the statement left behind ends with the pool's own timeout. */
async function databaseAnswers(app: FastifyInstance, log: FastifyBaseLogger): Promise<boolean> {
  const answered = checkDatabase(app.db).then(
    () => true,
    (err) => {
      log.error({ err }, 'database health check failed');
      return false;
    },
  );
  return within(answered, LIVENESS_DATABASE_WAIT_MS, false);
}

const readyResponse = z.object({ status: z.literal('ready'), version: z.string() });

export function registerHealth(app: FastifyInstance, version: string) {
  app.decorate('draining', false);
  const newest = newestMigration();
  // The benchmark's baseline: the cheapest JSON route of this same server (no database, no schema work).
  app.get('/api/ping', { schema: { hide: true } }, async () => ({ ok: true }));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        description:
          'Liveness: 200 while the process answers requests, whatever its database does (docs/decisions/' +
          '081-liveness-apart-from-the-database.md). `database` says whether the database answered a statement ' +
          `within ${LIVENESS_DATABASE_WAIT_MS} ms, and \`status\` is \`degraded\` when it did not; readiness ` +
          '(GET /api/ready) is what takes a process out of a load balancer.',
        response: { 200: healthResponse },
      },
    },
    async (request) => {
      const database = await databaseAnswers(app, request.log);
      return {
        status: database ? ('ok' as const) : ('degraded' as const),
        database: database ? ('ok' as const) : ('unavailable' as const),
        version,
        time: now().toISOString(),
      };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        description:
          'Readiness: 200 when the database answers, its migrations are current and the process is not shutting ' +
          'down; else 503 with the reason in `details.reason` (draining, database or migrations).',
        response: { 200: readyResponse },
      },
    },
    async (request) => {
      const reason = await notReady(app.db, { draining: app.draining, newest });
      if (reason) {
        if (reason !== 'draining') request.log.warn({ reason }, 'not ready');
        throw new AppError(503, 'error.unavailable', {}, { reason });
      }
      return { status: 'ready' as const, version };
    },
  );
}
