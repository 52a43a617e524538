import type { StaffCreditsResponse } from '@ordering/domain/contracts/programs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { creditsOf, type StaffRestaurant } from '../api';
import { dollars } from '../ticket-format';
import { CreditsChange } from './credits-change';
import { CreditsHistory } from './credits-history';
import { inputClass, panel, secondaryButton } from './ui';

/**
 * A manager's view of a diner's account credits at the restaurant: the balance and the last
 * moves, found by the diner's e-mail; credits granted (a positive amount) or taken back (a negative one) with the
 * reason the ledger keeps. The server refuses taking more than the balance.
 */
export function Credits({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<StaffCreditsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = (e: unknown) =>
    setError(e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'));

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setAccount(await creditsOf(restaurant.id, email.trim()));
    } catch (e) {
      setAccount(null);
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.credits.title')}</h1>
      <form onSubmit={find} className={`${panel} flex flex-wrap items-end gap-3`}>
        <label className="min-w-64 flex-1 text-sm">
          <span className="block font-semibold">{t('staff.credits.email')}</span>
          <input
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" disabled={busy} className={secondaryButton}>
          {t('staff.credits.find')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {account ? (
        <section aria-labelledby="credits-account" className={`${panel} space-y-4`}>
          <h2 id="credits-account" className="text-lg font-semibold">
            {account.email}
          </h2>
          <p data-testid="credits-balance" className="text-xl font-semibold">
            {t('staff.credits.balance', { amount: dollars(account.balance, locale) })}
          </p>
          <CreditsChange
            restaurant={restaurant}
            account={account}
            busy={busy}
            setBusy={setBusy}
            onChanged={setAccount}
            onError={setError}
            onFailed={failed}
          />
          <CreditsHistory account={account} restaurant={restaurant} locale={locale} />
        </section>
      ) : null}
    </main>
  );
}
