/**
 * The error handler alone, on a bare Fastify app with routes that throw: whatever a service puts in an AppError (an
 * echoed slug, a key, hundreds of field errors), the body fits the error schema; field messages the catalog knows
 * are said in the request's language.
 */
import { errorBody } from '@ordering/domain/contracts/errors';
import { isSafeText } from '@ordering/domain/format/safe-text';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type ErrorDetail, stillUnderWay } from '../errors/app-error';
import { registerErrorHandler, safeEcho } from './errors';
import { localizeDetail } from './issue-words';

const app = Fastify();
let thrown: AppError;

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // A schema, so the error answers are checked against the error body on the way out, as on every API route.
  app.get('/api/throw', { schema: { summary: 'throws the AppError of the test' } }, async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(() => app.close());

/** Every text of a parsed body, keys included: an escaped `\u0000` in the JSON is a NUL once parsed. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => [key, ...texts(item)])
      : [];

const get = async (error: AppError, locale = 'en-CA') => {
  thrown = error;
  const response = await app.inject({ method: 'GET', url: '/api/throw', headers: { locale } });
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(isSafeText(response.body)).toBe(true);
  const body = response.json();
  expect(errorBody.safeParse(body).success, response.body).toBe(true);
  expect(texts(body).every(isSafeText), response.body).toBe(true);
  return body as { code: number; message: string; details?: ErrorDetail[] | Record<string, unknown> };
};

describe('an AppError always leaves as the one error body', () => {
  it.each([
    ['a NUL in an echoed slug', new AppError(404, 'error.restaurantNotFound', { slug: 'a\u0000b' })],
    [
      'a lone surrogate in an echoed slug',
      new AppError(404, 'error.restaurantNotFound', { slug: 'a\uD800' }),
    ],
    [
      'a NUL in a detail',
      new AppError(400, 'error.invalidInput', {}, [{ path: 'body.x\u0000', message: 'y\uDC00' }]),
    ],
    [
      'a detail path longer than 500',
      new AppError(400, 'error.invalidInput', {}, [{ path: 'p'.repeat(900), message: 'm' }]),
    ],
    [
      '150 details',
      new AppError(
        400,
        'error.invalidDataFile',
        {},
        Array.from({ length: 150 }, (_, i) => ({ path: `p${i}`, message: 'm' })),
      ),
    ],
    [
      'a NUL in a structured detail',
      new AppError(409, 'error.itemsRefused', {}, { 'k\u0000': { reason: 'r\uD800' } }),
    ],
  ])('%s', async (_name, error) => {
    const body = await get(error);
    expect(body.code).toBe(error.code);
  });

  it('replaces an unsafe character with U+FFFD and keeps the rest', async () => {
    const body = await get(new AppError(404, 'error.restaurantNotFound', { slug: 'a\u0000b\uD800' }));
    expect(body.message).toBe('We could not find the restaurant "a\uFFFDb\uFFFD".');
  });

  it('lists at most 100 field errors', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ path: `p${i}`, message: 'm' }));
    expect((await get(new AppError(400, 'error.invalidDataFile', {}, many))).details).toHaveLength(100);
  });
});

describe('field messages of services in the request language', () => {
  it.each([
    ['This restaurant does not offer this payment method', 'Ce restaurant n’offre pas ce mode de paiement'],
    ['Line 2 has $5.00 left to refund', 'Il reste $5.00 à rembourser sur la ligne 2'],
    ['end_date must be on or after start_date', 'end_date doit être égale ou postérieure à start_date'],
    ['This field is required.', 'Ce champ est obligatoire.'],
  ])('%s', async (english, french) => {
    const error = () => new AppError(400, 'error.invalidInput', {}, [{ path: 'body.x', message: english }]);
    expect((await get(error(), 'fr-CA')).details).toEqual([{ path: 'body.x', message: french }]);
    expect((await get(error(), 'en-CA')).details).toEqual([{ path: 'body.x', message: english }]);
  });

  it('leaves a message the catalog does not know as it is', () => {
    expect(localizeDetail('fr-CA', 'Something only this service says')).toBeUndefined();
  });
});

describe('safeEcho', () => {
  it.each([
    ['plain', 5, 'plain'],
    ['a\u0000b', 10, 'a\uFFFDb'],
    ['\uDC00x\uD800', 10, '\uFFFDx\uFFFD'],
    ['ok 😀 pair', 20, 'ok 😀 pair'],
    // Cutting between the halves of a pair leaves a lone half: it is replaced too.
    ['ab😀c', 4, 'ab\uFFFD…'],
    ['abcdef', 4, 'abc…'],
  ])('%j cut to %i is %j', (input, max, expected) => {
    expect(safeEcho(input, max)).toBe(expected);
  });
});

describe('two transactions in each other’s way', () => {
  const pgError = (code: string) =>
    new Error('Failed query: insert into "order_refunds"', {
      cause: Object.assign(new Error('deadlock detected'), { code }),
    });
  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
    ['a lock not available', '55P03'],
  ])('%s answers 409 with Retry-After, in the request language', async (_name, code) => {
    thrown = pgError(code) as unknown as AppError;
    for (const [locale, text] of [
      ['en-CA', /same moment/],
      ['fr-CA', /même moment/],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: '/api/throw', headers: { locale } });
      expect(response.statusCode).toBe(409);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ code: 409, message: expect.stringMatching(text) });
    }
  });

  it('another database refusal stays a 500', async () => {
    thrown = pgError('42601') as unknown as AppError;
    expect((await app.inject({ method: 'GET', url: '/api/throw' })).statusCode).toBe(500);
  });
});

describe('an answer to make the same request again', () => {
  it('says when, in Retry-After; a refusal does not', async () => {
    thrown = stillUnderWay(409, 'error.submissionInProgress', 5);
    const waiting = await app.inject({ method: 'GET', url: '/api/throw' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.json().message).toMatch(/still being processed/);
    thrown = new AppError(409, 'error.idempotencyKeyReused');
    expect((await app.inject({ method: 'GET', url: '/api/throw' })).headers['retry-after']).toBeUndefined();
  });
});
