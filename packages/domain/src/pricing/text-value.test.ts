import { describe, expect, it } from 'vitest';
import { parseTextValue, resolveTextValue } from './text-value';

describe('text values', () => {
  it.each([
    ['5$', { type: 'dollar', amount: 500 }],
    ['2.75$', { type: 'dollar', amount: 275 }],
    [' 3 $ ', { type: 'dollar', amount: 300 }],
    ['18', { type: 'percentage', percent: 18 }],
    ['12.5', { type: 'percentage', percent: 12.5 }],
    ['0', { type: 'percentage', percent: 0 }],
    ['', null],
    ['$', null],
    ['-5', null],
    ['5%', null],
    ['abc$', null],
  ])('"%s"', (text, parsed) => {
    expect(parseTextValue(text)).toEqual(parsed);
  });

  it.each([
    ['18', 2000, { type: 'percentage', percentageValue: 18, amount: 360 }],
    ['12.5', 1001, { type: 'percentage', percentageValue: 12.5, amount: 125 }],
    ['5$', 2000, { type: 'dollar', percentageValue: 0, amount: 500 }],
    [null, 2000, null],
    [undefined, 2000, null],
    ['x', 2000, null],
  ])('"%s" of %d', (text, base, resolved) => {
    expect(resolveTextValue(text, base)).toEqual(resolved);
  });
});
