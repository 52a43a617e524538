/**
 * Step 5, reserve (transaction 1 of DESIGN.md section 9): the checkout claims its Idempotency-Key; each order takes
 * its slots and its number and is written whole as `awaiting_payment` with its lines; the gift card is debited and
 * the promo code's use counted. A recovery message is queued in the same transaction, so a crash before the
 * payment is settled is resolved by the outbox worker. No network call happens here.
 */
import { nanoid } from 'nanoid';
import type { Database } from '../../../db/client';
import { orderLines, orders as ordersTable, outbox } from '../../../db/schema';
import { writeTogether } from '../../../db/write-together';
import { AppError } from '../../../errors/app-error';
import type { PaymentPlan } from '../../payments/payment-plan';
import { moveCredits } from '../../programs/credits.repository';
import { debitGiftCard } from '../../vouchers/vouchers.repository';
import { allocateOrders, type NewOrder } from '../orders.repository';
import { claimPromoUse } from '../promo-codes';
import { schedulingError } from '../scheduling-error';
import { takeSlot } from '../slots.repository';
import { type CheckoutHolds, type CheckoutPayment, claimCheckout } from './checkouts.repository';
import { answersOf, orderRecord } from './order-record';
import type { PricedCheckout, ReservedCheckout, SubmissionInput } from './types';

/** How long the recovery waits before asking the processor about a checkout still awaiting payment. */
export const RECOVERY_DELAY_MS = 2 * 60_000;

export class KeyTaken extends Error {}

function paymentSummary(plan: PaymentPlan): Omit<CheckoutPayment, 'holds'> {
  if (plan.kind === 'none') return { kind: 'none', amount: 0 };
  if (plan.kind === 'card') {
    return { kind: 'card', amount: plan.amount, brand: plan.brand, last4: plan.last4, wallet: plan.wallet };
  }
  return { kind: plan.kind, amount: plan.amount, reference: plan.reference };
}

export async function reserve(
  db: Database,
  input: SubmissionInput,
  priced: PricedCheckout,
  plan: PaymentPlan,
  requestHash: string,
): Promise<ReservedCheckout> {
  const restaurantId = input.entry.restaurantId;
  const answers = answersOf(input);
  const checkoutPublicId = nanoid();
  // Everything the checkout will hold is known before it is written: one insert, no update later.
  const holds: CheckoutHolds = {
    slots: priced.orders.flatMap((o) =>
      o.slots.filter((s) => s.max !== null).map((s) => ({ menuId: s.menuId, slotStart: s.slotStart })),
    ),
    giftCard:
      priced.giftCardId !== null && priced.costs.voucher.amount > 0
        ? { id: priced.giftCardId, amountCents: priced.costs.voucher.amount, orderId: null }
        : null,
    credits:
      priced.creditsUserId !== null && priced.costs.credits.amount > 0
        ? { userId: priced.creditsUserId, amountCents: priced.costs.credits.amount }
        : null,
  };
  // Before the transaction, on their own: the restaurant's counter is never held for a whole order (decision 020).
  const allocated = await allocateOrders(db, restaurantId, priced.orders.length);
  return db.transaction(async (tx) => {
    const checkoutId = await claimCheckout(tx, {
      restaurantId,
      publicId: checkoutPublicId,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      userId: input.userId,
      totalCents: priced.costs.totalWithTip,
      chargeCents: priced.costs.amountToCharge,
      payment: { ...paymentSummary(plan), locale: input.locale, holds } satisfies CheckoutPayment,
    });
    if (checkoutId === null) throw new KeyTaken();
    // A suite order is decided with its event suite locked: one pre-order per suite, the tab limit.
    const suiteColumns = input.suite ? await input.suite.reserve(tx, priced) : {};

    const placed: ReservedCheckout['orders'] = [];
    for (const [index, order] of priced.orders.entries()) {
      // A menu without a maximum per slot has no capacity to keep: no slot row, so no hot row to queue on.
      for (const slot of order.slots.filter((s) => s.max !== null)) {
        const taken = await takeSlot(tx, {
          restaurantId,
          menuId: slot.menuId,
          slotStart: new Date(slot.slotStart),
          max: slot.max,
        });
        if (!taken) throw schedulingError({ code: 417, reason: 'slot_full', key: 'slotFull' });
      }
      const row = {
        restaurantId,
        checkoutId,
        userId: input.userId,
        publicId: nanoid(),
        id: allocated[index]!.id,
        number: allocated[index]!.number,
        type: input.body.type,
        status: 'awaiting_payment',
        menuId: order.menu.id,
        pickupTime: order.pickupTime,
        ...orderRecord(input, priced, order, answers),
        ...suiteColumns,
        costs: order.costs,
        totalCents: order.costs.totalWithTip,
        createdAt: input.now,
      } satisfies NewOrder & { id: number };
      placed.push({ ...row, lines: order.lines });
    }

    const first = placed[0];
    if (!first) throw new AppError(400, 'error.cartEmpty');
    // The orders, their lines and the checkout's recovery message, in one statement (one round trip).
    const lines = placed.flatMap((o) => o.lines.map((l) => ({ ...l, restaurantId, orderId: o.id })));
    await writeTogether(tx, [
      tx
        .insert(ordersTable)
        .overridingSystemValue()
        .values(placed.map(({ lines: _, ...row }) => row)),
      lines.length > 0 ? tx.insert(orderLines).values(lines) : null,
      tx.insert(outbox).values({
        restaurantId,
        type: 'checkout.recover',
        payload: { checkoutId: checkoutPublicId },
        nextAttemptAt: new Date(input.now.getTime() + RECOVERY_DELAY_MS),
      }),
    ]);
    if (holds.giftCard) {
      const balance = await debitGiftCard(tx, {
        restaurantId,
        giftCardId: holds.giftCard.id,
        amountCents: holds.giftCard.amountCents,
        orderId: first.id,
      });
      if (balance === null) throw new AppError(409, 'error.giftCardNoFunds');
    }
    if (holds.credits) {
      // Under the ledger's lock: a checkout that spent the same credits first leaves this one refused, never below 0.
      const left = await moveCredits(tx, {
        restaurantId,
        userId: holds.credits.userId,
        amountCents: -holds.credits.amountCents,
        orderId: first.id,
        reason: 'order',
      });
      if (left === null) throw new AppError(409, 'error.creditsNoFunds');
    }
    if (priced.promoCode) {
      // The domain's promo rule decides again, on the uses counted under the code's lock.
      await claimPromoUse(tx, {
        restaurantId,
        codes: input.entry.data.promo_codes,
        code: priced.promoCode,
        now: input.now,
        subtotal: priced.costs.subtotal,
        orderId: first.id,
      });
    }
    return { checkoutId, checkoutPublicId, orders: placed, plan };
  });
}
