/**
 * A changed pre-order replaces the suite's previous one (decision 018): once the new order is placed, the old one
 * is cancelled as staff would decline it (card authorization voided or refunded, debits returned), with a reason
 * the owner reads. The request does it right after placing; an outbox message written with the new order (in
 * transaction 1) does it again after a crash, once the checkout is settled: cancelled only when a newer pre-order
 * of the suite is placed, dropped when the change was never placed, retried while it is still being paid.
 */
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database } from '../../db/client';
import { type Locale, translate } from '../../i18n/messages';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import type { GatewayOfRestaurant, OrderStatusBus } from '../orders';
import { changeOrderStatus } from '../orders';
import { orderByPublicId, preOrdersAfter } from './replace-pre-order.repository';

export const REPLACE_PRE_ORDER = 'suite.replace_pre_order' as const;

export interface ReplacePayload {
  /** The replaced pre-order (public id). */
  orderId: string;
  locale: Locale;
  /** Who changed it (the owner), written on the cancellation's order event. */
  userId: number;
}

export type ReplaceOutcome = 'cancelled' | 'already' | 'not_replaced' | 'pending';

export async function replacePreOrder(
  db: Database,
  bus: OrderStatusBus,
  gateway: PaymentGateway | GatewayOfRestaurant,
  payload: ReplacePayload,
  now: Date,
): Promise<ReplaceOutcome> {
  const old = await orderByPublicId(db, payload.orderId);
  if (!old || old.eventSuiteId === null) return 'not_replaced';
  if (old.status === 'cancelled' || old.status === 'payment_failed') return 'already';
  const newer = await preOrdersAfter(db, old.eventSuiteId, old.createdAt);
  const placed = newer.find((o) => !['awaiting_payment', 'payment_failed', 'cancelled'].includes(o.status));
  if (!placed) return newer.some((o) => o.status === 'awaiting_payment') ? 'pending' : 'not_replaced';
  const processor = typeof gateway === 'function' ? await gateway(old.restaurantId) : gateway;
  await changeOrderStatus(db, bus, processor, {
    restaurantId: old.restaurantId,
    orderId: old.publicId,
    status: 'cancelled',
    reason: translate(payload.locale, 'suite.replacedBy', { number: placed.number }),
    // The owner replaces their own order: the step a manager's decline takes (void or refund, debits back).
    role: 'manager',
    userId: payload.userId,
    now,
    // The owner changed it: the new order's confirmation tells them, not a cancellation message.
    quiet: true,
  });
  return 'cancelled';
}

/** The outbox handler: retried while the change is still being paid, or while the cancellation fails. */
export function replacePreOrderHandler(
  db: Database,
  bus: OrderStatusBus,
  gateway: GatewayOfRestaurant,
  clock: () => Date,
) {
  return async (message: { payload: unknown }): Promise<DeliveryResult> => {
    try {
      const outcome = await replacePreOrder(db, bus, gateway, message.payload as ReplacePayload, clock());
      if (outcome === 'pending')
        return { ok: false, retryable: true, reason: 'the change is still being paid' };
      return { ok: true };
    } catch (err) {
      return { ok: false, retryable: true, reason: (err as Error).message };
    }
  };
}
