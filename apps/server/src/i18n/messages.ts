/**
 * Server messages, by key, in both locales. Parameters are written `{name}`. The `Locale` header picks the
 * language (en-CA by default); a test fails when a key exists in one language only.
 */
export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];

const en = {
  'error.invalidInput': 'Some of the information entered is not valid.',
  'error.malformedJson': 'The request body is not valid JSON.',
  'error.unsupportedMediaType': 'The request body must be sent as JSON.',
  'error.bodyTooLarge': 'The request is too large.',
  'error.notFound': 'We could not find what you were looking for.',
  'error.routeNotFound': 'There is no such API endpoint.',
  'error.restaurantNotFound': 'We could not find the restaurant "{slug}".',
  'error.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.invalidDataFile': 'The restaurant data file is not valid.',
  'error.restaurantIdTaken': 'The restaurant id {id} already belongs to the restaurant "{slug}".',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  'error.invalidInput': 'Certains renseignements saisis ne sont pas valides.',
  'error.malformedJson': 'Le corps de la requête n’est pas un JSON valide.',
  'error.unsupportedMediaType': 'Le corps de la requête doit être envoyé en JSON.',
  'error.bodyTooLarge': 'La requête est trop volumineuse.',
  'error.notFound': 'Nous n’avons pas trouvé ce que vous cherchez.',
  'error.routeNotFound': 'Ce point d’accès de l’API n’existe pas.',
  'error.restaurantNotFound': 'Nous n’avons pas trouvé le restaurant « {slug} ».',
  'error.tooManyRequests': 'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
  'error.internal': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'error.invalidDataFile': 'Le fichier de données du restaurant n’est pas valide.',
  'error.restaurantIdTaken': 'L’identifiant de restaurant {id} appartient déjà au restaurant « {slug} ».',
};

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
