import { useTranslation } from 'react-i18next';
import { type Locale, writeLocaleCookie } from '../../../lib/locale';

/** One button: the other language, named in that language. */
export function LanguageSwitch({ available }: { available: readonly Locale[] }) {
  const { t, i18n } = useTranslation();
  const next: Locale = i18n.language === 'fr-CA' ? 'en-CA' : 'fr-CA';
  if (!available.includes(next)) return null;
  return (
    <button
      type="button"
      lang={next}
      aria-label={t('app.switchToLabel')}
      className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
      onClick={() => {
        writeLocaleCookie(next);
        void i18n.changeLanguage(next);
      }}
    >
      {t('app.switchTo')}
    </button>
  );
}
