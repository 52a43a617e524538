/**
 * What the logs may say about a diner: nothing personal. Query strings lose the values of
 * personal parameters, error messages lose e-mail addresses, phone numbers and a failed query's parameters
 * (Drizzle puts them in the message), and bodies or contact objects that reach a log line are censored by path.
 */
import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameter names that carry contact details, identity or secrets. */
const PERSONAL_PARAMETER =
  /name|mail|phone|tel|address|postal|zip|card|cvd|cvv|password|token|student|birth|contact/i;

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
// 10 or more digits, possibly grouped with spaces, dots, dashes or parentheses: phones and card numbers.
const LONG_NUMBER = /\+?\(?\d(?:[\s().-]*\d){9,}/g;

/** `/x?email=a@b.c&page=2` -> `/x?email=[redacted]&page=2`; a query that does not parse is dropped whole. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(at + 1));
  } catch {
    return `${path}?${REDACTED}`;
  }
  const parts: string[] = [];
  for (const [key, value] of params) {
    const safe = PERSONAL_PARAMETER.test(key) ? REDACTED : redactText(value);
    parts.push(`${encodeURIComponent(key)}=${safe === REDACTED ? REDACTED : encodeURIComponent(safe)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** Free text (an error message) without e-mail addresses, long numbers or a failed query's parameters. */
export function redactText(text: string): string {
  return text
    .replace(/(\bparams:)[\s\S]*$/i, `$1 ${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(LONG_NUMBER, REDACTED);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
}

/** Like pino's error serializer (type, message, stack, code, cause), with every message and stack redacted. */
export function errorSerializer(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  const out: SerializedError = { type: error.name, message: redactText(error.message) };
  if (error.stack) out.stack = redactText(error.stack);
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code !== undefined) out.code = code;
  if (statusCode !== undefined) out.statusCode = statusCode;
  if (error.cause instanceof Error && depth < 5)
    out.cause = errorSerializer(error.cause, depth + 1) as SerializedError;
  return out;
}

/** Paths pino censors wherever a log line carries them (a body, a contact, an outbox payload). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-staff-token"]',
  'body',
  '*.body',
  'contact',
  '*.contact',
  'checkout',
  '*.checkout',
  '*.email',
  '*.phone',
  '*.phone_number',
  '*.full_name',
  '*.name',
  'payload.phone',
  'payload.email',
];

/** The logger options the app runs with: the caller's level and stream, our serializers and redaction. */
export function redactingLoggerOptions(
  options: Exclude<FastifyServerOptions['logger'], undefined | boolean> | true,
): Exclude<FastifyServerOptions['logger'], undefined | boolean> {
  const base = options === true ? {} : options;
  const redact = (base as { redact?: unknown }).redact;
  const extra = Array.isArray(redact) ? (redact as string[]) : [];
  return {
    ...base,
    serializers: { ...base.serializers, req: requestSerializer as never, err: errorSerializer as never },
    redact: { paths: [...new Set([...REDACT_PATHS, ...extra])], censor: REDACTED },
  };
}
