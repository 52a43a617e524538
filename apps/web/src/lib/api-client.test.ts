import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, endsAttempt } from './api-client';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering `status` with the error body and headers given. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    ),
  );
}

const failure = async () => {
  try {
    await apiFetch('/api/orders', { method: 'POST', body: '{}' });
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('no failure');
};

describe('an answer asking to retry', () => {
  it('keeps its Retry-After on the error', async () => {
    answering(409, { code: 409, message: 'Your order is still being processed.' }, { 'retry-after': '5' });
    const error = await failure();
    expect(error).toMatchObject({ status: 409, code: 409, retryAfter: 5 });
  });

  it('has none when the answer says none', async () => {
    answering(402, { code: 410, message: 'Your card was declined.' });
    expect((await failure()).retryAfter).toBeUndefined();
  });
});

describe('endsAttempt: whether a failed submission keeps its Idempotency-Key', () => {
  const error = (status: number, code: number, retryAfter?: number) => {
    const e = new ApiError(status, code, '');
    if (retryAfter !== undefined) e.retryAfter = retryAfter;
    return e;
  };
  it.each([
    ['a declined card (402)', error(402, 410), true],
    ['a refused cart (409, no Retry-After)', error(409, 415), true],
    ['a key reused for another cart (409, no Retry-After)', error(409, 409), true],
    ['invalid input (400)', error(400, 400), true],
    ['still being processed (409, Retry-After)', error(409, 409, 5), false],
    ['too many requests (429, Retry-After)', error(429, 429, 60), false],
    ['the database unavailable (503)', error(503, 503, 5), false],
    ['a server error (500)', error(500, 500), false],
    ['a proxy error without a body (502)', error(502, 502), false],
    ['no answer at all (the connection lost)', new TypeError('Failed to fetch'), false],
  ])('%s: %s', (_name, e, ends) => {
    expect(endsAttempt(e)).toBe(ends);
  });
});
