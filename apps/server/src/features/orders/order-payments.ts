/**
 * The money side of the order lifecycle (decisions 009 and 014): the card authorized at
 * submission is captured when staff accept the order; a cancelled order gives back what it still holds (the
 * authorization voided, or the capture refunded less what earlier refunds returned; the gift card credited; the
 * promo code use released); a refund returns part or all of it to the tenders it came from.
 *
 * No processor call runs inside a database transaction. A staff change is three steps: `plan…` reads what to do
 * with the order locked and claims the order's settlement (one at a time per order), `runSteps` calls the
 * processor with each tender's idempotency key, and `recordSteps` writes what the processor did in a second short
 * transaction, which also releases the claim.
 */

import type { StaffRefundRequest } from '@ordering/domain/contracts/staff';
import type { StaffRole } from '@ordering/domain/staff/roles';
import { SHARE_SETTLING } from '@ordering/domain/staff/settlement';
import type { PaymentGateway, SettleResult } from '../../adapters/payments/gateway';
import type { Executor } from '../../db/client';
import { AppError, stillUnderWay } from '../../errors/app-error';
import { dueAfter, enqueue } from '../../outbox/outbox.repository';
import { moveCredits } from '../programs';
import { creditGiftCard } from '../vouchers';
import {
  anySettlingSince,
  deleteSettlementClaim,
  findTender,
  insertSettlementClaim,
  lockCardShares,
} from './order-payments.repository';
import { insertEvent, noteTender, releasePromoCode, type TenderRow, tendersOf } from './orders.repository';
import { settlementClaim } from './settlement-recovery.repository';

type Failed = Extract<SettleResult, { ok: false }>;
type OrderRef = { id: number; restaurantId: number };

/** A settlement left behind by a crash is taken over after this long (the same keys get the same answers). */
export const SETTLEMENT_STALE_MS = 2 * 60_000;

const details = (tender: TenderRow) => (tender.details as Record<string, unknown> | null) ?? {};
const detail = (tender: TenderRow, key: string) => details(tender)[key] as string | undefined;
/** What earlier refunds returned from this tender. */
export const refundedCents = (tender: TenderRow) => Number(details(tender).refundedCents ?? 0);

/** One thing to do with one tender. */
export type MoneyStep =
  | { action: 'capture'; tender: TenderRow; reference: string; amountCents: number }
  /**
   * After the last share of a checkout's authorization is captured (a marketplace hub's kitchens), what the others
   * did not capture is released: a void of the rest, keyed apart from the capture, so the capture itself always goes
   * out with the same parameters, whenever it is sent again. Best effort: the rest expires with the authorization.
   */
  | { action: 'release_rest'; tender: TenderRow; reference: string; amountCents: 0 }
  | { action: 'void'; tender: TenderRow; reference: string; amountCents: number }
  /** `source`: a round on a tab refunded to one of the table's payers (orders/tab-refunds.ts). */
  | {
      action: 'refund';
      tender: TenderRow;
      reference: string;
      amountCents: number;
      key: string;
      source?: string;
    }
  /** A marketplace kitchen's uncaptured share: released by never capturing it (the others keep theirs). */
  | { action: 'release_share'; tender: TenderRow; amountCents: number }
  | { action: 'credit_gift_card'; tender: TenderRow; amountCents: number }
  /** Account credits go back to the diner's ledger at the restaurant (the tender's reference is the user). */
  | { action: 'return_credits'; tender: TenderRow; amountCents: number };

export type StepOutcome = { step: MoneyStep } & ({ ok: true; id: string | null } | Failed);

/**
 * What a claimed settlement was doing, so that it can be finished if the process dies between the processor's
 * answer and the second transaction (settlement-recovery.ts runs it again: the same keys get the same answers).
 */
