import { describe, expect, it } from 'vitest';
import { catalogs, locales, resolveLocale, translate } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalog', () => {
  it('has the same keys in every locale, none empty', () => {
    const english = Object.keys(catalogs['en-CA']).sort();
    for (const locale of locales) {
      expect(Object.keys(catalogs[locale]).sort()).toEqual(english);
      for (const text of Object.values(catalogs[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('uses the same parameters in every locale', () => {
    for (const [key, text] of Object.entries(catalogs['en-CA'])) {
      expect(placeholders(catalogs['fr-CA'][key as keyof (typeof catalogs)['fr-CA']])).toEqual(
        placeholders(text),
      );
    }
  });

  it('puts a non-breaking space, never a plain one, before a French colon in the tabs’ messages', () => {
    // A plain space lets a phone's narrow screen start a line with the colon.
    const loose = Object.entries(catalogs['fr-CA'])
      .filter(([key]) => /tab|split/i.test(key))
      .filter(([, text]) => /[ \t\n]:/.test(text))
      .map(([key]) => key);
    expect(loose).toEqual([]);
  });

  it('picks French from the Locale header and English otherwise', () => {
    expect(resolveLocale('fr-CA')).toBe('fr-CA');
    expect(resolveLocale('fr')).toBe('fr-CA');
    expect(resolveLocale(['FR_ca'])).toBe('fr-CA');
    expect(resolveLocale('en-CA')).toBe('en-CA');
    expect(resolveLocale('de-DE')).toBe('en-CA');
    expect(resolveLocale(undefined)).toBe('en-CA');
  });

  it('fills parameters and leaves unknown ones visible', () => {
    expect(translate('fr-CA', 'error.restaurantNotFound', { slug: 'cafe' })).toBe(
      'Nous n’avons pas trouvé le restaurant « cafe ».',
    );
    expect(translate('en-CA', 'error.restaurantNotFound')).toContain('{slug}');
  });

  it('says a staff role in the message’s language, as the staff console names it (audit E finding 10)', () => {
    expect(translate('fr-CA', 'error.staffRoleRefused', { role: 'staff' })).toBe(
      'Votre rôle (personnel) ne permet pas cette action.',
    );
    expect(translate('fr-CA', 'error.staffRoleRefused', { role: 'manager' })).toContain('(gérant)');
    expect(translate('fr-CA', 'error.staffRoleRefused', { role: 'owner' })).toContain('(propriétaire)');
    expect(translate('en-CA', 'error.staffRoleRefused', { role: 'manager' })).toBe(
      'Your role (manager) does not allow this.',
    );
    // A value the catalogue has no term for stays as given.
    expect(translate('fr-CA', 'error.staffRoleRefused', { role: 'chef' })).toContain('(chef)');
  });

  it('ends a sentence with one period when a value brings its own ("7:00 p.m.")', () => {
    expect(translate('en-CA', 'error.preOrderLocked', { date: 'November 25, 2026 at 7:00 p.m.' })).toBe(
      'Pre-ordering for this event closed on November 25, 2026 at 7:00 p.m.',
    );
    expect(translate('fr-CA', 'error.preOrderLocked', { date: '25 novembre 2026 à 19 h 00' })).toBe(
      'Les précommandes pour cet événement ont fermé le 25 novembre 2026 à 19 h 00.',
    );
  });
});
