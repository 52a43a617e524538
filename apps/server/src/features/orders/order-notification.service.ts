/**
 * "Text me when it's ready" (POST /orders/notification). Only the diner may ask: the confirmation screen holds the
 * order's unguessable public id; the sequential number alone proves nothing, so by number the request must also
 * carry the phone or e-mail given at checkout. Every miss (unknown number, wrong proof, unknown id) is the same
 * 404, so answers never tell which order numbers exist.
 */
import { isOrderType, orderType } from '@ordering/domain/order-types/index';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, resolveLocale, translate } from '../../i18n/messages';
import { enqueue } from '../../outbox/outbox.repository';
import type { Returned } from './order-payments';
import { findOrderByNumber, insertEvent, lockOrder, readySmsRequest } from './orders.repository';

export interface NotificationRequest {
  restaurantId: number;
  /** The public id (from the confirmation) or the order number (typed by the diner). */
  check: string;
  phone: string;
  email?: string | undefined;
  locale: Locale;
}

/** 10 digits of a North American phone, whatever the grouping or a leading country 1. */
export function phoneDigits(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return local.length === 10 ? local : null;
}

function sameEmail(given: string | undefined, kept: unknown): boolean {
  return (
    typeof given === 'string' &&
    typeof kept === 'string' &&
    given.trim() !== '' &&
    given.trim().toLowerCase() === kept.trim().toLowerCase()
  );
}

/** The contact given at checkout proves the request: the same phone, or the same e-mail. */
export function provesContact(contact: unknown, proof: { phone: string; email?: string | undefined }) {
  const kept = (contact ?? {}) as { phone_number?: unknown; email?: unknown };
  const phone = phoneDigits(proof.phone);
  return (phone !== null && phone === phoneDigits(kept.phone_number)) || sameEmail(proof.email, kept.email);
}

const notFound = () => new AppError(404, 'error.notificationNotFound');

/**
 * Records the request on the order; an order already ready gets its text queued at once (the status change that
 * would have queued it is past). Completed and cancelled orders say why nothing will be sent.
 */
export async function requestReadyText(
  db: Database,
  input: NotificationRequest,
): Promise<{ sentNow: boolean }> {
  let publicId = input.check;
  if (/^\d{1,9}$/.test(input.check)) {
    const byNumber = await findOrderByNumber(db, input.restaurantId, Number(input.check));
    if (!byNumber || !provesContact(byNumber.contact, input)) throw notFound();
    publicId = byNumber.publicId;
  }
  return db.transaction(async (tx) => {
    // Locked like a status change locks it: a change to `ready` either sees this request or is seen by it.
    const order = await lockOrder(tx, input.restaurantId, publicId);
    if (!order) throw notFound();
    if (order.status === 'completed' || order.status === 'cancelled') {
      const status = translate(input.locale, `orderStatus.${order.status}`);
      throw new AppError(409, 'error.notificationClosed', { status });
    }
    const data = { phone: input.phone, locale: input.locale };
    await insertEvent(tx, {
      restaurantId: input.restaurantId,
      orderId: order.id,
      type: 'sms_requested',
      data,
    });
    if (order.status !== 'ready') return { sentNow: false };
    await enqueue(tx, {
      restaurantId: input.restaurantId,
      type: 'order.ready_sms',
      payload: { orderId: order.publicId, number: order.number, menuId: order.menuId, ...data },
    });
    return { sentNow: true };
  });
}

/**
 * What a cancellation did with the diner's money, from what the processor and the ledgers did with each tender: the
 * card hold released (nothing was charged), the card refunded, the gift card or the account credits given back.
 */
export interface CancelledMoney {
  cardReleased: boolean;
  cardRefundedCents: number;
  giftCardCents: number;
  creditsCents: number;
}

