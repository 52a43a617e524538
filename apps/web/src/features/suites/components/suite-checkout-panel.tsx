import { toCents } from '@ordering/domain/money/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { SuiteCheckout } from '../use-suite-checkout';
import { venueTime } from './ui';

/**
 * The checkout's suite section: for a pre-order, the delivery time instead of a time picker, the notes, the order
 * being modified, the lock and the saved-card requirement; on event day, how the order is paid (the owner's card or
 * the invoice) and what is left on the tab.
 */
export function SuiteCheckoutPanel({
  suite,
  eventDayOrdering,
  slug,
  locale,
}: {
  suite: SuiteCheckout;
  eventDayOrdering: boolean;
  slug: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const box = (title: string, children: ReactNode) => (
    <section
      aria-labelledby="suite-checkout-title"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="suite-checkout-title" className="font-display text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 grid gap-2 text-sm">{children}</div>
    </section>
  );
  const title = eventDayOrdering ? t('suites.eventDay.title') : t('suites.preorder.deliveryTitle');
  if (suite.loading) return box(title, <p className="text-muted">{t('suites.loading')}</p>);
  if (suite.guest) return box(title, <p role="status">{t('suites.preorder.loginRequired')}</p>);
  if (!suite.info)
    return box(
      title,
      <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
        {suite.error instanceof ApiError && suite.error.message
          ? suite.error.message
          : t('suites.preorder.failed')}
      </p>,
    );
  const { eventSuite } = suite.info;
  const cardLink = `/profile/user-payment-methods?${new URLSearchParams({ restaurant: slug, eventSuite: eventSuite.id })}`;
  const noCard =
    suite.block === 'no-card' ? (
      <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
        {/* On event day the card is for this order, not a pre-order's requirement. */}
        {eventDayOrdering ? t('suites.eventDay.noCard') : t('suites.preorder.cardRequired')}{' '}
        <Link to={cardLink} className="text-brand underline dark:text-ink">
          {t('suites.preorder.addCard')}
        </Link>
      </p>
    ) : null;

  return box(
    title,
    eventDayOrdering ? (
      <EventDayPayment suite={suite} info={suite.info} locale={locale}>
        {noCard}
      </EventDayPayment>
    ) : (
      <PreorderDelivery suite={suite} info={suite.info} locale={locale}>
        {noCard}
      </PreorderDelivery>
    ),
  );
}

type Info = NonNullable<SuiteCheckout['info']>;
type PartProps = { suite: SuiteCheckout; info: Info; locale: Locale; children: ReactNode };

/** Event day: how the order is paid (the owner's card or the invoice) and what is left on the tab. */
function EventDayPayment({ suite, info, locale, children }: PartProps) {
  const { t } = useTranslation();
  const { eventSuite } = info;
  const preference = eventSuite.event_day_payment_preference ?? 'charge';
  return (
    <>
      <p className="font-semibold">{eventSuite.suite.name}</p>
      {/* Without a card to charge, the block below says so: nothing here may claim a card is charged. */}
      {suite.block === 'no-card' ? null : (
        <p>
          {preference === 'invoice'
            ? t('suites.eventDay.invoice')
            : eventSuite.payment_card
              ? t('suites.eventDay.charge', { last4: eventSuite.payment_card.last4 })
              : t('suites.eventDay.chargeDefault')}
        </p>
      )}
      {eventSuite.tab_remaining !== null ? (
        <p>
          {t('suites.eventDay.tabRemaining', { remaining: money(toCents(eventSuite.tab_remaining), locale) })}
        </p>
      ) : null}
      {suite.block === 'not-event-day' ? (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {t('suites.eventDay.notToday')}
        </p>
      ) : null}
      {children}
    </>
  );
}

/** A pre-order: the delivery time, the notes, the order being modified and the lock. */
function PreorderDelivery({ suite, info, locale, children }: PartProps) {
  const { t } = useTranslation();
  const { event, eventSuite, suiteCateringOrder } = info;
  const zone = event.timezone;
  return (
    <>
      <p className="font-semibold">
        {t('suites.preorder.banner', { event: event.title, suite: eventSuite.suite.name })}
      </p>
      {eventSuite.pre_order_delivery_time ? (
        <p>
          {t('suites.profileEvents.deliveryAt', {
            time: venueTime(eventSuite.pre_order_delivery_time, zone, locale),
          })}
        </p>
      ) : null}
      {eventSuite.pre_order_additional_notes ? (
        <p>{t('suites.preorder.notes', { notes: eventSuite.pre_order_additional_notes })}</p>
      ) : null}
      {suiteCateringOrder && suite.block !== 'locked' ? (
        <p role="status">{t('suites.preorder.modifying', { number: suiteCateringOrder.number })}</p>
      ) : null}
      {suite.block === 'locked' ? (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {t('suites.preorder.locked', { time: venueTime(event.lock_at, zone, locale) })}
        </p>
      ) : (
        <p className="text-muted">
          {t('suites.profileEvents.lockAt', { time: venueTime(event.lock_at, zone, locale) })}
        </p>
      )}
      {children}
    </>
  );
}
