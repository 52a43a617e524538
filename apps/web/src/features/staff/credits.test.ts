import { describe, expect, it } from 'vitest';
import { parseCreditAmount } from './components/credits-change';

describe('a credits amount as a manager types it', () => {
  it.each([
    ['20', 20],
    ['20.00', 20],
    ['20,50', 20.5],
    ['$ 5', 5],
    ['-5.50', -5.5],
    ['0', null],
    ['-0.00', null],
    ['', null],
    ['abc', null],
    ['5.555', null],
    ['1e3', null],
  ] as const)('%j is %s', (text, amount) => {
    expect(parseCreditAmount(text)).toBe(amount);
  });
});
