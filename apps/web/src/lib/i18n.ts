import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en-CA.json';
import fr from '../i18n/fr-CA.json';
import { type Locale, readLocaleCookie, toLocale } from './locale';

export const resources = { 'en-CA': { translation: en }, 'fr-CA': { translation: fr } } as const;

/** The first language: the visitor's saved choice, else the browser's; a restaurant default may apply later. */
export function initialLocale(): Locale {
  return readLocaleCookie() ?? toLocale(navigator.language) ?? 'en-CA';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: typeof document === 'undefined' ? 'en-CA' : initialLocale(),
  fallbackLng: 'en-CA',
  supportedLngs: ['en-CA', 'fr-CA'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
