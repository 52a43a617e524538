import { describe, expect, it } from 'vitest';
import { formatPrepTime, prepTimeParts } from './prep-time';

describe('Prep time over 60 minutes shown as hours and minutes', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }, '0 min', '0 min'],
    [45, { hours: 0, minutes: 45 }, '45 min', '45 min'],
    [60, { hours: 0, minutes: 60 }, '60 min', '60 min'],
    [61, { hours: 1, minutes: 1 }, '1 hr 1 min', '1 h 1 min'],
    [90, { hours: 1, minutes: 30 }, '1 hr 30 min', '1 h 30 min'],
    [120, { hours: 2, minutes: 0 }, '2 hr', '2 h'],
    [1500, { hours: 25, minutes: 0 }, '25 hr', '25 h'],
    [-5, { hours: 0, minutes: 0 }, '0 min', '0 min'],
  ])('%i minutes', (minutes, parts, en, fr) => {
    expect(prepTimeParts(minutes)).toEqual(parts);
    expect(formatPrepTime(minutes, 'en-CA')).toBe(en);
    expect(formatPrepTime(minutes, 'fr-CA')).toBe(fr);
  });
});
