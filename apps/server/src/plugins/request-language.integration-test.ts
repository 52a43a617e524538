/**
 * The request's language on the real app: `Locale` when sent, else `Accept-Language`, for the error handler, for
 * routes that read the language themselves, and for the answers made before Fastify's hooks (a request Node refuses,
 * a request without Host, an `Expect` the server cannot meet, a request while the server closes), each the one
 * `{ code, message }` body.
 */
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { testDataFile } from '../testing/data-files';

const R = 9487;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  const announcements = [
    {
      id: 'winter',
      title: 'Winter menu',
      message: 'Soups are back.',
      localization: { fr: { title: 'Menu d’hiver', message: 'Les soupes sont de retour.' } },
    },
  ];
  const file = { ...testDataFile({ id: R, slug: 'language-bistro' }), announcements };
  expect((await importDataFile(t.db, file)).ok).toBe(true);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const FR_NOT_FOUND = 'Nous n’avons pas trouvé le restaurant « nowhere ».';
const EN_NOT_FOUND = 'We could not find the restaurant "nowhere".';

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('an API error in the language Accept-Language asks for', () => {
  it.each([
    [{ 'accept-language': 'fr-CA' }, FR_NOT_FOUND],
    [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, FR_NOT_FOUND],
    [{ 'accept-language': 'en-US,en;q=0.9,fr;q=0.8' }, EN_NOT_FOUND],
    [{ 'accept-language': 'en;q=0.2, fr-FR;q=0.9' }, FR_NOT_FOUND],
    [{ 'accept-language': '%%garbage%%' }, EN_NOT_FOUND],
    [{}, EN_NOT_FOUND],
    // Locale, when sent, wins.
    [{ locale: 'en-CA', 'accept-language': 'fr-CA' }, EN_NOT_FOUND],
    [{ locale: 'fr-CA', 'accept-language': 'en-US' }, FR_NOT_FOUND],
  ])('%j', async (headers, message) => {
    const res = await get('/api/restaurants/nowhere', headers);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ code: 404, message });
  });

  it('a schema violation: the message and its details in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/validate',
      headers: { 'x-restaurant-id': String(R), 'accept-language': 'fr-CA' },
      payload: { itemsInCart: 'not a list' },
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { message: string; details: { message: string }[] };
    expect(body.message).toBe('Certains renseignements saisis ne sont pas valides.');
    expect(body.details.length).toBeGreaterThan(0);
    expect(body.details.map((d) => d.message).join(' ')).not.toMatch(/expected|Invalid|Required/);
  });

  it('a path the router refuses, answered before any hook, in French too', async () => {
    const res = await get('/api/orders/%', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Certains renseignements saisis ne sont pas valides.' });
  });

  it('a route that reads the language itself follows Accept-Language, and says it varies with it', async () => {
    const fr = await get(`/api/restaurants/${R}/announcements`, { 'accept-language': 'fr-CA,en;q=0.5' });
    expect(fr.json()).toMatchObject([{ title: 'Menu d’hiver', message: 'Les soupes sont de retour.' }]);
    expect(fr.headers.vary).toBe('locale, accept-language');
    const en = await get(`/api/restaurants/${R}/announcements`, { locale: 'en-CA', 'accept-language': 'fr' });
    expect(en.json()).toMatchObject([{ title: 'Winter menu' }]);
    expect(en.headers.vary).toBe('locale, accept-language');
  });
});

/** A raw HTTP/1.1 connection to the app: what it writes, what it has received, once the server closes it. */
function rawConnection() {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
    for (const waiter of [...waiters].filter((w) => w.pattern.test(received))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  // The server destroys the socket after its answer to a request it refused.
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return {
    write: (text: string) => socket.write(text),
    received: (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        if (pattern.test(received)) resolve();
        else waiters.push({ pattern, resolve });
      }),
    closed,
  };
}

/** Everything the server answers to `request`, written at once, until it closes the connection. */
function exchange(request: string): Promise<string> {
  const connection = rawConnection();
  connection.write(request);
  return connection.closed;
}

/** The last response of a raw exchange: its status and its JSON body. */
function lastAnswer(raw: string): { status: number; headers: string; body: unknown } {
  const start = raw.lastIndexOf('HTTP/1.1 ');
  const [head = '', ...rest] = raw.slice(start).split('\r\n\r\n');
  return {
    status: Number(head.slice(9, 12)),
    headers: head.toLowerCase(),
    body: JSON.parse(rest.join('\r\n\r\n')),
  };
}

