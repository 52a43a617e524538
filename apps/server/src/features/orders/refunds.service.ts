/**
 * A refund, whole or by line and quantity (decision 014), of an accepted, ready or completed
 * order (a pending one is declined instead), back to the tenders it came from: the card through the gateway (a
 * partial refund of the capture), the gift card credited. The amounts are the domain's `planRefund`: each line
 * carries its own taxes (order_lines.tax_cents) and its share of charges and tip; never more than what the tenders
 * still hold.
 *
 * Like a status change: (1) the order locked, the plan made, the order's settlement claimed; (2) the card refunds,
 * outside any transaction, each with a key made of the tender, what it had returned before and the amount, so a
 * retry of the same refund gets the processor's first answer; (3) the refund written with what went through.
 */
import type { StaffRefund, StaffRefundPreview, StaffRefundRequest } from '@ordering/domain/contracts/staff';
import type { Costs } from '@ordering/domain/pricing/types';
import { planRefund, type RefundableTender, refundParts, taxesWithin } from '@ordering/domain/staff/refunds';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../accounts';
import {
  assertNotSettling,
  claimSettlement,
  type MoneyStep,
  recordSteps,
  refundedCents,
  refusal,
  releaseSettlement,
  runSteps,
  SETTLEMENT_STALE_MS,
} from './order-payments';
import type { OrderStatusBus } from './order-status-bus';
import { insertEvent, linesOf, lockOrder, type TenderRow, tendersOf } from './orders.repository';
import { insertRefund, refundIdsOf, refundLinesOf } from './refunds.repository';
import type { TabPayerRefund, TabRefundStamp, TabRefunds } from './tab-refunds';

const REFUNDABLE_STATUSES = new Set(['in_progress', 'ready', 'completed']);

/**
 * Tenders a refund can go back to: a captured card, a gift card, account credits, a round on a tab (to the cards of
 * the table's payers, when the tabs feature is given). Cash is returned at the counter.
 */
function refundable(tender: TenderRow, tabs: TabRefunds | null): boolean {
  const d = (tender.details as Record<string, unknown> | null) ?? {};
  if (tender.kind === 'tab') return Boolean(tabs && tender.reference);
  if (tender.kind === 'card') return Boolean(tender.reference && d.captureId && !d.refundId && !d.voidId);
  if (tender.kind === 'gift_card' || tender.kind === 'credits')
    return Boolean(tender.reference) && !d.creditedBack;
  return false;
}

type RefundInput = {
  restaurantId: number;
  orderId: string;
  request: StaffRefundRequest;
  now: Date;
  /** Where a round on a tab is refunded (features/tabs); without it, such a round has nothing to refund. */
  tabRefunds?: TabRefunds | null;
};

/**
 * The refund's plan, inside the caller's transaction, the order locked: what `refundOrder` then performs and what
 * `previewRefund` shows, one code for both so the preview is what is refunded.
 */
