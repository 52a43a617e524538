/**
 * Where failures are reported: the structured log (the default), or Sentry through its own SDK when SENTRY_DSN is
 * set. A report says where it happened (route pattern, method, status, request id, restaurant) and what was thrown,
 * with the same redaction as the logs (plugins/log-redaction.ts): never a body, a header, an e-mail, a card number
 * or a token.
 */
import {
  defaultStackParser,
  type ErrorEvent,
  linkedErrorsIntegration,
  makeNodeTransport,
  NodeClient,
  Scope,
} from '@sentry/node';
import { redactText } from '../../plugins/log-redaction';

/** Where a failure happened: labels only, never what the client sent. */
export interface ReportContext {
  /** The route's pattern (`/api/orders/:id`), never the URL. */
  route?: string | undefined;
  method?: string | undefined;
  status?: number | undefined;
  requestId?: string | undefined;
  restaurantId?: number | undefined;
  /** Answers of the same kind left unreported since the last report of it (ThrottledAnswers). */
  repeated?: number | undefined;
}

/** The logger a report is written to: the request's own (with its request id) or the process's. */
export interface ReportLog {
  error(obj: object, msg: string): void;
}

export interface ErrorReporter {
  readonly name: 'log' | 'sentry';
  /** An exception nobody handled: a 500 answer or a crash of the process. */
  exception(error: unknown, context: ReportContext, log: ReportLog): void;
  /** A 5xx answer given without an exception (the database unreachable, a readiness check failing). */
  answer(context: ReportContext & { status: number }, log: ReportLog): void;
  /** Sends what is queued, waiting at most `timeoutMs` (before the process exits). */
  flush(timeoutMs: number): Promise<boolean>;
}

const labels = (context: ReportContext) =>
  Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));

/** The default: one structured log line per failure, read wherever the logs go. */
export class LogErrorReporter implements ErrorReporter {
  readonly name = 'log';
  exception(error: unknown, context: ReportContext, log: ReportLog): void {
    log.error({ err: error, ...labels(context) }, 'request failed');
  }
  answer(context: ReportContext & { status: number }, log: ReportLog): void {
    log.error(labels(context), 'server error answer');
  }
  async flush(): Promise<boolean> {
    return true;
  }
}

export class ErrorReportsConfigError extends Error {}

/** A DSN as Sentry gives it: `https://<public key>@<host>/<project id>`. */
export function parseDsn(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ErrorReportsConfigError(
      `${name} must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project>, got "${value}".`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || !url.username || !/^\/(?:.*\/)?\d+$/.test(url.pathname))
    throw new ErrorReportsConfigError(
      `${name} must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project> (a key and a project number).`,
    );
  return url;
}

/** What a report may carry: Sentry's event without anything that could name or reach a person. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.request;
  delete event.breadcrumbs;
  delete event.server_name;
  if (event.message) event.message = redactText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = redactText(exception.value);
  }
  return event;
}

export interface SentrySettings {
  dsn: string;
  environment?: string | undefined;
  release?: string | undefined;
}

/**
 * Sentry's Node client on a scope of its own, not `Sentry.init`: no global instrumentation or process handlers are
 * installed, and tests can make one per fake ingest server without leaving state behind.
 */
export class SentryErrorReporter implements ErrorReporter {
  readonly name = 'sentry';
  private readonly client: NodeClient;
  private readonly scope = new Scope();
  private readonly log = new LogErrorReporter();

  constructor(settings: SentrySettings) {
    this.client = new NodeClient({
      dsn: settings.dsn,
      environment: settings.environment,
      release: settings.release,
      transport: makeNodeTransport,
      stackParser: defaultStackParser,
      integrations: [linkedErrorsIntegration()],
      beforeSend: scrubEvent,
    });
    this.scope.setClient(this.client);
    this.client.init();
  }

  private scoped(context: ReportContext): Scope {
    const scope = this.scope.clone();
    const { restaurantId, requestId, repeated, ...rest } = context;
    for (const [key, value] of Object.entries(labels(rest))) scope.setTag(key, String(value));
    if (repeated !== undefined) scope.setExtra('repeated', repeated);
    if (restaurantId !== undefined) scope.setTag('restaurant', String(restaurantId));
    if (requestId !== undefined) scope.setTag('request_id', requestId);
    return scope;
  }

  exception(error: unknown, context: ReportContext, log: ReportLog): void {
    this.log.exception(error, context, log);
    this.scoped(context).captureException(error);
  }

