import type { StaffCreditsResponse } from '@ordering/domain/contracts/programs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { toast } from '../../../lib/toast';
import { changeCreditsOf, creditsOf, type StaffRestaurant } from '../api';
import { dollars } from '../ticket-format';
import { inputClass, panel, primaryButton, secondaryButton } from './ui';

/** An amount as staff type it ("20", "-5.50", "20,00"): dollars, or null when it is not one. */
export function parseCreditAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\s|\$/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount === 0 ? null : amount;
}

/**
 * A manager's view of a diner's account credits at the restaurant: the balance and the last
 * moves, found by the diner's e-mail; credits granted (a positive amount) or taken back (a negative one) with the
 * reason the ledger keeps. The server refuses taking more than the balance.
 */
export function Credits({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<StaffCreditsResponse | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
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

  const change = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    const value = parseCreditAmount(amount);
    if (value === null || !reason.trim()) {
      setError(t('staff.credits.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setAccount(await changeCreditsOf(restaurant.id, account.email, value, reason.trim()));
      setAmount('');
      setReason('');
      toast.success(t(value > 0 ? 'staff.credits.granted' : 'staff.credits.taken'));
    } catch (e) {
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
          <form onSubmit={change} className="flex flex-wrap items-end gap-3">
            <label className="w-40 text-sm">
              <span className="block font-semibold">{t('staff.credits.amount')}</span>
              <input
                inputMode="decimal"
                value={amount}
                aria-describedby="credits-amount-hint"
                onChange={(e) => setAmount(e.target.value)}
                className={inputClass}
              />
            </label>
            <label className="min-w-56 flex-1 text-sm">
              <span className="block font-semibold">{t('staff.credits.reason')}</span>
              <input
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                className={inputClass}
              />
            </label>
            <button type="submit" disabled={busy} className={primaryButton}>
              {t('staff.credits.apply')}
            </button>
            <p id="credits-amount-hint" className="w-full text-sm text-muted">
              {t('staff.credits.amountHint')}
            </p>
          </form>
          {account.entries.length === 0 ? (
            <p className="text-muted">{t('staff.credits.none')}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('staff.credits.history')}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1">
                    {t('staff.credits.when')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('staff.credits.reason')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('staff.credits.amount')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('staff.credits.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {account.entries.map((entry) => (
                  <tr
                    key={`${entry.createdAt}-${entry.balanceAfter}`}
                    className="border-b border-line last:border-0"
                  >
                    <td className="py-1">
                      {new Intl.DateTimeFormat(locale, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone: restaurant.timezone,
                      }).format(new Date(entry.createdAt))}
                    </td>
                    <td className="py-1">
                      {t(`staff.credits.reasons.${entry.reason}`, { defaultValue: entry.reason })}
                      {entry.note ? <span className="block text-muted">{entry.note}</span> : null}
                    </td>
                    <td className="py-1 text-right">{dollars(entry.amount, locale)}</td>
                    <td className="py-1 text-right">{dollars(entry.balanceAfter, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </main>
  );
}
