import { describe, expect, it } from 'vitest';
import { isWithinAdvanceDays, lastOrderableDate } from './advance-days';

const NOW = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Toronto

describe('Max advanced order days', () => {
  it.each([
    [20, '2026-03-24'],
    [0, '2026-03-04'],
    [null, null],
    [undefined, null],
  ])('max %s -> last orderable date %s', (max, last) => {
    expect(lastOrderableDate(NOW, max)).toBe(last);
  });

  it.each([
    ['2026-03-04', 20, true],
    ['2026-03-24', 20, true],
    ['2026-03-25', 20, false],
    ['2026-03-03', 20, false],
    ['2027-01-01', null, true],
    ['2026-03-03', null, false],
    ['2026-03-05', 0, false],
  ])('%s within %s days: %s', (date, max, ok) => {
    expect(isWithinAdvanceDays(date, NOW, max)).toBe(ok);
  });

  it('counts calendar days in the zone: 23:30 Tuesday in Vancouver is still Tuesday', () => {
    const late = new Date('2026-03-04T07:30:00Z');
    expect(lastOrderableDate(late, 1, 'America/Vancouver')).toBe('2026-03-04');
    expect(lastOrderableDate(late, 1)).toBe('2026-03-05');
  });
});
