import { describe, expect, it } from 'vitest';
import { analyticsRetention } from './retention';

describe('analytics retention', () => {
  it.each([
    ['a morning in UTC', '2026-11-29T09:00:00Z', '2026-11-27', '2025-10-25'],
    ['the last second of a UTC day', '2026-11-29T23:59:59Z', '2026-11-27', '2025-10-25'],
    // Still the 28th in Toronto, already the 29th in UTC: UTC decides, the same in every process.
    ['an evening in Toronto', '2026-11-29T02:00:00Z', '2026-11-27', '2025-10-25'],
    ['across a new year and a leap day', '2028-03-01T12:00:00Z', '2028-02-28', '2027-01-26'],
  ])('%s: events before %s are rolled up, counts before %s dropped', (_, at, rollUpBefore, dropBefore) => {
    expect(analyticsRetention(new Date(at))).toEqual({ rollUpBefore, dropBefore });
  });

  it('never rolls up a day some restaurant is still living', () => {
    // The latest zone (UTC-12) ends the 27th at 12:00 UTC on the 28th; at that instant the 27th is not rolled yet.
    expect(analyticsRetention(new Date('2026-11-28T12:00:00Z')).rollUpBefore).toBe('2026-11-26');
  });
});
