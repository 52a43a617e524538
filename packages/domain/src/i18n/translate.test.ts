import { describe, expect, it } from 'vitest';
import { interpolate } from './translate';

describe('interpolate', () => {
  it.each([
    ['a value', 'Closed at {time}.', { time: '19 h 00' }, 'Closed at 19 h 00.'],
    ['a value with its own period', 'Closed at {time}.', { time: '7:00 p.m.' }, 'Closed at 7:00 p.m.'],
    [
      'a period inside the sentence',
      '{time}. Come back soon.',
      { time: '7:00 p.m.' },
      '7:00 p.m. Come back soon.',
    ],
    ['no period after the placeholder', 'At {time} today', { time: '7:00 p.m.' }, 'At 7:00 p.m. today'],
    ['a missing param stays visible', 'Closed at {time}.', {}, 'Closed at {time}.'],
  ] as const)('%s', (_, template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });
});
