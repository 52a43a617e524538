import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { signIn } from '../api';
import { inputClass, primaryButton } from './ui';

/** Staff sign in with their own account (decision 014): the same session as everywhere, in place on /staff. */
export function StaffSignIn({ onSignedIn }: { onSignedIn: (userId: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-display text-3xl font-semibold">{t('staff.signIn.title')}</h1>
      <p className="mt-1 text-muted">{t('staff.signIn.intro')}</p>
      <form
        className="mt-6 space-y-4 rounded-2xl border border-line bg-surface p-6"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          try {
            const profile = await signIn(email.trim(), password);
            onSignedIn(profile.id);
          } catch (e) {
            setError(e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label className="block">
          <span className="font-semibold">{t('staff.signIn.email')}</span>
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`mt-1 ${inputClass}`}
          />
        </label>
        <label className="block">
          <span className="font-semibold">{t('staff.signIn.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={`mt-1 ${inputClass}`}
          />
        </label>
        {error ? (
          <p role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={`w-full ${primaryButton}`}>
          {t('staff.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
