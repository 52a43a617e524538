import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/accounts/components/reset-password-screen';

/** /login/reset-password#token=…: the screen the reset e-mail links to. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the fragment is not the router's, and it is dropped from the address at once.
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (value)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    return value;
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="font-display text-3xl font-semibold">{t('accounts.reset.title')}</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <ResetPasswordScreen
          token={token}
          onDone={() => navigate(`/login${params.toString() ? `?${params.toString()}` : ''}`)}
        />
      </div>
    </main>
  );
}
