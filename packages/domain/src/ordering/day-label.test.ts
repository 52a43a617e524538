import { describe, expect, it } from 'vitest';
import { formatDayLabel } from './day-label';

describe('formatDayLabel: a calendar day in the reader’s language', () => {
  it.each([
    ['2026-12-15', 'en-CA', 'Tuesday, December 15'],
    ['2026-12-15', 'fr-CA', 'mardi 15 décembre'],
    ['2026-12-01', 'en-CA', 'Tuesday, December 1'],
    ['2026-12-01', 'fr-CA', 'mardi 1er décembre'],
    ['2027-01-11', 'fr', 'lundi 11 janvier'],
    ['2026-12-21', 'de-DE', 'Monday, December 21'],
  ])('%s in %s: %s', (date, locale, expected) => {
    expect(formatDayLabel(date, locale)).toBe(expected);
  });
});
