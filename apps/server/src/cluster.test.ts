import { describe, expect, it } from 'vitest';
import { restartDelay } from './cluster';

describe('restartDelay', () => {
  it('forks a crashed worker again after 0.5 s, doubling while it keeps crashing, at most 30 s', () => {
    const delays: number[] = [];
    let last: number | undefined;
    for (let crash = 0; crash < 9; crash++) {
      last = restartDelay(last, 1_000);
      delays.push(last);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts from 0.5 s again after a worker that ran a minute', () => {
    expect(restartDelay(30_000, 60_000)).toBe(500);
    expect(restartDelay(30_000, 59_999)).toBe(30_000);
  });
});
