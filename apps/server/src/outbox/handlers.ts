/**
 * What the outbox worker does with each message type: the order confirmation by e-mail, the
 * "order ready" text and e-mail, and a cancelled order's e-mail and text (the reason, and what happened to the money), worded
 * in the diner's language with the restaurant's name and zone. A message that can never be sent (no valid phone)
 * fails without retry; a diner who gave no e-mail simply gets none.
 */

import { storedNameIn } from '@ordering/domain/i18n/stored-names';
import { localized } from '@ordering/domain/menu/convert';
import { formatMoney } from '@ordering/domain/money/money';
import {
  type ReceiptCosts,
  type ReceiptRow,
  receiptRowOptions,
  receiptRows,
} from '@ordering/domain/pricing/receipt-rows';
import type { ReceiptTender } from '@ordering/domain/pricing/receipt-tenders';
import type { EmailSender } from '../adapters/email/email';
import { type SmsSender, toE164 } from '../adapters/sms/sms';
import type { CancelledPayload, ConfirmationLine } from '../features/orders';
import { type PublishedEntry, restaurantNameIn } from '../features/restaurants';
import { type Locale, resolveLocale, translate } from '../i18n/messages';
import { type OutboxMessage, outboxKey } from './outbox.repository';
import type { DeliveryResult, OutboxHandler } from './outbox-worker';
import { receiptRowText } from './receipt-text';

export interface Notifiers {
  sms: SmsSender;
  email: EmailSender;
  /** The restaurant's published data (its name, slug and zone). */
  restaurant: (restaurantId: number) => Promise<PublishedEntry | undefined>;
  /** Where the diner's confirmation screen lives, e.g. https://order.example.ca. */
  publicOrigin: string;
}

interface ReadyPayload {
  orderId: string;
  number: number;
  /** The order's menu: in a marketplace hub, the kitchen that made it. */
  menuId?: string | null;
  phone?: string;
  locale?: string;
}

interface ConfirmationPayload {
  orderId: string;
  number: number;
  email: string | null;
  locale?: string;
  totalCents?: number;
  pickupTime?: string;
  type?: string;
  /** A delivery's address and what the driver needs at the door, as kept on the order (its fulfilment). */
  delivery?: {
    address?: string | null;
    postalCode?: string | null;
    unit?: string;
    buzzer?: string;
    instructions?: string;
  };
  /** The order's lines; a confirmation enqueued before they were carried lists none. */
  lines?: ConfirmationLine[];
  /** What paid the total besides the card, then what was left to pay (none: the card paid the total). */
  tenders?: ReceiptTender[];
  /** What made the total (receipt-rows.ts); a confirmation enqueued before they were carried shows the total only. */
  costs?: ReceiptCosts;
  /** The order's menu: in a marketplace hub, the kitchen that makes it. */
  menuId?: string | null;
}

const TENDER_KEYS = {
  giftCard: 'email.paidGiftCard',
  credits: 'email.paidCredits',
  toPay: 'email.toPay',
} as const;

/** The lines under the total that say what paid it: "Account credits: −$11.30", "To pay: $0.00". */
function tenderLines(tenders: readonly ReceiptTender[] | undefined, locale: Locale): string {
  return (tenders ?? [])
    .map((t) => `\n${translate(locale, TENDER_KEYS[t.kind], { amount: formatMoney(t.cents, locale) })}`)
    .join('');
}

/**
 * The receipt's lines of the confirmation: "2 × Rice bowl: $20.00", each choice below it, every name in the diner's
 * language as the order kept it; then a blank line before the total.
 */
function receiptLines(lines: readonly ConfirmationLine[] | undefined, locale: Locale): string {
  if (!lines || lines.length === 0) return '';
  const text = lines.map((line) => {
    const head = translate(locale, 'email.line', {
      quantity: line.quantity,
      name: storedNameIn(line.names, line.name, locale),
      price: formatMoney(line.cents, locale),
    });
    const options = line.options.map((o) => {
      const name = storedNameIn(o.names, o.name, locale);
      return `\n  ${o.quantity > 1 ? `${o.quantity} × ${name}` : name}`;
    });
    return head + options.join('');
  });
  return `${text.join('\n')}\n\n`;
}

