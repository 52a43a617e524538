import { localized } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { waitsInQueue } from '@ordering/domain/order-types/live-queue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OrderDetails } from '../../features/checkout/components/order-details';
import { dueDayAndTime } from '../../features/checkout/slot-label';
import { KitchenOrder } from '../../features/marketplace/components/kitchen-order';
import { QueueTime } from '../../features/notices/components/queue-time';
import { type PlacedOrder, useLiveOrder } from '../../features/orders/api';
import { ApiError } from '../../lib/api-client';
import { CostsSummary, totalSummaryTitle } from '../../lib/cart/components/costs-summary';
import { kitchenOfLines } from '../../lib/cart/kitchen-groups';
import { menuLocale } from '../../lib/locale';
import { money } from '../../lib/money';
import { useRestaurantContext } from '../../lib/restaurant-data';

const ORDER_ID = /^[A-Za-z0-9_-]{10,40}$/;

/** The ids of a hub checkout's orders, from `?orders=a,b` (its first is the page's own order id). */
export function kitchenOrderIds(param: string | null, first: string): string[] {
  const ids = (param ?? '').split(',').filter((id) => ORDER_ID.test(id));
  return [...new Set([first, ...ids].filter((id) => ORDER_ID.test(id)))].slice(0, 20);
}

interface PlacedState {
  order?: PlacedOrder & { orders?: { id: string; number: number; menuId: string | null }[] };
  email?: string;
  slotLabel?: { hour: number; minute: number };
}

/**
 * A marketplace hub's confirmation: one checkout, one payment, one order per kitchen, each
 * with its own number and its own live status (the one-order confirmation's stream, once per order).
 */
export function MarketplaceConfirmation({ orderIds }: { orderIds: string[] }) {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const placed = useLocation().state as PlacedState | null;
  const r = data.restaurant;
  const lang = menuLocale(locale);
  // Each kitchen's order as last read: its number, its costs, and (the first one's) time, notes and answers.
  const [reads, setReads] = useState<Record<string, PlacedOrder>>({});
  const allRead = orderIds.every((id) => reads[id] !== undefined);
  // Said once every order is read, into a region that was already there.
  const [announced, setAnnounced] = useState('');
  const numberList = orderIds.map((id) => reads[id]?.number).join(', ');
  useEffect(() => {
    if (!allRead) return;
    const timer = setTimeout(() => setAnnounced(t('marketplace.announce', { numbers: numberList })), 100);
    return () => clearTimeout(timer);
  }, [allRead, numberList, t]);

  // A kitchen's order still to be made for now: the queue ahead of it (the checkout's other orders are the diner's).
  const waiting = orderIds.find((id) => reads[id] && waitsInQueue(reads[id]));
  const first = orderIds[0] ? reads[orderIds[0]] : undefined;
  const due = first ? dueDayAndTime(first.pickup_time, locale, r.timezone, placed?.slotLabel) : null;
  const email = placed?.order?.id === orderIds[0] ? placed?.email?.trim() : undefined;
  // What the diner pays now: a kitchen that declined costs nothing (its share is released or refunded), so the total
  // follows each order's live status.
  const total = orderIds.reduce(
    (sum, id) =>
      reads[id]?.status === 'cancelled' ? sum : sum + toCents(reads[id]?.costs.totalWithTip ?? 0),
    0,
  );
  const kitchenName = (menuId: string | null) => {
    const menu = data.menus.find((m) => m.id === menuId);
    return menu ? localized(menu, 'name', lang) : '';
  };
  const kitchenOf = (id: string) =>
    kitchenName(
      placed?.order?.orders?.find((o) => o.id === id)?.menuId ??
        kitchenOfLines(reads[id]?.lines ?? [], data.menus),
    );

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <p role="status" aria-live="polite" className="sr-only" data-testid="order-announcement">
        {announced}
      </p>
      <h1 className="font-display text-3xl font-semibold">{t('marketplace.title')}</h1>
      <p className="mt-1 text-muted">{t('marketplace.summary', { count: orderIds.length })}</p>
      {due ? <p className="mt-2 text-lg">{t('confirmation.pickupAt', due)}</p> : null}
      <p className="mt-1 text-sm text-muted">{t('marketplace.pickupTogether')}</p>
      {email ? <p className="mt-1 text-sm text-muted">{t('confirmation.receiptSent', { email })}</p> : null}
      {/* The current wait, while some kitchen's order is still to be made for now (as on one order's confirmation). */}
      {waiting ? (
        <div className="mt-4">
          <QueueTime restaurantId={r.id} orderId={waiting} locale={locale} />
        </div>
      ) : null}
      <div className="mt-4 grid gap-4">
        {orderIds.map((id) => (
          <LiveKitchenOrder
            key={id}
            id={id}
            initial={placed?.order?.id === id ? placed.order : undefined}
            menuId={placed?.order?.orders?.find((o) => o.id === id)?.menuId ?? null}
            onRead={(order) => setReads((all) => (all[id] === order ? all : { ...all, [id]: order }))}
            kitchenName={kitchenName}
          />
        ))}
      </div>
      {allRead ? (
        <KitchenCosts orderIds={orderIds} reads={reads} kitchenOf={kitchenOf} total={total} />
      ) : null}
      {first ? (
        <OrderDetails
          notes={first.notes}
          answers={first.answers}
          questions={data.order_options.custom_questions}
          lang={lang}
        />
      ) : null}
      <Link to={`/${r.slug}`} className="mt-6 block text-center font-semibold text-brand underline">
        {t('checkout.back')}
      </Link>
    </main>
  );
}

