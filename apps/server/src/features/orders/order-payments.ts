/**
 * The money side of the order lifecycle (DESIGN.md section 12): the card authorized at submission is captured when
 * staff accept the order; a cancelled order gives everything back (the authorization voided, or the capture
 * refunded; the gift card credited; the promo code use released). Runs inside the status change's transaction, so
 * a processor refusal leaves the order as it was.
 */

import { and, eq, ne } from 'drizzle-orm';
import type { PaymentGateway, SettleResult } from '../../adapters/payments/gateway';
import type { Executor } from '../../db/client';
import { orderTenders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { creditGiftCard } from '../vouchers/vouchers.repository';
import { insertEvent, noteTender, releasePromoCode, type TenderRow, tendersOf } from './orders.repository';

type Failed = Extract<SettleResult, { ok: false }>;
type OrderRef = { id: number; restaurantId: number };

const detail = (tender: TenderRow, key: string) =>
  (tender.details as Record<string, unknown> | null)?.[key] as string | undefined;

function refused(key: 'error.captureFailed' | 'error.refundFailed', failure: Failed) {
  return new AppError(409, 409, key, {}, { reason: failure.reason });
}

/**
 * One settlement with the processor, keyed by tender and action: the call is made before the transaction commits,
 * so a status change rolled back after it and tried again gets the first answer, never a second settlement. A
 * processor that cannot be reached is a refusal, not a crash.
 */
async function settle(
  tender: TenderRow,
  action: 'capture' | 'void' | 'refund',
  call: (key: string) => Promise<SettleResult>,
): Promise<SettleResult> {
  try {
    return await call(`tender:${tender.id}:${action}`);
  } catch {
    return { ok: false, code: 1803, reason: 'processor_error' };
  }
}

/** Accepting an order collects its card payment. */
export async function captureCardPayments(tx: Executor, gateway: PaymentGateway, order: OrderRef) {
  for (const tender of await tendersOf(tx, order)) {
    const reference = tender.reference;
    if (tender.kind !== 'card' || !reference || detail(tender, 'captureId')) continue;
    const result = await settle(tender, 'capture', (key) =>
      gateway.capture(reference, tender.amountCents, key),
    );
    if (!result.ok) throw refused('error.captureFailed', result);
    await noteTender(tx, tender, { captureId: result.id });
  }
}

/**
 * Another order of the same checkout still holds a share of this authorization (a marketplace hub's kitchens): an
 * uncaptured share is released by not capturing it, the authorization must stay for the others.
 */
async function sharedWithOpenOrders(tx: Executor, tender: TenderRow, reference: string): Promise<boolean> {
  const others = await tx
    .select({ details: orderTenders.details })
    .from(orderTenders)
    .where(
      and(
        eq(orderTenders.restaurantId, tender.restaurantId),
        eq(orderTenders.reference, reference),
        eq(orderTenders.kind, 'card'),
        ne(orderTenders.id, tender.id),
      ),
    );
  return others.some((o) => {
    const d = (o.details ?? {}) as Record<string, unknown>;
    return !d.voidId && !d.refundId;
  });
}

/** Gives a card tender back: a refund when it was captured, else the authorization voided. */
async function returnCard(tx: Executor, gateway: PaymentGateway, tender: TenderRow, reference: string) {
  const captured = Boolean(detail(tender, 'captureId'));
  if (!captured && (await sharedWithOpenOrders(tx, tender, reference))) {
    await noteTender(tx, tender, { voidId: 'share_released' });
    return { kind: 'card', amountCents: tender.amountCents, how: 'released' };
  }
  const result = captured
    ? await settle(tender, 'refund', (key) => gateway.refund(reference, tender.amountCents, key))
    : await settle(tender, 'void', (key) => gateway.void(reference, key));
  if (!result.ok && !captured && result.reason === 'unknown_authorization') {
    // The processor holds nothing for it (expired, or never taken): there is nothing to release.
    await noteTender(tx, tender, { voidId: 'none' });
    return null;
  }
  if (!result.ok) throw refused('error.refundFailed', result);
  await noteTender(tx, tender, captured ? { refundId: result.id } : { voidId: result.id });
  return { kind: 'card', amountCents: tender.amountCents, how: captured ? 'refunded' : 'voided' };
}

/** Cancelling an order returns what it took; an order event records it. */
export async function returnPayments(tx: Executor, gateway: PaymentGateway, order: OrderRef) {
  const returned: { kind: string; amountCents: number; how: string }[] = [];
  for (const tender of await tendersOf(tx, order)) {
    const reference = tender.reference;
    if (!reference) continue;
    if (tender.kind === 'card' && !detail(tender, 'voidId') && !detail(tender, 'refundId')) {
      const card = await returnCard(tx, gateway, tender, reference);
      if (card) returned.push(card);
    } else if (tender.kind === 'gift_card' && !detail(tender, 'creditedBack')) {
      await creditGiftCard(tx, {
        restaurantId: order.restaurantId,
        giftCardId: Number(reference),
        amountCents: tender.amountCents,
        orderId: order.id,
      });
      await noteTender(tx, tender, { creditedBack: 'yes' });
      returned.push({ kind: 'gift_card', amountCents: tender.amountCents, how: 'credited' });
    }
  }
  await releasePromoCode(tx, order);
  if (returned.length > 0) {
    await insertEvent(tx, {
      restaurantId: order.restaurantId,
      orderId: order.id,
      type: 'payment_returned',
      data: { returned },
    });
  }
}
