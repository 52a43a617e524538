/**
 * Server messages, by key, in both locales. Parameters are written `{name}`. The `Locale` header picks the
 * language, else `Accept-Language` (request-locale.ts), else en-CA; a test fails when a key exists in one language
 * only. The catalogues are catalog-en.ts and catalog-fr.ts.
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

/**
 * Parameters that name a term the catalogue translates: `{role}` (owner, manager, staff) is said as `role.<value>` in
 * the message's language ("Votre rôle (personnel)…"), wherever the message is made; `{splitReason}`, why a bill's split
 * is refused (packages/domain/src/tabs/split.ts), as `tabSplit.<reason>`. Any other value stays as given.
 */
const TERM_PARAMS: Record<string, string> = { role: 'role.', splitReason: 'tabSplit.' };

function paramIn(locale: Locale, name: string, value: string | number): string {
  const prefix = TERM_PARAMS[name];
  const term = prefix === undefined ? undefined : catalogs[locale][`${prefix}${value}` as MessageKey];
  return term ?? String(value);
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  // A value ending a sentence with its own period ("7:00 p.m.") takes the place of the message's.
  return catalogs[locale][key].replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    if (!(name in params)) return whole;
    const value = paramIn(locale, name, params[name] as string | number);
    return period && value.endsWith('.') ? value : value + period;
  });
}
