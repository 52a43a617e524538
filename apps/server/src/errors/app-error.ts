import type { MessageKey, MessageParams } from '../i18n/messages';

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * An expected failure a service reports to its caller: `code` is the product's error code (DESIGN.md section 5,
 * or 404), `httpStatus` the HTTP status, the message a catalog key translated per request.
 */
export class AppError extends Error {
  /** A message worded by a domain catalog (cart rules, scheduling), translated by the request's locale. */
  localized?: (locale: 'en-CA' | 'fr-CA') => string;

  constructor(
    readonly code: number,
    readonly httpStatus: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** Field errors (400), or a structured body such as `{ invalid_items }` for refused cart lines. */
    readonly details?: ErrorDetail[] | Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (messageKey: MessageKey = 'error.notFound', params?: MessageParams) =>
  new AppError(404, 404, messageKey, params);

export const invalidInput = (details: ErrorDetail[], messageKey: MessageKey = 'error.invalidInput') =>
  new AppError(400, 400, messageKey, {}, details);