export type SettlementResume =
  | {
      kind: 'status';
      orderId: string;
      status: 'in_progress' | 'cancelled';
      reason?: string | undefined;
      role: StaffRole | null;
      userId: number;
      /** The diner is not told of this cancellation (StatusChangeInput.quiet). */
      quiet?: boolean;
    }
  | { kind: 'refund'; orderId: string; request: StaffRefundRequest; userId: number };

/** A settlement still claimed this long after it started is finished by the outbox (a little after the takeover). */
export const SETTLEMENT_RECOVERY_DELAY_MS = SETTLEMENT_STALE_MS + 5_000;

/**
 * Claims the order's settlement until `releaseSettlement` (in the second transaction): a second staff change of
 * the same order meanwhile answers 409 instead of settling twice. A claim older than two minutes is taken over.
 * With the claim, in the same transaction, the outbox gets the way to finish it should this process die before
 * the second transaction (a no-op once the claim is released).
 */
export async function claimSettlement(
  tx: Executor,
  order: OrderRef,
  action: string,
  now: Date,
  resume: SettlementResume,
) {
  const stale = new Date(now.getTime() - SETTLEMENT_STALE_MS);
  const claimed = await insertSettlementClaim(tx, order, { action, now, stale });
  if (!claimed) throw stillUnderWay(409, 'error.orderBusy', 2);
  await enqueue(tx, {
    restaurantId: order.restaurantId,
    type: 'settlement.recover',
    payload: { orderRowId: order.id, resume },
    notBefore: dueAfter(SETTLEMENT_RECOVERY_DELAY_MS),
  });
}

/** A change that needs no processor (ready, completed) still waits for a settlement in flight. */
export async function assertNotSettling(tx: Executor, order: OrderRef, now: Date) {
  const stale = new Date(now.getTime() - SETTLEMENT_STALE_MS);
  const row = await settlementClaim(tx, order.id);
  if (row && row.startedAt >= stale) throw stillUnderWay(409, 'error.orderBusy', 2);
}

export async function releaseSettlement(tx: Executor, order: OrderRef) {
  await deleteSettlementClaim(tx, order.id);
}

/** Accepting an order collects each card tender not yet captured. */
export async function planCapture(tx: Executor, order: OrderRef, now: Date): Promise<MoneyStep[]> {
  const steps: MoneyStep[] = [];
  for (const tender of await tendersOf(tx, order)) {
    if (tender.kind !== 'card' || !tender.reference || detail(tender, 'captureId')) continue;
    steps.push({ action: 'capture', tender, reference: tender.reference, amountCents: tender.amountCents });
    const shares = await otherShares(tx, tender, tender.reference, now);
    if (shares.length > 0 && !shares.some(stillToCapture))
      steps.push({ action: 'release_rest', tender, reference: tender.reference, amountCents: 0 });
  }
  return steps;
}

/**
 * The other orders' shares of this authorization (a marketplace hub's kitchens, one checkout). While one is still to
 * capture (neither captured, nor voided or released, nor refunded), a share is released by not capturing it; once
 * none is, the last capture is followed by a release of the rest, and a decline voids what is left (else it stayed
 * held on the diner's card until the authorization expired).
 *
 * Whether a share is the last one is only known once the others' settlements are written, so the shares of one
 * authorization settle one at a time: every share's tender is locked (in id order, the same for every kitchen, so
 * two plans queue instead of deadlocking), and while another share's settlement is in flight (claimed, its second
 * transaction not yet written) this one answers 409 with Retry-After. Without that, two kitchens settling in the
 * same second each counted the other as still to capture and the rest stayed held until the authorization expired.
 */
async function otherShares(tx: Executor, tender: TenderRow, reference: string, now: Date) {
  const shares = await lockCardShares(tx, tender.restaurantId, reference);
  const others = shares.filter((share) => share.id !== tender.id);
  const siblings = others.map((share) => share.orderId).filter((id) => id !== tender.orderId);
  if (siblings.length > 0) {
    const settling = await anySettlingSince(tx, siblings, new Date(now.getTime() - SETTLEMENT_STALE_MS));
    // Said apart from this order's own settlement (`reason`): only this answer may be retried as it was sent (the
    // staff console does, once), since it is about another order and nothing of this one was read or done.
    if (settling) throw stillUnderWay(409, 'error.orderBusy', 2, { reason: SHARE_SETTLING });
  }
  return others;
}

