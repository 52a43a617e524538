/**
 * Staff move an order along its lifecycle (decisions 009 and 014), by role: staff accept,
 * mark ready and complete; managers and owners also decline, with a reason the diner reads.
 *
 * A step that moves money (accepting captures the card; declining voids or refunds it and credits gift cards back)
 * runs as decision 013's submissions do, with no processor call inside a transaction: (1) with the order locked, the
 * step is checked and the order's settlement claimed; (2) the processor is called with each tender's idempotency
 * key; (3) a second short transaction re-checks the status, writes what the processor did, the status, an order
 * event, and announces the change. A step that moves no money (ready, completed) is one transaction.
 */
import type { StaffCancelPreview } from '@ordering/domain/contracts/staff';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toDollars } from '@ordering/domain/money/money';
import { canMoveTo, type OrderStatus } from '@ordering/domain/ordering/order-status';
import type { Costs } from '@ordering/domain/pricing/types';
import { refundParts } from '@ordering/domain/staff/refunds';
import { actionForStatus, canDo, type StaffRole } from '@ordering/domain/staff/roles';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/messages';
import { enqueue } from '../../outbox/outbox.repository';
import { giveBackOrderHolds } from './order-holds';
import { queueCancellationNotices, queueReadyEmail } from './order-notification.service';
import {
  assertNotSettling,
  claimSettlement,
  type MoneyStep,
  planCapture,
  planReturn,
  type Returned,
  recordCancellationReturns,
  recordSteps,
  refusal,
  releaseSettlement,
  runSteps,
} from './order-payments';
import type { OrderStatusBus, OrderStatusChange } from './order-status-bus';
import { insertEvent, lockOrder, readySmsRequest, setOrderStatus, tendersOf } from './orders.repository';
import { recordReadySample } from './pacing/learned-make-times';
import type { TabRefunds } from './tab-refunds';
import { slotsChanged } from './taken-slots';

export interface StatusChanged {
  id: string;
  number: number;
  status: OrderStatus;
  cancelReason: string | null;
}

export interface StatusChangeInput {
  restaurantId: number;
  orderId: string;
  status: OrderStatus;
  reason?: string | undefined;
  /**
   * The staff member's role at the restaurant, and who they are (written on the order event). Null when the caller
   * has already checked who may make this step: a parent cancelling their own K-12 day before its cutoff.
   */
  role: StaffRole | null;
  userId: number;
  now: Date;
  /**
   * A cancellation the diner made themselves is not told back to them: the owner's changed suite pre-order
   * replacing the old one. (A K-12 parent's cancellation has no staff role and is not told either.) Otherwise a
   * cancellation by staff e-mails the diner, and texts them if they asked for texts.
   */
  quiet?: boolean | undefined;
  /** The published file, where the caller has it: marking an order ready then records its make time (learned). */
  file?: Pick<RestaurantDataFile, 'menus' | 'restaurant'> | undefined;
  /** Where a round on a tab is paid (features/tabs): a round the table has paid is refunded, not cancelled. */
  tabRefunds?: TabRefunds | null | undefined;
}

/**
 * A round on a table's tab has no tender of its own to give back (its tender is the tab, paid by the table's cards),
 * so cancelling one the table has paid would keep that money: the tabs refuse it, and a refund returns it instead.
 */
async function refuseKeptTabPayments(
  tx: Executor,
  order: { id: number; restaurantId: number },
  tabs: TabRefunds | null | undefined,
) {
  if (!tabs) return;
  for (const tender of await tendersOf(tx, order))
    if (tender.kind === 'tab') await tabs.refuseCancel(tx, order, tender);
}

