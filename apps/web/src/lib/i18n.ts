import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, readLocaleCookie, toLocale } from './locale';

/** The first language: the visitor's saved choice, else the browser's; a restaurant default may apply later. */
export function initialLocale(): Locale {
  return readLocaleCookie() ?? toLocale(navigator.language) ?? 'en-CA';
}

/**
 * Each language loads when it is first needed: what the menu page says first (catalog-parts.ts, about 2.6 KB gzip
 * in English, 3 KB in French, instead of 12.5), whole once a screen beyond the menu asked for the whole catalog
 * (`loadWholeCatalog`, router.tsx). A page loads only its own language: French holds every English key
 * (i18n/catalogs.test.ts), so a French page never falls back to English and does not load it. i18next waits for a
 * language before switching to it, so no screen mixes languages.
 */
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'fr-CA' && language !== 'en-CA') {
      callback(null, {});
      return;
    }
    const catalog: Promise<Record<string, unknown>> = wholeCatalog
      ? wholeOf(language).then((m) => m.default)
      : Promise.all([
          language === 'en-CA' ? import('../i18n/en-CA.json?first') : import('../i18n/fr-CA.json?first'),
          ...[...loadedParts.keys()].map((part) => partsOf[part](language)),
        ]).then(([first, ...parts]) =>
          parts.reduce<Catalog>((merged, part) => mergeCatalogs(merged, part.default), first.default),
        );
    catalog.then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

type Language = 'en-CA' | 'fr-CA';
const wholeOf = (language: Language) =>
  language === 'fr-CA' ? import('../i18n/fr-CA.json') : import('../i18n/en-CA.json');
/**
 * The parts a screen of the menu page loads with its code (catalog-parts.ts): the first taps' (`tap`), the K-12
 * screen's sign-in gate (`k12`), a hub's list of kitchens (`hub`).
 */
const partsOf = {
  tap: (language: Language) =>
    language === 'fr-CA' ? import('../i18n/fr-CA.json?tap') : import('../i18n/en-CA.json?tap'),
  k12: (language: Language) =>
    language === 'fr-CA' ? import('../i18n/fr-CA.json?k12') : import('../i18n/en-CA.json?k12'),
  hub: (language: Language) =>
    language === 'fr-CA' ? import('../i18n/fr-CA.json?hub') : import('../i18n/en-CA.json?hub'),
};
export type CatalogPart = keyof typeof partsOf;

type Catalog = { [key: string]: unknown };
/** `a` with `b`'s sections added to it, section by section (the two parts share some sections: `cart`). */
function mergeCatalogs(a: Catalog, b: Catalog): Catalog {
  const merged: Catalog = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = merged[key];
    merged[key] =
      typeof mine === 'object' && mine !== null && typeof value === 'object' && value !== null
        ? mergeCatalogs(mine as Catalog, value as Catalog)
        : value;
  }
  return merged;
}

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
      // Only the page's language loads (above); the server, which holds both, keeps English as the fallback.
      fallbackLng: false,
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
/** The parts asked for so far: a language switched to later loads them too (`read` above). */
const loadedParts = new Map<CatalogPart, Promise<void>>();

/** The languages the page has loaded so far (its own, and any the diner switched to). */
const languagesInUse = () =>
  (['en-CA', 'fr-CA'] as const).filter(
    (language) => language === i18n.language || i18n.hasResourceBundle(language, 'translation'),
  );

/** A part of the page's language (catalog-parts.ts), loaded with the code that says it (menu.tsx). */
export function loadCatalogPart(part: CatalogPart): Promise<void> {
  let loading = loadedParts.get(part);
  if (loading) return loading;
  loading = startTranslations()
    .then(async () => {
      if (wholeCatalog) return;
      const languages = languagesInUse();
      const catalogs = await Promise.all(languages.map(partsOf[part]));
      languages.forEach((language, index) => {
        const catalog = catalogs[index];
        if (catalog) i18n.addResourceBundle(language, 'translation', catalog.default, true, false);
      });
    })
    .catch((error: unknown) => {
      loadedParts.delete(part);
      throw error;
    });
  loadedParts.set(part, loading);
  return loading;
}

/**
 * The words of what the menu's first taps open (the item viewer, the cart: TAP_LOAD in catalog-parts.ts), loaded
 * with their code (menu.tsx).
 */
export const loadTapCatalog = () => loadCatalogPart('tap');

/**
 * The rest of the page's language, for the screens beyond the menu: their route waits for it along with its code
 * (router.tsx), so none shows a key instead of its text. A later switch to the other language reads it whole.
 */
export function loadWholeCatalog(): Promise<void> {
  wholeCatalog ??= startTranslations()
    .then(async () => {
      // The page's language, and any other the diner has switched to so far (it holds the menu's parts only).
      const languages = languagesInUse();
      const catalogs = await Promise.all(languages.map(wholeOf));
      languages.forEach((language, index) => {
        const catalog = catalogs[index];
        if (catalog) i18n.addResourceBundle(language, 'translation', catalog.default, true, true);
      });
    })
    .catch((error: unknown) => {
      // A failed download is tried again by the next screen that asks.
      wholeCatalog = undefined;
      throw error;
    });
  return wholeCatalog;
}
