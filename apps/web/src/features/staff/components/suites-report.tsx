/**
 * The suites report: per event, each suite's orders with the pre-order's delivery
 * time, the suite's notes, the tab and how event-day orders are paid, for the kitchen and the suite runners
 * (GET /api/staff/restaurants/{id}/suite-orders). Today's and upcoming events, or one chosen; printable, each event
 * on its own page.
 */
import { formatDateTime, formatTime } from '@ordering/domain/format/dates';
import type { StaffSuiteOrdersResponse } from '@ordering/domain/suites/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { type StaffRestaurant, staffFetch } from '../api';
import { inputClass, panel, primaryButton } from './ui';

const money = (dollars: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(dollars);

export function SuitesReport({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const [eventId, setEventId] = useState('');
  const upcoming = useQuery({
    queryKey: ['staff', 'suite-orders', restaurant.id, '', locale],
    queryFn: () =>
      staffFetch<StaffSuiteOrdersResponse>(`/api/staff/restaurants/${restaurant.id}/suite-orders`),
  });
  const report = useQuery({
    queryKey: ['staff', 'suite-orders', restaurant.id, eventId, locale],
    queryFn: () =>
      staffFetch<StaffSuiteOrdersResponse>(
        `/api/staff/restaurants/${restaurant.id}/suite-orders${eventId ? `?${new URLSearchParams({ eventId })}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
  const zone = report.data?.timezone ?? restaurant.timezone;

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-4 print:max-w-none print:p-0">
      <h1 className="font-display text-2xl font-semibold">{t('staff.suites.title')}</h1>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <label className="grid gap-1 text-sm font-semibold">
          {t('staff.suites.event')}
          <select className={inputClass} value={eventId} onChange={(e) => setEventId(e.target.value)}>
            <option value="">{t('staff.suites.allUpcoming')}</option>
            {upcoming.data?.events.map(({ event }) => (
              <option key={event.id} value={event.id}>
                {event.title} · {formatDateTime(event.start_date, zone, locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {t('staff.suites.print')}
        </button>
      </div>
      {report.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {report.error instanceof Error && report.error.message
            ? report.error.message
            : t('staff.suites.failed')}
        </p>
      )}
      {report.isPending ? <p className="text-muted">{t('staff.loading')}</p> : null}
      {report.data && report.data.events.length === 0 && (
        <p className="text-muted">{t('staff.suites.none')}</p>
      )}
      {report.data?.events.map(({ event, suites }) => (
        <section key={event.id} aria-labelledby={`event-${event.id}`} className="space-y-3 break-after-page">
          <h2 id={`event-${event.id}`} className="text-xl font-semibold">
            {event.title} · {formatDateTime(event.start_date, zone, locale)}
          </h2>
          <p className="text-sm text-muted">
            {event.locked
              ? t('staff.suites.locked', { at: formatDateTime(event.lock_at, zone, locale) })
              : t('staff.suites.open', { at: formatDateTime(event.lock_at, zone, locale) })}
          </p>
          <ul className="grid gap-3">
            {suites.map((suite) => (
              <SuiteCard key={suite.eventSuiteId} suite={suite} zone={zone} locale={locale} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

type Suite = StaffSuiteOrdersResponse['events'][number]['suites'][number];

/** One suite at the event: who holds it, the pre-order's delivery, the tab, how event-day orders are paid, its orders. */
function SuiteCard({ suite, zone, locale }: { suite: Suite; zone: string; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <li className={`${panel} break-inside-avoid`}>
      <h3 className="text-lg font-semibold">
        {suite.suite}
        <span className="font-normal text-muted">
          {' '}
          · {[suite.owner, suite.company_name].filter(Boolean).join(', ')}
        </span>
      </h3>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3 print:grid-cols-3">
        <div>
          <dt className="font-semibold">{t('staff.suites.delivery')}</dt>
          <dd>
            {suite.pre_order_delivery_time
              ? formatTime(suite.pre_order_delivery_time, zone, locale)
              : t('staff.suites.noDelivery')}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('staff.suites.tab')}</dt>
          <dd>{suite.tab_limit === null ? t('staff.suites.noTab') : money(suite.tab_limit, locale)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('staff.suites.payment')}</dt>
          <dd>
            {suite.event_day_payment_preference
              ? t(`staff.suites.preference.${suite.event_day_payment_preference}`)
              : t('staff.suites.preference.unset')}
          </dd>
        </div>
      </dl>
      {suite.notes ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
          <span className="font-semibold">{t('staff.suites.notes')} </span>
          {suite.notes}
        </p>
      ) : null}
      {suite.orders.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('staff.suites.noOrders')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {suite.orders.map((order) => (
            <li key={order.id} className="rounded-lg border border-line p-2">
              <p className="font-semibold">
                #{order.number} · {t(`staff.suites.kind.${order.kind}`)} ·{' '}
                {formatTime(order.pickup_time, zone, locale)} · {money(order.total, locale)}
              </p>
              {order.placed_by_operator ? (
                <p className="text-sm text-muted">
                  {t('staff.suites.placedBy', { name: order.placed_by_operator.name })}
                </p>
              ) : null}
              <ul className="mt-1 text-sm">
                {order.lines.map((line, i) => (
                  // Lines have no id of their own; their order in the ticket is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the ticket's lines never reorder
                  <li key={i}>
                    <span className="font-semibold">{line.quantity} × </span>
                    {line.name}
                    {line.options.length > 0 ? (
                      <span className="text-muted"> ({line.options.join(', ')})</span>
                    ) : null}
                    {line.specialInstructions ? (
                      <span className="block ps-4 italic">{line.specialInstructions}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
