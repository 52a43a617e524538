import { ERROR_HTTP_STATUS, type ErrorCode } from '@ordering/domain/contracts/errors';
import type { MessageKey, MessageParams } from '../i18n/messages';

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * An expected failure a service reports to its caller: `code` is the product's error code (from
 * the domain's catalogue `ERROR_HTTP_STATUS`, which gives its HTTP status), the message a catalog key translated per
 * request. `new AppError(code, key, params?, details?)`.
 */
export class AppError extends Error {
  /** A message worded by a domain catalog (cart rules, scheduling), translated by the request's locale. */
  localized?: (locale: 'en-CA' | 'fr-CA') => string;
  readonly httpStatus: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  /** Field errors (400), or a structured body such as `{ invalid_items }` for refused cart lines. */
  readonly details?: ErrorDetail[] | Record<string, unknown>;
  /**
   * When the same request may simply be made again, after this many seconds (`Retry-After`): what it asked for is
   * still under way. A client keeps its attempt (its Idempotency-Key) for such an answer.
   */
  retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    params?: MessageParams,
    details?: ErrorDetail[] | Record<string, unknown>,
  );
  /** @deprecated the status comes from the catalogue: `new AppError(code, key, ...)`. */
  constructor(
    code: number,
    httpStatus: number,
    messageKey: MessageKey,
    params?: MessageParams,
    details?: ErrorDetail[] | Record<string, unknown>,
  );
  constructor(
    readonly code: number,
    ...rest:
      | [MessageKey, MessageParams?, (ErrorDetail[] | Record<string, unknown>)?]
      | [number, MessageKey, MessageParams?, (ErrorDetail[] | Record<string, unknown>)?]
  ) {
    const legacy = typeof rest[0] === 'number';
    const [status, key, params, details] = legacy
      ? (rest as [number, MessageKey, MessageParams?, (ErrorDetail[] | Record<string, unknown>)?])
      : [
          ERROR_HTTP_STATUS[code as ErrorCode] ?? 500,
          ...(rest as [MessageKey, MessageParams?, (ErrorDetail[] | Record<string, unknown>)?]),
        ];
    super(key as string);
    this.name = 'AppError';
    this.httpStatus = status as number;
    this.messageKey = key as MessageKey;
    this.params = params ?? {};
    if (details !== undefined) this.details = details;
  }
}

/** An answer to make the same request again after `seconds`: what it asked for is still under way. */
export function stillUnderWay(
  code: ErrorCode,
  messageKey: MessageKey,
  seconds: number,
  details?: Record<string, unknown>,
): AppError {
  const error = new AppError(code, messageKey, {}, details);
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * Too many attempts of one kind (sign-in guesses, say): the diner is told how long the wait is, in whole minutes
 * rounded up, since "a moment" reads as seconds while the window may hold them off for a quarter of an hour.
 */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const error = new AppError(429, 'error.tooManyAttemptsFor', { minutes: Math.ceil(seconds / 60) });
  error.retryAfterSeconds = seconds;
  return error;
}

export const notFound = (messageKey: MessageKey = 'error.notFound', params?: MessageParams) =>
  new AppError(404, messageKey, params);

export const invalidInput = (details: ErrorDetail[], messageKey: MessageKey = 'error.invalidInput') =>
  new AppError(400, messageKey, {}, details);
