import { describe, expect, it } from 'vitest';
import { journeyInstant } from './clock';

describe('the journeys’ instant', () => {
  it.each([
    // An ordinary week: the next Wednesday at noon in Toronto (17:00 UTC in winter, 16:00 in summer).
    ['2026-11-25T15:00:00Z', '2026-12-02T17:00:00.000Z'],
    ['2027-06-28T15:00:00Z', '2027-06-30T16:00:00.000Z'],
    // The Wednesday before Northview's winter break would leave the K-12 journey no school day next week, and the
    // break's own Wednesdays close the school: the first Wednesday after it.
    ['2026-12-09T15:00:00Z', '2027-01-06T17:00:00.000Z'],
    ['2026-12-20T15:00:00Z', '2027-01-06T17:00:00.000Z'],
    // The demo's holidays come back every year (the seed moves them): the next winter break is skipped too.
    ['2027-12-08T15:00:00Z', '2028-01-05T17:00:00.000Z'],
  ])('from %s is %s', (from, expected) => {
    expect(journeyInstant(new Date(from)).toISOString()).toBe(expected);
  });

  it('skips a Wednesday a demo restaurant is closed, and a week with fewer than three school days after it', () => {
    const closed = new Map([
      ['maple-table', new Set(['12-02'])],
      ['northview-schools', new Set(['12-14', '12-15', '12-16'])],
    ]);
    // 2 Dec: maple-table closed. 9 Dec: next week has two school days. 16 Dec: the school is closed that day.
    expect(journeyInstant(new Date('2026-11-25T15:00:00Z'), closed).toISOString()).toBe(
      '2026-12-23T17:00:00.000Z',
    );
  });
});
