import { describe, expect, it } from 'vitest';
import { formatDistance, openLabel } from './format';

describe('formatDistance', () => {
  it.each([
    [2.07, 'mi', 'en-CA', '2.1 mi'],
    [3.3, 'km', 'fr-CA', '3,3 km'],
    [12, 'km', 'en-CA', '12 km'],
    // At the place: less than one decimal shows, never "0 mi".
    [0, 'mi', 'en-CA', '< 0.1 mi'],
    [0.04, 'km', 'fr-CA', '< 0,1 km'],
    [0.05, 'mi', 'en-CA', '0.1 mi'],
  ] as const)('%s %s in %s', (distance, unit, locale, shown) => {
    expect(formatDistance(distance, unit, locale).replace(/\u00a0|\u202f/g, ' ')).toBe(shown);
  });
});

describe('openLabel', () => {
  // British Columbia keeps UTC-7 all year since March 2026 (tz 2026e).
  const zone = 'America/Vancouver';
  it('open with a closing time', () => {
    expect(
      openLabel({ open_now: true, open_until: '2026-11-27T06:00:00Z', timezone: zone }, 'en-CA'),
    ).toEqual({
      key: 'locations.openUntil',
      time: '11:00 p.m.',
    });
  });
  it.each([
    ['en-CA', 'midnight'],
    ['fr-CA', 'minuit'],
  ] as const)('open until midnight says the word in %s, as hours are written (audit F2)', (locale, word) => {
    // 07:00Z is midnight in Vancouver.
    expect(openLabel({ open_now: true, open_until: '2026-11-27T07:00:00Z', timezone: zone }, locale)).toEqual(
      {
        key: 'locations.openUntil',
        time: word,
      },
    );
  });
  it('closed until a later opening today, in the location’s zone', () => {
    const label = openLabel({ open_now: false, open_until: '2026-11-26T18:00:00Z', timezone: zone }, 'fr-CA');
    expect(label.key).toBe('locations.closedOpensAt');
    expect('time' in label && label.time.replace(/\u00a0|\u202f/g, ' ')).toBe('11 h 00');
  });
  it('closed for the rest of the day, or open with no end today', () => {
    expect(openLabel({ open_now: false, open_until: null, timezone: zone }, 'en-CA')).toEqual({
      key: 'locations.closedToday',
    });
    expect(openLabel({ open_now: true, open_until: null, timezone: zone }, 'en-CA')).toEqual({
      key: 'locations.openNow',
    });
  });
});