export function cancelledMoney(returned: readonly Returned[]): CancelledMoney {
  const sum = (pick: (r: Returned) => boolean) =>
    returned.filter(pick).reduce((total, r) => total + r.amountCents, 0);
  return {
    cardReleased: returned.some((r) => r.kind === 'card' && (r.how === 'voided' || r.how === 'released')),
    cardRefundedCents: sum((r) => r.kind === 'card' && r.how === 'refunded'),
    giftCardCents: sum((r) => r.kind === 'gift_card' && r.how === 'credited'),
    creditsCents: sum((r) => r.kind === 'credits' && r.how === 'credited'),
  };
}

/**
 * A line of the `order.confirmation` payload (submission/settle.ts writes it, outbox/handlers.ts lists it): its
 * names and its choices' names in each language as the order kept them, its quantity and its amount in cents.
 */
export interface ConfirmationLine {
  name: string;
  names?: { en?: string; fr?: string };
  quantity: number;
  cents: number;
  options: { name: string; names?: { en?: string; fr?: string }; quantity: number }[];
}

/** The payload of `order.cancelled_email` and `order.cancelled_sms` (outbox/handlers.ts words them). */
export interface CancelledPayload {
  orderId: string;
  number: number;
  /** The order's menu: in a marketplace hub, the kitchen that declined it. */
  menuId?: string | null;
  reason: string | null;
  money: CancelledMoney;
  locale: Locale;
  email?: string;
  phone?: string;
}

/**
 * A declined order is told to the diner, written with the status change, in its
 * transaction: an e-mail to the contact e-mail given at checkout, in the order's language; a text only to a diner
 * who asked to be texted about this order ("Text me when it's ready"), in the language they asked in, as the
 * "order ready" text goes.
 */
export async function queueCancellationNotices(
  tx: Executor,
  order: {
    id: number;
    restaurantId: number;
    publicId: string;
    number: number;
    contact: unknown;
    menuId?: string | null;
  },
  cancellation: { reason: string | null; returned: readonly Returned[] },
): Promise<void> {
  const contact = (order.contact ?? {}) as { email?: unknown; locale?: unknown };
  const common = {
    orderId: order.publicId,
    number: order.number,
    menuId: order.menuId ?? null,
    reason: cancellation.reason,
    money: cancelledMoney(cancellation.returned),
  };
  const email = typeof contact.email === 'string' ? contact.email.trim() : '';
  if (email !== '') {
    const payload: CancelledPayload = {
      ...common,
      email,
      locale: resolveLocale(typeof contact.locale === 'string' ? contact.locale : undefined),
    };
    await enqueue(tx, {
      restaurantId: order.restaurantId,
      type: 'order.cancelled_email',
      payload: { ...payload },
    });
  }
  const asked = await readySmsRequest(tx, order.id);
  if (asked) {
    const payload: CancelledPayload = { ...common, phone: asked.phone, locale: resolveLocale(asked.locale) };
    await enqueue(tx, {
      restaurantId: order.restaurantId,
      type: 'order.cancelled_sms',
      payload: { ...payload },
    });
  }
}

/**
 * The "order ready" e-mail (the ready text and e-mail go out), to the contact e-mail given at
 * checkout, in the order's language, written with the status change. Not for an order at a table: staff bring it.
 */
export async function queueReadyEmail(
  tx: Executor,
  order: {
    restaurantId: number;
    publicId: string;
    number: number;
    type: string;
    contact: unknown;
    menuId?: string | null;
  },
): Promise<void> {
  if (isOrderType(order.type) && orderType(order.type).needs.table) return;
  const contact = (order.contact ?? {}) as { email?: unknown; locale?: unknown };
  const email = typeof contact.email === 'string' ? contact.email.trim() : '';
  if (email === '') return;
  await enqueue(tx, {
    restaurantId: order.restaurantId,
    type: 'order.ready_email',
    payload: {
      orderId: order.publicId,
      number: order.number,
      menuId: order.menuId ?? null,
      email,
      locale: resolveLocale(typeof contact.locale === 'string' ? contact.locale : undefined),
    },
  });
}
