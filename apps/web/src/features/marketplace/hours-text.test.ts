import { describe, expect, it } from 'vitest';
import { hoursText } from './hours-text';

const zone = 'America/Halifax';
const at = (iso: string) => new Date(iso);
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe("a hub kitchen's hours", () => {
  it.each([
    ['en-CA', '11:00 a.m. – 8:30 p.m.', '11:00 a.m. – midnight', '12:00 a.m. – 2:00 a.m.'],
    ['fr-CA', '11 h 00 – 20 h 30', '11 h 00 – minuit', '0 h 00 – 2 h 00'],
  ] as const)(
    'in %s: a closing time at midnight is the word, an opening at midnight stays a time (audit F2)',
    (locale, day, late, night) => {
      // 15:00Z is 11:00 in Halifax (UTC-4 in November); 04:00Z the next day is midnight.
      expect(
        plain(
          hoursText([{ start: at('2026-11-26T15:00:00Z'), end: at('2026-11-27T00:30:00Z') }], locale, zone),
        ),
      ).toBe(day);
      expect(
        plain(
          hoursText([{ start: at('2026-11-26T15:00:00Z'), end: at('2026-11-27T04:00:00Z') }], locale, zone),
        ),
      ).toBe(late);
      expect(
        plain(
          hoursText([{ start: at('2026-11-27T04:00:00Z'), end: at('2026-11-27T06:00:00Z') }], locale, zone),
        ),
      ).toBe(night);
    },
  );
});
