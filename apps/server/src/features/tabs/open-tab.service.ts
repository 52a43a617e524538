/**
 * Opening a tab at a table (the table's QR code), where the data file says `allow_open_tab`: the opener's card is
 * authorized for the restaurant's hold before anything is written (no network call inside a transaction), then the
 * tab, its opener and the hold are written in one transaction. A table where another tab opened meanwhile keeps that
 * one, and this authorization is voided. Guests join by the same QR and wait for the opener's consent.
 *
 * A crash (or a lost answer) between the authorization and its write would leave a hold on the card with no tab: a
 * recovery message is written before the processor is called, and marked sent with the tab; if it is ever delivered,
 * the processor is asked about the opening's key and what it authorized is released.
 */

import type { tabPayment } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { nanoid } from 'nanoid';
import type { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors/app-error';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { dueAfter, enqueue, markSent } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { RECOVERY_DELAY_MS } from '../orders';
import { paymentError, planPayment } from '../payments';
import type { PublishedEntry } from '../restaurants';
import { queueIdleClose } from './close-tab.service';
import { hashSecret, newSecret } from './tab-access';
import {
  authenticationAnswer,
  awaitAuthentication,
  isPending,
  needsAuthentication,
  recoverPending,
} from './tab-authentication';
import {
  addHoldIn,
  holdsOf,
  insertMember,
  insertTab,
  type MemberRow,
  openTabAtTable,
  type TabRow,
  tabByPublicId,
} from './tabs.repository';

type Payment = z.infer<typeof tabPayment>;

export interface MemberAnswer {
  tabId: string;
  memberId: string;
  secret: string;
}

export const openAuthorizationKey = (tabPublicId: string) => `tab:${tabPublicId}`;
export const cardAuthorizationKey = (tabPublicId: string, reference: string) =>
  `${openAuthorizationKey(tabPublicId)}:card:${reference}`;
export const OPEN_RECOVER = 'tab.open_recover' as const;

function assertTabsOffered(entry: PublishedEntry): void {
  if (!entry.data.restaurant.allow_open_tab) throw new AppError(409, 'error.tabsOff');
}

export async function openTab(
  db: Database,
  gateway: PaymentGateway,
  request: { entry: PublishedEntry; table: string; name: string; payment: Payment; now: Date },
): Promise<MemberAnswer> {
  const { entry, table, now } = request;
  assertTabsOffered(entry);
  if (await openTabAtTable(db, entry.restaurantId, table))
    throw new AppError(409, 'error.tabTableTaken', { table });
  const hold = toCents(entry.data.restaurant.open_tab.hold);
  const plan = await planPayment(gateway, { file: entry.data, checkout: request.payment, amount: hold, now });
  // A tab is backed by a card: a restaurant paid at the counter has nothing to hold.
  if (plan.kind !== 'card') throw new AppError(400, 'error.cardRequired');
  const publicId = nanoid();
  const recoveryId = await enqueue(db, {
    restaurantId: entry.restaurantId,
    type: OPEN_RECOVER,
    payload: { tabId: publicId },
    notBefore: dueAfter(RECOVERY_DELAY_MS),
  });
  const auth = await gateway
    .authorize({
      amount: hold,
      currency: 'CAD',
      token: plan.token,
      idempotencyKey: openAuthorizationKey(publicId),
      reference: publicId,
    })
    .catch(() => {
      // No certain answer: the recovery message asks the processor later and releases whatever it held.
      throw paymentError({ ok: false, code: 1803, reason: 'processor_error' });
    });
  const secret = newSecret();
  if (needsAuthentication(auth)) {
    // The bank asks the diner first: nothing is written until the completion (tab-authentication.ts).
    const memberId = nanoid();
    const pendingId = await awaitAuthentication(
      db,
      { id: recoveryId, tabId: publicId },
      {
        kind: 'open',
        table,
        name: request.name,
        memberId,
        secretHash: hashSecret(secret),
        authorizationId: auth.authorizationId,
        amountCents: hold,
        brand: plan.brand,
        last4: plan.last4,
      },
    );
    throw authenticationAnswer(auth.clientSecret, { pendingId, tabId: publicId, memberId, secret });
  }
  if (!auth.ok) {
    await markSent(db, [recoveryId]);
    throw paymentError(auth);
  }
  try {
    const written = await db.transaction(async (tx) => {
      const written = await insertTab(
        tx,
        {
          restaurantId: entry.restaurantId,
          publicId,
          tableNum: table,
          holdStepCents: hold,
          heldCents: auth.amount,
          lastActivityAt: now,
          createdAt: now,
        },
        {
          restaurantId: entry.restaurantId,
          publicId: nanoid(),
          secretHash: hashSecret(secret),
          name: request.name,
          role: 'opener',
          status: 'accepted',
        },
        {
          restaurantId: entry.restaurantId,
          authorizationId: auth.authorizationId,
          amountCents: auth.amount,
          brand: plan.brand,
          last4: plan.last4,
        },
      );
      // One idle check per tab, due when the limit would pass; it moves itself after each round.
      await queueIdleClose(tx, written.tab, entry.data.restaurant.open_tab.idle_minutes);
      await markSent(tx, [recoveryId]);
      return written;
    });
    return { tabId: written.tab.publicId, memberId: written.opener.publicId, secret };
  } catch (error) {
    if (!isUniqueViolation(error, 'tabs_open_table_key')) throw error;
    // Left to the recovery message if the processor does not answer now.
    const voided = await gateway.void(auth.authorizationId, releaseKey(publicId)).catch(() => undefined);
    if (voided?.ok) await markSent(db, [recoveryId]);
    throw new AppError(409, 'error.tabTableTaken', { table });
  }
}

const releaseKey = (tabPublicId: string) => `tab:${tabPublicId}:release`;

/**
 * The outbox's recovery of an opening that wrote no tab (a crash, a lost answer, a write that failed): what the
 * processor authorized under the opening's key is released. A tab that was written keeps its hold.
 */
export function openRecoveryHandler(
  db: Database,
  gatewayOf: (restaurantId: number) => Promise<PaymentGateway>,
) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const { tabId, cardKey } = message.payload as { tabId?: string; cardKey?: string };
    // A payment that waited for 3-D Secure (an opening or another card): cancelled unless it was completed.
    if (isPending(message)) return recoverPending(db, await gatewayOf(message.restaurantId), message);
    if (tabId && cardKey)
      return recoverCard(db, await gatewayOf(message.restaurantId), message.restaurantId, { tabId, cardKey });
    if (!tabId || (await tabByPublicId(db, message.restaurantId, tabId))) return { ok: true };
    const gateway = await gatewayOf(message.restaurantId);
    try {
      const found = await gateway.findAuthorization(openAuthorizationKey(tabId));
      if (!found.found) return { ok: true };
      const voided = await gateway.void(found.authorizationId, releaseKey(tabId));
      return voided.ok ? { ok: true } : { ok: false, retryable: true, reason: voided.reason };
    } catch (error) {
      // The processor did not answer: asked again on the next delivery.
      return { ok: false, retryable: true, reason: (error as Error).message };
    }
  };
}

