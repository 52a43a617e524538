/**
 * Each payer's receipt by e-mail: queued in the transaction that sees their share paid (pay-share.service.ts, or its
 * recovery), only by the call whose update paid it, so once per share; worded when the outbox delivers it (under the
 * outbox's key, so sent once however often it is delivered), in the payer's language: the lines the share named (a
 * shared one says by how many) or its part of the bill, the share, the taxes in it, the tip, the card's last 4.
 */
import { storedNameIn } from '@ordering/domain/i18n/stored-names';
import { formatMoney } from '@ordering/domain/money/money';
import type { EmailSender } from '../../adapters/email/email';
import type { Database, Executor } from '../../db/client';
import { type Locale, resolveLocale, translate } from '../../i18n/messages';
import { enqueue, type OutboxMessage, outboxKey } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { type PublishedEntry, restaurantNameIn } from '../restaurants';
import { shareTaxesOf } from './closing';
import { roundsOf } from './tab-rounds.repository';
import { type ShareRow, setShareReceiptEmail, shareRowByPublicId, sharesOf } from './tab-shares.repository';
import { pricedBillOf } from './tab-view.service';
import { tabById } from './tabs.repository';

export const SHARE_RECEIPT_EMAIL = 'tab.share_receipt_email' as const;

/** Where a payer's receipt goes: the address they typed, or their account's. */
export interface ShareReceipt {
  email: string;
  locale: Locale;
}

export async function queueShareReceipt(tx: Executor, share: ShareRow, receipt: ShareReceipt | null) {
  if (!receipt) return;
  await enqueue(tx, {
    restaurantId: share.restaurantId,
    type: SHARE_RECEIPT_EMAIL,
    payload: { shareId: share.publicId, email: receipt.email, locale: receipt.locale },
  });
  await setShareReceiptEmail(tx, share.id, receipt.email, receipt.locale);
}

/** A line's names and its choices' as the order kept them (orders/order-lines.ts). */
interface StoredLine {
  names?: { en?: string; fr?: string };
  display?: { name: string; names?: { en?: string; fr?: string } }[];
}

/** "Soft Drink (Ginger ale)": the line's name and its choices', in `locale`. */
export function lineName(line: { name: string; options: unknown }, locale: Locale): string {
  const stored = (line.options ?? {}) as StoredLine;
  const name = storedNameIn(stored.names, line.name, locale);
  const choices = (stored.display ?? []).map((o) => storedNameIn(o.names, o.name, locale));
  return choices.length > 0 ? `${name} (${choices.join(', ')})` : name;
}

/**
 * What a share paid for, as its receipts say it: the lines it named (a shared one says by how many), or its part of
 * the bill; `share` null: the whole bill left, which the close charged when the table never split it.
 */
export function shareLinesText(
  locale: Locale,
  lines: readonly { id: number; quantity: number; name: string; options: unknown }[],
  shares: readonly ShareRow[],
  share: ShareRow | null,
  billTotal: number,
): string {
  const named = (share?.lineIds ?? []) as string[];
  if (named.length === 0)
    return translate(locale, 'email.tabReceiptPart', { total: formatMoney(billTotal, locale) });
  return lines
    .filter((l) => named.includes(String(l.id)))
    .map((l) => {
      const sharers = shares.filter((s) => (s.lineIds as string[]).includes(String(l.id))).length;
      return (
        translate(locale, 'email.tabReceiptLine', { quantity: l.quantity, name: lineName(l, locale) }) +
        (sharers > 1 ? translate(locale, 'email.tabReceiptShared', { count: sharers }) : '')
      );
    })
    .join('\n');
}

export function shareReceiptEmailHandler(
  db: Database,
  notifiers: {
    email: EmailSender;
    restaurant: (restaurantId: number) => Promise<PublishedEntry | undefined>;
  },
) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const p = message.payload as { shareId: string; email: string; locale: string };
    const share = await shareRowByPublicId(db, message.restaurantId, p.shareId);
    if (share?.status !== 'paid') return { ok: true };
    const [tab, entry] = [await tabById(db, share.tabId), await notifiers.restaurant(message.restaurantId)];
    if (!tab || !entry) return { ok: false, retryable: false, reason: 'tab or restaurant not found' };
    const locale = resolveLocale(p.locale);
    const restaurant = restaurantNameIn(entry, locale);
    const [priced, { lines }, shares] = [
      await pricedBillOf(db, tab.id, null),
      await roundsOf(db, tab.id),
      await sharesOf(db, tab.id),
    ];
    const taxes = shareTaxesOf(priced, shares)[shares.findIndex((s) => s.id === share.id)];
    const items = shareLinesText(locale, lines, shares, share, priced.bill.total);
    const tip = share.tipCents ?? 0;
    return notifiers.email.send({
      idempotencyKey: outboxKey(message),
      to: p.email,
      subject: translate(locale, 'email.tabReceiptSubject', { restaurant }),
      text: translate(locale, 'email.tabReceiptBody', {
        restaurant,
        table: tab.tableNum,
        lines: items,
        share: formatMoney(share.amountCents, locale),
        taxes: formatMoney(taxes ?? 0, locale),
        tip: formatMoney(tip, locale),
        card: share.last4 ? translate(locale, 'email.tabCardEnding', { last4: share.last4 }) : '',
        charged: formatMoney(share.chargeCents ?? share.amountCents + tip, locale),
      }),
      reference: share.publicId,
    });
  };
}
