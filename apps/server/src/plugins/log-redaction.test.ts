import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { errorSerializer, redactText, redactUrl, requestSerializer } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/x', '/api/x'],
    ['/api/x?page=2', '/api/x?page=2'],
    ['/api/x?email=ada%40example.com&page=2', '/api/x?email=[redacted]&page=2'],
    [
      '/api/x?full_name=Ada+Diner&phone_number=416-555-0100',
      '/api/x?full_name=[redacted]&phone_number=[redacted]',
    ],
    ['/api/x?q=ada@example.com', '/api/x?q=[redacted]'],
    ['/api/x?note=call+4165550100', '/api/x?note=call%20%5Bredacted%5D'],
    ['/order-notification?order=12&tel=4165550100', '/order-notification?order=12&tel=[redacted]'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('redactText', () => {
  it('drops e-mails, phone and card numbers, and the parameters of a failed query', () => {
    expect(redactText('mail ada@example.com or call (416) 555-0100')).toBe(
      'mail [redacted] or call [redacted]',
    );
    expect(
      redactText('Failed query: insert into orders values ($1, $2)\nparams: Ada Diner,416-555-0100'),
    ).toBe('Failed query: insert into orders values ($1, $2)\nparams: [redacted]');
    expect(redactText('order 1234 for 3 items')).toBe('order 1234 for 3 items');
  });
});

describe('serializers', () => {
  it('serializes a request without its personal query parameters', () => {
    expect(
      requestSerializer({
        method: 'GET',
        url: '/x?email=a@b.ca',
        host: 'h',
        ip: '1.2.3.4',
        socket: { remotePort: 5 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/x?email=[redacted]',
      host: 'h',
      remoteAddress: '1.2.3.4',
      remotePort: 5,
    });
  });
  it('serializes an error and its causes redacted', () => {
    const cause = Object.assign(new Error('for ada@example.com'), { code: '23505' });
    const error = new Error('Failed query: select\nparams: Zebulon', { cause });
    const out = errorSerializer(error) as {
      message: string;
      stack: string;
      cause: { message: string; code: string };
    };
    expect(out.message).toBe('Failed query: select\nparams: [redacted]');
    expect(out.stack).not.toContain('Zebulon');
    expect(out.cause).toMatchObject({ message: 'for [redacted]', code: '23505' });
  });
});

describe('the app logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ logger: { level: 'info', stream } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('carry no name, e-mail or phone from query strings, error texts or logged objects', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-next-order-queue-time?full_name=Zebulon&email=zeb%40example.com&phone=4165550199&page=2',
    });
    t.app.log.error(
      {
        err: new Error('Failed query: insert into orders\nparams: Zebulon,zeb@example.com,416-555-0199'),
        contact: { full_name: 'Zebulon', email: 'zeb@example.com', phone_number: '416-555-0199' },
        payload: { phone: '416-555-0199' },
      },
      'request failed',
    );
    const logged = lines.join('');
    expect(logged).toContain('page=2');
    expect(logged).toContain('request failed');
    for (const personal of ['Zebulon', 'zeb@example.com', 'zeb%40example.com', '4165550199', '416-555-0199'])
      expect(logged).not.toContain(personal);
  });
});
