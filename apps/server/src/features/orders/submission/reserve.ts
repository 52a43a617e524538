/**
 * Step 5, reserve (transaction 1 of decision 013): the checkout claims its Idempotency-Key; each order takes
 * its slots and its number and is written whole as `awaiting_payment` with its lines; the gift card is debited and
 * the promo code's use counted. A recovery message is queued in the same transaction, so a crash before the
 * payment is settled is resolved by the outbox worker. No network call happens here.
 */
import { nanoid } from 'nanoid';
import { type Database, type Executor, embedded } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { writeTogether, writeTogetherGrouped } from '../../../db/write-together';
import { AppError } from '../../../errors/app-error';
import { dueAfter } from '../../../outbox/outbox.repository';
import type { PaymentPlan } from '../../payments';
import { creditBalance, moveCredits } from '../../programs';
import { debitGiftCard, giftCardBalance } from '../../vouchers';
import { allocateCheckout, type NewOrder } from '../orders.repository';
import { pacedKitchen, paceOrders } from '../pacing/kitchen-pacing';
import { claimPromoUse, promoUseWrite } from '../promo-codes';
import { schedulingError } from '../scheduling-error';
import { takeSlot } from '../slots.repository';
import { slotsChanged } from '../taken-slots';
import type { CheckoutHolds, CheckoutPayment } from './checkouts.repository';
import { answersOf, orderRecord, recordedCosts } from './order-record';
import type { CostsChange } from './price-orders';
import { insertCheckoutRow, insertOrdersRows, setCheckoutPayment } from './reserve.repository';
import type { PricedCheckout, PricedOrder, ReservedCheckout, ReservedOrder, SubmissionInput } from './types';

/** How long the recovery waits before asking the processor about a checkout still awaiting payment. */
export const RECOVERY_DELAY_MS = 2 * 60_000;

export class KeyTaken extends Error {}

/**
 * The gift card or the credits hold less than the pricing counted on, but not nothing: another checkout spent part of
 * them meanwhile. The transaction rolls back; the submission answers 428 with the costs priced again (price-orders.ts),
 * which cannot be done here, inside the transaction.
 */
export class BalanceMoved extends Error {
  constructor(readonly change: Extract<CostsChange, 'gift_card' | 'credits'>) {
    super(change);
  }
}

function paymentSummary(plan: PaymentPlan): Omit<CheckoutPayment, 'holds'> {
  if (plan.kind === 'none') return { kind: 'none', amount: 0 };
  if (plan.kind === 'card') {
    return { kind: 'card', amount: plan.amount, brand: plan.brand, last4: plan.last4, wallet: plan.wallet };
  }
  return { kind: plan.kind, amount: plan.amount, reference: plan.reference };
}

/** Each hold names its order, so cancelling one order of a checkout gives back its part alone (order-holds.ts). */
const slotHolds = (orders: readonly PricedOrder[], ids: readonly number[]) =>
  orders.flatMap((o, index) =>
    o.slots
      .filter((s) => s.max !== null)
      .map((s) => ({ menuId: s.menuId, slotStart: s.slotStart, orderId: ids[index] })),
  );

/** Everything the checkout will hold, known before it is written (the kitchen's buckets are added once taken). */
function holdsOf(priced: PricedCheckout, ids: readonly number[]): CheckoutHolds {
  return {
    slots: slotHolds(priced.orders, ids),
    giftCard:
      priced.giftCardId !== null && priced.costs.voucher.amount > 0
        ? { id: priced.giftCardId, amountCents: priced.costs.voucher.amount, orderId: null }
        : null,
    credits:
      priced.creditsUserId !== null && priced.costs.credits.amount > 0
        ? { userId: priced.creditsUserId, amountCents: priced.costs.credits.amount }
        : null,
  };
}

