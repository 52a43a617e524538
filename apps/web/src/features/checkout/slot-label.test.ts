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
    const due = dueDayAndTime('2026-11-25T16:30:00.000Z', locale, 'America/Toronto', label, MONDAY);
    expect({ day: due.day, time: plain(due.time) }).toEqual(expected);
  });

  // Audit F2: a catering order weeks ahead read "Saturday", which Saturday not said.
  it.each([
    // Today and tomorrow by name, then the rest of the coming week by its weekday.
    ['2026-11-23T22:00:00.000Z', 'en-CA', 'today'],
    ['2026-11-23T22:00:00.000Z', 'fr-CA', 'aujourd’hui'],
    ['2026-11-24T22:00:00.000Z', 'en-CA', 'tomorrow'],
    ['2026-11-24T22:00:00.000Z', 'fr-CA', 'demain'],
    ['2026-11-25T22:00:00.000Z', 'en-CA', 'Wednesday'],
    ['2026-11-29T22:00:00.000Z', 'en-CA', 'Sunday'],
    // A week ahead or more, and a day past: the date too.
    ['2026-11-30T22:00:00.000Z', 'en-CA', 'Monday 30/11/2026'],
    ['2026-12-12T17:00:00.000Z', 'en-CA', 'Saturday 12/12/2026'],
    ['2026-12-12T17:00:00.000Z', 'fr-CA', 'samedi 12/12/2026'],
    ['2026-11-22T17:00:00.000Z', 'fr-CA', 'dimanche 22/11/2026'],
    // Days are the restaurant's: 23:30 Sunday in Toronto is already Monday in UTC, six days after Monday.
    ['2026-11-30T04:30:00.000Z', 'en-CA', 'Sunday'],
  ])('due %s reads %s in %s', (iso, locale, day) => {
    expect(dueDayAndTime(iso, locale, 'America/Toronto', undefined, MONDAY).day).toBe(day);
  });
});

/** Monday 23 November 2026, 9:00 in Toronto. */
const MONDAY = new Date('2026-11-23T14:00:00.000Z');