/** Another card the processor authorized that no hold of a tab names (a crash before the write): released. */
async function recoverCard(
  db: Database,
  gateway: PaymentGateway,
  restaurantId: number,
  { tabId, cardKey }: { tabId: string; cardKey: string },
): Promise<DeliveryResult> {
  try {
    const found = await gateway.findAuthorization(cardKey);
    if (!found.found) return { ok: true };
    const tab = await tabByPublicId(db, restaurantId, tabId);
    const holds = tab ? await holdsOf(db, tab.id) : [];
    if (holds.some((hold) => hold.authorizationId === found.authorizationId)) return { ok: true };
    const voided = await gateway.void(found.authorizationId, `${cardKey}:release`);
    return voided.ok ? { ok: true } : { ok: false, retryable: true, reason: voided.reason };
  } catch (error) {
    return { ok: false, retryable: true, reason: (error as Error).message };
  }
}

/** A guest at the table asks to join its open tab: they wait, unable to read it, until the opener lets them in. */
export async function joinTab(
  db: Database,
  request: { entry: PublishedEntry; table: string; name: string },
): Promise<MemberAnswer> {
  const { entry, table } = request;
  assertTabsOffered(entry);
  const tab = await openTabAtTable(db, entry.restaurantId, table);
  if (!tab) throw new AppError(404, 'error.tabNoneAtTable', { table });
  const secret = newSecret();
  const member = await insertMember(db, {
    restaurantId: entry.restaurantId,
    tabId: tab.id,
    publicId: nanoid(),
    secretHash: hashSecret(secret),
    name: request.name,
    role: 'guest',
    status: 'pending',
  });
  return { tabId: tab.publicId, memberId: member.publicId, secret };
}

