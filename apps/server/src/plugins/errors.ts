import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/**
 * The one error handler: every failure leaves as `{ code, message, details? }` with the message in the request's
 * language. Client mistakes (bad JSON, wrong content type, oversize body, schema violations) are 4xx with code 400;
 * anything unexpected is logged and answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, { code: 429, key: 'error.tooManyRequests' });
    if (status >= 400 && status < 500) {
      return send(request, reply, status, { code: status === 404 ? 404 : 400, key: 'error.invalidInput' });
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, { code: 500, key: 'error.internal' });
  });
}

export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey = 'error.notFound',
) {
  return send(request, reply, 404, { code: 404, key });
}
