import type { OrderRead } from '@ordering/domain/contracts/orders';
import type { MenuLocale } from '@ordering/domain/menu/convert';
import { localized } from '@ordering/domain/menu/convert';
import { orderType } from '@ordering/domain/order-types/index';
import { waitsInQueue } from '@ordering/domain/order-types/live-queue';
import { formatDayLabel } from '@ordering/domain/ordering/day-label';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { CancelledNotice } from '../../components/cancelled-notice';
import { OrderLine } from '../../components/order-line';
import { RichText } from '../../components/rich-text';
import { OrderDetails } from '../../features/checkout/components/order-details';
import { dueDayAndTime } from '../../features/checkout/slot-label';
import { QueueTime } from '../../features/notices/components/queue-time';
import { type PlacedOrder, useLiveOrder } from '../../features/orders/api';
import { ApiError } from '../../lib/api-client';
import { CostsSummary, totalSummaryTitle } from '../../lib/cart/components/costs-summary';
import { type Locale, menuLocale } from '../../lib/locale';
import { type RestaurantData, useRestaurantContext } from '../../lib/restaurant-data';
import { kitchenOrderIds, MarketplaceConfirmation } from './marketplace-confirmation';

const STEPS = ['pending', 'in_progress', 'ready', 'completed'] as const;

/** The confirmation: order number, when, the live status, the lines and costs, then another round or a text. */
export function Component() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  // A marketplace hub's checkout placed one order per kitchen (?orders=a,b): each is followed on one page.
  const kitchens = kitchenOrderIds(params.get('orders'), orderId);
  if (kitchens.length > 1) return <MarketplaceConfirmation orderIds={kitchens} />;
  return <OrderConfirmation />;
}

function OrderConfirmation() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const location = useLocation();
  // From the checkout: the order as placed, and the e-mail its receipt went to (the order read carries no contact).
  const placed = location.state as PlacedState | null;
  const initial = placed?.order;
  const r = data.restaurant;
  const order = useLiveOrder(r.id, orderId, initial?.id === orderId ? initial : undefined);
  const announcer = useOrderAnnouncement(order.data?.number);

  if (order.isPending) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16" aria-busy="true">
        {announcer}
        <div className="h-8 w-2/3 animate-pulse rounded bg-line" />
        <div className="mt-4 h-40 animate-pulse rounded-2xl bg-line" />
      </main>
    );
  }
  if (order.isError || !order.data) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-2xl font-semibold">{t('confirmation.loadFailed')}</h1>
        <p className="mt-2 text-muted">{order.error instanceof ApiError ? order.error.message : ''}</p>
        <Link to={`/${r.slug}`} className="mt-6 inline-block font-semibold text-brand underline">
          {t('checkout.back')}
        </Link>
      </main>
    );
  }
  const o = order.data;
  const lang = menuLocale(locale);
  const kind = orderType(o.type);

  return (
    <main id="main" className="mx-auto max-w-xl px-4 pt-6 pb-16">
      {announcer}
      <ConfirmationHeading order={o} facts={confirmationFacts(o, data, placed, locale, t)} />

      <OrderStatusSection order={o} />

      {/* The kitchen's current wait is for an order wanted now; one scheduled for a later time (a catering order days
          ahead) has its time above. */}
      {waitsInQueue(o) ? (
        <div className="mt-4">
          <QueueTime restaurantId={r.id} orderId={o.id} locale={locale} />
        </div>
      ) : null}

      <section aria-labelledby="items-title" className="mt-4 rounded-2xl border border-line bg-surface p-4">
        <h2 id="items-title" className="font-semibold">
          {t('confirmation.items')}
        </h2>
        <ul className="mt-2 divide-y divide-line text-sm">
          {o.lines.map((line) => (
            <OrderLine key={line.orderId} line={line} locale={locale} withInstructions />
          ))}
        </ul>
        <div className="mt-3">
          <CostsSummary
            costs={o.costs}
            locale={locale}
            splitTaxes={r.show_split_taxes}
            serviceChargeLabel={localized(data.order_options, 'service_charge_label', lang)}
            totalTitle={totalSummaryTitle(data.order_options, lang)}
          />
        </div>
      </section>

      <OrderDetails
        notes={o.notes}
        answers={o.answers}
        questions={data.order_options.custom_questions}
        lang={lang}
      />

      <ConfirmationLinks
        slug={r.slug}
        order={o}
        anotherRound={kind.needs.table && r.another_round && o.status !== 'cancelled'}
        textWhenReady={kind.ticket.place !== 'student'}
      />
    </main>
  );
}

