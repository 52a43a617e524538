import { describe, expect, it } from 'vitest';
import { LOCALES, placeholdersOf } from '../i18n/translate';
import {
  formatNotice,
  ORDERING_MESSAGES,
  type OrderingMessageKey,
  schedulingMessage,
  translateOrdering,
} from './messages';
import { checkRequestedTime, scheduleFor } from './scheduling';
import { build } from './scheduling-fixtures';

describe('Ordering messages: verbatim where the spec words them', () => {
  it.each([
    ['noFlagsProvided', 'en-CA', 'no flags provided'],
    [
      'ordersPaused',
      'en-CA',
      'Thanks for your patience! Ordering is paused for the moment, but the menu is still available to view.',
    ],
    ['restaurantClosed', 'fr-CA', 'Le restaurant est fermé à ce moment-là.'],
  ] as [OrderingMessageKey, string, string][])('%s in %s', (key, locale, text) => {
    expect(translateOrdering(locale, key)).toBe(text);
  });

  it.each(Object.keys(ORDERING_MESSAGES) as OrderingMessageKey[])('%s has every language', (key) => {
    const entry = ORDERING_MESSAGES[key];
    expect(Object.keys(entry).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(entry[locale].trim()).not.toBe('');
    expect(placeholdersOf(entry['fr-CA'])).toEqual(placeholdersOf(entry['en-CA']));
  });
});

describe('a refusal for the notice says how far ahead (audit F2 finding 1)', () => {
  it.each([
    [2880, 'en-CA', '48 hours'],
    [2880, 'fr-CA', '48 heures'],
    [60, 'en-CA', '1 hour'],
    [90, 'fr-CA', '1 heure 30 minutes'],
    [10, 'en-CA', '10 minutes'],
    [1, 'fr-CA', '1 minute'],
  ] as [number, string, string][])('%i minutes in %s: %s', (minutes, locale, text) => {
    // French keeps the number and its unit together (a no-break space).
    expect(formatNotice(minutes, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it.each([
    ['en-CA', 'This menu must be ordered at least 48 hours ahead.'],
    ['fr-CA', 'Ce menu doit être commandé au moins 48 heures à l’avance.'],
  ])('a day inside a 48-hour notice, in %s', (locale, text) => {
    // Wednesday 09:00 in Toronto: none of today's slots is 48 hours away.
    const day = scheduleFor(build({ menu: { required_notice: 2880 } }));
    expect(day.unavailable).toMatchObject({ reason: 'required_notice', leadMinutes: 2880 });
    expect(schedulingMessage(locale, day.unavailable!).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('so does the submission refusing a time inside the notice', () => {
    // 11:00 in Toronto, asked for 11:30: 90 minutes' notice puts the earliest at 12:30.
    const asked = checkRequestedTime({
      ...build({ menu: { required_notice: 90, estimated_prep_time: 30 }, now: '2026-03-04T16:00:00Z' }),
      requested: '2026-03-04T16:30:00Z',
    });
    if (asked.ok) throw new Error('11:30 is inside the notice');
    expect(asked.error).toMatchObject({ reason: 'required_notice', leadMinutes: 90 });
    expect(schedulingMessage('en-CA', asked.error)).toBe(
      'This menu must be ordered at least 1 hour 30 minutes ahead.',
    );
  });

  it('the other reasons keep their catalogue message', () => {
    const day = scheduleFor(build({ orderType: 'generic-catering', date: '2026-03-07' }));
    expect(day.unavailable?.reason).toBe('weekend');
    expect(schedulingMessage('en-CA', day.unavailable!)).toBe(
      'Orders cannot be placed for this date or time.',
    );
  });
});
