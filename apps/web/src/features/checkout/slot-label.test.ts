import { describe, expect, it } from 'vitest';
import { dueDayAndTime, hourLabel, slotLabel } from './slot-label';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe("the server's slot labels", () => {
  it.each([
    [{ hour: 11, minute: 0 }, 'en-CA', '11:00 a.m.'],
    [{ hour: 20, minute: 30 }, 'en-CA', '8:30 p.m.'],
    [{ hour: 0, minute: 15 }, 'en-CA', '12:15 a.m.'],
    [{ hour: 11, minute: 0 }, 'fr-CA', '11 h 00'],
    [{ hour: 20, minute: 30 }, 'fr-CA', '20 h 30'],
  ])('%o in %s reads %s, whatever zone the browser is in', (label, locale, expected) => {
    expect(plain(slotLabel(label, locale))).toBe(expected);
  });

  it('names the hour a group starts in', () => {
    expect(plain(hourLabel(13, 'en-CA'))).toBe('1 p.m.');
    expect(plain(hourLabel(13, 'fr-CA'))).toBe('13 h');
  });
});

describe('when an order is due, as a confirmation says it', () => {
  it.each([
    ['en-CA', undefined, { day: 'Wednesday', time: '11:30 a.m.' }],
    ['fr-CA', undefined, { day: 'mercredi', time: '11 h 30' }],
    // The server's label wins over the browser's reading of the instant.
    ['en-CA', { hour: 11, minute: 0 }, { day: 'Wednesday', time: '11:00 a.m.' }],
    ['fr-CA', { hour: 11, minute: 0 }, { day: 'mercredi', time: '11 h 00' }],
  ])('%s, label %o', (locale, label, expected) => {
    const due = dueDayAndTime('2026-11-25T16:30:00.000Z', locale, 'America/Toronto', label);
    expect({ day: due.day, time: plain(due.time) }).toEqual(expected);
  });
});
