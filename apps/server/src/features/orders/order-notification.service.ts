/**
 * "Text me when it's ready" (POST /orders/notification). Only the diner may ask: the confirmation screen holds the
 * order's unguessable public id; the sequential number alone proves nothing, so by number the request must also
 * carry the phone or e-mail given at checkout. Every miss (unknown number, wrong proof, unknown id) is the same
 * 404, so answers never tell which order numbers exist.
 */
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, translate } from '../../i18n/messages';
import { enqueue } from '../../outbox/outbox.repository';
import { findOrderByNumber, insertEvent, lockOrder } from './orders.repository';

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
      payload: { orderId: order.publicId, number: order.number, ...data },
    });
    return { sentNow: true };
  });
}
