/**
 * Server messages, by key, in both locales. Parameters are written `{name}`. The `Locale` header picks the
 * language (en-CA by default); a test fails when a key exists in one language only. The catalogues are
 * catalog-en.ts and catalog-fr.ts.
 */
import { en } from './catalog-en';
import { fr } from './catalog-fr';

export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];

export type MessageKey = keyof typeof en;

export const catalogs: Record<Locale, Record<MessageKey, string>> = { 'en-CA': en, 'fr-CA': fr };

export type MessageParams = Record<string, string | number>;

/** `fr`, `fr-CA`, `fr_ca`... select French; anything else is English. */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
