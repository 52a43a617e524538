import { translateError } from '@ordering/domain/format/messages';
import { localized, restaurantName } from '@ordering/domain/menu/convert';
import { openingHours } from '@ordering/domain/ordering/opening-hours';
import { missingSeatParts, parseSeat, type SeatAddress } from '@ordering/domain/ordering/seat';
import { localDate } from '@ordering/domain/ordering/zoned';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RichText } from '../../components/rich-text';
import { TableQrScanButton } from '../../features/checkout/components/qr-scanner-dialog';
import { SeatFields } from '../../features/checkout/components/seat-fields';
import { Announcements } from '../../features/notices/components/announcements';
import { closingTime } from '../../lib/closing-time';
import { menuLocale } from '../../lib/locale';
import { useRestaurantContext } from '../../lib/restaurant-data';

export function Component() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tableId = useId();
  const [table, setTable] = useState('');
  const [tableError, setTableError] = useState('');
  const [seatErrors, setSeatErrors] = useState<Partial<Record<keyof SeatAddress, string>>>({});
  const r = data.restaurant;
  const lang = menuLocale(locale);
  const name = restaurantName(r, lang);
  const menuPath = `/${r.slug}`;

  const zone = r.timezone;
  const today = openingHours(r, localDate(new Date(), zone), zone);
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    hour12: locale === 'en-CA',
  });
  const hoursText =
    today.intervals.length === 0
      ? t('landing.closedToday')
      : today.intervals
          .map(
            (i) => `${time.format(i.start)} – ${closingTime(i.end, zone, locale, (at) => time.format(at))}`,
          )
          .join(', ');

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

          {r.seat_delivery ? (
            <form
              className="mt-6 grid gap-3"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                const missing = missingSeatParts(parseSeat(table));
                if (missing.length > 0) {
                  const required = translateError(locale, { key: 'required' });
                  setSeatErrors(Object.fromEntries(missing.map((part) => [part, required])));
                  document.getElementById(`seat-${missing[0]}`)?.focus();
                  return;
                }
                navigate(`${menuPath}?tableNum=${encodeURIComponent(table)}`);
              }}
            >
              <SeatFields
                tableNum={table}
                onChange={(value) => {
                  setTable(value);
                  setSeatErrors({});
                }}
                errors={seatErrors}
              />
              <button
                type="submit"
                className="rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t('landing.startOrder')}
              </button>
              <div>
                <TableQrScanButton
                  seat
                  onTable={(value) => {
                    setTable(value);
                    setSeatErrors({});
                  }}
                />
              </div>
            </form>
          ) : null}

          {r.table_numbers && !r.seat_delivery ? (
            <form
              className="mt-6"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                const value = table.trim();
                if (!value) {
                  setTableError(t('landing.tableRequired'));
                  return;
                }
                navigate(`${menuPath}?tableNum=${encodeURIComponent(value)}`);
              }}
            >
              <label htmlFor={tableId} className="block font-semibold">
                {t('landing.tableNumber')}
              </label>
              <p id={`${tableId}-hint`} className="text-sm text-muted">
                {t('landing.tableNumberHint')}
              </p>
              <div className="mt-2 flex gap-2">
                <input
                  id={tableId}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  value={table}
                  aria-invalid={tableError ? true : undefined}
                  aria-describedby={`${tableId}-hint${tableError ? ` ${tableId}-error` : ''}`}
                  onChange={(e) => {
                    setTable(e.target.value);
                    setTableError('');
                  }}
                  className="w-32 rounded-xl border border-line bg-surface px-3 py-2.5 text-lg focus:border-brand focus:outline-none"
                />
                <button
                  type="submit"
                  className="flex-1 rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {t('landing.startOrder')}
                </button>
              </div>
              {tableError ? (
                <p id={`${tableId}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
                  {tableError}
                </p>
              ) : null}
              <div className="mt-3">
                <TableQrScanButton
                  onTable={(value) => {
                    setTable(value);
                    setTableError('');
                  }}
                />
              </div>
            </form>
          ) : null}

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
