/**
 * Paying a share of a tab's bill with one's own card and tip, in two short transactions around the processor (no
 * network call inside a transaction, as for a checkout: docs/decisions/013): (1) the share is claimed, open → paying,
 * by a conditional update, with a recovery message in the outbox; (2) after the processor answered, it is paid, or
 * opened again when refused. Two payers never pay one share: the second finds it claimed. A crash between the two is
 * settled by the recovery message, which asks the processor under the share's own key: the share is captured once.
 */

import type { payShareRequest } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { chooseTip } from '@ordering/domain/pricing/tip';
import { shareCharge, shareStartingTip, shareTipBases } from '@ordering/domain/tabs/split';
import type { z } from 'zod';
import type { PaymentFailure, PaymentGateway } from '../../adapters/payments/gateway';
import { now } from '../../clock';
import type { Database } from '../../db/client';
import { AppError, stillUnderWay } from '../../errors/app-error';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { dueAfter, enqueue, markSent } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { RECOVERY_DELAY_MS } from '../orders';
import { paymentError, planPayment } from '../payments';
import type { PublishedEntry } from '../restaurants';
import { dueOf, itemBasis } from './closing';
import { queueShareReceipt, type ShareReceipt } from './share-receipt';
import {
  authenticationAnswer,
  authenticationFailed,
  cancelPending,
  expired,
  needsAuthentication,
  stateOf,
} from './tab-authentication';
import {
  claimShare,
  markSharePaid,
  reopenShare,
  type ShareRow,
  setShareAuthorization,
  shareByPublicId,
  shareRowByPublicId,
  sharesOf,
} from './tab-shares.repository';
import { billOf } from './tab-view.service';
import { lockTab, type MemberRow, type TabRow } from './tabs.repository';

export const SHARE_RECOVER = 'tab.share_recover' as const;
/**
 * Each claim of a share pays under its own key (the claim's time), so a payer who tries again with another card after
 * a refusal or a failed 3-D Secure is a new payment, not a replay of the refused one; the recovery finds the claim's.
 */
export const shareAuthorizationKey = (sharePublicId: string, claimedAt?: Date | null) =>
  claimedAt ? `tab-share:${sharePublicId}:${claimedAt.getTime()}` : `tab-share:${sharePublicId}`;
const shareCaptureKey = (sharePublicId: string) => `tab-share:${sharePublicId}:capture`;

type Outcome =
  | { kind: 'paid'; authorizationId: string; captureId: string }
  | { kind: 'authenticate'; authorizationId: string; clientSecret: string }
  | { kind: 'refused'; failure: PaymentFailure }
  | { kind: 'unknown' };

/** Captures the share on an authorization already given (or after it): the same key never captures twice. */
async function capture(gateway: PaymentGateway, share: ShareRow, authorizationId: string): Promise<Outcome> {
  const captured = await gateway.capture(
    authorizationId,
    share.chargeCents!,
    shareCaptureKey(share.publicId),
  );
  if (captured.ok) return { kind: 'paid', authorizationId, captureId: captured.id };
  // A refused capture leaves the authorization holding the payer's card: released, so the share paid again (another
  // card, the same one) does not hold twice. A release the processor does not answer lapses on its own.
  await gateway.void(authorizationId, `${authorizationId}:release`).catch(() => undefined);
  return { kind: 'refused', failure: captured };
}

async function charge(gateway: PaymentGateway, share: ShareRow, token: string): Promise<Outcome> {
  try {
    const auth = await gateway.authorize({
      amount: share.chargeCents!,
      currency: 'CAD',
      token,
      idempotencyKey: shareAuthorizationKey(share.publicId, share.claimedAt),
      reference: share.publicId,
    });
    if (needsAuthentication(auth))
      return { kind: 'authenticate', authorizationId: auth.authorizationId, clientSecret: auth.clientSecret };
    if (!auth.ok) return { kind: 'refused', failure: auth };
    return await capture(gateway, share, auth.authorizationId);
  } catch {
    return { kind: 'unknown' };
  }
}

