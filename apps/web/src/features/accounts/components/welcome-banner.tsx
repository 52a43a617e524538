import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWelcome, onUserChange, welcomeShown } from '../../../lib/session/device-session';

/** Shown after login, social login and at startup with a session; hidden after an ordinary registration. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(onUserChange, welcomeShown, () => false);
  if (!shown) return null;
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
      {/* A name the server accepts (up to 100 letters, maybe one word) wraps inside the banner. */}
      <p className="min-w-0 font-semibold wrap-anywhere">{t('accounts.welcome', { name: firstName })}</p>
      <button
        type="button"
        onClick={closeWelcome}
        aria-label={t('accounts.closeWelcome')}
        className="ml-auto shrink-0 rounded-full px-3 py-1 text-xl leading-none hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
      >
        ×
      </button>
    </div>
  );
}