const stillToCapture = (share: { details: unknown }) => {
  const d = (share.details ?? {}) as Record<string, unknown>;
  return !d.captureId && !d.voidId && !d.refundId;
};

/** Cancelling an order gives back what each tender still holds. */
export async function planReturn(tx: Executor, order: OrderRef, now: Date): Promise<MoneyStep[]> {
  const steps: MoneyStep[] = [];
  for (const tender of await tendersOf(tx, order)) {
    const reference = tender.reference;
    if (!reference) continue;
    const left = tender.amountCents - refundedCents(tender);
    if (tender.kind === 'card' && !detail(tender, 'voidId') && !detail(tender, 'refundId')) {
      if (detail(tender, 'captureId')) {
        if (left > 0)
          // Decision 009's key: a cancellation happens once per order, so its refund keeps one key.
          steps.push({
            action: 'refund',
            tender,
            reference,
            amountCents: left,
            key: `tender:${tender.id}:refund`,
          });
      } else if ((await otherShares(tx, tender, reference, now)).some(stillToCapture)) {
        steps.push({ action: 'release_share', tender, amountCents: tender.amountCents });
      } else {
        steps.push({ action: 'void', tender, reference, amountCents: tender.amountCents });
      }
    } else if (tender.kind === 'gift_card' && !detail(tender, 'creditedBack') && left > 0) {
      steps.push({ action: 'credit_gift_card', tender, amountCents: left });
    } else if (tender.kind === 'credits' && !detail(tender, 'creditedBack') && left > 0) {
      steps.push({ action: 'return_credits', tender, amountCents: left });
    }
  }
  return steps;
}

/**
 * One settlement with the processor, keyed by tender and action: a change whose second transaction never ran and is
 * tried again gets the first answer, never a second settlement. A processor that cannot be reached is a refusal.
 */
async function settle(call: () => Promise<SettleResult>): Promise<SettleResult> {
  try {
    return await call();
  } catch {
    return { ok: false, code: 1803, reason: 'processor_error' };
  }
}

/** Calls the processor for each card step, outside any transaction. Database-only steps pass through. */
export async function runSteps(gateway: PaymentGateway, steps: readonly MoneyStep[]): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    const { tender } = step;
    switch (step.action) {
      case 'capture': {
        const r = await settle(() =>
          gateway.capture(step.reference, step.amountCents, `tender:${tender.id}:capture`),
        );
        outcomes.push(r.ok ? { step, ok: true, id: r.id } : { step, ...r });
        break;
      }
      case 'void': {
        const r = await settle(() => gateway.void(step.reference, `tender:${tender.id}:void`));
        // The processor holds nothing for it (expired, or never taken): there is nothing to release.
        if (!r.ok && r.reason === 'unknown_authorization') outcomes.push({ step, ok: true, id: 'none' });
        else outcomes.push(r.ok ? { step, ok: true, id: r.id } : { step, ...r });
        break;
      }
      case 'release_rest': {
        const r = await settle(() => gateway.void(step.reference, `tender:${tender.id}:release-rest`));
        // Never holds the accept back: what is not released expires with the authorization.
        outcomes.push({ step, ok: true, id: r.ok ? r.id : null });
        break;
      }
      case 'refund': {
        const r = await settle(() => gateway.refund(step.reference, step.amountCents, step.key));
        outcomes.push(r.ok ? { step, ok: true, id: r.id } : { step, ...r });
        break;
      }
      default:
        outcomes.push({ step, ok: true, id: null });
    }
  }
  return outcomes;
}