export async function payShare(
  db: Database,
  gateway: PaymentGateway,
  request: {
    entry: PublishedEntry;
    tab: TabRow;
    member: MemberRow;
    sharePublicId: string;
    body: z.infer<typeof payShareRequest>;
    /** Where the payer's receipt goes, in their language; none given, none sent. */
    receipt: ShareReceipt | null;
    /** A signed-in payer's own default tip (their account's), null for a guest or none set. */
    dinerTip: number | null;
    now: Date;
  },
): Promise<void> {
  const { tab, member, now } = request;
  // Every share with the bill: a percentage is of this share's part of it before taxes and charges, as the view says.
  const [bill, shares] = await Promise.all([billOf(db, tab.id, null), sharesOf(db, tab.id)]);
  const position = shares.findIndex((s) => s.publicId === request.sharePublicId);
  const share = shares[position];
  if (!share) throw new AppError(404, 'error.tabShareNotFound');
  if (share.status !== 'open') throw new AppError(409, 'error.tabShareTaken');
  const given = request.body.tip;
  // A dollar tip crosses the API in dollars, a percentage as the percentage. None sent: the tip the payer's screen
  // starts on (their own default, or the restaurant's dine-in preselection), so a call that names none pays what the
  // screen showed; null is "no tip" chosen.
  const tip =
    given === undefined
      ? shareStartingTip(request.entry.data, request.dinerTip)
      : given
        ? chooseTip(given.type, given.type === 'dollar' ? toCents(given.value) : given.value)
        : null;
  // What the share is due now (a round cancelled since the split is off it), kept on it when it is claimed.
  const due = dueOf(bill, shares);
  const amountCents = due[position]!;
  // A round cancelled since the split can leave a share nothing: no card is charged a tip on nothing.
  if (amountCents === 0) throw new AppError(409, 'error.tabShareNothingDue');
  const tipBase = shareTipBases(bill, due, itemBasis(bill, shares, due))[position]!;
  const { tip: tipCents, charge: chargeCents } = shareCharge(amountCents, tipBase, tip);
  // Tokenizing is a processor call too: before the claim, never inside it.
  const plan = await planPayment(gateway, {
    file: request.entry.data,
    checkout: request.body.payment,
    amount: chargeCents,
    now,
  });
  if (plan.kind !== 'card') throw new AppError(400, 'error.cardRequired');

  const claimed = await db.transaction(async (tx) => {
    // Shared with the other payers, exclusive of a round or a new split (tab-round.ts, split-tab.service.ts).
    const locked = await lockTab(tx, tab.id, 'share');
    if (locked?.status !== 'open') throw new AppError(409, 'error.tabClosed');
    // Read again under the lock: a round cancelled (or a share paid) since the amount was read changes what is due,
    // and the payer is asked to look at it again rather than charged what it was.
    const fresh = await sharesOf(tx, tab.id);
    const at = fresh.findIndex((s) => s.publicId === share.publicId);
    if (at >= 0 && dueOf(await billOf(tx, tab.id, null), fresh)[at] !== amountCents)
      throw new AppError(409, 'error.tabShareChanged');
    const row = await claimShare(tx, tab.id, share.publicId, {
      memberId: member.id,
      amountCents,
      tipCents,
      chargeCents,
      brand: plan.brand,
      last4: plan.last4,
      at: now,
    });
    if (!row) return null;
    const recoveryId = await enqueue(tx, {
      restaurantId: tab.restaurantId,
      type: SHARE_RECOVER,
      // The receipt's address rides with the recovery, which may be the one to see the share paid.
      payload: { tabId: tab.publicId, shareId: row.publicId, receipt: request.receipt },
      notBefore: dueAfter(RECOVERY_DELAY_MS),
    });
    return { row, recoveryId };
  });
  if (!claimed) throw new AppError(409, 'error.tabShareTaken');

  const outcome = await charge(gateway, claimed.row, plan.token);
  if (outcome.kind === 'unknown') {
    // The processor did not answer: the recovery message asks it later and pays or reopens the share.
    throw paymentError({ ok: false, code: 1803, reason: 'processor_error' });
  }
  if (outcome.kind === 'authenticate') {
    // The share stays claimed by its payer with the payment awaiting them (tab-authentication.ts): the completion
    // pays it, the recovery message cancels the payment and opens the share again if they never come back.
    await setShareAuthorization(db, claimed.row.id, outcome.authorizationId);
    throw authenticationAnswer(outcome.clientSecret, { shareId: claimed.row.publicId });
  }
  await settle(db, claimed.row, outcome, claimed.recoveryId, now, request.receipt);
  if (outcome.kind === 'refused') throw paymentError(outcome.failure);
}

