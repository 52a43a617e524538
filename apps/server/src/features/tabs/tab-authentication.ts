/**
 * 3-D Secure on a tab's payments (the opening hold, another card, a share), as the checkout does for an order
 * (orders/checkout-completion.service.ts): the bank asks the diner to confirm, so the processor answers a payment
 * awaiting them instead of an authorization. Nothing of the tab changes then: the opening and another card wait on
 * their recovery message (its payload says what to write once authorized), a share stays claimed by its payer with
 * the payment's id. The browser runs the challenge and asks for completion; the server asks the processor itself
 * where the payment stands and only then opens the tab, adds the hold or pays the share.
 *
 * The recovery message decides between a completion and the recovery, locked by both: the completion writes the
 * tab (or hold) and marks it sent in one transaction, the recovery marks it released before it cancels the payment,
 * so only one of them acts. The processor is asked before either transaction, never inside.
 */
import { nanoid } from 'nanoid';
import type { AuthorizationState, AuthorizeResult, PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, stillUnderWay } from '../../errors/app-error';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { markSent } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import type { PublishedEntry } from '../restaurants';
import { queueIdleClose } from './close-tab.service';
import { hashSecret } from './tab-access';
import {
  addHoldIn,
  insertTab,
  type MemberRow,
  pendingMessage,
  setPendingPayload,
  type TabRow,
} from './tabs.repository';

/** The card's part of what waits: the payment awaiting the diner, and the card as the hold will show it. */
interface PendingCardPayment {
  authorizationId: string;
  amountCents: number;
  brand: string;
  last4: string;
}

/** An opening awaiting 3-D Secure: the tab, its opener and hold, written as openTab would have. */
export interface PendingOpening extends PendingCardPayment {
  kind: 'open';
  table: string;
  name: string;
  memberId: string;
  secretHash: string;
}

/** Another card awaiting 3-D Secure, for the member who gave it. */
export interface PendingCard extends PendingCardPayment {
  kind: 'card';
  memberId: number;
}

type Pending = PendingOpening | PendingCard;

interface PendingPayload {
  tabId: string;
  token?: string;
  pending?: Pending;
  released?: boolean;
}

export function needsAuthentication(
  auth: AuthorizeResult,
): auth is Extract<AuthorizeResult, { clientSecret: string }> {
  return !auth.ok && auth.reason === 'authentication_required' && 'clientSecret' in auth;
}

/** The answer the browser runs the bank's challenge with (410, as the checkout's). */
export function authenticationAnswer(clientSecret: string, details: Record<string, string>): AppError {
  return new AppError(
    410,
    'error.authenticationRequired',
    {},
    { reason: 'authentication_required', clientSecret, ...details },
  );
}

/**
 * Keeps what waits on the tab's recovery message; the id the browser completes it with names the message and a
 * random token, so it cannot be guessed from another's.
 */
export async function awaitAuthentication(
  db: Database,
  message: { id: number; tabId: string },
  pending: Pending,
): Promise<string> {
  const token = nanoid();
  await setPendingPayload(db, message.id, { tabId: message.tabId, token, pending });
  return `${message.id}_${token}`;
}

async function pendingOf(db: Database, restaurantId: number, pendingId: string) {
  const match = /^(\d{1,15})_([A-Za-z0-9_-]{21})$/.exec(pendingId);
  const message = match ? await pendingMessage(db, restaurantId, Number(match[1])) : undefined;
  const payload = (message?.payload ?? {}) as PendingPayload;
  if (!message || !payload.pending || payload.token !== match?.[2])
    throw new AppError(404, 'error.tabNotFound');
  return { message, payload, pending: payload.pending };
}

/** Where the payment stands, from the processor (a gateway that never asks for 3-D Secure has none waiting). */
export async function stateOf(gateway: PaymentGateway, authorizationId: string): Promise<AuthorizationState> {
  if (!gateway.authorizationState) return { state: 'failed' };
  return gateway.authorizationState(authorizationId).catch(() => {
    throw stillUnderWay(409, 'error.tabPaymentPending', 5);
  });
}

export const authenticationFailed = () =>
  new AppError(410, 'error.tabAuthenticationFailed', {}, { reason: 'authentication_failed' });
export const expired = () => new AppError(410, 'error.tabPaymentExpired', {}, { reason: 'expired' });

/**
 * Cancelled at the processor so it cannot be confirmed later; one refused already holds nothing. A processor that
 * does not answer the cancel is asked where the payment stands instead, so its silence is a 409, never a 500.
 */
export async function cancelPending(gateway: PaymentGateway, authorizationId: string): Promise<void> {
  const voided = await gateway
    .void(authorizationId, `${authorizationId}:release`)
    .catch(() => ({ ok: false as const }));
  if (!voided.ok && (await stateOf(gateway, authorizationId)).state !== 'failed')
    throw stillUnderWay(409, 'error.tabPaymentPending', 5);
}

/**
 * The processor's answer once the diner is back: authorized, what `write` does in the message's transaction (`false`
 * when it wrote nothing, and the message is not marked sent); not yet, 409 and the browser asks again; refused, the
 * payment is cancelled and the diner told.
 */
