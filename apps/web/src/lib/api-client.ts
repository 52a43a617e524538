import { i18n } from './i18n';

/** A failed call: the server's `{ code, message }` (message already in the visitor's language). */
export class ApiError extends Error {
  /**
   * Seconds after which the same request may be made again (the answer's `Retry-After`): what it asked for is still
   * under way, or the service is briefly unavailable. A submission keeps its Idempotency-Key for such an answer.
   */
  retryAfter?: number;

  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a failed submission's attempt is over, so the next one is a new attempt with a new Idempotency-Key: the
 * server refused it (a 4xx without Retry-After: nothing was placed and its key is free). An answer asking to retry
 * (409 still being processed, 429, 503 with Retry-After) or any 5xx is not: the card may already be authorized and the
 * checkout still be placed (recovery), so the retry keeps the key and gets that order instead of a second charge.
 * No answer at all (the connection lost) is not an ApiError: the attempt goes on too.
 */
export function endsAttempt(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500 && error.retryAfter === undefined;
}

function withRetryAfter(error: ApiError, res: Response): ApiError {
  const seconds = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
  if (Number.isFinite(seconds) && seconds >= 0) error.retryAfter = seconds;
  return error;
}

/**
 * The error body is read with the server's own schema (the domain's `errorBody`), loaded when a call first fails
 * so the menu's first code does not carry it. A body that is not one (a proxy's HTML page) keeps only the status.
 */
async function parseError(res: Response): Promise<ApiError> {
  try {
    const [raw, { errorBody }] = await Promise.all([res.json(), import('@ordering/domain/contracts/errors')]);
    const parsed = errorBody.safeParse(raw);
    if (!parsed.success) return withRetryAfter(new ApiError(res.status, res.status, ''), res);
    const body = parsed.data;
    return withRetryAfter(new ApiError(res.status, body.code, body.message, body.details), res);
  } catch {
    return withRetryAfter(new ApiError(res.status, res.status, ''), res);
  }
}

/** Code 201 on any call: the session expired. The accounts feature says what follows. */
export const SESSION_EXPIRED = 201;
let sessionExpired: () => void = () => {};

export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpired = handler;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Locale', i18n.language);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(path, { ...init, headers });
  if (!res.ok) {
    const error = await parseError(res);
    if (error.status === 401 && error.code === SESSION_EXPIRED) sessionExpired();
    throw error;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) throw new ApiError(res.status, 0, i18n.t('errors.emptyPayload'));
  return JSON.parse(text) as T;
}

export const postJson = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
