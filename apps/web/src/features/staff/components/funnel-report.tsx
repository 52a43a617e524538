import { FUNNEL_STEPS, funnelConversion, nestedFunnel } from '@ordering/domain/analytics/events';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { analyticsQuery, type StaffRestaurant } from '../api';
import { panel } from './ui';

const percent = (rate: number | null, locale: Locale) =>
  rate === null
    ? '—'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

/**
 * Today's ordering funnel (menu viewed, item added, checkout reached, order placed): the day's steps, nested by the
 * server so none is above the one before, each with its share of the one before, and today's refusals by why
 * (features/analytics on the server).
 */
export function FunnelReport({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const analytics = useQuery(analyticsQuery(restaurant.id));
  const report = analytics.data;
  if (!report) return <p className="text-muted">{t('staff.loading')}</p>;
  // The counts as the rates read them: visits that got at least this far.
  const reached = nestedFunnel(report.funnel);
  const rates = new Map(funnelConversion(reached).map((c) => [c.step, c]));
  const count = new Intl.NumberFormat(locale);
  return (
    <>
      <section aria-labelledby="funnel" className={panel}>
        <h2 id="funnel" className="text-lg font-semibold">
          {t('staff.reports.funnel')}
        </h2>
        <p className="text-sm text-muted">{t('staff.reports.funnelExplain')}</p>
        <ol className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FUNNEL_STEPS.map((step) => {
            const conversion = rates.get(step);
            return (
              <li key={step} className="rounded-lg border border-line p-3" data-testid={`funnel-${step}`}>
                <p className="text-sm font-semibold text-muted">{t(`staff.reports.step.${step}`)}</p>
                <p className="mt-1 text-2xl font-bold">{count.format(reached[step])}</p>
                {conversion ? (
                  <p className="text-sm text-muted">
                    {t(`staff.reports.conversion.${conversion.from}`, {
                      rate: percent(conversion.rate, locale),
                    })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="refusals" className={panel}>
        <h2 id="refusals" className="text-lg font-semibold">
          {t('staff.reports.refusals')}
        </h2>
        {report.refusals.length === 0 ? (
          <p className="text-muted">{t('staff.reports.noRefusals')}</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1">
                  {t('staff.reports.reason')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('staff.reports.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.refusals.map((r) => (
                <tr
                  key={r.category}
                  className="border-b border-line last:border-0"
                  data-testid={`refusal-${r.category}`}
                >
                  <td className="py-1">{t(`staff.reports.refusal.${r.category}`)}</td>
                  <td className="py-1 text-right">{count.format(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
