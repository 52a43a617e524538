import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MAX_TEXT } from '@ordering/domain/contracts/common';
import { errorBody } from '@ordering/domain/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ErrorReporter,
  LogErrorReporter,
  type ReportContext,
} from '../adapters/error-reports/error-reports';
import { isConcurrencyConflict } from '../db/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, type ErrorDetail } from '../errors/app-error';
import { type MessageKey, translate } from '../i18n/messages';
import { requestLocale } from '../i18n/request-locale';
import { issueMessage, localizeDetail, unionsOpened } from './issue-words';
import { clientErrorLocale } from './request-locale';

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

/** The error body's bounds (`errorBody` in the domain's contracts): a body past them would fail its own schema. */
const MAX_DETAILS = 100;
const MAX_DETAIL_TEXT = 500;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Client text as an error body may echo it (a key, a slug, a path): cut to `max` characters, then each NUL and
 * unpaired surrogate (refused by the error body's safe text, and by PostgreSQL) becomes U+FFFD.
 */
export function safeEcho(value: string, max: number = MAX_TEXT): string {
  const cut = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return cut.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
}

function safeJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return safeEcho(value, Number.POSITIVE_INFINITY);
  if (value === null || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => safeJson(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [safeEcho(key, MAX_DETAIL_TEXT), safeJson(item, depth + 1)]),
  );
}

const safeIssues = (issues: readonly ErrorDetail[]): ErrorDetail[] =>
  issues.slice(0, MAX_DETAILS).map((issue) => ({
    path: safeEcho(String(issue.path ?? ''), MAX_DETAIL_TEXT),
    message: safeEcho(String(issue.message ?? ''), MAX_DETAIL_TEXT),
  }));

/** Details that always fit the error body's schema, whatever the client sent: the one place every 4xx goes through. */
function safeDetails(
  details: ErrorDetail[] | Record<string, unknown>,
): ErrorDetail[] | Record<string, unknown> {
  if (Array.isArray(details)) return safeIssues(details);
  const { fields } = details as { fields?: unknown };
  if (Object.keys(details).length === 1 && Array.isArray(fields)) return { fields: safeIssues(fields) };
  return safeJson(details) as Record<string, unknown>;
}

