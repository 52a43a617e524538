import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { kitchenDay } from '@ordering/domain/ordering/kitchens';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentTime } from '../../../lib/clock';
import { closingTime } from '../../../lib/closing-time';
import type { Locale } from '../../../lib/locale';
import { getQueueTime, queueDisplay } from '../queue-time';

/** Minutes between reads of the kitchen's wait: the queue moves with every order, not every second. */
const REFRESH_MS = 60_000;

/**
 * The take-out menu says when and where before the diner fills a cart: where to pick the order up (the restaurant's
 * address), today's hours in its zone, and, while it is open, how soon an order placed now is ready (the server's
 * queue time, the checkout's "as soon as possible": order-read.service.ts; at a paced kitchen the least of it). A
 * delivery is not picked up: no address, no ready time.
 * Nor does a paused restaurant promise one: no order placed now is taken (its banner says why). At a marketplace hub
 * the hours and the opening are the chosen kitchen's (its own `hours`, as its card in the kitchen list says them).
 */
export function TakeoutInfo({
  restaurant,
  locale,
  delivery,
  kitchen = null,
}: {
  restaurant: RestaurantDataFile['restaurant'];
  locale: Locale;
  delivery: boolean;
  /** A marketplace hub's kitchen shown below: its hours, not the hub's. */
  kitchen?: { hours?: DataFileMenu['hours'] } | null | undefined;
}) {
  const { t } = useTranslation();
  const zone = restaurant.timezone;
  const now = currentTime();
  const today = kitchenDay(restaurant, kitchen ?? {}, now, zone);
  const openNow = today.openNow;
  const takesOrdersNow = openNow && !restaurant.orders_paused;
  const queue = useQuery({
    queryKey: ['queue-time', String(restaurant.id)],
    queryFn: () => getQueueTime(restaurant.id),
    enabled: takesOrdersNow && !delivery,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    hour12: locale === 'en-CA',
  });
  const hours =
    today.intervals.length === 0
      ? t('menu.takeoutClosedToday')
      : today.intervals
          .map(
            (i) => `${time.format(i.start)} – ${closingTime(i.end, zone, locale, (at) => time.format(at))}`,
          )
          .join(', ');
  const ready = queue.data && takesOrdersNow && !delivery ? queueDisplay(queue.data, locale).wait : null;
  // A kitchen paced by make-time gives its earliest for the quickest thing it makes: a larger cart is quoted later at
  // the checkout, so the menu says the figure is the least, not about what every order waits.
  const readyKey = restaurant.kitchen ? 'menu.takeoutReadyFrom' : 'menu.takeoutReadyIn';
  const facts: [string, string, string][] = [
    ...(restaurant.address && !delivery
      ? [['address', t('menu.takeoutPickupAt'), restaurant.address] as [string, string, string]]
      : []),
    ['hours', t('menu.takeoutHoursToday'), hours],
    ...(ready
      ? [['ready', t('menu.takeoutReady'), t(readyKey, { time: ready })] as [string, string, string]]
      : []),
  ];
  return (
    <section
      aria-label={delivery ? t('menu.takeoutDeliveryInfo') : t('menu.takeoutInfo')}
      data-testid="takeout-info"
      className="mt-3 rounded-2xl border border-line bg-surface p-4"
    >
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted" data-fact={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