/** What the checkout hands the confirmation in the navigation's state. */
interface PlacedState {
  order?: PlacedOrder;
  email?: string;
  slotLabel?: { hour: number; minute: number };
}

/** The order's number said once the page is drawn, into a region that was already there (one drawn with its text is not read). */
function useOrderAnnouncement(number: number | undefined) {
  const { t } = useTranslation();
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (number === undefined) return;
    const timer = setTimeout(() => setAnnounced(t('confirmation.announce', { number })), 100);
    return () => clearTimeout(timer);
  }, [number, t]);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="order-announcement">
      {announced}
    </p>
  );
}

/** The sentences under the order's number: when, where it is delivered or served, where the receipt went. */
interface ConfirmationFacts {
  when: string;
  deliverTo: string;
  dropOff: string[];
  email: string | undefined;
  where: string;
  dineInMessage: string;
}

function confirmationFacts(
  o: PlacedOrder,
  data: RestaurantData,
  placed: PlacedState | null,
  locale: Locale,
  t: TFunction,
): ConfirmationFacts {
  const r = data.restaurant;
  const lang = menuLocale(locale);
  // A slot chosen on this device reads as the server labelled it at checkout (the browser's zone rules may differ
  // from the server's); otherwise the browser reads the instant in the restaurant's zone.
  const slotLabelled = placed?.order?.id === o.id ? placed.slotLabel : undefined;
  const due = dueDayAndTime(o.pickup_time, locale, r.timezone, slotLabelled);
  // A dine-in order for now (a table or a stadium seat) has no promised time (its pickup time is the order's minute
  // plus the menu's prep time, often none): the kitchen's current wait below says how long it takes, so no "expected
  // around" contradicts it. Catering and suite orders keep the time they are due; a school order names its day.
  const kind = orderType(o.type);
  const email = placed?.order?.id === o.id ? placed.email?.trim() : undefined;
  if (kind.ticket.place === 'student') {
    return { ...schoolFacts(o, r.timezone, locale, t), email, deliverTo: '', dropOff: [], dineInMessage: '' };
  }
  const promise = kind.ticket.promise;
  const when =
    promise === 'none-if-now'
      ? o.fulfilment?.scheduled
        ? t('confirmation.readyAt', due)
        : ''
      : t(`confirmation.${promise}`, due);
  const table = kind.needs.table ? o.table : null;
  const where = table ? tablePlace(table, r.generic_table_locations?.locations ?? [], lang, t) : '';
  const custom = data.menu_configuration.confirmation_screen_customization;
  // The restaurant's "your order is on its way" message no longer holds once the order is cancelled.
  const dineInMessage =
    kind.needs.table && custom && o.status !== 'cancelled'
      ? localized(custom, 'dine_in_confirmation_message', lang)
      : '';
  const address = kind.needs.address ? o.fulfilment?.delivery : undefined;
  const deliverTo = address?.address
    ? [
        address.address,
        address.unit ? t('confirmation.unit', { unit: address.unit }) : null,
        address.postalCode,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  // What the driver is told past the address: the buzzer code and the drop-off instructions.
  const dropOff = [
    address?.buzzer ? t('confirmation.buzzer', { code: address.buzzer }) : null,
    address?.instructions ?? null,
  ].filter((part): part is string => Boolean(part));
  return { when, deliverTo, dropOff, email, where, dineInMessage };
}

/**
 * A school order is a meal for a student on a school day, delivered to their school: its page names that day and
 * the student, not the hour of the kitchen's default delivery time. The day is the one it was ordered for, else its
 * delivery's date in the restaurant's zone.
 */
function schoolFacts(o: PlacedOrder, timeZone: string, locale: Locale, t: TFunction) {
  const date = o.student?.date ?? localDate(new Date(o.pickup_time), timeZone);
  const student = o.student?.name;
  const school = o.student?.school;
  const where =
    student && school ? t('confirmation.studentAtSchool', { student, school }) : (student ?? school ?? '');
  return { when: t('confirmation.schoolDay', { day: formatDayLabel(date, locale) }), where };
}

/** Thank you, the order's number, and the sentences of when and where. */
function ConfirmationHeading({ order: o, facts }: { order: PlacedOrder; facts: ConfirmationFacts }) {
  const { t } = useTranslation();
  const { when, deliverTo, dropOff, email, where, dineInMessage } = facts;
  return (
    <>
      {/* The restaurant's own message thanks the diner in its words ("Thank you! Your order is on its way..."): the
          app's "Thank you!" above it would say it twice. */}
      {o.status !== 'cancelled' && !dineInMessage ? (
        <p className="text-sm font-semibold text-brand">{t('confirmation.title')}</p>
      ) : null}
      <h1 className="mt-1 font-display text-3xl font-semibold">
        {t('confirmation.number', { number: o.number })}
      </h1>
      {when ? (
        <p className="mt-2 text-lg" data-testid="order-when">
          {when}
        </p>
      ) : null}
      {deliverTo ? (
        <p className="mt-1 font-semibold" data-testid="order-address">
          {t('confirmation.deliverTo', { address: deliverTo })}
        </p>
      ) : null}
      {deliverTo && dropOff.length > 0 ? (
        <p className="mt-1 text-sm text-muted" data-testid="order-drop-off">
          {dropOff.join(' · ')}
        </p>
      ) : null}
      {email ? <p className="mt-1 text-sm text-muted">{t('confirmation.receiptSent', { email })}</p> : null}
      {where ? (
        <p className="mt-1 font-semibold" data-testid="order-where">
          {where}
        </p>
      ) : null}
      {dineInMessage ? (
        <RichText as="div" text={dineInMessage} className="mt-3 rounded-2xl bg-surface p-4" />
      ) : null}
    </>
  );
}

/** The live status, its steps, and what a cancellation did with the money. */
function OrderStatusSection({ order: o }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const step = STEPS.indexOf(o.status as (typeof STEPS)[number]);
  return (
    <section aria-labelledby="status-title" className="mt-6 rounded-2xl border border-line bg-surface p-4">
      <h2 id="status-title" className="font-semibold">
        {t('confirmation.status')}
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-2xl font-semibold" data-testid="order-status">
        {t(`confirmation.${o.status}`)}
      </p>
      {o.status !== 'cancelled' ? (
        <ol className="mt-3 grid grid-cols-4 gap-1" aria-hidden="true">
          {STEPS.map((s, i) => (
            <li key={s} className={`h-1.5 rounded-full ${i <= step ? 'bg-brand' : 'bg-line'}`} />
          ))}
        </ol>
      ) : null}
      <CancelledNotice order={o} className="mt-2" />
      {o.status !== 'cancelled' ? <p className="mt-2 text-xs text-muted">{t('confirmation.live')}</p> : null}
    </section>
  );
}

/** Another round at the table, a text when the order is ready (not for a school meal), and the way back to the menu. */
function ConfirmationLinks({
  slug,
  order: o,
  anotherRound,
  textWhenReady,
}: {
  slug: string;
  order: PlacedOrder;
  anotherRound: boolean;
  /** A school meal is delivered to the student's school: no one comes for it when it is ready. */
  textWhenReady: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {anotherRound ? (
        <Link
          to={`/${slug}?anotherRoundId=${encodeURIComponent(o.id)}`}
          className="rounded-full bg-brand px-5 py-3 text-center font-semibold text-brand-contrast"
        >
          {t('confirmation.anotherRound')}
        </Link>
      ) : null}
      {textWhenReady && o.status !== 'completed' && o.status !== 'cancelled' ? (
        <Link
          to={`/${slug}/order-notification?order=${o.number}&id=${encodeURIComponent(o.id)}`}
          className="rounded-full border border-brand px-5 py-3 text-center font-semibold text-brand"
        >
          {t('confirmation.notify')}
        </Link>
      ) : null}
      <Link
        to={`/${slug}`}
        className="px-5 py-3 text-center font-semibold text-brand underline sm:col-span-2"
      >
        {t('checkout.back')}
      </Link>
    </div>
  );
}

type Table = NonNullable<OrderRead['table']>;
type TableLocation = NonNullable<
  RestaurantData['restaurant']['generic_table_locations']
>['locations'][number];

/**
 * Where a dine-in order goes, in the diner's language: the stadium seat, else the table number and the location and
 * area the diner chose, named as the data file names them (the location translated, the area by its label).
 */
export function tablePlace(
  table: Table,
  locations: readonly TableLocation[],
  lang: MenuLocale,
  t: TFunction,
) {
  if (table.section && table.row && table.seat) {
    return t('confirmation.seat', { section: table.section, row: table.row, seat: table.seat });
  }
  const location = locations.find((l) => l.name === table.tableLocation);
  const area = location?.areas.find((a) => a.number === table.tableArea);
  // A table chosen from the location's list is that area: named once ("Dining room · Table 12").
  const areaIsTheTable = area !== undefined && area.number === table.tableNum;
  return [
    table.tableNum && !areaIsTheTable ? t('confirmation.table', { table: table.tableNum }) : '',
    location ? localized(location, 'name', lang) || location.name : (table.tableLocation ?? ''),
    area ? localized(area, 'label', lang) || area.label : (table.tableArea ?? ''),
  ]
    .filter(Boolean)
    .join(' · ');
}
