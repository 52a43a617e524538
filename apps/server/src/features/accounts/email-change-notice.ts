/**
 * The notice an e-mail change sends to the address it replaces (the e-mail is the reset
 * channel). Queued in the outbox in the change's own transaction, so it exists exactly when the change does; the
 * worker sends it after the commit, in the account's language. The outbox row keeps the new address masked only.
 *
 * An outbox row belongs to a restaurant: the one the request named (X-RESTAURANT-ID), else the one of the account's
 * latest order, both named in the notice; else any restaurant only carries the row, and the notice says "the
 * restaurant".
 */
import { type EmailSender, masked } from '../../adapters/email/email';
import type { Executor } from '../../db/client';
import { type Locale, resolveLocale, translate } from '../../i18n/messages';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { enqueue, outboxKey } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { type PublishedEntry, restaurantNameIn } from '../restaurants';
import { firstRestaurant, lastOrderRestaurant } from './email-change-notice.repository';

export const EMAIL_CHANGED_MESSAGE = 'account.email_changed';

interface EmailChangedPayload {
  /** The address the account had: the notice goes there. */
  email: string;
  /** The new address, masked: "n•••@example.com". */
  maskedEmail: string;
  locale: Locale;
  /** Whether the row's restaurant is one the diner knows (named in the notice). */
  namesRestaurant: boolean;
}

async function carrierRestaurant(
  db: Executor,
  userId: number,
  requestRestaurantId: number | undefined,
): Promise<{ restaurantId: number; named: boolean } | undefined> {
  if (requestRestaurantId !== undefined) return { restaurantId: requestRestaurantId, named: true };
  const last = await lastOrderRestaurant(db, userId);
  if (last) return { restaurantId: last.restaurantId, named: true };
  const any = await firstRestaurant(db);
  return any ? { restaurantId: any.id, named: false } : undefined;
}

/**
 * Queues the notice (call it inside the transaction that changes the e-mail). False when there is no restaurant at
 * all to carry it (an empty platform): nothing is queued.
 */
export async function queueEmailChangedNotice(
  tx: Executor,
  change: {
    userId: number;
    oldEmail: string;
    newEmail: string;
    locale: string;
    restaurantId: number | undefined;
  },
): Promise<boolean> {
  const carrier = await carrierRestaurant(tx, change.userId, change.restaurantId);
  if (!carrier) return false;
  const payload: EmailChangedPayload = {
    email: change.oldEmail,
    // Enough for the owner to recognise, little for anyone else.
    maskedEmail: masked(change.newEmail),
    locale: resolveLocale(change.locale),
    namesRestaurant: carrier.named,
  };
  await enqueue(tx, {
    restaurantId: carrier.restaurantId,
    type: EMAIL_CHANGED_MESSAGE,
    payload: { ...payload },
  });
  return true;
}

export function emailChangedHandler(n: {
  email: EmailSender;
  restaurant: (restaurantId: number) => Promise<PublishedEntry | undefined>;
}) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const p = message.payload as EmailChangedPayload;
    const locale = resolveLocale(p.locale);
    const entry = p.namesRestaurant ? await n.restaurant(message.restaurantId) : undefined;
    return n.email.send({
      idempotencyKey: outboxKey(message),
      to: p.email,
      subject: translate(locale, 'email.emailChangedSubject'),
      text: translate(locale, 'email.emailChangedBody', {
        email: p.maskedEmail,
        restaurant: entry ? restaurantNameIn(entry, locale) : translate(locale, 'email.theRestaurant'),
      }),
    });
  };
}
