import { formatShortDate } from '@ordering/domain/ordering/offered-dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { readyTimesQuery, type StaffRestaurant } from '../api';
import { lateMinutes, share } from '../ready-times';
import { dayOf } from '../ticket-format';
import { inputClass, panel } from './ui';

/** The spans offered, in days to today: the API reads at most 92. */
export const READY_SPANS = [7, 30, 92] as const;

/**
 * Orders of the last 7, 30 or 92 days, their quoted ready time against when staff marked them ready: per day, all
 * orders then each channel, the median and 90th percentile of lateness and the share ready by the quoted minute.
 */
export function ReadyTimesReport({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<number>(READY_SPANS[0]);
  // Today is the server's (the device's clock may be off): the answer says which days it read.
  const report = useQuery(readyTimesQuery(restaurant.id, span)).data;
  const count = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="ready-times" className={panel}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="ready-times" className="text-lg font-semibold">
          {t('staff.readyTimes.title')}
        </h2>
        <label className="block">
          <span className="text-sm font-semibold">{t('staff.readyTimes.span')}</span>
          <select
            className={`mt-1 ${inputClass}`}
            value={span}
            onChange={(e) => setSpan(Number(e.target.value))}
          >
            {READY_SPANS.map((days) => (
              <option key={days} value={days}>
                {t('staff.readyTimes.days', { count: days })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {report ? (
        <p className="text-sm font-semibold" data-testid="ready-range">
          {t('staff.readyTimes.range', {
            from: formatShortDate(report.from),
            to: formatShortDate(report.to),
          })}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t('staff.readyTimes.explain')}</p>
      {!report ? (
        <p className="text-muted">{t('staff.loading')}</p>
      ) : report.rows.length === 0 ? (
        <p className="mt-2 text-muted">{t('staff.readyTimes.none')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm sm:text-base">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-2">
                  {t('staff.readyTimes.channel')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('staff.readyTimes.orders')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('staff.readyTimes.median')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('staff.readyTimes.p90')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('staff.readyTimes.onTime')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) =>
                row.channel === 'all' ? (
                  <tr
                    key={`${row.day}-all`}
                    className="border-t-2 border-line font-semibold"
                    data-testid="ready-day"
                  >
                    <th scope="row" className="py-1 pr-2">
                      {dayOf(row.day, locale)}
                    </th>
                    <Figures row={row} locale={locale} count={count} />
                  </tr>
                ) : (
                  <tr
                    key={`${row.day}-${row.channel}`}
                    className="border-t border-line"
                    data-testid={`ready-${row.day}-${row.channel}`}
                  >
                    <th scope="row" className="py-1 pr-2 pl-4 font-normal">
                      {t(`staff.readyTimes.channels.${row.channel}`)}
                    </th>
                    <Figures row={row} locale={locale} count={count} />
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Figures({
  row,
  locale,
  count,
}: {
  row: {
    orders: number;
    medianLateSeconds: number | null;
    p90LateSeconds: number | null;
    onTimeShare: number | null;
  };
  locale: Locale;
  count: Intl.NumberFormat;
}) {
  return (
    <>
      <td className="py-1 text-right tabular-nums">{count.format(row.orders)}</td>
      <td className="py-1 text-right tabular-nums">{lateMinutes(row.medianLateSeconds, locale)}</td>
      <td className="py-1 text-right tabular-nums">{lateMinutes(row.p90LateSeconds, locale)}</td>
      <td className="py-1 text-right tabular-nums">{share(row.onTimeShare, locale)}</td>
    </>
  );
}
