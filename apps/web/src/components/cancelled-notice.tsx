import type { OrderRead } from '@ordering/domain/contracts/orders';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';

/**
 * What a diner reads under "Cancelled" ("cancelled with a reason shown to the diner"): the
 * reason staff gave, in their words, and what happens to the money. The order read does not say how it was paid
 * or whether the card was already charged, so the money is said as the lifecycle guarantees it for every cancelled
 * order: a card hold is released, a charge refunded, gift-card and credit debits returned, nothing is owed. The
 * e-mail and text sent with the cancellation say which of these happened (outbox/handlers.ts).
 *
 * Always drawn, empty until the order is cancelled: a live region that is already there is read out when the text
 * arrives (the status above only says "Cancelled").
 */
export function CancelledNotice({
  order,
  className = '',
}: {
  order: Pick<OrderRead, 'status' | 'cancelReason' | 'costs'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const cancelled = order.status === 'cancelled';
  const reason = order.cancelReason?.trim();
  const paid = toCents(order.costs.totalWithTip) > 0;
  return (
    <div aria-live="polite" data-testid="order-cancelled" className={cancelled ? className : ''}>
      {cancelled && (reason || paid) ? (
        <div className="grid gap-1 rounded-xl border border-line bg-canvas p-3 text-sm">
          {reason ? (
            <p className="font-semibold break-words" data-testid="order-cancel-reason">
              {t('confirmation.cancelReason', { reason })}
            </p>
          ) : null}
          {paid ? <p data-testid="order-cancel-money">{t('confirmation.cancelMoney')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
