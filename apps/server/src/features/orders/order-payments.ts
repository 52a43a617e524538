/**
 * The money side of the order lifecycle (DESIGN.md section 12): the card authorized at submission is captured when
 * staff accept the order; a cancelled order gives everything back (the authorization voided, or the capture
 * refunded; the gift card credited; the promo code use released). Runs inside the status change's transaction, so
 * a processor refusal leaves the order as it was.
 */
import type { PaymentGateway, SettleResult } from '../../adapters/payments/gateway';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { creditGiftCard } from '../vouchers/vouchers.repository';
import { insertEvent, noteTender, releasePromoCode, type TenderRow, tendersOf } from './orders.repository';

type Failed = Extract<SettleResult, { ok: false }>;

const detail = (tender: TenderRow, key: string) =>
  (tender.details as Record<string, unknown> | null)?.[key] as string | undefined;

function refused(key: 'error.captureFailed' | 'error.refundFailed', failure: Failed) {
  return new AppError(409, 409, key, {}, { reason: failure.reason });
}

/** Accepting an order collects its card payment. */
export async function captureCardPayments(tx: Executor, gateway: PaymentGateway, orderId: number) {
  for (const tender of await tendersOf(tx, orderId)) {
    if (tender.kind !== 'card' || !tender.reference || detail(tender, 'captureId')) continue;
    const result = await gateway.capture(tender.reference, tender.amountCents);
    if (!result.ok) throw refused('error.captureFailed', result);
    await noteTender(tx, tender, { captureId: result.id });
  }
}

/** Cancelling an order returns what it took; an order event records it. */
export async function returnPayments(
  tx: Executor,
  gateway: PaymentGateway,
  order: { id: number; restaurantId: number },
) {
  const returned: { kind: string; amountCents: number; how: string }[] = [];
  for (const tender of await tendersOf(tx, order.id)) {
    if (
      tender.kind === 'card' &&
      tender.reference &&
      !detail(tender, 'voidId') &&
      !detail(tender, 'refundId')
    ) {
      const captured = Boolean(detail(tender, 'captureId'));
      const result = captured
        ? await gateway.refund(tender.reference, tender.amountCents)
        : await gateway.void(tender.reference);
      if (!result.ok) throw refused('error.refundFailed', result);
      await noteTender(tx, tender, captured ? { refundId: result.id } : { voidId: result.id });
      returned.push({ kind: 'card', amountCents: tender.amountCents, how: captured ? 'refunded' : 'voided' });
    } else if (tender.kind === 'gift_card' && tender.reference && !detail(tender, 'creditedBack')) {
      await creditGiftCard(tx, {
        restaurantId: order.restaurantId,
        giftCardId: Number(tender.reference),
        amountCents: tender.amountCents,
        orderId: order.id,
      });
      await noteTender(tx, tender, { creditedBack: 'yes' });
      returned.push({ kind: 'gift_card', amountCents: tender.amountCents, how: 'credited' });
    }
  }
  await releasePromoCode(tx, order.id);
  if (returned.length > 0) {
    await insertEvent(tx, {
      restaurantId: order.restaurantId,
      orderId: order.id,
      type: 'payment_returned',
      data: { returned },
    });
  }
}
