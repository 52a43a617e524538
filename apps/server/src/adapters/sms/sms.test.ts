import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSmsSender, LogSmsSender, smsSenderFromEnv, toE164 } from './sms';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A fake SMS provider on 127.0.0.1 that records requests and answers with the scripted status. */
async function fakeProvider(status: number) {
  const requests: { auth: string | undefined; key?: string; body: Record<string, unknown> }[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      requests.push({
        auth: req.headers.authorization,
        ...(typeof key === 'string' ? { key } : {}),
        body: JSON.parse(raw),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'msg_1' }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/messages`, requests };
}

describe('http SMS transport', () => {
  it('posts the message with the bearer token', async () => {
    const provider = await fakeProvider(200);
    const sender = new HttpSmsSender({ url: provider.url, token: 'secret', from: '+16135550100' });
    const result = await sender.send({ to: '+16135550199', body: 'Your order is ready', reference: 'A12' });
    expect(result).toEqual({ ok: true, providerId: 'msg_1' });
    expect(provider.requests).toEqual([
      {
        auth: 'Bearer secret',
        body: { from: '+16135550100', to: '+16135550199', body: 'Your order is ready', reference: 'A12' },
      },
    ]);
  });

  it('sends the message key as Idempotency-Key, the same on a retry, and not in the body', async () => {
    const provider = await fakeProvider(200);
    const sender = new HttpSmsSender({ url: provider.url, token: 'secret', from: '+16135550100' });
    const message = { to: '+16135550199', body: 'Ready', idempotencyKey: 'outbox-42' };
    await sender.send(message);
    await sender.send(message);
    expect(provider.requests.map((r) => r.key)).toEqual(['outbox-42', 'outbox-42']);
    expect(provider.requests[0]?.body).not.toHaveProperty('idempotencyKey');
  });

  it.each([
    [500, true],
    [429, true],
    [400, false],
  ])('HTTP %s is a failure, retryable: %s', async (status, retryable) => {
    const provider = await fakeProvider(status);
    const sender = new HttpSmsSender({ url: provider.url, token: 't', from: '+16135550100' });
    expect(await sender.send({ to: '+16135550199', body: 'x' })).toMatchObject({ ok: false, retryable });
  });

  it('treats an unreachable provider as retryable', async () => {
    const sender = new HttpSmsSender({
      url: 'http://127.0.0.1:9/none',
      token: 't',
      from: 'x',
      timeoutMs: 2000,
    });
    expect(await sender.send({ to: '+16135550199', body: 'x' })).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});

describe('log SMS transport and configuration', () => {
  it('keeps what it sends and prints it with the number masked', async () => {
    const lines: string[] = [];
    const sender = new LogSmsSender((line) => lines.push(line));
    await sender.send({ to: '+16135550199', body: 'Ready' });
    expect(sender.sent[0]).toMatchObject({ to: '+16135550199', body: 'Ready' });
    expect(lines).toEqual(['SMS to +•••••••0199: Ready']);
  });

  it('chooses the transport from the environment', () => {
    expect(smsSenderFromEnv({}, () => {}).name).toBe('log');
    expect(
      smsSenderFromEnv(
        { SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'http://x', SMS_HTTP_TOKEN: 't', SMS_FROM: 'f' },
        () => {},
      ).name,
    ).toBe('http');
    expect(() => smsSenderFromEnv({ SMS_TRANSPORT: 'http' }, () => {})).toThrow(/SMS_HTTP_URL/);
  });
});

describe('toE164', () => {
  it.each([
    ['613-555-0199', '+16135550199'],
    ['1 613 555 0199', '+16135550199'],
    ['(416) 555-0123', '+14165550123'],
    ['555-0199', null],
    ['113-555-0199', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});
