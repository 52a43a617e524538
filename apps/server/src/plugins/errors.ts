import { errorBody } from '@ordering/domain/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, type ErrorDetail } from '../errors/app-error';
import { type MessageKey, resolveLocale, translate } from '../i18n/messages';

export interface ErrorBody {
  code: number;
  message: string;
  details?: ErrorDetail[] | Record<string, unknown>;
}

/** `/items/0/name` (the validator's JSON pointer) -> `items[0].name`, the form the data-file errors use too. */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

const fastifyClientErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.malformedJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.invalidInput' },
  FST_ERR_BAD_URL: { status: 400, key: 'error.invalidInput' },
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: Omit<ErrorBody, 'message'> & {
    key: MessageKey;
    params?: Record<string, string | number>;
    localized?: ((locale: 'en-CA' | 'fr-CA') => string) | undefined;
  },
) {
  const locale = resolveLocale(request.headers.locale);
  const message = body.localized ? body.localized(locale) : translate(locale, body.key, body.params);
  const payload: ErrorBody = { code: body.code, message };
  const details = body.details;
  if (Array.isArray(details) ? details.length > 0 : details !== undefined) payload.details = details;
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Errors the router raises before any route runs (a path with bad percent-encoding such as `/api/orders/%`): they
 * bypass the error handler, so without this Fastify answers its own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  return send(request, reply, known?.status ?? 400, { code: 400, key: known?.key ?? 'error.invalidInput' });
}

/** Observers of every error the handler answers (the failed look-up budget counts its misses here). */
export type ErrorObserver = (error: FastifyError | AppError, request: FastifyRequest) => void;

/**
 * The one error handler: every failure leaves as `{ code, message, details? }` with the message in the request's
 * language. Client mistakes (bad JSON, wrong content type, oversize body, schema violations) are 4xx with code 400;
 * anything unexpected is logged and answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance, observers: readonly ErrorObserver[] = []) {
  // Every API route declares its error answers: the one error body (validated on the way out, and in OpenAPI).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema || route.url.startsWith('/api/docs')) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { '4xx': errorBody, '5xx': errorBody, ...response };
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    for (const observe of observers) observe(error, request);
    if (error instanceof AppError) {
      return send(request, reply, error.httpStatus, {
        code: error.code,
        key: error.messageKey,
        params: error.params,
        details: error.details,
        localized: error.localized,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const details = error.validation.map((issue) => ({
        path: [context, pointerToPath(issue.instancePath)].filter(Boolean).join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return send(request, reply, 400, { code: 400, key: 'error.invalidInput', details });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return send(request, reply, known.status, { code: 400, key: known.key });
    if (isDatabaseUnavailable(error)) {
      // Logged without the query's parameters: they may hold a diner's contact details.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(request, reply, 503, { code: 503, key: 'error.unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, { code: 429, key: 'error.tooManyRequests' });
    if (status >= 400 && status < 500) {
      return send(request, reply, status, { code: status === 404 ? 404 : 400, key: 'error.invalidInput' });
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, { code: 500, key: 'error.internal' });
  });
}

/** 405 for a path that exists with other methods, listed in `Allow`. */
export function sendMethodNotAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: readonly string[],
) {
  reply.header('allow', allowed.join(', '));
  return send(request, reply, 405, { code: 405, key: 'error.methodNotAllowed' });
}

export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey = 'error.notFound',
) {
  return send(request, reply, 404, { code: 404, key });
}
