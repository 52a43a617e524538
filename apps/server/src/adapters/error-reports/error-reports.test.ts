/**
 * Error reports through Sentry's own SDK to a fake ingest speaking its envelope protocol (fake-sentry-server.ts):
 * an unhandled error and a 5xx answer each arrive as an event with where they happened, and nothing a diner sent
 * (no e-mail, card number, token, body or header).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../../plugins/errors';
import { withErrorReportsDsn } from '../../plugins/web';
import {
  type ErrorReporter,
  ErrorReportsConfigError,
  errorReportingFromEnv,
  LogErrorReporter,
  SentryErrorReporter,
  ThrottledAnswers,
} from './error-reports';
import { type FakeSentry, startFakeSentry } from './fake-sentry-server';

const EMAIL = 'diner@example.com';
const CARD = '4242424242424242';
const TOKEN = 'sess_9f8e7d6c5b4a39281706';

let ingest: FakeSentry | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await ingest?.close();
  app = undefined;
  ingest = undefined;
});

async function appReportingTo(reporter: ErrorReporter) {
  const instance = Fastify();
  registerErrorHandler(instance, [], reporter);
  instance.post('/api/orders/:id/fail', async () => {
    throw new Error(`insert failed for ${EMAIL} card ${CARD}`);
  });
  instance.get('/api/unavailable', async (_request, reply) => reply.code(503).send({ code: 503 }));
  instance.get('/api/ready', async (_request, reply) => reply.code(503).send({ code: 503 }));
  await instance.ready();
  app = instance;
  return instance;
}

describe('Sentry error reports', () => {
  it('sends an unhandled error as an event with its route and no personal data', async () => {
    ingest = await startFakeSentry();
    const reporter = new SentryErrorReporter({ dsn: ingest.dsn, environment: 'test', release: '1.2.3' });
    const instance = await appReportingTo(reporter);
    const response = await instance.inject({
      method: 'POST',
      url: `/api/orders/42/fail?email=${EMAIL}`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}` },
      payload: { email: EMAIL, card: CARD },
    });
    expect(response.statusCode).toBe(500);
    expect(await reporter.flush(5000)).toBe(true);

    expect(ingest.refused).toBe(0);
    const [event, ...rest] = ingest.events();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      level: 'error',
      environment: 'test',
      release: '1.2.3',
      platform: 'node',
      tags: {
        route: '/api/orders/:id/fail',
        method: 'POST',
        status: '500',
        request_id: response.headers['x-request-id'] ?? expect.any(String),
      },
      exception: { values: [{ type: 'Error', value: 'insert failed for [redacted] card [redacted]' }] },
    });
    const frames = (event as { exception: { values: { stacktrace?: { frames: unknown[] } }[] } }).exception
      .values[0]?.stacktrace?.frames;
    expect(frames?.length).toBeGreaterThan(0);
    // The envelope names the project's key; nothing anywhere in it says who the diner is.
    expect(ingest.envelopes[0]?.header).toMatchObject({
      event_id: (event as { event_id: string }).event_id,
      trace: { public_key: 'publickey0123', environment: 'test' },
    });
    const sent = JSON.stringify(ingest.envelopes);
    for (const secret of [EMAIL, CARD, TOKEN, '42/fail?']) expect(sent).not.toContain(secret);
    expect(event).not.toHaveProperty('user');
    expect(event).not.toHaveProperty('request');
    expect(event).not.toHaveProperty('server_name');
  });

  it('reports a 5xx answer once, grouped by route and status, and not a readiness check', async () => {
    ingest = await startFakeSentry();
    const reporter = new SentryErrorReporter({ dsn: ingest.dsn });
    const instance = await appReportingTo(reporter);
    expect((await instance.inject({ method: 'GET', url: '/api/unavailable' })).statusCode).toBe(503);
    expect((await instance.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    await reporter.flush(5000);
    expect(ingest.events()).toEqual([
      expect.objectContaining({
        message: 'HTTP 503 on GET /api/unavailable',
        fingerprint: ['server-error-answer', 'GET', '/api/unavailable', '503'],
        tags: expect.objectContaining({ status: '503', route: '/api/unavailable' }),
      }),
    ]);
  });

  it('reports one kind of 5xx answer once a minute at most, then how many followed (an outage)', async () => {
    ingest = await startFakeSentry();
    let clock = 1_000_000;
    const scheduled: { report: () => void; ms: number }[] = [];
    const reporter = new ThrottledAnswers(
      new SentryErrorReporter({ dsn: ingest.dsn }),
      60_000,
      () => clock,
      (report, ms) => scheduled.push({ report, ms }),
    );
    const instance = await appReportingTo(reporter);
    const unavailable = () => instance.inject({ method: 'GET', url: '/api/unavailable' });
    for (let i = 0; i < 40; i++) expect((await unavailable()).statusCode).toBe(503);
    clock += 30_000;
    expect((await unavailable()).statusCode).toBe(503);
    // An exception is its own report each time, whatever the answers around it.
    for (let i = 0; i < 2; i++)
      expect((await instance.inject({ method: 'POST', url: '/api/orders/1/fail' })).statusCode).toBe(500);
    // One report is due when the minute ends: the 40 answers that followed the first.
    expect(scheduled.map((s) => s.ms)).toEqual([60_000]);
    clock += 30_000;
    scheduled[0]?.report();
    // The outage goes on: the next minute's answers are held again, and told at the flush before an exit.
    clock += 1_000;
    for (let i = 0; i < 3; i++) expect((await unavailable()).statusCode).toBe(503);
    await reporter.flush(5000);
    const answers = ingest
      .events()
      .filter((e) => (e as { message?: string }).message?.startsWith('HTTP 503'));
    expect(answers).toEqual([
      expect.objectContaining({ message: 'HTTP 503 on GET /api/unavailable' }),
      expect.objectContaining({
        message: 'HTTP 503 on GET /api/unavailable (40 more since the last report)',
        extra: { repeated: 40 },
      }),
      expect.objectContaining({
        message: 'HTTP 503 on GET /api/unavailable (3 more since the last report)',
        extra: { repeated: 3 },
      }),
    ]);
    expect(ingest.events().filter((e) => !(e as { message?: string }).message)).toHaveLength(2);
  });

  it('the ingest refuses another key, as Sentry does', async () => {
    ingest = await startFakeSentry();
    const reporter = new SentryErrorReporter({ dsn: ingest.dsn.replace('publickey0123', 'otherkey') });
    reporter.exception(new Error('x'), {}, { error: () => {} });
    await reporter.flush(5000);
    expect(ingest.events()).toEqual([]);
    expect(ingest.refused).toBe(1);
  });
});

describe('the log reporter and the configuration', () => {
  it('writes one structured line per failure by default', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const log = { error: vi.fn((obj: object, msg: string) => lines.push({ obj, msg })) };
    const reporter = new LogErrorReporter();
    reporter.exception(new Error('boom'), { route: '/api/x', method: 'GET', status: 500 }, log);
    reporter.answer({ route: '/api/y', method: 'GET', status: 503 }, log);
    expect(lines).toEqual([
      { obj: { err: expect.any(Error), route: '/api/x', method: 'GET', status: 500 }, msg: 'request failed' },
      { obj: { route: '/api/y', method: 'GET', status: 503 }, msg: 'server error answer' },
    ]);
  });

  it('chooses Sentry only with a DSN, and refuses a DSN that is not one', () => {
    expect(errorReportingFromEnv({}).reporter.name).toBe('log');
    const configured = errorReportingFromEnv({
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/123',
      SENTRY_WEB_DSN: 'https://pub@o1.ingest.sentry.io/456',
    });
    expect(configured.reporter.name).toBe('sentry');
    expect(configured.webDsn).toBe('https://pub@o1.ingest.sentry.io/456');
    expect(() => errorReportingFromEnv({ SENTRY_DSN: 'not a dsn' })).toThrow(ErrorReportsConfigError);
    expect(() => errorReportingFromEnv({ SENTRY_WEB_DSN: 'https://o1.ingest.sentry.io/1' })).toThrow(
      /SENTRY_WEB_DSN/,
    );
  });
});

describe("the browser's DSN in its page", () => {
  it('is a meta tag in the head, escaped, and absent without a DSN', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withErrorReportsDsn(page, undefined)).toBe(page);
    expect(withErrorReportsDsn(page, 'https://pub@o1.ingest.sentry.io/9?a="b"')).toContain(
      '<meta name="error-reports-dsn" content="https://pub@o1.ingest.sentry.io/9?a=&quot;b&quot;" />\n  </head>',
    );
  });
});
