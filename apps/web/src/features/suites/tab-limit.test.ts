import { describe, expect, it } from 'vitest';
import { tabLimitStep } from './tab-limit';

describe('tab limit confirmation step (set, change, remove)', () => {
  it.each([
    [null, '500', { kind: 'set', fromCents: null, toCents: 50000 }],
    [null, ' $500 ', { kind: 'set', fromCents: null, toCents: 50000 }],
    [500, '750,50', { kind: 'changed', fromCents: 50000, toCents: 75050 }],
    [500, '', { kind: 'removed', fromCents: 50000, toCents: null }],
    [500, '   ', { kind: 'removed', fromCents: 50000, toCents: null }],
    [500, '$500.00', { kind: 'none' }],
    [null, '', { kind: 'none' }],
    [null, 'lots', { kind: 'invalid' }],
    [500, '0', { kind: 'invalid' }],
    [500, '12.345', { kind: 'invalid' }],
  ] as const)('%s then %j', (current, typed, expected) => {
    expect(tabLimitStep(current, typed)).toEqual(expected);
  });
});
