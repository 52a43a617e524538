import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates in the default format, dd/MM/yyyy', () => {
  it.each([
    ['an evening in Toronto', '2026-11-26T00:00:00Z', 'America/Toronto', '25/11/2026'],
    ['the same instant in Halifax, the next day', '2026-11-26T04:30:00Z', 'America/Halifax', '26/11/2026'],
    ['a single-digit day and month', '2026-03-05T17:00:00Z', 'America/Vancouver', '05/03/2026'],
  ])('%s', (_, at, zone, expected) => {
    expect(formatDate(at, zone)).toBe(expected);
    expect(formatDate(new Date(at), zone)).toBe(expected);
  });

  it.each([
    ['en-CA', '25/11/2026 at 7:00 p.m.'],
    ['fr-CA', '25/11/2026 à 19 h 00'],
    ['fr', '25/11/2026 à 19 h 00'],
    [null, '25/11/2026 at 7:00 p.m.'],
  ])('with its time, 12-hour in English and 24-hour in French (%s)', (locale, expected) => {
    expect(formatDateTime('2026-11-26T00:00:00Z', 'America/Toronto', locale)).toBe(expected);
  });
});
