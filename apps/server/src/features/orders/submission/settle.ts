/**
 * Step 7, settle (transaction 2 of decision 013), with the checkout locked so the request and the recovery
 * worker never settle it twice: `confirmCheckout` places its orders (`pending`, card tenders allocated across the
 * orders, order events, the confirmation queued in the outbox: step 8, notify) and stores the answer retries get;
 * `releaseCheckout` gives back everything the reservation took (slots, gift card, promo use) and frees the
 * Idempotency-Key, so the diner can try again with another card.
 */

import { toDollars } from '@ordering/domain/money/money';
import { type ReceiptCosts, receiptCostsOf } from '@ordering/domain/pricing/receipt-rows';
import { type PaidCosts, receiptTenders } from '@ordering/domain/pricing/receipt-tenders';
import { now as clockNow } from '../../../clock';
import type { Database, Executor } from '../../../db/client';
import { embedded } from '../../../db/client';
import type { Statement } from '../../../db/statement';
import { GUARDED, writeGuarded, writeGuardedGrouped } from '../../../db/write-together';
import { resolveLocale } from '../../../i18n/messages';
import { moveCredits } from '../../programs';
import { creditGiftCard } from '../../vouchers';
import type { ConfirmationLine } from '../order-notification.service';
import { announceNewOrders, newOrdersAnnounced } from '../order-status-bus';
import { type OrderView, orderView } from '../order-view';
import { insertEvent, linesOf, type NewTender } from '../orders.repository';
import { releaseLoads } from '../pacing/kitchen-loads.repository';
import { releasePromoCodesOf } from '../promo-codes.repository';
import { slotsChanged } from '../taken-slots';
import {
  type CheckoutPayment,
  type CheckoutRow,
  lockCheckout,
  ordersOfCheckout,
  releaseSlot,
  setOrdersStatus,
  updateCheckout,
} from './checkouts.repository';
import {
  type NewOutboxRow,
  placeCheckoutGuard,
  placeOrdersWrites,
  retireRecovery,
} from './settle.repository';
import type { ReservedCheckout, ReservedOrder } from './types';

/** The answer of a submission: the first order as the diner sees it, and every order the checkout placed. */
export type CheckoutView = OrderView & {
  checkoutId: string;
  orders: { id: string; number: number; menuId: string | null; total: number; charged: number }[];
};

export type Settled = { kind: 'placed'; view: CheckoutView } | { kind: 'released'; row: CheckoutRow };

/** What settling needs of an order: from transaction 1's memory on the request path, from the database in recovery. */
type SettledOrder = Pick<
  ReservedOrder,
  | 'id'
  | 'restaurantId'
  | 'publicId'
  | 'number'
  | 'type'
  | 'status'
  | 'costs'
  | 'contact'
  | 'pickupTime'
  | 'totalCents'
  | 'menuId'
  | 'createdAt'
  | 'fulfilment'
  | 'answers'
  | 'notes'
  | 'student'
  | 'lines'
>;

async function fromDatabase(tx: Executor, checkoutId: number): Promise<SettledOrder[]> {
  const rows = await ordersOfCheckout(tx, checkoutId);
  // Every order's lines: each order's confirmation e-mail lists its own.
  const lines = await Promise.all(rows.map((o) => linesOf(tx, o.id)));
  return rows.map((o, i) => ({ ...o, lines: lines[i] ?? [] }));
}

interface StoredLineOptions {
  names?: { en?: string; fr?: string };
  display?: { name: string; names?: { en?: string; fr?: string }; quantity: number }[];
}

/**
 * An order's lines as its confirmation e-mail lists them: each line's names and its choices' names in both
 * languages, as the order kept them (order-lines.ts), so the e-mail is written in the diner's language.
 */
function receiptLines(lines: SettledOrder['lines']): ConfirmationLine[] {
  return lines.map((l) => {
    const options = (l.options ?? {}) as StoredLineOptions;
    return {
      name: l.name,
      ...(options.names ? { names: options.names } : {}),
      quantity: l.quantity,
      cents: l.lineCents,
      options: (options.display ?? []).map((o) => ({
        name: o.name,
        ...(o.names ? { names: o.names } : {}),
        quantity: o.quantity,
      })),
    };
  });
}