/** The checkout's claim of its key, its orders (ids and numbers allocated) and their writes, built before any. */
function records(
  input: SubmissionInput,
  priced: PricedCheckout,
  plan: PaymentPlan,
  requestHash: string,
  allocated: Awaited<ReturnType<typeof allocateCheckout>>,
) {
  const restaurantId = input.entry.restaurantId;
  const answers = answersOf(input);
  const checkoutPublicId = nanoid();
  const orderIds = allocated.orders.map((o) => o.id);
  const holds = holdsOf(priced, orderIds);
  const payment: CheckoutPayment = { ...paymentSummary(plan), locale: input.locale, holds };
  const { checkoutId } = allocated;
  const claim = insertCheckoutRow({
    id: checkoutId,
    restaurantId,
    publicId: checkoutPublicId,
    idempotencyKey: input.idempotencyKey,
    requestHash,
    userId: input.userId,
    totalCents: priced.costs.totalWithTip,
    chargeCents: priced.costs.amountToCharge,
    payment,
  });
  const ordersWith = (
    suiteColumns: Partial<NewOrder>,
    paced: PricedOrder[] = priced.orders,
  ): ReservedOrder[] =>
    paced.map((order, index) => ({
      restaurantId,
      checkoutId,
      userId: input.userId,
      publicId: nanoid(),
      id: allocated.orders[index]!.id,
      number: allocated.orders[index]!.number,
      type: input.body.type,
      status: 'awaiting_payment',
      menuId: order.menu.id,
      pickupTime: order.pickupTime,
      ...orderRecord(input, priced, order, answers),
      ...(input.staff
        ? { placedByUserId: input.staff.userId }
        : input.actingOperatorId
          ? { placedByUserId: input.actingOperatorId }
          : {}),
      ...suiteColumns,
      costs: recordedCosts(input.entry.data, order.costs, input.locale),
      totalCents: order.costs.totalWithTip,
      createdAt: input.now,
      lines: order.lines,
    }));
  // The orders, their lines and the checkout's recovery message, in one statement (one round trip).
  const writes = (placed: ReservedOrder[]) =>
    insertOrdersRows(placed, {
      id: allocated.recoveryId,
      restaurantId,
      type: 'checkout.recover',
      payload: { checkoutId: checkoutPublicId },
      nextAttemptAt: dueAfter(RECOVERY_DELAY_MS),
    });
  const reserved = (placed: ReservedOrder[], taken: CheckoutHolds = holds): ReservedCheckout => ({
    checkoutId,
    checkoutPublicId,
    recoveryId: allocated.recoveryId,
    orders: placed,
    plan,
    payment: taken === holds ? payment : { ...payment, holds: taken },
  });
  return { holds, payment, claim, ordersWith, writes, reserved, orderIds };
}

export async function reserve(
  db: Database,
  input: SubmissionInput,
  priced: PricedCheckout,
  plan: PaymentPlan,
  requestHash: string,
): Promise<ReservedCheckout> {
  if (priced.orders.length === 0) throw new AppError(400, 'error.cartEmpty');
  // Before the writes, on their own: the restaurant's counter is never held for a whole order (decision 020).
  const allocated = await allocateCheckout(db, input.entry.restaurantId, priced.orders.length);
  const { holds, payment, claim, ordersWith, writes, reserved, orderIds } = records(
    input,
    priced,
    plan,
    requestHash,
    allocated,
  );
  const { checkoutId } = allocated;
  const paced = pacedKitchen(input.entry) !== null;
  // A promo code without a usage limit is one more insert, not a lock and a count.
  const promoUse =
    priced.promoCode === null
      ? []
      : promoUseWrite({
          restaurantId: input.entry.restaurantId,
          codes: input.entry.data.promo_codes,
          code: priced.promoCode,
          now: input.now,
          subtotal: priced.costs.subtotal,
          orderId: orderIds[0]!,
        });
  try {
    if (
      !input.suite &&
      !input.tab &&
      !paced &&
      !holds.slots.length &&
      !holds.giftCard &&
      !holds.credits &&
      promoUse !== null
    ) {
      // Nothing to take but the key (and a code's use): the checkout claims it and is written with its orders in one
      // statement, its own transaction (decision 021), which checkouts reserved at the same time on the embedded
      // database share (decision 072). A key another request holds is a unique violation, and nothing of its
      // checkout is written.
      const placed = ordersWith({});
      await (embedded(db) ? writeTogetherGrouped : writeTogether)(db, [
        claim,
        ...writes(placed),
        ...promoUse,
      ]);
      return reserved(placed);
    }
    const done = await db.transaction(async (tx) => {
      // The key first, so a retry waits here for its first request and is answered as that one stands.
      await writeTogether(tx, [claim]);
      // A suite order is decided with its event suite locked: one pre-order per suite, the tab limit.
      const suiteColumns = input.suite ? await input.suite.reserve(tx, priced, checkoutId) : {};
      // The kitchen's buckets, locked and taken: an order "as soon as possible" gets the time they can make it by,
      // and the slot of that time. What was taken joins the checkout's holds, for a release to give back.
      const kitchen = await paceOrders(tx, input, priced.orders, orderIds);
      const placed = ordersWith(suiteColumns, kitchen.orders);
      let taken = holds;
      // An order moved to a later slot holds that slot's place, not the one of the time it was planned at.
      const moved = kitchen.orders.some(
        (o, i) => o.pickupTime.getTime() !== priced.orders[i]!.pickupTime.getTime(),
      );
      if (kitchen.holds.length > 0 || moved) {
        taken = {
          ...holds,
          slots: slotHolds(kitchen.orders, orderIds),
          ...(kitchen.holds.length > 0 ? { kitchen: kitchen.holds } : {}),
        };
        await setCheckoutPayment(tx, checkoutId, { ...payment, holds: taken });
      }
      await writeTogether(tx, writes(placed));
      await takeHolds(tx, input, { ...priced, orders: kitchen.orders }, taken, placed[0]!.id);
      // A round on a tab is written on it under the tab's lock: refused here if its holds no longer cover it.
      if (input.tab) await input.tab.reserve(tx, checkoutId, priced.costs.amountToCharge);
      return reserved(placed, taken);
    });
    // Committed: this process's next cart call counts the slots just taken (taken-slots.ts); a paced order's slot
    // is chosen inside the transaction.
    if (holds.slots.length > 0 || paced) slotsChanged(db, input.entry.restaurantId);
    return done;
  } catch (error) {
    if (isUniqueViolation(error, 'checkouts_restaurant_key')) throw new KeyTaken();
    throw error;
  }
}

