/**
 * Staff move an order along its lifecycle (DESIGN.md section 12). In one transaction, with the order locked: the
 * step is checked against the lifecycle, the card captured on acceptance or every payment returned on
 * cancellation (order-payments.ts), the status written with an order event, the "order ready" SMS queued in
 * the outbox when the diner asked for one, and the change announced to live views.
 */
import { canMoveTo, type OrderStatus } from '@ordering/domain/ordering/order-status';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/messages';
import { enqueue } from '../../outbox/outbox.repository';
import { captureCardPayments, returnPayments } from './order-payments';
import type { OrderStatusBus, OrderStatusChange } from './order-status-bus';
import { insertEvent, lockOrder, readySmsRequest, setOrderStatus } from './orders.repository';

export interface StatusChanged {
  id: string;
  number: number;
  status: OrderStatus;
  cancelReason: string | null;
}

function transitionRefused(from: OrderStatus, to: OrderStatus): AppError {
  const error = new AppError(409, 409, 'error.statusTransition', { from, to });
  error.localized = (locale) =>
    translate(locale, 'error.statusTransition', {
      from: translate(locale, `orderStatus.${from}`),
      to: translate(locale, `orderStatus.${to}`),
    });
  return error;
}

export async function changeOrderStatus(
  db: Database,
  bus: OrderStatusBus,
  gateway: PaymentGateway,
  input: {
    restaurantId: number;
    orderId: string;
    status: OrderStatus;
    reason?: string | undefined;
    now: Date;
  },
): Promise<StatusChanged> {
  const { restaurantId, status, now } = input;
  const { result, change } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, restaurantId, input.orderId);
    if (!order) throw new AppError(404, 404, 'error.orderNotFound');
    // The table's check constraint keeps the column to the lifecycle's statuses.
    const from = order.status as OrderStatus;
    if (!canMoveTo(from, status)) throw transitionRefused(from, status);
    if (status === 'in_progress') await captureCardPayments(tx, gateway, { id: order.id, restaurantId });
    if (status === 'cancelled') await returnPayments(tx, gateway, { id: order.id, restaurantId });

    const cancelReason = status === 'cancelled' ? (input.reason ?? null) : order.cancelReason;
    await setOrderStatus(tx, order.id, { status, cancelReason, at: now });
    await insertEvent(tx, {
      restaurantId,
      orderId: order.id,
      type: 'status_changed',
      status,
      data: { from, reason: input.reason ?? null },
    });
    if (status === 'ready') {
      const asked = await readySmsRequest(tx, order.id);
      if (asked) {
        await enqueue(tx, {
          restaurantId,
          type: 'order.ready_sms',
          payload: { orderId: order.publicId, number: order.number, ...asked },
        });
      }
    }
    const change: OrderStatusChange = {
      restaurantId,
      orderId: order.publicId,
      status,
      cancelReason,
      at: now.toISOString(),
    };
    await bus.announce(tx, change);
    return { result: { id: order.publicId, number: order.number, status, cancelReason }, change };
  });
  bus.committed(change);
  return result;
}
