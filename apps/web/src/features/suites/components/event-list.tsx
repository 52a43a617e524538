import { toCents } from '@ordering/domain/money/money';
import type { ActiveEventsResponse, UpcomingEventsResponse } from '@ordering/domain/suites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { activeEvents, upcomingEvents } from '../api';
import { OwnerTab } from './owner-tab';
import { ErrorNote, venueTime } from './ui';

const cardLink =
  'block rounded-2xl border border-line bg-surface p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The operator's event list: the venue's events of today. */
export function OperatorEvents({
  slug,
  venue,
  locale,
  search,
}: {
  slug: string;
  venue: number | string;
  locale: Locale;
  /** `?…` kept on the links (suiteOperator). */
  search: string;
}) {
  const { t } = useTranslation();
  const query = useQuery<ActiveEventsResponse>({
    queryKey: ['suites', 'active-events', venue],
    queryFn: () => activeEvents(venue),
    retry: false,
  });
  if (query.isPending) return <p className="text-muted">{t('suites.loading')}</p>;
  if (query.isError) {
    const error = query.error;
    // "no events today" is the server's 404, said in the visitor's language.
    return error instanceof ApiError && error.status === 404 ? (
      <p role="status" className="rounded-2xl border border-line bg-surface p-4">
        {error.message || t('suites.events.none')}
      </p>
    ) : (
      <ErrorNote>
        {error instanceof ApiError && error.message ? error.message : t('suites.events.failed')}
      </ErrorNote>
    );
  }
  if (query.data.events.length === 0)
    return (
      <p role="status" className="rounded-2xl border border-line bg-surface p-4">
        {t('suites.events.none')}
      </p>
    );
  return (
    <ul className="grid gap-3">
      {query.data.events.map((event) => (
        <li key={event.id}>
          <Link to={`/${slug}/events/${encodeURIComponent(event.id)}${search}`} className={cardLink}>
            <span className="block font-display text-xl font-semibold">{event.title}</span>
            <span className="mt-1 block text-muted">
              {t('suites.events.startsAt', { time: venueTime(event.start_date, event.timezone, locale) })}
            </span>
            <span className="mt-1 block text-sm font-semibold">
              {t('suites.events.suites', { count: event.suites_count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A suite owner's upcoming events with their suites and orders (/profile/events, and an owner's /{slug}/events):
 * each suite links to its pre-order at the venue (with its eventSuite) while pre-orders are open, and has the
 * owner's guest tab (on with a limit, or off).
 */
export function OwnerEvents({
  email,
  venue,
  locale,
}: {
  email: string;
  /** Only this venue's events when given. */
  venue?: number | string | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const query = useQuery<UpcomingEventsResponse>({
    queryKey: ['suites', 'upcoming-events', email, venue ?? null],
    queryFn: () => upcomingEvents(email, venue),
  });
  if (query.isPending) return <p className="text-muted">{t('suites.loading')}</p>;
  if (query.isError)
    return (
      <ErrorNote>
        {query.error instanceof ApiError && query.error.message
          ? query.error.message
          : t('suites.profileEvents.failed')}
      </ErrorNote>
    );
  if (query.data.events.length === 0)
    return (
      <p role="status" className="rounded-2xl border border-line bg-surface p-4">
        {t('suites.profileEvents.none')}
      </p>
    );
  return (
    <ul className="grid gap-4">
      {query.data.events.map(({ event, restaurant, suites }) => (
        <li key={event.id} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
          <h2 className="font-display text-xl font-semibold">{event.title}</h2>
          <p className="text-sm text-muted">
            {restaurant.name} · {venueTime(event.start_date, event.timezone, locale)}
          </p>
          <p className="mt-1 text-sm">
            {event.locked
              ? t('suites.profileEvents.locked')
              : t('suites.profileEvents.lockAt', { time: venueTime(event.lock_at, event.timezone, locale) })}
          </p>
          <ul className="mt-3 grid gap-3">
            {suites.map((entry) => (
              <OwnerSuite
                key={entry.eventSuite.id}
                entry={entry}
                event={event}
                restaurant={restaurant}
                locale={locale}
              />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

type UpcomingEvent = UpcomingEventsResponse['events'][number];

/** One suite of an owner's event: its delivery time, orders, pre-order link and guest tab. */
function OwnerSuite({
  entry: { eventSuite, canPreOrder, orders },
  event,
  restaurant,
  locale,
}: {
  entry: UpcomingEvent['suites'][number];
  event: UpcomingEvent['event'];
  restaurant: UpcomingEvent['restaurant'];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const preOrder = orders.find((o) => o.kind === 'pre-order');
  return (
    <li className="rounded-xl border border-line p-3">
      <h3 className="font-semibold">{eventSuite.suite.name}</h3>
      {eventSuite.pre_order_delivery_time ? (
        <p className="text-sm text-muted">
          {t('suites.profileEvents.deliveryAt', {
            time: venueTime(eventSuite.pre_order_delivery_time, event.timezone, locale, false),
          })}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('suites.profileEvents.noOrders')}</p>
      ) : (
        <ul className="mt-1 text-sm">
          {orders.map((order) => (
            <li key={order.id}>
              {t(`suites.profileEvents.kind.${order.kind}`)} ·{' '}
              {t('suites.profileEvents.order', {
                number: order.number,
                total: money(toCents(order.total), locale),
              })}
            </li>
          ))}
        </ul>
      )}
      {canPreOrder ? (
        <Link
          to={`/${restaurant.slug}?eventSuite=${encodeURIComponent(eventSuite.id)}`}
          className="mt-2 inline-block rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {preOrder ? t('suites.profileEvents.modify') : t('suites.profileEvents.preOrder')}
          <span className="sr-only">
            {' '}
            — {eventSuite.suite.name}, {event.title}
          </span>
        </Link>
      ) : null}
      <OwnerTab venue={restaurant.id} eventId={event.id} eventSuite={eventSuite} locale={locale} />
    </li>
  );
}