async function complete<T>(
  db: Database,
  gateway: PaymentGateway,
  found: Awaited<ReturnType<typeof pendingOf>>,
  write: (tx: Executor, amount: number) => Promise<T>,
  already: () => Promise<T>,
): Promise<T> {
  const { message, payload, pending } = found;
  if (message.status === 'sent' && !payload.released) return already();
  if (payload.released) throw expired();
  const state = await stateOf(gateway, pending.authorizationId);
  if (state.state === 'pending') throw stillUnderWay(409, 'error.tabPaymentPending', 3);
  if (state.state === 'failed') {
    await release(db, gateway, message.id, message.restaurantId);
    throw authenticationFailed();
  }
  return db.transaction(async (tx) => {
    const locked = await pendingMessage(tx, message.restaurantId, message.id, true);
    const now = (locked?.payload ?? {}) as PendingPayload;
    if (now.released) throw expired();
    if (locked?.status === 'sent') return already();
    const written = await write(tx, state.amount);
    // Nothing written (the tab closed meanwhile): the message stays for the caller's release to give the payment back.
    if (written !== false) await markSent(tx, [message.id]);
    return written;
  });
}

/** The diner passed the bank's challenge for the opening hold: the tab is written now, once. */
export async function completeOpening(
  db: Database,
  gateway: PaymentGateway,
  request: { entry: PublishedEntry; pendingId: string; secret: string; now: Date },
): Promise<{ tabId: string; memberId: string }> {
  const { entry } = request;
  const found = await pendingOf(db, entry.restaurantId, request.pendingId);
  const pending = found.pending;
  if (pending.kind !== 'open' || hashSecret(request.secret) !== pending.secretHash)
    throw new AppError(404, 'error.tabNotFound');
  const answer = { tabId: found.payload.tabId, memberId: pending.memberId };
  try {
    return await complete(
      db,
      gateway,
      found,
      async (tx, amount) => {
        const written = await insertTab(
          tx,
          {
            restaurantId: entry.restaurantId,
            publicId: found.payload.tabId,
            tableNum: pending.table,
            holdStepCents: pending.amountCents,
            heldCents: amount,
            lastActivityAt: request.now,
            createdAt: request.now,
          },
          {
            restaurantId: entry.restaurantId,
            publicId: pending.memberId,
            secretHash: pending.secretHash,
            name: pending.name,
            role: 'opener',
            status: 'accepted',
          },
          {
            restaurantId: entry.restaurantId,
            authorizationId: pending.authorizationId,
            amountCents: amount,
            brand: pending.brand,
            last4: pending.last4,
          },
        );
        await queueIdleClose(tx, written.tab, entry.data.restaurant.open_tab.idle_minutes);
        return answer;
      },
      async () => answer,
    );
  } catch (error) {
    if (!isUniqueViolation(error, 'tabs_open_table_key')) throw error;
    // Another tab opened at the table while the diner confirmed: this hold is given back.
    await release(db, gateway, found.message.id, entry.restaurantId);
    throw new AppError(409, 'error.tabTableTaken', { table: pending.table });
  }
}

/** The diner passed the bank's challenge for another card: the tab holds that much more, once. */
export async function completeCard(
  db: Database,
  gateway: PaymentGateway,
  request: { tab: TabRow; member: MemberRow; pendingId: string },
): Promise<void> {
  const { tab, member } = request;
  const found = await pendingOf(db, tab.restaurantId, request.pendingId);
  const pending = found.pending;
  // Another diner's card is not theirs to complete: it reads as no such payment.
  if (pending.kind !== 'card' || pending.memberId !== member.id || found.payload.tabId !== tab.publicId)
    throw new AppError(404, 'error.tabNotFound');
  const added = await complete(
    db,
    gateway,
    found,
    (tx, amount) =>
      addHoldIn(tx, tab.id, {
        restaurantId: tab.restaurantId,
        memberId: member.id,
        authorizationId: pending.authorizationId,
        amountCents: amount,
        brand: pending.brand,
        last4: pending.last4,
      }),
    async () => true,
  );
  if (!added) {
    await release(db, gateway, found.message.id, tab.restaurantId);
    throw new AppError(409, 'error.tabClosed');
  }
}

/**
 * Gives the waiting payment back, once the message says so (locked, so a completion under way either wrote first or
 * sees it released): cancelled at the processor, which a payment already refused needs no more.
 */
async function release(db: Database, gateway: PaymentGateway, messageId: number, restaurantId: number) {
  const payload = await db.transaction(async (tx) => {
    const locked = await pendingMessage(tx, restaurantId, messageId, true);
    const payload = (locked?.payload ?? {}) as PendingPayload;
    if (!locked || !payload.pending || (locked.status === 'sent' && !payload.released)) return null;
    if (!payload.released) await setPendingPayload(tx, messageId, { ...payload, released: true });
    return payload;
  });
  if (!payload?.pending) return;
  await cancelPending(gateway, payload.pending.authorizationId);
  await markSent(db, [messageId]);
}

/** The recovery of a payment the diner never came back for: cancelled, so it cannot be confirmed later. */
export async function recoverPending(
  db: Database,
  gateway: PaymentGateway,
  message: OutboxMessage,
): Promise<DeliveryResult> {
  try {
    await release(db, gateway, message.id, message.restaurantId);
    return { ok: true };
  } catch (error) {
    return { ok: false, retryable: true, reason: (error as Error).message };
  }
}

/** Whether the message keeps a payment awaiting 3-D Secure (the recovery's own path). */
export const isPending = (message: OutboxMessage) => Boolean((message.payload as PendingPayload)?.pending);
