import { localized, restaurantName } from '@ordering/domain/menu/convert';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { openingHours } from '@ordering/domain/ordering/opening-hours';
import { localDate } from '@ordering/domain/ordering/zoned';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../components/rich-text';
import { Announcements } from '../../features/notices/components/announcements';
import { currentTime } from '../../lib/clock';
import { closingTime } from '../../lib/closing-time';
import { type Locale, menuLocale } from '../../lib/locale';
import { useRestaurantContext } from '../../lib/restaurant-data';
import { SeatForm, TableForm } from './landing-table-forms';

export function Component() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const r = data.restaurant;
  const lang = menuLocale(locale);
  const name = restaurantName(r, lang);
  const menuPath = `/${r.slug}`;

  const hoursText = useHoursToday(r, locale);

  return (
    <main id="main">
      <div className="relative">
        {r.image ? (
          <img src={r.image} alt="" className="h-48 w-full object-cover sm:h-72" />
        ) : (
          <div className="h-32 bg-brand sm:h-48" />
        )}
      </div>
      <div className="mx-auto -mt-10 max-w-2xl px-4 pb-16">
        <section className="relative rounded-3xl border border-line bg-surface p-6 shadow-lg">
          <h1 className="font-display text-3xl font-semibold">{t('landing.welcome', { name })}</h1>
          {r.description ? (
            <RichText as="p" className="mt-3 text-muted" text={localized(r, 'description', lang)} />
          ) : null}
          <dl className="mt-4 grid gap-1 text-sm">
            {r.address ? (
              <div className="flex gap-2">
                <dt className="font-semibold">{t('landing.address')}</dt>
                <dd className="text-muted">{r.address}</dd>
              </div>
            ) : null}
            <div className="flex gap-2">
              <dt className="font-semibold">{t('landing.hoursToday')}</dt>
              <dd className="text-muted">{hoursText}</dd>
            </div>
          </dl>
          <Announcements restaurantId={r.id} language={locale} />
          {r.orders_paused ? (
            <p
              role="status"
              className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {localized(data.order_options, 'orders_paused_message', lang) || t('landing.ordersPaused')}
            </p>
          ) : null}

          {r.seat_delivery ? <SeatForm menuPath={menuPath} locale={locale} /> : null}
          {r.table_numbers && !r.seat_delivery ? <TableForm menuPath={menuPath} /> : null}

          <Link
            to={menuPath}
            className={`mt-6 block rounded-full px-5 py-3 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              r.table_numbers || r.seat_delivery ? 'border border-line' : 'bg-brand text-brand-contrast'
            }`}
          >
            {t('landing.viewMenu')}
          </Link>
        </section>
      </div>
    </main>
  );
}

/** Today's opening hours in the restaurant's zone ("11:00 a.m. – 9:00 p.m."), or that it is closed today. */
function useHoursToday(r: RestaurantDataFile['restaurant'], locale: Locale): string {
  const { t } = useTranslation();
  const zone = r.timezone;
  const today = openingHours(r, localDate(currentTime(), zone), zone);
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    hour12: locale === 'en-CA',
  });
  return today.intervals.length === 0
    ? t('landing.closedToday')
    : today.intervals
        .map((i) => `${time.format(i.start)} – ${closingTime(i.end, zone, locale, (at) => time.format(at))}`)
        .join(', ');
}
