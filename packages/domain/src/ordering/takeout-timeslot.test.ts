import { describe, expect, it } from 'vitest';
import { takesChosenTime } from './takeout-timeslot';

describe('no_takeout_timeslot: take-out only as soon as possible', () => {
  it.each([
    ['pickup', true, false],
    ['delivery', true, false],
    ['take-out', true, false],
    ['pickup', false, true],
    ['delivery', false, true],
    ['dine-in', true, true],
    ['generic-catering', true, true],
    ['catering', true, true],
    ['school', true, true],
  ] as const)('%s with no_takeout_timeslot %s: a chosen time %s', (type, set, expected) => {
    expect(takesChosenTime(type, { no_takeout_timeslot: set })).toBe(expected);
  });
});