/**
 * Another card on the tab, when its holds must grow and the opener's cannot be raised (the processor cannot, or the
 * bank declined): authorized for the restaurant's hold, or more when asked, before anything is written; the tab then
 * holds that much more, and the round can go. A tab that closed meanwhile gets the authorization back. As for the
 * opening, a recovery message carrying the card's key is written before the processor is called and marked sent with
 * the hold: a crash or a failed write in between leaves it to release what the processor authorized.
 */
export async function addCard(
  db: Database,
  gateway: PaymentGateway,
  request: {
    entry: PublishedEntry;
    tab: TabRow;
    member: MemberRow;
    payment: Payment;
    amount: number | null;
    now: Date;
  },
): Promise<void> {
  const { entry, tab } = request;
  const amount = Math.max(tab.holdStepCents, request.amount ?? 0);
  const plan = await planPayment(gateway, {
    file: entry.data,
    checkout: request.payment,
    amount,
    now: request.now,
  });
  if (plan.kind !== 'card') throw new AppError(400, 'error.cardRequired');
  const cardKey = cardAuthorizationKey(tab.publicId, nanoid());
  // As for the opening: the recovery is written before the processor is called, and finds the card by its key.
  const recoveryId = await enqueue(db, {
    restaurantId: tab.restaurantId,
    type: OPEN_RECOVER,
    payload: { tabId: tab.publicId, cardKey },
    notBefore: dueAfter(RECOVERY_DELAY_MS),
  });
  const auth = await gateway
    .authorize({
      amount,
      currency: 'CAD',
      token: plan.token,
      idempotencyKey: cardKey,
      reference: tab.publicId,
    })
    .catch(() => {
      throw paymentError({ ok: false, code: 1803, reason: 'processor_error' });
    });
  if (needsAuthentication(auth)) {
    // Kept on its recovery message, which cancels it if the diner never completes it.
    const pendingId = await awaitAuthentication(
      db,
      { id: recoveryId, tabId: tab.publicId },
      {
        kind: 'card',
        memberId: request.member.id,
        authorizationId: auth.authorizationId,
        amountCents: amount,
        brand: plan.brand,
        last4: plan.last4,
      },
    );
    throw authenticationAnswer(auth.clientSecret, { pendingId });
  }
  if (!auth.ok) {
    await markSent(db, [recoveryId]);
    throw paymentError(auth);
  }
  const added = await db.transaction(async (tx) => {
    const added = await addHoldIn(tx, tab.id, {
      restaurantId: tab.restaurantId,
      memberId: request.member.id,
      authorizationId: auth.authorizationId,
      amountCents: auth.amount,
      brand: plan.brand,
      last4: plan.last4,
    });
    if (added) await markSent(tx, [recoveryId]);
    return added;
  });
  if (!added) {
    // Left to the recovery message if the processor does not answer now.
    const voided = await gateway.void(auth.authorizationId, `${cardKey}:release`).catch(() => undefined);
    if (voided?.ok) await markSent(db, [recoveryId]);
    throw new AppError(409, 'error.tabClosed');
  }
}