/** Slots, gift card, credits and promo use, each a checked statement: a refusal rolls the whole checkout back. */
async function takeHolds(
  tx: Executor,
  input: SubmissionInput,
  priced: PricedCheckout,
  holds: CheckoutHolds,
  firstOrderId: number,
) {
  const restaurantId = input.entry.restaurantId;
  // A menu without a maximum per slot has no capacity to keep: no slot row, so no hot row to queue on. A place taken
  // while an order's time was chosen is not taken twice.
  for (const slot of priced.orders.flatMap((o) => o.slots.filter((s) => s.max !== null && !s.taken))) {
    const taken = await takeSlot(tx, {
      restaurantId,
      menuId: slot.menuId,
      slotStart: new Date(slot.slotStart),
      max: slot.max,
    });
    if (!taken) throw schedulingError({ code: 417, reason: 'slot_full', key: 'slotFull' });
  }
  if (holds.giftCard) {
    const balance = await debitGiftCard(tx, {
      restaurantId,
      giftCardId: holds.giftCard.id,
      amountCents: holds.giftCard.amountCents,
      orderId: firstOrderId,
    });
    if (balance === null) {
      // Read under the same transaction: a card spent to nothing has no funds left; one holding less moved the split.
      const left = await giftCardBalance(tx, { restaurantId, giftCardId: holds.giftCard.id });
      throw left > 0 ? new BalanceMoved('gift_card') : new AppError(409, 'error.giftCardNoFunds');
    }
  }
  if (holds.credits) {
    // Under the ledger's lock: a checkout that spent the same credits first leaves this one refused, never below 0.
    const left = await moveCredits(tx, {
      restaurantId,
      userId: holds.credits.userId,
      amountCents: -holds.credits.amountCents,
      orderId: firstOrderId,
      reason: 'order',
    });
    if (left === null) {
      const balance = await creditBalance(tx, holds.credits.userId, restaurantId);
      throw balance > 0 ? new BalanceMoved('credits') : new AppError(409, 'error.creditsNoFunds');
    }
  }
  if (priced.promoCode) {
    // The domain's promo rule decides again, on the uses counted under the code's lock.
    await claimPromoUse(tx, {
      restaurantId,
      codes: input.entry.data.promo_codes,
      code: priced.promoCode,
      now: input.now,
      subtotal: priced.costs.subtotal,
      orderId: firstOrderId,
    });
  }
}