/** A delivery's lines of the confirmation: the address, then the unit, buzzer and drop-off instructions given. */
function deliveryLines(delivery: ConfirmationPayload['delivery'], locale: Locale): string {
  if (!delivery) return '';
  const address = [delivery.address, delivery.postalCode].filter(Boolean).join(', ');
  const lines = [
    address ? translate(locale, 'email.deliverTo', { address }) : null,
    delivery.unit ? translate(locale, 'email.unit', { unit: delivery.unit }) : null,
    delivery.buzzer ? translate(locale, 'email.buzzer', { code: delivery.buzzer }) : null,
    delivery.instructions
      ? translate(locale, 'email.dropOff', { instructions: delivery.instructions })
      : null,
  ].filter((line): line is string => line !== null);
  return lines.map((line) => `\n${line}`).join('');
}

/** The rows from the subtotal to the total, one a line, in the restaurant's words and the diner's language. */
function costLines(p: ConfirmationPayload, entry: PublishedEntry, locale: Locale): string {
  const rows: ReceiptRow[] = p.costs
    ? receiptRows(p.costs, receiptRowOptions(entry.data, locale === 'fr-CA' ? 'fr' : 'en'))
    : [{ kind: 'total', cents: p.totalCents ?? 0 }];
  return rows.map((row) => receiptRowText(row, locale)).join('\n');
}

/**
 * Who the order is from: the restaurant, or in a marketplace hub the kitchen (one of its menus) with the hub, as each
 * of a hub checkout's orders is confirmed apart.
 */
function orderFrom(entry: PublishedEntry, menuId: string | null | undefined, locale: Locale): string {
  const hub = restaurantNameIn(entry, locale);
  const menu = entry.data.restaurant.marketplace_hub
    ? entry.data.menus.find((m) => m.id === menuId)
    : undefined;
  if (!menu) return hub;
  const kitchen = localized(menu, 'name', locale === 'fr-CA' ? 'fr' : 'en');
  return kitchen ? translate(locale, 'receipt.hubKitchen', { kitchen, hub }) : hub;
}

const refused = (reason: string): DeliveryResult => ({ ok: false, retryable: false, reason });

async function sendReadySms(n: Notifiers, message: OutboxMessage): Promise<DeliveryResult> {
  const p = message.payload as ReadyPayload;
  const to = toE164(p.phone ?? '');
  if (!to) return refused('not a valid phone number');
  const entry = await n.restaurant(message.restaurantId);
  if (!entry) return refused('restaurant not found');
  const locale = resolveLocale(p.locale);
  const body = translate(locale, 'sms.orderReady', {
    restaurant: orderFrom(entry, p.menuId, locale),
    number: p.number,
  });
  return n.sms.send({ to, body, reference: p.orderId, idempotencyKey: outboxKey(message) });
}

async function sendReadyEmail(n: Notifiers, message: OutboxMessage): Promise<DeliveryResult> {
  const p = message.payload as ReadyPayload & { email?: string };
  if (!p.email) return { ok: true };
  const entry = await n.restaurant(message.restaurantId);
  if (!entry) return refused('restaurant not found');
  const locale = resolveLocale(p.locale);
  const restaurant = orderFrom(entry, p.menuId, locale);
  return n.email.send({
    idempotencyKey: outboxKey(message),
    to: p.email,
    subject: translate(locale, 'email.readySubject', { number: p.number, restaurant }),
    text: translate(locale, 'email.readyBody', {
      number: p.number,
      restaurant,
      link: `${n.publicOrigin}/${entry.data.restaurant.slug}/orders/${p.orderId}`,
    }),
    reference: p.orderId,
  });
}

