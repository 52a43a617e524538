import { describe, expect, it } from 'vitest';
import { LOCALES, placeholdersOf } from '../i18n/translate';
import { FORM_MESSAGES, type FormMessageKey, translate } from './messages';

describe('Form messages (ordering.md section 5, accounts doc section 5): verbatim English', () => {
  it.each([
    ['postalCode', {}, 'Please enter a valid postal/zip code.'],
    ['required', {}, 'This field is required.'],
    ['email', {}, "This email isn't valid."],
    ['minLength', { length: 3 }, 'This field must have at least 3 characters.'],
    ['maxLength', { length: 50 }, 'This field can have up to 50 characters.'],
    ['minValue', { min: 0 }, 'Must be higher than 0'],
    ['numeric', {}, 'Must be numeric'],
    ['integer', {}, 'No decimals'],
    ['expiry', {}, 'This expiry date is invalid.'],
    ['card', {}, 'This credit card is invalid.'],
    ['name', {}, "This name isn't valid."],
    ['greaterThan', { field1: 'Maximum', field2: 'Minimum' }, 'Maximum must be greater than Minimum'],
    ['orderIdRequired', {}, 'The order id is required'],
  ] as [FormMessageKey, Record<string, string | number>, string][])('%s', (key, params, text) => {
    expect(translate('en-CA', key, params)).toBe(text);
  });
});

describe('Form messages in Canadian French', () => {
  it.each([
    ['required', {}, 'Ce champ est obligatoire.'],
    ['minLength', { length: 8 }, 'Ce champ doit contenir au moins 8 caractères.'],
    ['minValue', { min: 5 }, 'Doit être supérieur à 5'],
    ['orderIdRequired', {}, 'Le numéro de commande est obligatoire'],
    ['passwordLength', { length: 8 }, 'Le mot de passe doit contenir au moins 8 caractères.'],
  ] as [FormMessageKey, Record<string, string | number>, string][])('%s', (key, params, text) => {
    expect(translate('fr-CA', key, params)).toBe(text);
  });

  it.each([
    ['fr', 'Ce champ est obligatoire.'],
    ['fr-FR', 'Ce champ est obligatoire.'],
    ['de-DE', 'This field is required.'],
    [null, 'This field is required.'],
  ])('locale %s falls back sensibly', (locale, text) => {
    expect(translate(locale, 'required')).toBe(text);
  });

  it('keeps an unknown placeholder visible', () => {
    expect(translate('en-CA', 'minLength')).toBe('This field must have at least {length} characters.');
  });
});

describe('Form message catalog completeness', () => {
  it.each(Object.keys(FORM_MESSAGES) as FormMessageKey[])(
    '%s has every language with the same params',
    (key) => {
      const entry = FORM_MESSAGES[key];
      for (const locale of LOCALES) expect(entry[locale]?.trim() ?? '', `${key} ${locale}`).not.toBe('');
      expect(placeholdersOf(entry['fr-CA'])).toEqual(placeholdersOf(entry['en-CA']));
      expect(Object.keys(entry).sort()).toEqual([...LOCALES].sort());
    },
  );
});
