import type { CounterQuote } from '@ordering/domain/contracts/kitchen';
import { toCents } from '@ordering/domain/money/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { StaffRestaurant } from '../api';
import { timeOf } from '../ticket-format';
import type { CounterPlace } from './counter-place';

/**
 * What the phone or counter order comes to before it is placed: when it will be ready (the kitchen's quote, or the
 * later pickup chosen), busy mode's delay, the total and how it is paid.
 */
export function CounterQuoteSummary({
  quote,
  restaurant,
  locale,
  place,
  onTab = false,
  byCard = false,
}: {
  quote: UseQueryResult<CounterQuote>;
  restaurant: StaffRestaurant;
  locale: Locale;
  place: CounterPlace;
  /** The order goes on the table's open tab as a round. */
  onTab?: boolean;
  /** Paid by a card taken over the phone (decision 074). */
  byCard?: boolean;
}) {
  const { t } = useTranslation();
  if (quote.error)
    return (
      <p role="alert" className="text-red-800">
        {quote.error instanceof ApiError && quote.error.message
          ? quote.error.message
          : t('staff.errors.generic')}
      </p>
    );
  if (!quote.data) return <p className="text-muted">{t('staff.counter.quoting')}</p>;
  const { readyAt, paced, delayMinutes, total } = quote.data;
  return (
    <div role="status" aria-live="polite" className="rounded-lg bg-canvas p-3" data-testid="counter-quote">
      {place.way === 'later' ? (
        <p className="text-xl font-bold">
          {place.slot
            ? t('staff.counter.pickupAt', { time: timeOf(place.slot, restaurant.timezone, locale) })
            : t('staff.counter.chooseSlot')}
        </p>
      ) : readyAt ? (
        <p className="text-xl font-bold">
          {t('staff.counter.readyAt', { time: timeOf(readyAt, restaurant.timezone, locale) })}
        </p>
      ) : (
        <p className="font-semibold text-red-800">{t('staff.counter.full')}</p>
      )}
      {readyAt && place.way !== 'later' ? (
        <p className="text-sm text-muted">{paced ? t('staff.counter.paced') : t('staff.counter.unpaced')}</p>
      ) : null}
      {delayMinutes > 0 ? (
        <p className="text-sm text-muted">{t('staff.counter.delay', { count: delayMinutes })}</p>
      ) : null}
      <p className="mt-2 flex justify-between text-lg font-semibold">
        <span>{t('staff.counter.total')}</span>
        <span data-testid="counter-total">{money(toCents(total), locale)}</span>
      </p>
      <p className="text-sm text-muted">
        {onTab
          ? t('staff.counter.payOnTab')
          : byCard
            ? t('staff.counter.payByCard')
            : place.way === 'table'
              ? t('staff.counter.payAtTable')
              : t('staff.counter.payAtCounter')}
      </p>
    </div>
  );
}