export function refusal(
  key: 'error.captureFailed' | 'error.refundFailed' | 'error.refundPartialFailed',
  f: Failed,
) {
  return new AppError(409, key, {}, { reason: f.reason });
}

export interface Returned {
  tenderId: number;
  kind: string;
  amountCents: number;
  how: 'captured' | 'voided' | 'refunded' | 'released' | 'credited';
  id: string | null;
  /** A tab payer's refund: the tab's payment it went to (orders/tab-refunds.ts). */
  source?: string;
}

/**
 * Writes what the processor did on each tender (in the second transaction): the capture, void or refund id, the
 * refunded amount, the gift card credited. Only successful steps are written; the caller decides what a failure
 * means for the order. `partial`: a refund of part of the order (no tender is closed by it).
 */
export async function recordSteps(
  tx: Executor,
  order: OrderRef,
  outcomes: readonly StepOutcome[],
  options: { partial?: boolean } = {},
): Promise<Returned[]> {
  const done: Returned[] = [];
  for (const outcome of outcomes) {
    if (!outcome.ok) continue;
    const { step } = outcome;
    const { tender } = step;
    // Re-read: an earlier step of this change may have noted the same tender.
    const fresh = await findTender(tx, tender.id);
    const current = fresh ?? tender;
    const base = { tenderId: tender.id, kind: tender.kind, amountCents: step.amountCents, id: outcome.id };
    switch (step.action) {
      case 'capture':
        await noteTender(tx, current, { captureId: outcome.id });
        done.push({ ...base, how: 'captured' });
        break;
      case 'void':
        await noteTender(tx, current, { voidId: outcome.id });
        if (outcome.id !== 'none') done.push({ ...base, how: 'voided' });
        break;
      case 'release_rest':
        // The tender stays captured (its refunds go on as before); what the other shares held is noted released.
        if (outcome.id) await noteTender(tx, current, { restReleasedId: outcome.id });
        break;
      case 'release_share':
        await noteTender(tx, current, { voidId: 'share_released' });
        done.push({ ...base, how: 'released' });
        break;
      case 'refund':
        await noteTender(tx, current, {
          refundedCents: refundedCents(current) + step.amountCents,
          ...(options.partial ? {} : { refundId: outcome.id }),
        });
        done.push({ ...base, how: 'refunded', ...(step.source ? { source: step.source } : {}) });
        break;
      case 'credit_gift_card':
        await creditGiftCard(tx, {
          restaurantId: order.restaurantId,
          giftCardId: Number(tender.reference),
          amountCents: step.amountCents,
          orderId: order.id,
        });
        await noteTender(tx, current, {
          refundedCents: refundedCents(current) + step.amountCents,
          ...(options.partial ? {} : { creditedBack: 'yes' }),
        });
        done.push({ ...base, how: 'credited' });
        break;
      case 'return_credits':
        await moveCredits(tx, {
          restaurantId: order.restaurantId,
          userId: Number(tender.reference),
          amountCents: step.amountCents,
          orderId: order.id,
          reason: 'refund',
        });
        await noteTender(tx, current, {
          refundedCents: refundedCents(current) + step.amountCents,
          ...(options.partial ? {} : { creditedBack: 'yes' }),
        });
        done.push({ ...base, how: 'credited' });
        break;
    }
  }
  return done;
}

/** A cancellation's bookkeeping after its money went back: the promo code use released, an event listing it. */
export async function recordCancellationReturns(tx: Executor, order: OrderRef, returned: Returned[]) {
  await releasePromoCode(tx, order);
  const given = returned.filter((r) => r.how !== 'captured');
  if (given.length > 0) {
    await insertEvent(tx, {
      restaurantId: order.restaurantId,
      orderId: order.id,
      type: 'payment_returned',
      data: { returned: given.map(({ kind, amountCents, how }) => ({ kind, amountCents, how })) },
    });
  }
}
