import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { dayRefundsQuery, ordersQuery, type StaffRestaurant } from '../api';
import { dayReport } from '../report';
import { dayOf } from '../ticket-format';
import { FunnelReport } from './funnel-report';
import { ReadyTimesReport } from './ready-times-report';
import { panel } from './ui';

/**
 * Today's figures from today's orders (the board's list, kept live by the stream) and the refunds made today, of
 * today's orders and of other days' (read for the board's day, so both are of one day).
 */
export function Reports({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const orders = useQuery(ordersQuery(restaurant.id, null));
  const refunds = useQuery({
    ...dayRefundsQuery(restaurant.id, orders.data?.date ?? ''),
    enabled: orders.data !== undefined,
  });
  const report = useMemo(
    () => (orders.data && refunds.data ? dayReport(orders.data.orders, locale, refunds.data) : null),
    [orders.data, refunds.data, locale],
  );
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">
        {t('staff.reports.title', { date: orders.data ? dayOf(orders.data.date, locale) : '' })}
      </h1>
      {!report ? (
        <p className="text-muted">{t('staff.loading')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ['sales', money(report.netCents, locale)],
                ['orders', String(report.saleCount)],
                ['average', money(report.averageTicketCents, locale)],
                ['refunded', money(report.refundCents, locale)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={panel}>
                <dt className="text-sm font-semibold text-muted">{t(`staff.reports.${key}`)}</dt>
                <dd className="mt-1 text-2xl font-bold" data-testid={`report-${key}`}>
                  {value}
                </dd>
                <dd className="mt-1 text-xs text-muted">{t(`staff.reports.${key}Hint`)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted" data-testid="report-explain">
            {t('staff.reports.explain', {
              gross: money(report.grossCents, locale),
              discounts: money(report.discountCents, locale),
              refunds: money(report.refundCents, locale),
              collected: money(report.collectedCents, locale),
            })}
            {report.cancelledCount > 0
              ? ` ${t('staff.reports.cancelled', { count: report.cancelledCount })}`
              : ''}
            {report.refundedInFullCount > 0
              ? ` ${t('staff.reports.refundedInFull', { count: report.refundedInFullCount })}`
              : ''}
            {report.otherDaysRefundedCount > 0
              ? ` ${t('staff.reports.otherDays', {
                  count: report.otherDaysRefundedCount,
                  refunds: money(report.otherDaysRefundCents, locale),
                })}`
              : ''}
          </p>
          <section aria-labelledby="by-item" className={panel}>
            <h2 id="by-item" className="text-lg font-semibold">
              {t('staff.reports.byItem')}
            </h2>
            {report.items.length === 0 ? (
              <p className="text-muted">{t('staff.reports.none')}</p>
            ) : (
              <table className="mt-2 w-full text-left">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-1">
                      {t('staff.reports.item')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('staff.reports.quantity')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('staff.reports.itemSales')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.items.map((item) => (
                    <tr key={item.key} className="border-b border-line last:border-0">
                      <td className="py-1">{item.name}</td>
                      <td className="py-1 text-right">{item.quantity}</td>
                      <td className="py-1 text-right">{money(item.salesCents, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
      <ReadyTimesReport restaurant={restaurant} locale={locale} />
      <FunnelReport restaurant={restaurant} locale={locale} />
    </main>
  );
}