const BIG = 'x'.repeat(20_000);

describe('answers made before Fastify sees the request, in its language where its headers can be read', () => {
  it.each([
    ['Locale: fr-CA', 'Les en-têtes ou l’adresse de la requête sont trop volumineux.'],
    ['Accept-Language: fr-CA,fr;q=0.9', 'Les en-têtes ou l’adresse de la requête sont trop volumineux.'],
    ['Locale: en-CA\r\nAccept-Language: fr', 'The request headers or address are too large.'],
    ['Accept-Language: en-US', 'The request headers or address are too large.'],
  ])('headers over 16 KB with %j: 431', async (language, message) => {
    const raw = await exchange(`GET /api/health HTTP/1.1\r\nHost: a\r\n${language}\r\nX-Big: ${BIG}\r\n\r\n`);
    const answer = lastAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.body).toEqual({ code: 431, message });
  });

  it('a header Node cannot parse: 400 in French', async () => {
    const raw = await exchange(
      'GET /api/health HTTP/1.1\r\nHost: a\r\nAccept-Language: fr-CA\r\nBad Header: x\r\n\r\n',
    );
    expect(lastAnswer(raw)).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Certains renseignements saisis ne sont pas valides.' },
    });
  });

  it('a body Node cannot parse, after headers it had parsed: 400 in French (read from the request, not the packet)', async () => {
    const connection = rawConnection();
    connection.write(
      `POST /api/orders/validate HTTP/1.1\r\nHost: a\r\nLocale: fr-CA\r\nX-Restaurant-Id: ${R}\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n',
    );
    // Sent once Node has answered 100 Continue, the bad chunk arrives alone: the packet Node fails on has no headers.
    await connection.received(/100 Continue/);
    connection.write('zz\r\n');
    const raw = await connection.closed;
    expect(raw).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(lastAnswer(raw)).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Certains renseignements saisis ne sont pas valides.' },
    });
  });

  it('an HTTP/1.1 request without Host: 400 in French, the connection closed (Node answered an empty 400)', async () => {
    const answer = lastAnswer(await exchange('GET /api/health HTTP/1.1\r\nAccept-Language: fr\r\n\r\n'));
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Certains renseignements saisis ne sont pas valides.' },
    });
    expect(answer.headers).toContain('connection: close');
    // HTTP/1.0 needs no Host.
    const old = lastAnswer(await exchange('GET /api/health HTTP/1.0\r\n\r\n'));
    expect(old.status).toBe(200);
  });

  it.each([
    [
      'Locale: fr-CA',
      'Le serveur ne peut pas répondre à l’attente indiquée dans l’en-tête Expect de la requête.',
    ],
    ['Accept-Language: en', 'The server cannot meet the expectation in the request’s Expect header.'],
  ])(
    'an Expect the server cannot meet, with %j: 417 (Node answered an empty 417)',
    async (language, message) => {
      const raw = await exchange(
        `GET /api/health HTTP/1.1\r\nHost: a\r\n${language}\r\nExpect: something-else\r\nConnection: close\r\n\r\n`,
      );
      expect(lastAnswer(raw)).toEqual({
        status: 417,
        headers: expect.any(String),
        body: { code: 417, message },
      });
    },
  );

  // Last: it closes the app.
  it('a request on a connection still open while the server closes: 503 in French with Retry-After (Fastify answered its own English body)', async () => {
    const connection = rawConnection();
    // A request in flight (headers parsed, body awaited) keeps its connection open while the server closes.
    connection.write(
      `POST /api/orders/validate HTTP/1.1\r\nHost: a\r\nX-Restaurant-Id: ${R}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n',
    );
    await connection.received(/100 Continue/);
    const closing = t.app.close();
    // The server stops listening once the close hooks have run: from then on, requests are the closing's.
    while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    connection.write('{}GET /api/health HTTP/1.1\r\nHost: a\r\nAccept-Language: fr-CA\r\n\r\n');
    const raw = await connection.closed;
    await closing;
    // The request in flight is answered as usual; the next one is refused.
    expect(raw.match(/HTTP\/1\.1 (\d+)/g)).toEqual(['HTTP/1.1 100', 'HTTP/1.1 400', 'HTTP/1.1 503']);
    const answer = lastAnswer(raw);
    expect(answer.body).toEqual({
      code: 503,
      message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    });
    expect(answer.headers).toContain('connection: close');
    // As every 503: when to look again (the next process behind the load balancer answers by then).
    expect(answer.headers).toContain('retry-after: 5');
  });
});
