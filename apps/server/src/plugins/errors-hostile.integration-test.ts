/**
 * Hostile input against the one error handler: whatever a client puts in a key, a path or a query, the answer is a
 * 4xx `{ code, message, details? }` that matches the error body's schema (no NUL or lone surrogate echoed, within
 * its bounds), never a 500; details speak the request's language; and every route's path and query parameters
 * refuse unsafe text, so a future route declared with a plain `z.string()` fails here.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from '@ordering/domain/contracts/errors';
import { isSafeText } from '@ordering/domain/format/safe-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataFile } from '../features/restaurants';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cartItem, orderDataFile } from '../testing/order-fixtures';
import { signInStaff } from '../testing/staff';

const R = 9481;
let t: TestApp;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await importDataFile(t.db, orderDataFile({ id: R, slug: 'hostile-bistro' }))).ok).toBe(true);
  staffHeaders = (await signInStaff(t.db, { restaurantId: R, role: 'owner' })).headers();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: string, url: string, payload?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: {
      'x-restaurant-id': String(R),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
  });

/** Every text of a parsed body, keys included: an escaped `\u0000` in the JSON is a NUL once parsed. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => [key, ...texts(item)])
      : [];

/** A 4xx whose body is the one error body, without a character the body's safe text refuses. */
function expectCleanClientError(response: { statusCode: number; body: string }, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body);
  expect(errorBody.safeParse(body).success, response.body).toBe(true);
  expect(texts(body).every(isSafeText), response.body).toBe(true);
  expect(isSafeText(response.body)).toBe(true);
  return body as { code: number; message: string; details?: { path: string; message: string }[] };
}

describe('a NUL or lone surrogate in an object key is a 400 (D1)', () => {
  // JSON text, so the key's escape reaches the parser as the client sent it.
  const k12Body = (key: string) =>
    `{"items":[],"costs":{},"config":{"restaurantId":"104"},"type":"school","rotationalMenuOrders":{"2026-12-01":{"items":[],"students":{"${key}":{"items":[]}}}}}`;
  it.each([
    ['validate, NUL', '/api/orders/validate', '{"itemsInCart":[],"type":"dine-in","x\\u0000":1}', 'body'],
    [
      'validate, surrogate',
      '/api/orders/validate',
      '{"itemsInCart":[],"type":"dine-in","x\\ud800":1}',
      'body',
    ],
    ['login, NUL', '/api/auth/login-native', '{"email":"a@b.c","password":"x","\\u0000":1}', 'body'],
    ['K-12 student key, NUL', '/api/orders/set-costs', k12Body('a\\u0000'), 'students.a\uFFFD'],
    ['K-12 student key, surrogate', '/api/orders/set-costs', k12Body('a\\udc00'), 'students.a\uFFFD'],
  ])('%s', async (_name, url, payload, path) => {
    for (const locale of ['en-CA', 'fr-CA']) {
      const body = expectCleanClientError(await call('POST', url, payload, { locale }));
      expect(body.code).toBe(400);
      expect(body.details?.map((d) => d.path).join(' ')).toContain(path);
    }
  });

  it('an unknown key is named with its unsafe character replaced, in English', async () => {
    const body = expectCleanClientError(
      await call('POST', '/api/orders/validate', '{"itemsInCart":[],"type":"dine-in","x\\u0000y":1}'),
    );
    expect(body.details).toEqual([{ path: 'body', message: 'Unrecognized key: "x\uFFFDy"' }]);
  });

  it('a key longer than a detail may be, and more issues than a body may list, still give a 400', async () => {
    const long = `{"itemsInCart":[],"type":"dine-in","${'k'.repeat(5000)}":1}`;
    expectCleanClientError(await call('POST', '/api/orders/validate', long));
    const items = Array.from({ length: 150 }, (_, i) => ({ ...cartItem('bowl'), orderId: i, quantity: 0 }));
    const many = JSON.stringify({ itemsInCart: items, type: 'dine-in' });
    const body = expectCleanClientError(await call('POST', '/api/orders/validate', many));
    expect(body.details).toHaveLength(100);
  });
});

describe('unsafe path parameters are a 400, and no message echoes them (D2)', () => {
  it.each([
    ['GET', '/api/restaurants/%00', undefined],
    ['GET', '/api/restaurants/a%ED%A0%80', undefined],
    ['GET', '/api/restaurants/groups/a%00b', undefined],
    ['POST', '/api/payments/checkouts/x%00/complete', '{}'],
    ['GET', '/%00/data.json', undefined],
  ])('%s %s', async (method, url, payload) => {
    const body = expectCleanClientError(await call(method, url, payload));
    expect(body.code).toBe(400);
  });

  it('a not-found restaurant still names a well-formed slug', async () => {
    const response = await call('GET', '/api/restaurants/no-such-place');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find the restaurant "no-such-place".');
  });
});