/** Each kitchen's costs (or its share returned, once it declined) and what the diner pays for all of them. */
function KitchenCosts({
  orderIds,
  reads,
  kitchenOf,
  total,
}: {
  orderIds: string[];
  reads: Record<string, PlacedOrder>;
  kitchenOf: (id: string) => string;
  total: number;
}) {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const r = data.restaurant;
  const lang = menuLocale(locale);
  return (
    <section
      aria-labelledby="kitchen-costs-title"
      className="mt-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="kitchen-costs"
    >
      {/* Each kitchen's subtotal, taxes and tip, as the checkout showed them (the one order's confirmation does too). */}
      <h2 id="kitchen-costs-title" className="font-semibold">
        {t('marketplace.costsTitle')}
      </h2>
      {orderIds.map((id) => {
        const read = reads[id];
        if (!read) return null;
        const name = kitchenOf(id) || t('confirmation.number', { number: read.number });
        if (read.status === 'cancelled') {
          // Its share is not in the total any more: said as returned, not as costs still to pay.
          return (
            <div key={id} className="mt-3 border-t border-line pt-3" data-testid="kitchen-cost-cancelled">
              <h3 className="mb-1 text-sm font-semibold text-muted">
                {t('marketplace.kitchenCancelled', { kitchen: name })}
              </h3>
              <p className="flex justify-between gap-2 text-sm">
                <span>{t('marketplace.shareReturned')}</span>
                <s className="whitespace-nowrap text-muted">
                  {money(toCents(read.costs.totalWithTip), locale)}
                </s>
              </p>
            </div>
          );
        }
        return (
          <div key={id} className="mt-3 border-t border-line pt-3">
            <h3 className="mb-1 text-sm font-semibold text-muted">{name}</h3>
            <CostsSummary
              costs={read.costs}
              locale={locale}
              splitTaxes={r.show_split_taxes}
              serviceChargeLabel={localized(data.order_options, 'service_charge_label', lang)}
              totalTitle={totalSummaryTitle(data.order_options, lang)}
            />
          </div>
        );
      })}
      <p
        className="mt-3 flex justify-between border-t border-line pt-3 text-lg font-semibold"
        data-testid="checkout-total"
      >
        <span>{t('marketplace.totalAll')}</span>
        <span>{money(total, locale)}</span>
      </p>
    </section>
  );
}

function LiveKitchenOrder({
  id,
  initial,
  menuId,
  onRead,
  kitchenName,
}: {
  id: string;
  initial: PlacedOrder | undefined;
  menuId: string | null;
  onRead: (order: PlacedOrder) => void;
  kitchenName: (menuId: string | null) => string;
}) {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const order = useLiveOrder(data.restaurant.id, id, initial);
  const read = order.data;
  useEffect(() => {
    if (read) onRead(read);
  });
  if (order.isPending) return <div className="h-40 animate-pulse rounded-2xl bg-line" aria-busy="true" />;
  if (!read) {
    return (
      <p role="alert" className="rounded-2xl border border-line bg-surface p-4">
        {t('confirmation.loadFailed')} {order.error instanceof ApiError ? order.error.message : ''}
      </p>
    );
  }
  const over = read.status === 'completed' || read.status === 'cancelled';
  return (
    <KitchenOrder
      kitchen={kitchenName(menuId ?? kitchenOfLines(read.lines, data.menus))}
      order={read}
      locale={locale}
      notifyHref={
        over
          ? null
          : `/${data.restaurant.slug}/order-notification?order=${read.number}&id=${encodeURIComponent(read.id)}`
      }
    />
  );
}
