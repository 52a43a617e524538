/**
 * The staff screens' words load with the staff screens: the diner's menu never carries them (its first load holds
 * the English catalog). Each language's staff block joins the translator once that language's own catalog is in,
 * since a language with any resource already would not be fetched by the translator's lazy backend.
 */
import { i18n, startTranslations } from '../../lib/i18n';
import en from './i18n/en-CA.json';
import fr from './i18n/fr-CA.json';

const STAFF = { 'en-CA': en, 'fr-CA': fr } as const;

export async function loadStaffCatalogs(): Promise<void> {
  await startTranslations();
  await i18n.loadLanguages(['en-CA', 'fr-CA']);
  for (const [language, catalog] of Object.entries(STAFF)) {
    if (!i18n.hasResourceBundle(language, 'translation')) continue;
    i18n.addResourceBundle(language, 'translation', { staff: catalog }, true, true);
  }
}
