/**
 * The browser's failure reports: without a DSN in the page they go to the console and the SDK is never fetched;
 * with one, Sentry's browser SDK sends the failure to the ingest (a fake on 127.0.0.1 reading its envelopes).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReportsDsn, reportFailure, resetErrorReports } from './error-reports';

let server: Server | undefined;
afterEach(async () => {
  document.head.querySelector('meta[name="error-reports-dsn"]')?.remove();
  await resetErrorReports();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

function setDsn(dsn: string) {
  const meta = document.createElement('meta');
  meta.name = 'error-reports-dsn';
  meta.content = dsn;
  document.head.append(meta);
}

/** Envelopes posted to /api/7/envelope/ with the key `webkey`: the event items' payloads. */
async function fakeIngest() {
  const events: Record<string, unknown>[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      res.setHeader('access-control-allow-origin', '*');
      if (
        req.method === 'POST' &&
        url.pathname === '/api/7/envelope/' &&
        url.searchParams.get('sentry_key') === 'webkey'
      ) {
        const lines = body.split('\n');
        for (let i = 1; i + 1 < lines.length; i += 2) {
          if (JSON.parse(lines[i] ?? '{}').type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}'));
        }
      }
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { dsn: `http://webkey@127.0.0.1:${(server!.address() as AddressInfo).port}/7`, events };
}

describe('failure reports in the browser', () => {
  it('reads the DSN the server put in the page', () => {
    expect(errorReportsDsn()).toBeUndefined();
    setDsn('https://pub@o1.ingest.sentry.io/9');
    expect(errorReportsDsn()).toBe('https://pub@o1.ingest.sentry.io/9');
  });

  it('without a DSN, writes the failure to the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('refused');
    reportFailure('submit', error, { code: 415, restaurant: 'maple-table' });
    expect(log).toHaveBeenCalledWith(
      'submit failure',
      expect.objectContaining({ failure: 'submit', code: '415', restaurant: 'maple-table' }),
      error,
    );
  });

  it('with a DSN, sends the failure to Sentry with its kind and code', async () => {
    const ingest = await fakeIngest();
    setDsn(ingest.dsn);
    reportFailure('load', new Error('screen chunk failed: script'), { code: 503 });
    await vi.waitFor(() => expect(ingest.events).toHaveLength(1), { timeout: 10_000 });
    expect(ingest.events[0]).toMatchObject({
      platform: 'javascript',
      tags: { failure: 'load', code: '503' },
      exception: { values: [{ value: 'screen chunk failed: script' }] },
    });
    expect(ingest.events[0]).not.toHaveProperty('user');
  });
});
