import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { changeStatus } from './api';

const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
/** Busy because another kitchen's share of the same card is settling (decision 026), or (`own`) this order itself. */
const busy = (retryAfter?: string, own = false) =>
  answer(
    409,
    {
      code: 409,
      message: 'This order’s payment is being processed.',
      ...(own ? {} : { details: { reason: 'share_settling' } }),
    },
    retryAfter ? { 'retry-after': retryAfter } : {},
  );
const accepted = () => answer(200, { id: 'ord_1', number: 7, status: 'in_progress', cancelReason: null });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubFetch(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? accepted());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a staff call answered "another kitchen\'s share is being settled, retry shortly"', () => {
  it('is made once more after the wait the server asks for, and its answer is the one returned', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(busy('2'), accepted());
    const result = changeStatus(101, 'ord_1', 'in_progress');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ status: 'in_progress' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a second busy answer', [busy('1'), busy('1')], 2],
    ['a 409 without Retry-After (a refusal)', [busy()], 1],
    ['a wait longer than the limit', [busy('30')], 1],
    ['a busy answer about this order itself (a colleague changing it)', [busy('2', true)], 1],
  ])('shows %s to staff, without more tries', async (_name, answers, calls) => {
    vi.useFakeTimers();
    const fetch = stubFetch(...answers);
    const result = changeStatus(101, 'ord_1', 'in_progress').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(fetch).toHaveBeenCalledTimes(calls);
  });
});
