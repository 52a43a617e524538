import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';
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

const readyResponse = z.object({ status: z.literal('ready'), version: z.string() });

export function registerHealth(app: FastifyInstance, version: string) {
  app.decorate('draining', false);
  const newest = newestMigration();
  // The benchmark's baseline: the cheapest JSON route of this same server (no database, no schema work).
  app.get('/api/ping', { schema: { hide: true } }, async () => ({ ok: true }));

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } },
      async (request, reply) => {
        try {
          await checkDatabase(app.db);
          return { status: 'ok' as const, database: 'ok' as const, version, time: now().toISOString() };
        } catch (err) {
          request.log.error({ err }, 'database health check failed');
          // A probe's answer (load balancers read `status`), not an error body; when to look again, as every 503.
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return reply.status(503).send({
            status: 'degraded' as const,
            database: 'unavailable' as const,
            version,
            time: now().toISOString(),
          });
        }
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
        const error = new AppError(503, 'error.unavailable', {}, { reason });
        error.retryAfterSeconds = RETRY_AFTER_SECONDS;
        throw error;
      }
      return { status: 'ready' as const, version };
    },
  );
}
