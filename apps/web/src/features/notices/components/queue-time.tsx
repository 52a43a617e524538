import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { getQueueTime, queueDisplay } from '../queue-time';

/** Minutes between reads: the queue moves with every order, not every second. */
const REFRESH_MS = 60_000;

/**
 * The kitchen's current wait and the orders ahead; nothing while unknown (a failed read is not the diner's to fix).
 * On a confirmation, `orderId` names the placed order: the orders ahead of it and its own wait.
 */
export function QueueTime({
  restaurantId,
  orderId,
  locale,
  ahead,
}: {
  restaurantId: number | string;
  orderId?: string;
  locale: Locale;
  /**
   * Where the cart's own ready time is shown beside it (a checkout at a kitchen paced by make-time): the orders ahead
   * of that time, from the same quote (null while it is not in), and no wait: the kitchen's wait for its quickest
   * item would contradict the cart's, and orders counted up to that wait would not be the ones ahead of this cart.
   */
  ahead?: number | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const quoted = ahead !== undefined;
  const query = useQuery({
    queryKey: ['queue-time', String(restaurantId), orderId ?? null],
    queryFn: () => getQueueTime(restaurantId, orderId),
    enabled: !quoted,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  const data = quoted
    ? ahead === null
      ? undefined
      : { orderCount: ahead, estimatedWaitMinutes: 0 }
    : query.data;
  const withWait = !quoted;
  if (!data) return null;
  const shown = queueDisplay(data, locale);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="queue-time"
      className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id={titleId} className="font-semibold">
        {t('notices.queue.title')}
      </h2>
      {withWait ? (
        <p className="text-lg font-semibold">{t('notices.queue.wait', { time: shown.wait })}</p>
      ) : null}
      <p className="w-full text-sm text-muted">
        {shown.ahead.key === 'notices.queue.ahead'
          ? t('notices.queue.ahead', { count: shown.ahead.count })
          : t('notices.queue.noneAhead')}
      </p>
    </section>
  );
}
