import type { OrderRead } from '@ordering/domain/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CancelledNotice } from '../../../components/cancelled-notice';
import { OrderLine } from '../../../components/order-line';
import type { Locale } from '../../../lib/locale';

const STEPS = ['pending', 'in_progress', 'ready', 'completed'] as const;

/**
 * One kitchen's order on a hub's confirmation: its number, its live status and its lines. Its money (subtotal, taxes,
 * tip, total) is said once, under the kitchen's name in the costs below the orders, not again here.
 */
export function KitchenOrder({
  kitchen,
  order,
  locale,
  notifyHref,
}: {
  kitchen: string;
  order: OrderRead & { number: number };
  locale: Locale;
  /** Where the diner asks for a text when this order is ready (none once it is over). */
  notifyHref: string | null;
}) {
  const { t } = useTranslation();
  const step = STEPS.indexOf(order.status as (typeof STEPS)[number]);
  const titleId = `kitchen-order-${order.id}`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="kitchen-order"
      data-order-id={order.id}
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold">
        {kitchen
          ? t('marketplace.kitchenOrder', { kitchen, number: order.number })
          : t('confirmation.number', { number: order.number })}
      </h2>
      <p className="mt-2 text-sm font-semibold text-muted">{t('confirmation.status')}</p>
      <p role="status" aria-live="polite" className="text-xl font-semibold" data-testid="order-status">
        {t(`confirmation.${order.status}`)}
      </p>
      {order.status !== 'cancelled' ? (
        <ol className="mt-2 grid grid-cols-4 gap-1" aria-hidden="true">
          {STEPS.map((s, i) => (
            <li key={s} className={`h-1.5 rounded-full ${i <= step ? 'bg-brand' : 'bg-line'}`} />
          ))}
        </ol>
      ) : null}
      <CancelledNotice order={order} className="mt-2" />
      <ul className="mt-3 divide-y divide-line text-sm">
        {order.lines.map((line) => (
          <OrderLine key={line.orderId} line={line} locale={locale} withInstructions />
        ))}
      </ul>
      {notifyHref ? (
        <Link to={notifyHref} className="mt-3 inline-block text-sm font-semibold text-brand underline">
          {t('confirmation.notify')}
        </Link>
      ) : null}
    </section>
  );
}
