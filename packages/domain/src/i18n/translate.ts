/**
 * The shared message helper: catalogs map a key to its text in every locale, with `{param}` placeholders.
 * Rules return a key and params; the server (by its Locale header) and the web app translate them here.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

export type MessageParams = Record<string, string | number>;
export type Catalog<K extends string> = Record<K, Record<Locale, string>>;

/** Any French tag ("fr", "fr-FR") reads the Canadian French catalog; anything else falls back to en-CA. */
export function resolveLocale(locale: string | null | undefined): Locale {
  return locale?.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/**
 * Fills `{name}` placeholders; a placeholder without a param stays visible so a missing param is noticed. A value
 * ending with its own period ("7:00 p.m.") takes the place of the period after it, so a sentence ends with one.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return period && value.endsWith('.') ? value : value + period;
  });
}

export function translateFrom<K extends string>(
  catalog: Catalog<K>,
  locale: string | null | undefined,
  key: K,
  params?: MessageParams,
): string {
  return interpolate(catalog[key][resolveLocale(locale)], params);
}

/** The `{param}` names of a template, sorted: used by the tests that keep both languages in step. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