function transitionRefused(from: OrderStatus, to: OrderStatus): AppError {
  const error = new AppError(409, 'error.statusTransition', { from, to });
  error.localized = (locale) =>
    translate(locale, 'error.statusTransition', {
      from: translate(locale, `orderStatus.${from}`),
      to: translate(locale, `orderStatus.${to}`),
    });
  return error;
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

async function lockedOrder(tx: Executor, input: StatusChangeInput): Promise<LockedOrder> {
  const order = await lockOrder(tx, input.restaurantId, input.orderId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  // The table's check constraint keeps the column to the lifecycle's statuses.
  const from = order.status as OrderStatus;
  if (!canMoveTo(from, input.status)) throw transitionRefused(from, input.status);
  return order;
}

/**
 * What cancelling the order would give back now, planned by `planReturn` as `changeOrderStatus` plans it, with
 * nothing written and no processor called: what is returned (card refunds, gift card and credits credited back) with
 * what it is made of, and what is only released (an authorization voided: nothing had been charged).
 */
export async function previewCancellation(
  db: Database,
  input: { restaurantId: number; orderId: string; now: Date; tabRefunds?: TabRefunds | null },
): Promise<StaffCancelPreview> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, { ...input, status: 'cancelled', role: null, userId: 0 });
    const ref = { id: order.id, restaurantId: input.restaurantId };
    await assertNotSettling(tx, ref, input.now);
    await refuseKeptTabPayments(tx, ref, input.tabRefunds);
    const steps = await planReturn(tx, ref, input.now);
    const sum = (list: MoneyStep[]) => list.reduce((total, step) => total + step.amountCents, 0);
    const returned = sum(steps.filter((s) => s.action !== 'void' && s.action !== 'release_share'));
    const released = sum(steps.filter((s) => s.action === 'void' || s.action === 'release_share'));
    const costs = order.costs as Costs;
    const parts = refundParts(returned, {
      paidCents: order.totalCents,
      taxesCents: costs.taxes ?? 0,
      tipCents: costs.tip?.amount ?? 0,
      chargesCents: (costs.serviceCharge?.amount ?? 0) + (costs.deliveryCharge?.amount ?? 0),
    });
    return {
      returned: toDollars(returned),
      released: toDollars(released),
      parts: {
        items: toDollars(parts.itemsCents),
        taxes: toDollars(parts.taxesCents),
        tip: toDollars(parts.tipCents),
        charges: toDollars(parts.chargesCents),
      },
    };
  });
}

/**
 * The status written with its event, the diner's messages queued (the "order ready" text; a staff cancellation's
 * e-mail and text, saying what `returned` gave back), the change announced: all in the caller's transaction.
 */
async function writeStatus(
  tx: Executor,
  bus: OrderStatusBus,
  order: LockedOrder,
  input: StatusChangeInput,
  returned: readonly Returned[] = [],
): Promise<{ result: StatusChanged; change: OrderStatusChange; slotsGivenBack: boolean }> {
  const { restaurantId, status, now } = input;
  const from = order.status as OrderStatus;
  const cancelReason = status === 'cancelled' ? (input.reason ?? null) : order.cancelReason;
  await setOrderStatus(tx, order.id, { status, cancelReason, at: now });
  await insertEvent(tx, {
    restaurantId,
    orderId: order.id,
    type: 'status_changed',
    status,
    data: { from, reason: input.reason ?? null, by: input.userId },
    // The service's clock, as the order's own change time: accepted-to-ready is measured between two of these.
    createdAt: now,
  });
  if (status === 'ready') {
    if (from === 'in_progress' && input.file) await recordReadySample(tx, input.file, order, now);
    await queueReadyEmail(tx, order);
    const asked = await readySmsRequest(tx, order.id);
    if (asked) {
      await enqueue(tx, {
        restaurantId,
        type: 'order.ready_sms',
        payload: { orderId: order.publicId, number: order.number, menuId: order.menuId, ...asked },
      });
    }
  }
  if (status === 'cancelled' && input.role !== null && !input.quiet) {
    await queueCancellationNotices(tx, order, { reason: cancelReason, returned });
  }
  // Whoever cancels it (staff, a K-12 parent, a replaced suite pre-order), the kitchen and the slot get it back.
  const slotsGivenBack = status === 'cancelled' && (await giveBackOrderHolds(tx, order, now));
  const change: OrderStatusChange = {
    restaurantId,
    orderId: order.publicId,
    status,
    cancelReason,
    at: now.toISOString(),
  };
  await bus.announce(tx, change);
  return {
    result: { id: order.publicId, number: order.number, status, cancelReason },
    change,
    slotsGivenBack,
  };
}

