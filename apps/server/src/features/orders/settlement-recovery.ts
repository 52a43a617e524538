/**
 * Finishing a staff settlement the process did not finish (decision 014): a capture, a cancellation's return or a
 * refund claims the order's settlement and, in the same transaction, leaves a `settlement.recover` message due a
 * little after the claim turns stale. Normally the second transaction releases the claim first and the message finds
 * nothing to do. If the process died between the processor's answer and that transaction, the message runs the same
 * change again: the stale claim is taken over, the processor is asked again with the same idempotency keys (so it
 * answers what it did, never a second capture or refund), and the second transaction writes it.
 */
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { DeliveryResult, OutboxHandler } from '../../outbox/outbox-worker';
import { SETTLEMENT_STALE_MS, type SettlementResume } from './order-payments';
import { changeOrderStatus } from './order-status.service';
import type { OrderStatusBus } from './order-status-bus';
import { refundOrder } from './refunds.service';
import { settlementClaim } from './settlement-recovery.repository';
import type { GatewayOfRestaurant } from './submission/recover';
import type { TabRefunds } from './tab-refunds';

interface Payload {
  orderRowId: number;
  resume: SettlementResume;
}

export async function recoverSettlement(
  db: Database,
  bus: OrderStatusBus,
  gatewayOf: GatewayOfRestaurant,
  message: { restaurantId: number; payload: unknown },
  now: Date,
  tabRefunds: TabRefunds | null = null,
): Promise<DeliveryResult> {
  const { orderRowId, resume } = message.payload as Payload;
  const claim = await settlementClaim(db, orderRowId);
  // Released (the change finished), or claimed again since by a change that has its own message.
  if (!claim || now.getTime() - claim.startedAt.getTime() < SETTLEMENT_STALE_MS) return { ok: true };
  const gateway = await gatewayOf(message.restaurantId);
  const common = { restaurantId: message.restaurantId, orderId: resume.orderId, userId: resume.userId, now };
  try {
    if (resume.kind === 'status') {
      await changeOrderStatus(db, bus, gateway, {
        ...common,
        status: resume.status,
        reason: resume.reason,
        role: resume.role,
        quiet: resume.quiet,
      });
    } else {
      await refundOrder(db, bus, gateway, { ...common, request: resume.request, tabRefunds });
    }
    return { ok: true };
  } catch (error) {
    // The change no longer applies (the order moved on, nothing left to refund) or the processor refused it: the
    // claim is released by the second transaction in both cases and staff see the order as it stands.
    // An answer asking to try again (another share of the same card being settled at that moment) is retried by
    // the outbox: giving up would leave what the processor did for this order unwritten.
    if (error instanceof AppError)
      return { ok: false, retryable: error.retryAfterSeconds !== undefined, reason: error.message };
    throw error;
  }
}

/** The outbox handler of `settlement.recover` messages. */
export function settlementRecoveryHandler(
  db: Database,
  bus: OrderStatusBus,
  gatewayOf: GatewayOfRestaurant,
  clock: () => Date = () => new Date(),
  tabRefunds: TabRefunds | null = null,
): OutboxHandler {
  return (message) => recoverSettlement(db, bus, gatewayOf, message, clock(), tabRefunds);
}
