export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

const COOKIE = 'locale';
const ONE_YEAR = 60 * 60 * 24 * 365;

export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v.startsWith('fr')) return 'fr-CA';
  if (v.startsWith('en')) return 'en-CA';
  return undefined;
}

export function readLocaleCookie(cookie: string = document.cookie): Locale | undefined {
  const match = cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === COOKIE);
  return toLocale(match?.[1] ? decodeURIComponent(match[1]) : undefined);
}

export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie, read by the server too.
  document.cookie = `${COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
}

/** The menu data's short locale ("en", "fr") for a UI locale. */
export const menuLocale = (locale: Locale): 'en' | 'fr' => (locale === 'fr-CA' ? 'fr' : 'en');
