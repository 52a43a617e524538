/**
 * The browser's failure reports: to Sentry when the server gives the page a DSN (`<meta name="error-reports-dsn">`,
 * apps/server/src/plugins/web.ts), else to the console. The SDK is fetched only on the first report of a page with
 * a DSN, so the menu page's code (scripts/bundle-size.mjs) never carries it. Reports say what failed and where (the
 * screen's path without its query, an error code), never what the diner typed.
 */
export type FailureKind = 'submit' | 'load';

export interface FailureContext {
  /** The server's error code, when the failure is a refused answer. */
  code?: number | undefined;
  /** The restaurant's slug. */
  restaurant?: string | undefined;
}

type Sentry = typeof import('./sentry-sdk');

let sdk: Promise<Sentry | undefined> | undefined;

export function errorReportsDsn(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="error-reports-dsn"]')?.content.trim();
  return content || undefined;
}

/** The SDK, loaded and started once per page; undefined when it cannot load (the report goes to the console). */
function loadSentry(dsn: string): Promise<Sentry | undefined> {
  sdk ??= import('./sentry-sdk').then(
    (Sentry) => {
      Sentry.init({
        dsn,
        // Only what is reported here: no automatic breadcrumbs of clicks, inputs or requests, no tracing, no replay.
        defaultIntegrations: false,
        integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
        // The page's own fetch: nothing here wraps it (no fetch breadcrumbs), so Sentry need not find a pristine one.
        transport: (options) => Sentry.makeFetchTransport(options, window.fetch.bind(window)),
        beforeSend(event) {
          delete event.user;
          if (event.request) event.request = { url: location.origin + location.pathname };
          return event;
        },
      });
      return Sentry;
    },
    () => undefined,
  );
  return sdk;
}

/** Reports a failure the specification sends to the error service (a submission refused or lost, a screen's load). */
export function reportFailure(kind: FailureKind, error: unknown, context: FailureContext = {}): void {
  const dsn = errorReportsDsn();
  const tags = {
    failure: kind,
    path: location.pathname,
    ...(context.code !== undefined ? { code: String(context.code) } : {}),
    ...(context.restaurant ? { restaurant: context.restaurant } : {}),
  };
  if (!dsn) {
    console.error(`${kind} failure`, tags, error);
    return;
  }
  void loadSentry(dsn).then((Sentry) => {
    if (!Sentry) console.error(`${kind} failure`, tags, error);
    else Sentry.captureException(error, { tags });
  });
}

/** Closes and forgets the loaded SDK (tests). */
export async function resetErrorReports(): Promise<void> {
  const loaded = await sdk;
  sdk = undefined;
  await loaded?.getClient()?.close(1000);
}