async function planOrderRefund(tx: Executor, input: RefundInput) {
  const { restaurantId, now } = input;
  const order = await lockOrder(tx, restaurantId, input.orderId);
  if (!order) throw new AppError(404, 'error.orderNotFound');
  if (!REFUNDABLE_STATUSES.has(order.status)) throw new AppError(409, 'error.refundStatus');
  const ref = { id: order.id, restaurantId };
  // Before the plan's reads: a refund or status change still being written answers 409 (see changeOrderStatus).
  await assertNotSettling(tx, ref, now);
  // One after the other: a transaction's statements share one connection.
  const lines = await linesOf(tx, order.id);
  const tenders = await tendersOf(tx, ref);
  const refunds = await refundLinesOf(tx, order.id);
  const done = refundedQuantities(refunds);
  const tabs = input.tabRefunds ?? null;
  const usable = tenders.filter((t) => refundable(t, tabs));
  // Prices that include their taxes kept no line's taxes (0 on every line): those lines share the taxes by price.
  const inclusive = (order.costs as Costs).taxInfo?.inclusive ?? false;
  const plan = planRefund(
    lines.map((l) => ({
      position: l.position,
      quantity: l.quantity,
      lineCents: l.lineCents,
      taxCents: inclusive ? null : l.taxCents,
      refundedQuantity: done.get(l.position) ?? 0,
    })),
    usable.map(
      (t): RefundableTender<TenderRow> => ({
        id: t,
        amountCents: t.amountCents,
        refundedCents: refundedCents(t),
      }),
    ),
    input.request.lines ? { kind: 'lines', lines: input.request.lines } : { kind: 'whole' },
    { totalCents: order.totalCents },
  );
  if (!plan.ok) {
    if (plan.reason === 'nothing_to_refund') throw new AppError(409, 'error.refundNothing');
    const path = `body.lines`;
    if (plan.reason === 'unknown_line')
      throw new AppError(400, 'error.refundLine', { position: plan.position }, [
        { path, message: `No line ${plan.position}` },
      ]);
    throw new AppError(400, 'error.refundTooMany', { position: plan.position, refundable: plan.refundable }, [
      { path, message: `Line ${plan.position} has ${plan.refundable} left to refund` },
    ]);
  }
  const paidCents = usable.reduce((sum, t) => sum + t.amountCents, 0);
  // A round on a tab goes back to the table's payers: what they get back is the tender's part of the refund.
  const payers = new Map<number, TabPayerRefund[]>();
  for (const { id: tender } of plan.plan.tenders)
    if (tender.kind === 'tab' && tabs)
      payers.set(
        tender.id,
        await tabs.plan(tx, ref, tender, plan.plan.lines, {
          ...cutShort(refunds),
          settlingSince: new Date(now.getTime() - SETTLEMENT_STALE_MS),
        }),
      );
  const tenderParts = plan.plan.tenders.map((t) => {
    const toPayers = payers.get(t.id.id);
    return toPayers ? { ...t, amountCents: toPayers.reduce((sum, p) => sum + p.amountCents, 0) } : t;
  });
  const amountCents = tenderParts.reduce((sum, t) => sum + t.amountCents, 0);
  // The table's payers may get back less than planned (what their payments still hold): the taxes are cut alike.
  const taxesCents = taxesWithin(amountCents, plan.plan.amountCents, plan.plan.taxesCents);
  return {
    order,
    ref,
    plan: { ...plan.plan, amountCents, taxesCents, tenders: tenderParts },
    paidCents,
    payers,
  };
}

/**
 * What refunding would return now, and what it is made of, without writing anything or calling the processor: the
 * plan `refundOrder` performs, read in a transaction that writes nothing.
 */
export async function previewRefund(db: Database, input: RefundInput): Promise<StaffRefundPreview> {
  const planned = await db.transaction((tx) => planOrderRefund(tx, input));
  const costs = planned.order.costs as Costs;
  const parts = refundParts(
    planned.plan.amountCents,
    {
      paidCents: planned.paidCents,
      taxesCents: costs.taxes ?? 0,
      tipCents: costs.tip?.amount ?? 0,
      chargesCents: (costs.serviceCharge?.amount ?? 0) + (costs.deliveryCharge?.amount ?? 0),
    },
    planned.plan.taxesCents,
  );
  return {
    amount: planned.plan.amountCents / 100,
    lines: planned.plan.lines.map((l) => ({
      position: l.position,
      quantity: l.quantity,
      amount: l.amountCents / 100,
    })),
    parts: {
      items: parts.itemsCents / 100,
      taxes: parts.taxesCents / 100,
      tip: parts.tipCents / 100,
      charges: parts.chargesCents / 100,
    },
    tenders: planned.plan.tenders.map((t) => ({ kind: t.id.kind, amount: t.amountCents / 100 })),
  };
}

