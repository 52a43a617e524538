/**
 * The parent's ordered days from today on (GET /k12/my-orders): each can be cancelled until its cutoff, after a
 * confirmation; the server refuses a day past it and returns the money to the tenders it came from.
 */
import { toCents } from '@ordering/domain/money/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineConfirm } from '../../../components/inline-confirm';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { cancelDay, fetchMyDays } from '../api';
import { card, danger, dayLabel, ghost } from './ui';

export const MY_DAYS_KEY = 'k12-my-days';

export function MyDays({
  restaurantId,
  slug,
  locale,
}: {
  restaurantId: number | string;
  slug: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const days = useQuery({ queryKey: [MY_DAYS_KEY, restaurantId], queryFn: () => fetchMyDays(restaurantId) });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const orders = days.data?.orders ?? [];
  // From a receipt's "cancel a day" link (#k12-my-days): shown once the days are known.
  const shown = orders.length > 0;
  useEffect(() => {
    if (shown && window.location.hash === '#k12-my-days')
      document.getElementById('k12-my-days')?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (!shown) return null;

  const cancel = async (id: string, label: string) => {
    setBusy(true);
    setError(null);
    try {
      await cancelDay(restaurantId, id);
      toast.success(t('k12.dayCancelled', { day: label }));
      setConfirming(null);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('k12.cancelFailed'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [MY_DAYS_KEY, restaurantId] });
    }
  };

  return (
    <section className={`${card} scroll-mt-20`} aria-labelledby="k12-my-days-title" id="k12-my-days">
      <h2 id="k12-my-days-title" className="text-lg font-bold">
        {t('k12.myDays')}
      </h2>
      <ul className="mt-2 grid gap-2">
        {orders.map((o) => {
          const label = `${dayLabel(o.date, locale)} · ${o.student}`;
          return (
            <li key={o.id} className="rounded-xl border border-line p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="block font-semibold first-letter:uppercase">{label}</span>
                  <Link className="text-brand underline" to={`/${slug}/orders/${o.id}`}>
                    {t('k12.orderNumber', { number: o.number })}
                  </Link>{' '}
                  · {money(toCents(o.total), locale)} ·{' '}
                  <span className={o.status === 'cancelled' ? 'font-semibold' : ''}>
                    {t(`k12.status.${o.status}`, { defaultValue: o.status })}
                  </span>
                </span>
                {o.cancellable && (
                  <button
                    type="button"
                    className={ghost}
                    aria-label={t('k12.cancelDayNamed', { day: label })}
                    onClick={() => {
                      setError(null);
                      setConfirming(o.id);
                    }}
                  >
                    {t('k12.cancelDay')}
                  </button>
                )}
              </div>
              {confirming === o.id && (
                <ConfirmCancel
                  id={o.id}
                  label={label}
                  error={error}
                  busy={busy}
                  onYes={() => void cancel(o.id, label)}
                  onKeep={() => setConfirming(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">
        {t('k12.cancelUntil', { date: dayLabel(days.data?.cutoff_date ?? '', locale) })}
      </p>
    </section>
  );
}

/** Asks before a day is cancelled, with what happens to its payment, and says why the server refused. */
function ConfirmCancel({
  id,
  label,
  error,
  busy,
  onYes,
  onKeep,
}: {
  id: string;
  label: string;
  error: string | null;
  busy: boolean;
  onYes: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InlineConfirm
      id={`cancel-${id}`}
      className="mt-2"
      question={t('k12.confirmCancelDay', { day: label })}
      yes={t('k12.confirmCancelYes')}
      keep={t('k12.keepDay')}
      busy={busy}
      onYes={onYes}
      onKeep={onKeep}
    >
      <p className="text-muted">{t('k12.cancelRefund')}</p>
      {error && (
        <p role="alert" className={`mt-1 font-semibold ${danger}`}>
          {error}
        </p>
      )}
    </InlineConfirm>
  );
}
