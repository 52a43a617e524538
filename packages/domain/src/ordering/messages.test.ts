import { describe, expect, it } from 'vitest';
import { LOCALES, placeholdersOf } from '../i18n/translate';
import { ORDERING_MESSAGES, type OrderingMessageKey, translateOrdering } from './messages';

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