function checkoutView(publicId: string, orders: readonly SettledOrder[], locale: string): CheckoutView {
  const first = orders[0];
  if (!first) throw new Error(`checkout ${publicId} has no orders`);
  return {
    ...orderView(
      {
        ...first,
        status: 'pending',
        createdAt: first.createdAt ?? clockNow(),
        cancelReason: null,
        notes: first.notes ?? null,
      },
      first.lines,
      resolveLocale(locale),
    ),
    checkoutId: publicId,
    // Each order's total and its part of the card payment (chargeTender's share), in the API's dollars: what a
    // parent paying for several days reads was charged for each.
    orders: orders.map((o) => {
      const costs = o.costs as { total: number; amountToCharge: number };
      return {
        id: o.publicId,
        number: o.number,
        menuId: o.menuId ?? null,
        total: toDollars(costs.total),
        charged: toDollars(costs.amountToCharge),
      };
    }),
  };
}

function chargeTender(
  payment: CheckoutPayment,
  order: SettledOrder,
  authorizationId: string | null,
): NewTender | null {
  const share = (order.costs as { amountToCharge: number }).amountToCharge;
  if (payment.kind === 'none' || share <= 0) return null;
  if (payment.kind === 'card') {
    if (!authorizationId) return null;
    return {
      kind: 'card',
      amountCents: share,
      reference: authorizationId,
      details: { brand: payment.brand, last4: payment.last4, wallet: payment.wallet ?? null },
    };
  }
  return { kind: payment.kind, amountCents: share, reference: payment.reference ?? null };
}

function tendersOf(
  payment: CheckoutPayment,
  order: SettledOrder,
  authorizationId: string | null,
): NewTender[] {
  const tenders: NewTender[] = [];
  const voucher = (order.costs as { voucher: { amount: number } }).voucher.amount;
  const gift = payment.holds.giftCard;
  if (gift && voucher > 0)
    tenders.push({ kind: 'gift_card', amountCents: voucher, reference: String(gift.id) });
  const credits = (order.costs as { credits?: { amount: number } }).credits?.amount ?? 0;
  const held = payment.holds.credits;
  // The reference names whose ledger a cancellation or refund gives them back to.
  if (held && credits > 0)
    tenders.push({ kind: 'credits', amountCents: credits, reference: String(held.userId) });
  const charged = chargeTender(payment, order, authorizationId);
  if (charged) tenders.push(charged);
  return tenders;
}

/**
 * What placing the orders writes besides the checkout, each only if the guard placed it: status, tenders, events,
 * confirmations (step 8, notify).
 */
function placeWrites(
  orders: readonly SettledOrder[],
  payment: CheckoutPayment,
  input: { authorizationId: string | null; locale: string },
  now: Date,
): Statement[] {
  return placeOrdersWrites(
    orders.map((o) => o.id),
    {
      tenders: orders.flatMap((o) =>
        tendersOf(payment, o, input.authorizationId).map((t) => ({
          ...t,
          orderId: o.id,
          restaurantId: o.restaurantId,
        })),
      ),
      events: orders.map((o) => ({
        restaurantId: o.restaurantId,
        orderId: o.id,
        type: 'created',
        status: 'pending',
        createdAt: now,
      })),
      messages: orders.map((order) => {
        const contact = order.contact as { email?: string; phone_number?: string };
        const { delivery } = order.fulfilment as { delivery?: Record<string, unknown> };
        return {
          restaurantId: order.restaurantId,
          type: 'order.confirmation',
          payload: {
            orderId: order.publicId,
            number: order.number,
            email: contact.email ?? null,
            phone: contact.phone_number ?? null,
            locale: input.locale,
            totalCents: order.totalCents,
            // What paid the total besides the card (gift card, account credits), and what was left for it.
            tenders: receiptTenders(order.costs as PaidCosts),
            // What made the total (subtotal, discounts, charges, taxes, tip), and in a hub the kitchen making it.
            costs: receiptCostsOf(order.costs as ReceiptCosts),
            menuId: order.menuId ?? null,
            pickupTime: order.pickupTime.toISOString(),
            type: order.type,
            ...(delivery ? { delivery } : {}),
            lines: receiptLines(order.lines),
          },
        } satisfies NewOutboxRow;
      }),
    },
    now,
  );
}