/** Every route of the app, from its OpenAPI document, with its path and query parameters. */
function routes() {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

/**
 * Path parameters that still take any text: the route refuses them further on (404) without a query. Remove an entry
 * when its schema takes the contracts' safe text.
 */
const PATH_PARAMS_NOT_YET_SAFE = new Set<string>();

describe('every route refuses unsafe text in its path and query parameters (D2)', () => {
  // A NUL, a NUL inside text, and a lone surrogate (as UTF-8 bytes, which the router refuses).
  const HOSTILE = ['%00', 'a%00b', '%ED%A0%80'];

  it('finds the routes to walk', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((r) => r.params.length > 0).length).toBeGreaterThan(10);
    expect(all.filter((r) => r.query.length > 0).length).toBeGreaterThan(3);
  });

  it('answers no route 5xx, always the one error body, and a 400 for an unsafe path parameter', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const fill = (name?: string, value?: string) =>
        route.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name && value ? value : String(R)));
      const cases = HOSTILE.flatMap((value) => [
        ...route.params.map((name) => ({ url: fill(name, value), param: name })),
        ...route.query.map((name) => ({ url: `${fill()}?${name}=${value}`, param: undefined })),
      ]);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      for (const { url, param } of cases) {
        // Anonymous, then as the restaurant's owner: a signed-in call gets past authentication to validation.
        for (const headers of [{}, staffHeaders]) {
          const response = await call(route.method, url, payload, { locale: 'fr-CA', ...headers });
          const { statusCode, body } = response;
          const json = String(response.headers['content-type']).includes('json');
          const problems = [
            statusCode >= 500 && 'a 5xx',
            !(json ? texts(JSON.parse(body)) : [body]).every(isSafeText) && 'unsafe text echoed',
            statusCode >= 400 &&
              json &&
              !errorBody.safeParse(JSON.parse(body)).success &&
              'not the error body',
            param &&
              headers === staffHeaders &&
              statusCode !== 400 &&
              !PATH_PARAMS_NOT_YET_SAFE.has(`${route.method} ${route.path} ${param}`) &&
              'an unsafe path parameter accepted',
          ].filter(Boolean);
          if (problems.length > 0)
            failures.push(
              `${route.method} ${url} (${problems.join(', ')}): ${statusCode} ${body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('details in the request language (D10)', () => {
  const line = (overrides: Record<string, unknown>) => ({ ...cartItem('bowl'), ...overrides });
  it.each([
    [
      'too_small',
      { itemsInCart: [line({ quantity: 0 })], type: 'dine-in' },
      'Doit être supérieur ou égal à 1.',
      /^Too small: expected number to be >=1$/,
    ],
    [
      'too_big',
      { itemsInCart: [line({ quantity: 1e9 })], type: 'dine-in' },
      /^Doit être inférieur ou égal à \d+\.$/,
      /^Too big: expected number to be <=\d+$/,
    ],
    [
      'invalid_type',
      { itemsInCart: [line({ quantity: 'two' })], type: 'dine-in' },
      'Valeur non valide\u00a0: un nombre est attendu.',
      /^Invalid input: expected number, received string$/,
    ],
    [
      'invalid_value',
      { itemsInCart: [], type: 'teleport' },
      /^Doit être l’une des valeurs suivantes\u00a0: "dine-in", /,
      /^Invalid option: expected one of "dine-in"\|/,
    ],
    [
      'unrecognized_keys',
      { itemsInCart: [], type: 'dine-in', extra: 1 },
      'Clé non reconnue\u00a0: "extra".',
      /^Unrecognized key: "extra"$/,
    ],
    [
      'custom (two decimals)',
      { itemsInCart: [line({ orderPrice: 13.001 })], type: 'dine-in' },
      'Au plus 2 décimales',
      /^At most 2 decimals$/,
    ],
    [
      'custom (unsafe text)',
      { itemsInCart: [line({ menu_id: 'm\u0000' })], type: 'dine-in' },
      'Contient un caractère NUL ou un caractère de substitution isolé',
      /^Contains a NUL character or an unpaired surrogate$/,
    ],
  ])('%s', async (_kind, payload, french, english) => {
    const fr = expectCleanClientError(
      await call('POST', '/api/orders/validate', JSON.stringify(payload), { locale: 'fr-CA' }),
    );
    expect(fr.message).toBe('Certains renseignements saisis ne sont pas valides.');
    expect(fr.details?.map((d) => d.message)).toContainEqual(
      typeof french === 'string' ? french : expect.stringMatching(french),
    );
    // English stays zod's (or the contract's) own wording.
    const en = expectCleanClientError(await call('POST', '/api/orders/validate', JSON.stringify(payload)));
    expect(en.details?.map((d) => d.message)).toContainEqual(expect.stringMatching(english));
  });
});

describe('a request the HTTP parser refuses answers the one error body', () => {
  it('headers or address over the limit are a 431 with a numeric code', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { port, host: '127.0.0.1', path: `/api/health?q=${'a'.repeat(400_000)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      code: 431,
      message: 'The request headers or address are too large.',
    });
  });
});
