import { describe, expect, it } from 'vitest';
import { formatDayLabel } from './day-label';

describe('formatDayLabel: a calendar day’s weekday in the reader’s language, its date dd/MM/yyyy', () => {
  it.each([
    ['2026-12-15', 'en-CA', 'Tuesday 15/12/2026'],
    ['2026-12-15', 'fr-CA', 'mardi 15/12/2026'],
    ['2026-12-01', 'en-CA', 'Tuesday 01/12/2026'],
    ['2026-12-01', 'fr-CA', 'mardi 01/12/2026'],
    ['2027-01-11', 'fr', 'lundi 11/01/2027'],
    ['2026-12-21', 'de-DE', 'Monday 21/12/2026'],
  ])('%s in %s: %s', (date, locale, expected) => {
    expect(formatDayLabel(date, locale)).toBe(expected);
  });
});
