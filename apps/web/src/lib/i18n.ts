import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import first from '../i18n/en-CA.json?first';
import { type Locale, readLocaleCookie, toLocale } from './locale';

/** The first language: the visitor's saved choice, else the browser's; a restaurant default may apply later. */
export function initialLocale(): Locale {
  return readLocaleCookie() ?? toLocale(navigator.language) ?? 'en-CA';
}

/**
 * English ships with the app (it is also the fallback), in part: what the menu page says (catalog-parts.ts); the
 * rest loads with the first other screen (`loadWholeCatalog`, router.tsx). French loads when it is first needed, the
 * same part first (about 3 KB gzip instead of 12.5 on the menu page), whole once a screen beyond the menu asked for
 * the whole catalog. i18next waits for it before switching, so no screen mixes languages.
 */
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'fr-CA' && language !== 'en-CA') {
      callback(null, {});
      return;
    }
    const catalog =
      language === 'en-CA'
        ? import('../i18n/en-CA.json')
        : wholeCatalog
          ? import('../i18n/fr-CA.json')
          : import('../i18n/fr-CA.json?first');
    catalog.then(
      (catalog) => callback(null, catalog.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The options every translator of the app shares: in the browser (below) and on the server (entry-server.tsx). */
export const translationOptions = {
  fallbackLng: 'en-CA',
  supportedLngs: ['en-CA', 'fr-CA'],
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

export const i18n = i18next.createInstance();
let started: Promise<unknown> | undefined;

/**
 * Starts the app's translator, once, in `language` (else the first language above). Not at import: a page the
 * server drew starts it in a task of its own, in the page's language (main.tsx).
 */
export async function startTranslations(language?: Locale): Promise<unknown> {
  started ??= i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      ...translationOptions,
      resources: { 'en-CA': { translation: first } },
      partialBundledLanguages: true,
      lng: language ?? (typeof document === 'undefined' ? 'en-CA' : initialLocale()),
      load: 'currentOnly',
    })
    .then(() => {
      if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
    });
  await started;
  // Asked again for another language (a test file after another, a screen drawn apart): switch to it.
  if (language && i18n.language !== language) await i18n.changeLanguage(language);
  return started;
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

let wholeCatalog: Promise<void> | undefined;

/**
 * The rest of the English catalog (the fallback of every language), for the screens beyond the menu: their route
 * waits for it along with its code (router.tsx), so none shows a key instead of its text.
 */
export function loadWholeCatalog(): Promise<void> {
  wholeCatalog ??= Promise.all([import('../i18n/en-CA.json'), startTranslations()]).then(
    async ([catalog]) => {
      i18n.addResourceBundle('en-CA', 'translation', catalog.default, true, true);
      // French so far has the menu's part only; a later switch to French reads it whole (the backend above).
      if (i18n.language === 'fr-CA') {
        const french = await import('../i18n/fr-CA.json');
        i18n.addResourceBundle('fr-CA', 'translation', french.default, true, true);
      }
    },
    (error: unknown) => {
      // A failed download is tried again by the next screen that asks.
      wholeCatalog = undefined;
      throw error;
    },
  );
  return wholeCatalog;
}