export async function refundOrder(
  db: Database,
  bus: OrderStatusBus,
  gateway: PaymentGateway,
  input: RefundInput & { userId: number },
): Promise<StaffRefund> {
  const { restaurantId, now } = input;
  const first = await db.transaction(async (tx) => {
    const { order, ref, plan, payers } = await planOrderRefund(tx, input);
    await claimSettlement(tx, ref, 'refund', now, {
      kind: 'refund',
      orderId: input.orderId,
      request: input.request,
      userId: input.userId,
    });
    const steps: MoneyStep[] = plan.tenders.flatMap(({ id: tender, amountCents }): MoneyStep[] | MoneyStep =>
      tender.kind === 'tab'
        ? (payers.get(tender.id) ?? []).map((p) => ({
            action: 'refund' as const,
            tender,
            reference: p.reference,
            amountCents: p.amountCents,
            key: p.key,
            source: p.source,
          }))
        : tender.kind === 'card'
          ? {
              action: 'refund',
              tender,
              reference: tender.reference as string,
              amountCents,
              key: `tender:${tender.id}:refund@${refundedCents(tender)}+${amountCents}`,
            }
          : tender.kind === 'credits'
            ? { action: 'return_credits', tender, amountCents }
            : { action: 'credit_gift_card', tender, amountCents },
    );
    return { ref, order, plan, steps };
  });

  // Card refunds first: a gift card is credited only once every card refund went through.
  const cardSteps = first.steps.filter((s) => s.action === 'refund');
  const cardOutcomes = await runSteps(gateway, cardSteps);
  const failed = cardOutcomes.find((o) => !o.ok);
  const answered = failed
    ? cardOutcomes
    : [
        ...cardOutcomes,
        ...(await runSteps(
          gateway,
          first.steps.filter((s) => s.action !== 'refund'),
        )),
      ];

  const second = await db.transaction(async (tx) => {
    await releaseSettlement(tx, first.ref);
    // A tab payer's refund the processor answered again (same key) was written by the refund it first went with.
    const before = await refundIdsOf(tx, first.ref.id);
    const outcomes = answered.filter(
      (o) => !(o.ok && o.step.action === 'refund' && o.step.source && o.id && before.has(o.id)),
    );
    const returned = await recordSteps(tx, first.ref, outcomes, { partial: true });
    await input.tabRefunds?.record(
      tx,
      outcomes.flatMap((o) =>
        o.ok && o.step.action === 'refund' && o.step.source
          ? [{ source: o.step.source, amountCents: o.step.amountCents }]
          : [],
      ),
    );
    const amountCents = returned.reduce((sum, r) => sum + r.amountCents, 0);
    if (amountCents === 0) return { failed: true as const };
    const row = await insertRefund(tx, {
      restaurantId,
      orderId: first.ref.id,
      amountCents,
      // A refund cut short by a card refusal returned only part: it is not counted against the lines.
      lines: failed ? [] : first.plan.lines,
      tenders: returned.map((r) => ({
        tenderId: r.tenderId,
        kind: r.kind,
        amountCents: r.amountCents,
        refundId: r.id,
        ...(r.source ? { source: r.source } : {}),
      })),
      reason: input.request.reason ?? null,
      userId: input.userId,
      createdAt: now,
    });
    await insertEvent(tx, {
      restaurantId,
      orderId: first.ref.id,
      type: 'refunded',
      data: { refundId: row.publicId, amountCents, lines: first.plan.lines, by: input.userId },
    });
    const notice = {
      restaurantId,
      type: 'order.refunded' as const,
      orderId: first.order.publicId,
      at: now.toISOString(),
    };
    await bus.announceRestaurant(tx, notice);
    return { row, notice, returned };
  });
  if ('failed' in second || failed) {
    if (!('failed' in second)) bus.committedRestaurant(second.notice);
    throw refusal(
      'error.refundPartialFailed',
      failed && !failed.ok ? failed : { ok: false, code: 1803, reason: 'processor_error' },
    );
  }
  bus.committedRestaurant(second.notice);
  const by = await findUserById(db, input.userId);
  const r = second.row;
  return {
    id: r.publicId,
    amount: r.amountCents / 100,
    reason: r.reason,
    lines: first.plan.lines.map((l) => ({
      position: l.position,
      quantity: l.quantity,
      amount: l.amountCents / 100,
    })),
    tenders: second.returned.map((t) => ({ kind: t.kind, amount: t.amountCents / 100 })),
    createdAt: r.createdAt.toISOString(),
    by: by?.email ?? null,
  };
}

/**
 * The refunds that took lines back so far (`stamp`), and what the tab payers' refunds of those cut short since by a
 * refusal already gave back (`given`, by payment): a refund cut short takes no line, so asking it again plans the same
 * payers' parts under the same keys (the processor answers its first refund), what they were given counted as theirs.
 */
function cutShort(
  refunds: readonly { lines: unknown; tenders: unknown }[],
): Omit<TabRefundStamp, 'settlingSince'> {
  const counted = (r: { lines: unknown }) => Array.isArray(r.lines) && r.lines.length > 0;
  const last = refunds.findLastIndex(counted);
  const given = new Map<string, number>();
  for (const r of refunds.slice(last + 1))
    for (const t of (r.tenders as { source?: string; amountCents: number }[]) ?? [])
      if (t.source) given.set(t.source, (given.get(t.source) ?? 0) + t.amountCents);
  return { stamp: String(refunds.filter(counted).length), given };
}

/** Units of each line refunded so far, by position. */
export function refundedQuantities(refunds: readonly { lines: unknown }[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const r of refunds)
    for (const l of (r.lines as { position: number; quantity: number }[]) ?? [])
      map.set(l.position, (map.get(l.position) ?? 0) + l.quantity);
  return map;
}
