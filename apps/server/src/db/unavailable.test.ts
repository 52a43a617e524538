import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    [
      'administrator shutdown',
      withCode('terminating connection due to administrator command', '57P01'),
      true,
    ],
    ['cannot connect now', withCode('the database system is starting up', '57P03'), true],
    ['connection exception class 08', withCode('connection failure', '08006'), true],
    ['too many connections', withCode('sorry, too many clients already', '53300'), true],
    ['PGlite closed', new Error('PGlite is closed'), true],
    ['pool ended', new Error('Cannot use a pool after calling end on the pool'), true],
    ['pg connection ended', new Error('Connection terminated unexpectedly'), true],
    ['wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('x', 'ECONNRESET') }), true],
    ['a unique violation', withCode('duplicate key value', '23505'), false],
    ['a syntax error', withCode('syntax error', '42601'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