export async function confirmCheckout(
  db: Database,
  input: {
    checkoutId: number;
    authorizationId: string | null;
    locale: string;
    /** On the request path: the checkout as reserve wrote it, settled in one statement without reading it back. */
    reserved?: Pick<ReservedCheckout, 'checkoutPublicId' | 'payment' | 'orders' | 'recoveryId'>;
  },
): Promise<Settled> {
  // The ordering clock's time (clock.ts), as the order's own creation: its events and changes are dated alike.
  const now = clockNow();
  const { reserved } = input;
  if (reserved) {
    // One statement: no lock, no read, no transaction but its own (decision 021).
    const view = checkoutView(reserved.checkoutPublicId, reserved.orders, input.locale);
    // Staff boards on every node hear the new orders once they are committed (decisions 014 and 020): on the
    // embedded database in the same statement, on PostgreSQL right after it (order-status-bus.ts says why).
    const announcedWith = embedded(db);
    // On the embedded database, checkouts settled at the same time share the statement, each behind its own guard
    // (decision 072).
    const placed = await (announcedWith ? writeGuardedGrouped : writeGuarded)(
      db,
      placeCheckoutGuard(input.checkoutId, input.authorizationId, view, now),
      [
        ...placeWrites(reserved.orders, reserved.payment, input, now),
        // Settled: the recovery message has nothing left to do, and the worker never reads it.
        retireRecovery(reserved.recoveryId),
      ],
      announcedWith ? [newOrdersAnnounced(reserved.orders, now, GUARDED)] : [],
    );
    if (placed) {
      if (!announcedWith) await announceNewOrders(db, reserved.orders, clockNow());
      return { kind: 'placed', view };
    }
    // Recovery settled it first: answered below as it stands.
  }
  let placed: readonly SettledOrder[] = [];
  const settled = await db.transaction(async (tx): Promise<Settled> => {
    const checkout = await lockCheckout(tx, input.checkoutId);
    if (!checkout) throw new Error(`checkout ${input.checkoutId} vanished`);
    if (checkout.status === 'placed') return { kind: 'placed', view: checkout.response as CheckoutView };
    if (checkout.status !== 'awaiting_payment') return { kind: 'released', row: checkout };
    const orders = await fromDatabase(tx, checkout.id);
    const view = checkoutView(checkout.publicId, orders, input.locale);
    // Locked and awaiting payment: the guard holds, and the orders are placed with it in one statement.
    await writeGuarded(
      tx,
      placeCheckoutGuard(checkout.id, input.authorizationId, view, now),
      placeWrites(orders, checkout.payment as CheckoutPayment, input, now),
    );
    placed = orders;
    return { kind: 'placed', view };
  });
  await announceNewOrders(db, placed, clockNow());
  return settled;
}

export async function releaseCheckout(
  db: Database,
  input: { checkoutId: number; failure: Record<string, unknown> },
): Promise<void> {
  const gaveBackSlotsOf = await db.transaction(async (tx): Promise<number | null> => {
    const checkout = await lockCheckout(tx, input.checkoutId);
    if (checkout?.status !== 'awaiting_payment') return null;
    const payment = checkout.payment as CheckoutPayment;
    const rows = await ordersOfCheckout(tx, checkout.id);
    const ids = rows.map((o) => o.id);
    await setOrdersStatus(tx, ids, 'payment_failed', clockNow());
    for (const slot of payment.holds.slots) await releaseSlot(tx, checkout.restaurantId, slot);
    for (const hold of payment.holds.kitchen ?? []) {
      await releaseLoads(tx, checkout.restaurantId, hold.kitchen, hold.allocations);
    }
    const gift = payment.holds.giftCard;
    const debitedOn = gift?.orderId ?? rows[0]?.id;
    if (gift && debitedOn !== undefined) {
      await creditGiftCard(tx, {
        restaurantId: checkout.restaurantId,
        giftCardId: gift.id,
        amountCents: gift.amountCents,
        orderId: debitedOn,
      });
    }
    const credits = payment.holds.credits;
    if (credits && rows[0]) {
      await moveCredits(tx, {
        restaurantId: checkout.restaurantId,
        userId: credits.userId,
        amountCents: credits.amountCents,
        orderId: rows[0].id,
        reason: 'order_released',
      });
    }
    if (ids.length > 0) {
      await releasePromoCodesOf(tx, checkout.restaurantId, ids);
    }
    for (const order of rows) {
      await insertEvent(tx, {
        restaurantId: order.restaurantId,
        orderId: order.id,
        type: 'payment_failed',
        status: 'payment_failed',
        data: input.failure,
      });
    }
    await updateCheckout(tx, checkout.id, {
      status: 'payment_failed',
      // The key is freed: the diner's next try with the same key is a new attempt, not this failure again.
      idempotencyKey: `${checkout.idempotencyKey}#failed:${checkout.publicId}`,
      failure: input.failure,
    });
    return payment.holds.slots.length > 0 ? checkout.restaurantId : null;
  });
  // Committed: this process's next cart call counts the slots given back (taken-slots.ts).
  if (gaveBackSlotsOf !== null) slotsChanged(db, gaveBackSlotsOf);
}
