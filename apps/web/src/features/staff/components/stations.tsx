import type { StaffOrder, StaffOrdersResponse } from '@ordering/domain/contracts/staff';
import type { StaffStations } from '@ordering/domain/contracts/stations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { changeStatus, ordersQuery, type StaffRestaurant } from '../api';
import { mergeOrder } from '../board';
import { expoOrders, stationTickets } from '../stations';
import { markStationDone, stationsQuery } from '../stations-api';
import { nameIn, timeOf } from '../ticket-format';
import { focusRing, primaryButton, secondaryButton } from './ui';

/** Keeps the board's lists current at once with an order a call answered (the stream says it too, a moment later). */
function useKeepOrder(restaurantId: number) {
  const queryClient = useQueryClient();
  return (order: StaffOrder) =>
    queryClient.setQueriesData<StaffOrdersResponse>(
      { queryKey: ['staff', 'orders', restaurantId] },
      (held) => (held ? { ...held, orders: mergeOrder(held.orders, order, held) } : held),
    );
}

function who(order: StaffOrder): string {
  const table = order.table?.tableNum;
  return [table ? `#${table}` : null, order.contact.name].filter(Boolean).join(' · ');
}

function StationPicker({
  view,
  station,
  locale,
  onStation,
}: {
  view: StaffStations;
  station: string;
  locale: Locale;
  onStation: (station: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-1 print:hidden">
      <legend className="sr-only">{t('staff.stations.pick')}</legend>
      {view.stations.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-pressed={s.id === station}
          onClick={() => onStation(s.id)}
          className={`rounded-lg px-3 py-2 font-semibold ${s.id === station ? 'bg-brand text-brand-contrast' : 'border border-line bg-surface'} ${focusRing}`}
        >
          {nameIn(s, locale)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * A station's screen: the open orders with a line it makes, due first, each showing only those lines; the station
 * marks its part done (the ticket leaves its screen and the expo sees it) or prints its own ticket.
 */
export function StationView({
  restaurant,
  locale,
  station,
  onStation,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  station: string | null;
  onStation: (station: string) => void;
}) {
  const { t } = useTranslation();
  const view = useQuery(stationsQuery(restaurant.id)).data;
  const orders = useQuery(ordersQuery(restaurant.id, null)).data;
  const keep = useKeepOrder(restaurant.id);
  const [printing, setPrinting] = useState<string | null>(null);
  const done = useMutation({
    mutationFn: (input: { orderId: string; station: string }) =>
      markStationDone(restaurant.id, input.orderId, input.station),
    onSuccess: (answer) => keep(answer.order),
  });
  if (!view || !orders) return <p className="px-4 py-3 text-muted">{t('staff.loading')}</p>;
  if (view.stations.length === 0) return <p className="px-4 py-3">{t('staff.stations.none')}</p>;
  const current = view.stations.find((s) => s.id === station) ?? view.stations[0]!;
  const tickets = stationTickets(orders.orders, view.items, current.id);
  const print = (orderId: string) => {
    setPrinting(orderId);
    // After React has marked the ticket to print: the print rules show it alone (staff.css).
    requestAnimationFrame(() => {
      window.print();
      setPrinting(null);
    });
  };

  return (
    <main id="main" className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="font-display text-2xl font-semibold">
          {t('staff.stations.title', { station: nameIn(current, locale) })}
        </h1>
        <StationPicker view={view} station={current.id} locale={locale} onStation={onStation} />
      </div>
      {done.isError ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {done.error.message || t('staff.errors.load')}
        </p>
      ) : null}
      {tickets.length === 0 ? (
        <p className="mt-4 text-muted">{t('staff.stations.empty')}</p>
      ) : (
        <ol
          className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label={t('staff.stations.queue')}
        >
          {tickets.map(({ order, lines }) => (
            <StationTicket
              key={order.id}
              order={order}
              lines={lines}
              station={current}
              restaurant={restaurant}
              locale={locale}
              printing={printing === order.id}
              marking={done.isPending}
              onDone={() => done.mutate({ orderId: order.id, station: current.id })}
              onPrint={() => print(order.id)}
            />
          ))}
        </ol>
      )}
    </main>
  );
}

/** One order on a station's screen: its number, when it is due, the station's lines, Done and Print. */
function StationTicket({
  order,
  lines,
  station,
  restaurant,
  locale,
  printing,
  marking,
  onDone,
  onPrint,
}: {
  order: StaffOrder;
  lines: StaffOrder['lines'];
  station: StaffStations['stations'][number];
  restaurant: StaffRestaurant;
  locale: Locale;
  /** The ticket being printed: the print rules show it alone (staff.css). */
  printing: boolean;
  marking: boolean;
  onDone: () => void;
  onPrint: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="station-ticket"
      className={`rounded-xl border border-line bg-surface p-3 ${printing ? 'station-ticket-printing' : ''}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xl font-bold">#{order.number}</span>
        <span className="font-semibold">
          {t('staff.stations.due', { time: timeOf(order.pickupTime, restaurant.timezone, locale) })}
        </span>
      </div>
      <p className="text-sm text-muted">
        {nameIn(station, locale)} · {t(`staff.types.${order.type}`)}
        {who(order) ? ` · ${who(order)}` : ''}
      </p>
      <ul className="mt-2 divide-y divide-line">
        {lines.map((line) => (
          <li key={line.position} className="py-1.5">
            <p className="text-lg font-semibold">
              {line.quantity - line.refundedQuantity} × {nameIn(line, locale)}
            </p>
            {line.options.length > 0 ? (
              <p className="ml-4 text-sm">{line.options.map((o) => nameIn(o, locale)).join(', ')}</p>
            ) : null}
            {line.specialInstructions ? (
              <p className="ml-4 rounded bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-950">
                {t('staff.labelled', { label: t('staff.ticket.instructions') })} {line.specialInstructions}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex gap-2 print:hidden">
        <button type="button" className={`${primaryButton} flex-1`} disabled={marking} onClick={onDone}>
          {t('staff.stations.done')}
        </button>
        <button type="button" className={secondaryButton} onClick={onPrint}>
          {t('staff.ticket.print')}
        </button>
      </div>
    </li>
  );
}

/** The expo's screen: every open order, due first, with the stations it needs, each done or not; ready when all are. */
export function ExpoView({
  restaurant,
  locale,
  canReady,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  canReady: boolean;
}) {
  const { t } = useTranslation();
  const view = useQuery(stationsQuery(restaurant.id)).data;
  const orders = useQuery(ordersQuery(restaurant.id, null)).data;
  const queryClient = useQueryClient();
  const ready = useMutation({
    mutationFn: (orderId: string) => changeStatus(restaurant.id, orderId, 'ready'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'orders', restaurant.id] }),
  });
  if (!view || !orders) return <p className="px-4 py-3 text-muted">{t('staff.loading')}</p>;
  const names = new Map(view.stations.map((s) => [s.id, nameIn(s, locale)]));
  const list = expoOrders(orders.orders, view);

  return (
    <main id="main" className="px-4 py-3">
      <h1 className="font-display text-2xl font-semibold">{t('staff.expo.title')}</h1>
      {ready.isError ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {ready.error.message || t('staff.errors.load')}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className="mt-4 text-muted">{t('staff.expo.empty')}</p>
      ) : (
        <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('staff.expo.title')}>
          {list.map(({ order, stations, allDone }) => (
            <li
              key={order.id}
              data-testid="expo-order"
              className={`rounded-xl border-2 bg-surface p-3 ${allDone ? 'border-green-700' : 'border-line'}`}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-xl font-bold">#{order.number}</span>
                <span className="font-semibold">
                  {t('staff.stations.due', { time: timeOf(order.pickupTime, restaurant.timezone, locale) })}
                </span>
              </div>
              <p className="text-sm text-muted">
                {t(`staff.status.${order.status}`)}
                {who(order) ? ` · ${who(order)}` : ''}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('staff.expo.stations')}>
                {stations.map((s) => (
                  <li
                    key={s.station}
                    className={`rounded-full px-2.5 py-1 text-sm font-semibold ${s.done ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'}`}
                  >
                    {t('staff.labelled', { label: names.get(s.station) ?? s.station })}{' '}
                    {s.done ? t('staff.expo.stationDone') : t('staff.expo.stationWaiting')}
                  </li>
                ))}
              </ul>
              {allDone && canReady && order.status === 'in_progress' ? (
                <button
                  type="button"
                  className={`${primaryButton} mt-2 w-full`}
                  disabled={ready.isPending}
                  onClick={() => ready.mutate(order.id)}
                >
                  {t('staff.expo.ready')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
