/**
 * What the app feeds its metrics (metrics.ts) and where they are read. Request durations are labelled with the
 * route's pattern (`/api/orders/:id`), never the URL, so ids never become label values. `GET /metrics` on the
 * app's own port answers only a bearer of METRICS_TOKEN; without a token it is not there (404): the metrics are
 * then read on METRICS_PORT (metrics-server.ts), or not at all.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { PoolStats } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors/app-error';
import { outboxBacklog } from '../outbox/outbox.repository';
import type { ErrorObserver } from '../plugins/errors';
import { sendError, sendNotFound } from '../plugins/errors';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** An order submission of this kind: its refusals are counted by code (ordering_orders_refused_total). */
    orderKind?: string;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerOf(request: FastifyRequest, token: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), token);
}

/** The error code a refused submission was answered with, as the error handler words it. */
function refusalCode(error: FastifyError | AppError): number {
  if (error instanceof AppError) return error.code;
  if (hasZodFastifySchemaValidationErrors(error)) return 400;
  if (isDatabaseUnavailable(error)) return 503;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? 400 : 500;
}

export function registerMetrics(
  app: FastifyInstance,
  options: {
    metrics: Metrics;
    token?: string | undefined;
    poolStats?: (() => PoolStats) | undefined;
    threadHeap?: (() => Promise<number>) | undefined;
  },
): ErrorObserver {
  const { metrics } = options;
  app.decorate('metrics', metrics);
  metrics.setSources({
    outbox: () => outboxBacklog(app.db),
    pool: () => options.poolStats?.() ?? { inUse: 0, waiting: 0 },
    ...(options.threadHeap ? { databaseThreadHeap: options.threadHeap } : {}),
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        // No route matched (the not-found handler): one label for every such URL.
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const token = options.token ? digest(options.token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return sendNotFound(request, reply);
    if (!bearerOf(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(request, reply, 401, 'error.metricsTokenRequired');
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });

  return (error, request) => {
    const kind = request.routeOptions.config?.orderKind;
    if (kind) metrics.ordersRefused.inc({ kind, code: String(refusalCode(error)) });
  };
}