/** Seconds a client should wait before asking again after a 503 whose cause knows no wait of its own. */
const RETRY_AFTER_SECONDS = 5;

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
  const locale = requestLocale(request.headers);
  const message = body.localized ? body.localized(locale) : translate(locale, body.key, body.params);
  const payload: ErrorBody = { code: body.code, message: safeEcho(message) };
  const details = body.details;
  if (details !== undefined && (!Array.isArray(details) || details.length > 0))
    payload.details = safeDetails(details);
  // Every 503 says when to look again: the cause's own wait where it knows one (maintenance, admission), else ours.
  if (status === 503 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

/**
 * Errors the router raises before any route runs (a path with bad percent-encoding such as `/api/orders/%`): they
 * bypass the error handler, so without this Fastify answers its own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  return send(request, reply, known?.status ?? 400, { code: 400, key: known?.key ?? 'error.invalidInput' });
}

/**
 * Observers of every error the handler answers (the failed look-up budget counts its misses here). One may answer
 * another error in its place (a miss past the budget is a refusal): the observers after it, and the client, see that.
 */
export type ErrorObserver = (
  error: FastifyError | AppError,
  request: FastifyRequest,
) => AppError | undefined | Promise<AppError | undefined>;

/**
 * The one error handler: every failure leaves as `{ code, message, details? }` with the message in the request's
 * language. Client mistakes (bad JSON, wrong content type, oversize body, schema violations) are 4xx with code 400;
 * anything unexpected is logged and answered with a generic 500 that reveals nothing.
 */
/** Checks whose 503 is their answer to a monitor (a draining process, the database away), not a failure to report. */
const STATUS_ROUTES = new Set(['/api/health', '/api/ready']);

/** Where a request's failure happened, as a report may say it: the route's pattern, never the URL or the body. */
function reportContext(request: FastifyRequest, status: number): ReportContext {
  return {
    route: request.routeOptions.url ?? 'unmatched',
    method: request.method,
    status,
    requestId: request.id,
    restaurantId: request.tenant?.restaurantId,
  };
}

export function registerErrorHandler(
  app: FastifyInstance,
  observers: readonly ErrorObserver[] = [],
  reporter: ErrorReporter = new LogErrorReporter(),
) {
  // Requests whose exception was reported: their 500 is not reported a second time as an answer.
  const reported = new WeakSet<FastifyRequest>();
  app.addHook('onResponse', async (request, reply) => {
    if (
      reply.statusCode >= 500 &&
      !reported.has(request) &&
      !STATUS_ROUTES.has(request.routeOptions.url ?? '')
    )
      reporter.answer({ ...reportContext(request, reply.statusCode), status: reply.statusCode }, request.log);
  });
  // Every API route declares its error answers: the one error body (validated on the way out, and in OpenAPI). The
  // data file is one too: an unknown or unpublished restaurant's is the error body.
  app.addHook('onRoute', (route) => {
    const api = route.url.startsWith('/api/') || route.url === '/:slug/data.json';
    if (!api || !route.schema || route.url.startsWith('/api/docs')) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { '4xx': errorBody, '5xx': errorBody, ...response };
  });
  app.setErrorHandler(async (thrown: FastifyError | AppError, request, reply) => {
    let error = thrown;
    // Awaited before the answer: a miss is counted (in the database, shared) before the client can try again.
    for (const observe of observers) {
      try {
        error = (await observe(error, request)) ?? error;
      } catch (failure) {
        request.log.warn({ err: failure }, 'error observer');
      }
    }
    if (error instanceof AppError) {
      const locale = requestLocale(request.headers);
      const details =
        Array.isArray(error.details) && locale !== 'en-CA'
          ? error.details.map((d) => ({ ...d, message: localizeDetail(locale, d.message) ?? d.message }))
          : error.details;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(request, reply, error.httpStatus, {
        code: error.code,
        key: error.messageKey,
        params: error.params,
        details,
        localized: error.localized,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const locale = requestLocale(request.headers);
      const details = unionsOpened(error.validation)
        .slice(0, MAX_DETAILS)
        .map((issue) => ({
          path: [context, pointerToPath(issue.instancePath)].filter(Boolean).join('.'),
          message: issueMessage(locale, issue),
        }));
      return send(request, reply, 400, { code: 400, key: 'error.invalidInput', details });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return send(request, reply, known.status, { code: 400, key: known.key });
    if (isDatabaseUnavailable(error)) {
      // Logged without the query's parameters: they may hold a diner's contact details.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      return send(request, reply, 503, { code: 503, key: 'error.unavailable' });
    }
    if (isConcurrencyConflict(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'concurrent change');
      reply.header('retry-after', '1');
      return send(request, reply, 409, { code: 409, key: 'error.concurrentChange' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, { code: 429, key: 'error.tooManyRequests' });
    if (status >= 400 && status < 500) {
      return send(request, reply, status, { code: status === 404 ? 404 : 400, key: 'error.invalidInput' });
    }
    reported.add(request);
    reporter.exception(error, reportContext(request, 500), request.log);
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

/**
 * An error answered by a hook before the route (early-answers.ts): `{ code: status, message }` in the request's
 * language, serialized as it is: the route's own schema for that status, if it has one, is not its body.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) {
  reply.serializer(JSON.stringify);
  return send(request, reply, status, { code: status, key });
}

export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey = 'error.notFound',
) {
  return send(request, reply, 404, { code: 404, key });
}

const CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.requestTimeout' },
};

/**
 * A request Node's HTTP parser refused before Fastify saw it (headers or address over 16 KB, a timeout, garbage):
 * the same `{ code, message }` body as every other error, in the request's language as far as its headers can be
 * read (`clientErrorLocale`). They cannot be when they came in several reads before the one that failed, nor after a
 * timeout while they were arriving (Node exposes neither): then the answer is in English.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    key: 'error.invalidInput' as const,
  };
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ code: status, message: translate(clientErrorLocale(error, socket), key) });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
