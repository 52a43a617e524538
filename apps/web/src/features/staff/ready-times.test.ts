import { describe, expect, it } from 'vitest';
import { lateMinutes, share } from './ready-times';

describe('the ready-times report’s figures', () => {
  it.each([
    [null, 'en-CA', '—'],
    [240, 'en-CA', '+4\u00a0min'],
    [-60, 'en-CA', '-1\u00a0min'],
    [29, 'en-CA', '0\u00a0min'],
    [-29, 'en-CA', '0\u00a0min'],
    [90, 'fr-CA', '+2\u00a0min'],
    [-1500, 'fr-CA', '-25\u00a0min'],
  ] as const)('%s seconds in %s read %s', (seconds, locale, text) => {
    expect(lateMinutes(seconds, locale)).toBe(text);
  });

  it.each([
    [null, 'en-CA', '—'],
    [0.5, 'en-CA', '50%'],
    [2 / 3, 'fr-CA', '67\u00a0%'],
  ] as const)('a share of %s in %s reads %s', (rate, locale, text) => {
    expect(share(rate, locale)).toBe(text);
  });
});
