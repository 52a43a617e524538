import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
  /** The ordering clock (clock.ts): the real time, or where CLOCK_START set it running from. */
  time: z.iso.datetime(),
});

export function registerHealth(app: FastifyInstance, version: string) {
  // The benchmark's baseline: the cheapest JSON route of this same server (no database, no schema work).
  app.get('/api/ping', { schema: { hide: true } }, async () => ({ ok: true }));

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } },
      async (request, reply) => {
        try {
          await app.db.execute(sql`select 1`);
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
}
