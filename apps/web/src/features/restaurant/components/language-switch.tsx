import type { ProfileResponse as Profile } from '@ordering/domain/contracts/accounts';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { type Locale, writeLocaleCookie } from '../../../lib/locale';
import { readLoginAsRaw } from '../../../lib/session/operator-session';
import { PROFILE_KEY } from '../../../lib/session/use-session';

/**
 * A signed-in diner's choice is the account's too (`edit-user {locale}`), so their next sign-in, on any
 * device, shows this language. Signed in means a profile this page loaded; a guest (or a staff console, which loads
 * none) keeps the choice on the device only, as before, and so does an operator acting as a suite owner (login-as):
 * the owner's account is not theirs to change.
 */
function saveToAccount(queryClient: QueryClient | undefined, locale: Locale): void {
  const profile = queryClient
    ?.getQueriesData<Profile>({ queryKey: PROFILE_KEY })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
  if (!queryClient || !profile || profile.locale === locale || readLoginAsRaw()) return;
  queryClient.setQueriesData<Profile>({ queryKey: PROFILE_KEY }, (old) => (old ? { ...old, locale } : old));
  apiFetch<Profile>('/api/auth/edit-user', { method: 'POST', body: JSON.stringify({ locale }) }).catch(() => {
    // Not saved (offline, a dead session, which the api client handles): the screens still switched.
    void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  });
}

/** One button: the other language, named in that language. */
export function LanguageSwitch({ available }: { available: readonly Locale[] }) {
  const { t, i18n } = useTranslation();
  // Not useQueryClient(): the switch is also drawn where no query client is provided (it then saves nothing).
  const queryClient = useContext(QueryClientContext);
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
        saveToAccount(queryClient, next);
      }}
    >
      {t('app.switchTo')}
    </button>
  );
}