export async function changeOrderStatus(
  db: Database,
  bus: OrderStatusBus,
  gateway: PaymentGateway,
  input: StatusChangeInput,
): Promise<StatusChanged> {
  // `pending` is no staff action: the lifecycle check below refuses it like any step back.
  const action = actionForStatus(input.status);
  if (action && input.role !== null && !canDo(input.role, action))
    throw new AppError(403, 'error.staffRoleRefused', { role: input.role });
  const moneyMoves = input.status === 'in_progress' || input.status === 'cancelled';

  // (1) Lock and check; a step that moves no money is done right here.
  const first = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, input);
    if (input.status === 'cancelled' && !input.reason?.trim()) {
      throw new AppError(400, 'error.declineReasonRequired', {}, [
        { path: 'body.reason', message: 'A declined order needs a reason' },
      ]);
    }
    const ref = { id: order.id, restaurantId: input.restaurantId };
    // Before anything is read for the plan: a change whose settlement is still being written answers 409 here,
    // instead of planning from what that settlement is about to change (and waiting on it, holding the order).
    await assertNotSettling(tx, ref, input.now);
    if (!moneyMoves) return { done: await writeStatus(tx, bus, order, input), steps: [], orderRef: ref };
    if (input.status === 'cancelled') await refuseKeptTabPayments(tx, ref, input.tabRefunds);
    const steps: MoneyStep[] =
      input.status === 'in_progress'
        ? await planCapture(tx, ref, input.now)
        : await planReturn(tx, ref, input.now);
    await claimSettlement(tx, ref, input.status === 'in_progress' ? 'capture' : 'return', input.now, {
      kind: 'status',
      orderId: input.orderId,
      status: input.status === 'in_progress' ? 'in_progress' : 'cancelled',
      reason: input.reason,
      role: input.role,
      userId: input.userId,
      ...(input.quiet ? { quiet: true } : {}),
    });
    return { done: undefined, steps, orderRef: ref };
  });
  if (first.done) {
    bus.committed(first.done.change);
    return first.done.result;
  }
  const committed = (done: Awaited<ReturnType<typeof writeStatus>>) => {
    bus.committed(done.change);
    // This process's next cart call counts the slot given back (taken-slots.ts).
    if (done.slotsGivenBack) slotsChanged(db, input.restaurantId);
    return done.result;
  };

  // (2) The processor, outside any transaction.
  const outcomes = await runSteps(gateway, first.steps);
  const failed = outcomes.find((o) => !o.ok);

  // (3) Write what the processor did; the status only if every step went through and the step still applies.
  const second = await db.transaction(async (tx) => {
    // The order first, then its tenders, as the first transaction takes them: a change that took over a stale claim
    // of this order meanwhile queues behind this one instead of deadlocking with it.
    const order = await lockOrder(tx, input.restaurantId, input.orderId);
    await releaseSettlement(tx, first.orderRef);
    const returned = await recordSteps(tx, first.orderRef, outcomes);
    if (failed && !failed.ok) {
      return {
        error: refusal(input.status === 'in_progress' ? 'error.captureFailed' : 'error.refundFailed', failed),
      };
    }
    // Re-checked, without throwing: what the processor did above must be kept whatever the answer.
    if (!order) return { error: new AppError(404, 'error.orderNotFound') };
    if (!canMoveTo(order.status as OrderStatus, input.status))
      return { error: transitionRefused(order.status as OrderStatus, input.status) };
    if (input.status === 'cancelled') await recordCancellationReturns(tx, first.orderRef, returned);
    return { done: await writeStatus(tx, bus, order, input, returned) };
  });
  if ('error' in second) throw second.error;
  return committed(second.done);
}