  answer(context: ReportContext & { status: number }, log: ReportLog): void {
    this.log.answer(context, log);
    const scope = this.scoped(context);
    // One issue per route and status, whatever the request.
    scope.setFingerprint([
      'server-error-answer',
      context.method ?? '',
      context.route ?? '',
      String(context.status),
    ]);
    const repeated = context.repeated ? ` (${context.repeated} more since the last report)` : '';
    scope.captureMessage(
      `HTTP ${context.status} on ${context.method ?? ''} ${context.route ?? 'unmatched'}${repeated}`,
      'error',
    );
  }

  flush(timeoutMs: number): Promise<boolean> {
    return Promise.resolve(this.client.flush(timeoutMs));
  }
}

/** How often one kind of 5xx answer (method, route pattern, status) is reported at most, per process. */
export const ANSWER_REPORT_INTERVAL_MS = 60_000;

/**
 * 5xx answers reported once a minute at most for each kind. While the database is away every request answers 503:
 * reported one by one they were as many error lines in the log, and as many events against a Sentry quota, all
 * saying the same (an operator's trial counted 423 in a 10 s outage). The first of a kind is reported at once; those
 * that follow within the interval are counted and reported together when it ends (`repeated`: how many, with the
 * last one's labels), or at `flush` before the process exits. Each request's own log line still shows its status.
 * Exceptions are reported each: each has its own stack. The interval is the real clock's, as every machine timer's
 * (docs/decisions/082-events-on-the-ordering-clock.md).
 */
export class ThrottledAnswers implements ErrorReporter {
  readonly name: ErrorReporter['name'];
  private readonly kinds = new Map<string, Kind>();

  constructor(
    private readonly inner: ErrorReporter,
    private readonly intervalMs = ANSWER_REPORT_INTERVAL_MS,
    private readonly clock: () => number = Date.now,
    /** Runs `report` after `ms`, without keeping the process alive for it. */
    private readonly schedule: (report: () => void, ms: number) => void = (report, ms) => {
      setTimeout(report, ms).unref();
    },
  ) {
    this.name = inner.name;
  }

  exception(error: unknown, context: ReportContext, log: ReportLog): void {
    this.inner.exception(error, context, log);
  }

  answer(context: ReportContext & { status: number }, log: ReportLog): void {
    // Route patterns, methods and statuses: a bounded set of kinds.
    const key = `${context.method ?? ''} ${context.route ?? 'unmatched'} ${context.status}`;
    const at = this.clock();
    const kind = this.kinds.get(key);
    if (!kind || at - kind.at >= this.intervalMs) {
      if (kind) this.reportHeld(kind);
      this.kinds.set(key, { at, held: undefined });
      this.inner.answer(context, log);
      return;
    }
    const scheduled = kind.held !== undefined;
    kind.held = { context, log, repeated: (kind.held?.repeated ?? 0) + 1 };
    if (!scheduled) this.schedule(() => this.reportHeld(kind), kind.at + this.intervalMs - at);
  }

  async flush(timeoutMs: number): Promise<boolean> {
    for (const kind of this.kinds.values()) this.reportHeld(kind);
    return this.inner.flush(timeoutMs);
  }

  /** The answers held back since the kind's last report, as one report; the interval starts again from it. */
  private reportHeld(kind: Kind): void {
    const held = kind.held;
    if (!held) return;
    kind.held = undefined;
    kind.at = this.clock();
    this.inner.answer({ ...held.context, repeated: held.repeated }, held.log);
  }
}

interface Kind {
  /** When this kind was last reported. */
  at: number;
  /** The answers counted since, with the last one's labels. */
  held: { context: ReportContext & { status: number }; log: ReportLog; repeated: number } | undefined;
}

export interface ErrorReporting {
  reporter: ErrorReporter;
  /** SENTRY_WEB_DSN: the DSN the browser reports to (a public one), given to the web app in its page. */
  webDsn: string | undefined;
}

/**
 * The one place error reporting is configured: SENTRY_DSN (server), SENTRY_WEB_DSN (browser), SENTRY_ENVIRONMENT
 * and SENTRY_RELEASE. Without SENTRY_DSN failures go to the log.
 */
export function errorReportingFromEnv(
  env: Record<string, string | undefined>,
  release?: string,
): ErrorReporting {
  const dsn = env.SENTRY_DSN?.trim() || undefined;
  const webDsn = env.SENTRY_WEB_DSN?.trim() || undefined;
  if (dsn) parseDsn('SENTRY_DSN', dsn);
  if (webDsn) parseDsn('SENTRY_WEB_DSN', webDsn);
  const environment = env.SENTRY_ENVIRONMENT?.trim() || undefined;
  return {
    reporter: new ThrottledAnswers(
      dsn
        ? new SentryErrorReporter({ dsn, environment, release: env.SENTRY_RELEASE?.trim() || release })
        : new LogErrorReporter(),
    ),
    webDsn,
  };
}