async function sendConfirmation(n: Notifiers, message: OutboxMessage): Promise<DeliveryResult> {
  const p = message.payload as ConfirmationPayload;
  if (!p.email) return { ok: true };
  const entry = await n.restaurant(message.restaurantId);
  if (!entry) return refused('restaurant not found');
  const locale = resolveLocale(p.locale);
  const restaurant = orderFrom(entry, p.menuId, locale);
  const time = p.pickupTime
    ? new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: entry.data.restaurant.timezone,
      }).format(new Date(p.pickupTime))
    : null;
  const text = translate(locale, 'email.confirmationBody', {
    number: p.number,
    restaurant,
    lines: receiptLines(p.lines, locale),
    costs: costLines(p, entry, locale),
    paid: tenderLines(p.tenders, locale),
    when: time ? translate(locale, 'email.pickupAt', { time }) : '',
    delivery: deliveryLines(p.delivery, locale),
    link: `${n.publicOrigin}/${entry.data.restaurant.slug}/orders/${p.orderId}`,
  });
  return n.email.send({
    idempotencyKey: outboxKey(message),
    to: p.email,
    subject: translate(locale, 'email.confirmationSubject', { number: p.number, restaurant }),
    text,
    reference: p.orderId,
  });
}

/** What the cancellation did with the money, one sentence each, in `locale`. */
function moneySentences(money: CancelledPayload['money'] | undefined, locale: Locale): string[] {
  if (!money) return [];
  const sentences: string[] = [];
  if (money.cardRefundedCents > 0)
    sentences.push(
      translate(locale, 'notice.cardRefunded', { amount: formatMoney(money.cardRefundedCents, locale) }),
    );
  else if (money.cardReleased) sentences.push(translate(locale, 'notice.cardNotCharged'));
  if (money.giftCardCents > 0)
    sentences.push(
      translate(locale, 'notice.giftCardReturned', { amount: formatMoney(money.giftCardCents, locale) }),
    );
  if (money.creditsCents > 0)
    sentences.push(
      translate(locale, 'notice.creditsReturned', { amount: formatMoney(money.creditsCents, locale) }),
    );
  return sentences;
}

/** The reason as staff typed it, kept short enough for a text. */
const shortReason = (reason: string, max: number) =>
  reason.length > max ? `${reason.slice(0, max - 1).trimEnd()}…` : reason;

async function sendCancelledEmail(n: Notifiers, message: OutboxMessage): Promise<DeliveryResult> {
  const p = message.payload as CancelledPayload;
  if (!p.email) return { ok: true };
  const entry = await n.restaurant(message.restaurantId);
  if (!entry) return refused('restaurant not found');
  const locale = resolveLocale(p.locale);
  const restaurant = orderFrom(entry, p.menuId, locale);
  const text = translate(locale, 'email.cancelledBody', {
    number: p.number,
    restaurant,
    reason: p.reason ? translate(locale, 'notice.reason', { reason: p.reason }) : '',
    money: moneySentences(p.money, locale).join('\n'),
    link: `${n.publicOrigin}/${entry.data.restaurant.slug}/orders/${p.orderId}`,
  });
  return n.email.send({
    idempotencyKey: outboxKey(message),
    to: p.email,
    subject: translate(locale, 'email.cancelledSubject', { number: p.number, restaurant }),
    // A line left empty (no reason, nothing paid) is not kept as a gap.
    text: text.replace(/\n{3,}/g, '\n\n'),
    reference: p.orderId,
  });
}

async function sendCancelledSms(n: Notifiers, message: OutboxMessage): Promise<DeliveryResult> {
  const p = message.payload as CancelledPayload;
  const to = toE164(p.phone ?? '');
  if (!to) return refused('not a valid phone number');
  const entry = await n.restaurant(message.restaurantId);
  if (!entry) return refused('restaurant not found');
  const locale = resolveLocale(p.locale);
  const body = [
    translate(locale, 'sms.orderCancelled', {
      restaurant: orderFrom(entry, p.menuId, locale),
      number: p.number,
    }),
    p.reason ? translate(locale, 'notice.reason', { reason: shortReason(p.reason, 160) }) : '',
    ...moneySentences(p.money, locale),
  ]
    .filter(Boolean)
    .join(' ');
  return n.sms.send({ to, body, reference: p.orderId, idempotencyKey: outboxKey(message) });
}

export function outboxHandlers(n: Notifiers): Record<string, OutboxHandler> {
  return {
    'order.ready_sms': (message) => sendReadySms(n, message),
    'order.ready_email': (message) => sendReadyEmail(n, message),
    'order.confirmation': (message) => sendConfirmation(n, message),
    'order.cancelled_email': (message) => sendCancelledEmail(n, message),
    'order.cancelled_sms': (message) => sendCancelledSms(n, message),
  };
}