async function settle(
  db: Database,
  share: ShareRow,
  outcome: Extract<Outcome, { kind: 'paid' | 'refused' }>,
  recoveryId: number,
  now: Date,
  receipt: ShareReceipt | null,
) {
  await db.transaction(async (tx) => {
    if (outcome.kind === 'paid') {
      const paid = await markSharePaid(tx, share.id, {
        authorizationId: outcome.authorizationId,
        captureId: outcome.captureId,
        at: now,
      });
      if (paid) await queueShareReceipt(tx, share, receipt);
    } else {
      await reopenShare(tx, share.id);
    }
    await markSent(tx, [recoveryId]);
  });
}

/**
 * The outbox's recovery of a share a crash left being paid: the processor is asked about the share's key; an
 * authorization it gave is captured (under the capture's key, so once) and the share paid; none, and it opens again.
 */
export function shareRecoveryHandler(
  db: Database,
  gatewayOf: (restaurantId: number) => Promise<PaymentGateway>,
) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const { shareId, receipt } = message.payload as { shareId?: string; receipt?: ShareReceipt | null };
    const share = shareId ? await shareRowByPublicId(db, message.restaurantId, shareId) : undefined;
    if (share?.status !== 'paying') return { ok: true };
    const gateway = await gatewayOf(message.restaurantId);
    try {
      // A payment that waited for 3-D Secure is asked about by its id; one never confirmed is cancelled first.
      const found = share.authorizationId
        ? await pendingFound(gateway, share.authorizationId)
        : await gateway.findAuthorization(shareAuthorizationKey(share.publicId, share.claimedAt));
      if (!found.found) {
        if (share.authorizationId) await cancelPending(gateway, share.authorizationId);
        await reopenShare(db, share.id);
        return { ok: true };
      }
      const outcome = await capture(gateway, share, found.authorizationId);
      if (outcome.kind === 'paid')
        await db.transaction(async (tx) => {
          const paid = await markSharePaid(tx, share.id, {
            authorizationId: outcome.authorizationId,
            captureId: outcome.captureId,
            at: now(),
          });
          if (paid) await queueShareReceipt(tx, share, receipt ?? null);
        });
      else await reopenShare(db, share.id);
      return { ok: true };
    } catch (error) {
      return { ok: false, retryable: true, reason: (error as Error).message };
    }
  };
}

async function pendingFound(gateway: PaymentGateway, authorizationId: string) {
  const state = await stateOf(gateway, authorizationId);
  return state.state === 'authorized' ? { found: true as const, authorizationId } : { found: false as const };
}

/**
 * The payer is back from the bank's challenge (tab-authentication.ts): the processor says whether the payment is
 * authorized; the share is then captured under its capture's key and paid by a conditional update, so a second
 * completion, or the recovery meanwhile, pays it once. Only the payer who claimed it may complete it.
 */
export async function completeShare(
  db: Database,
  gateway: PaymentGateway,
  request: { tab: TabRow; member: MemberRow; sharePublicId: string; receipt: ShareReceipt | null; now: Date },
): Promise<void> {
  const share = await shareByPublicId(db, request.tab.id, request.sharePublicId);
  if (!share) throw new AppError(404, 'error.tabShareNotFound');
  if (share.status === 'open') throw expired();
  if (share.paidByMemberId !== request.member.id) throw new AppError(404, 'error.tabShareNotFound');
  if (share.status === 'paid') return;
  if (!share.authorizationId) throw stillUnderWay(409, 'error.tabPaymentPending', 3);
  const state = await stateOf(gateway, share.authorizationId);
  if (state.state === 'pending') throw stillUnderWay(409, 'error.tabPaymentPending', 3);
  if (state.state === 'failed') {
    await cancelPending(gateway, share.authorizationId);
    await reopenShare(db, share.id);
    throw authenticationFailed();
  }
  const outcome = await capture(gateway, share, share.authorizationId).catch(() => null);
  if (!outcome) throw stillUnderWay(409, 'error.tabPaymentPending', 5);
  if (outcome.kind !== 'paid') {
    await reopenShare(db, share.id);
    throw paymentError((outcome as { failure: PaymentFailure }).failure);
  }
  await db.transaction(async (tx) => {
    const paid = await markSharePaid(tx, share.id, {
      authorizationId: outcome.authorizationId,
      captureId: outcome.captureId,
      at: request.now,
    });
    if (paid) await queueShareReceipt(tx, share, request.receipt);
  });
}
