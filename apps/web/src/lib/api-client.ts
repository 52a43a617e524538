import { i18n } from './i18n';

/** A failed call: the server's `{ code, message }` (message already in the visitor's language). */
export class ApiError extends Error {
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

async function parseError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { code?: number; message?: string; details?: unknown };
    return new ApiError(res.status, body.code ?? res.status, body.message ?? '', body.details);
  } catch {
    return new ApiError(res.status, res.status, '');
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Locale', i18n.language);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(path, { ...init, headers });
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) throw new ApiError(res.status, 0, i18n.t('errors.emptyPayload'));
  return JSON.parse(text) as T;
}

export const postJson = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
