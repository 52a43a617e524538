/**
 * Closing a tab (packages/domain/src/tabs/close.ts): what the shares did not pay is captured from the tab's holds,
 * the opener's first, and what they still hold is released. The tab is marked closing first (refused while a share is
 * being paid), then the processor is called outside any transaction under keys of each hold, so a close taken up
 * again after a crash, or by a second caller, captures nothing twice; then the tab is closed. An idle tab closes the
 * same way after the restaurant's limit, with the tip the restaurant sets for that case.
 */
import { formatMoney } from '@ordering/domain/money/money';
import { capturedAs, closingCaptures, closingCharge, idlePastLimit } from '@ordering/domain/tabs/close';
import type { EmailSender } from '../../adapters/email/email';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, resolveLocale, translate } from '../../i18n/messages';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { dueAfter, enqueue, outboxKey } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { type PublishedEntry, restaurantNameIn } from '../restaurants';
import { closingOf, owedAtClose, shareTaxesOf, unpaidShares } from './closing';
import { lineName, shareLinesText } from './share-receipt';
import { memberContact, roundsOf } from './tab-rounds.repository';
import { type ShareRow, sharesOf } from './tab-shares.repository';
import { pricedBillOf } from './tab-view.service';
import {
  finishClosing,
  holdsOf,
  membersOf,
  startClosing,
  type TabRow,
  tabByPublicId,
} from './tabs.repository';

export const IDLE_CLOSE = 'tab.idle_close' as const;
/** A member's e-mail of any close; `tab.idle_closed_email`, its older name, was only the idle close's. */
export const CLOSED_EMAIL = 'tab.closed_email' as const;
export const IDLE_CLOSED_EMAIL = 'tab.idle_closed_email' as const;
const captureKey = (holdId: number) => `tab-hold:${holdId}:capture`;
const releaseKey = (holdId: number) => `tab-hold:${holdId}:release`;

export interface ClosedTab {
  captured: number;
  released: number;
}

/**
 * The e-mail telling a member their tab was closed and what their card was charged (the handler below words it): the
 * opener's, and each guest's whose held card the close charged.
 */
interface ClosedPayload {
  tabId: string;
  email: string;
  locale: Locale;
  /** The member it is for (the tab_members row); absent in a message queued before guests were told: the opener. */
  memberId?: number;
  /** The idle close's limit; null (or absent) for a close the opener or staff asked for. */
  idleMinutes?: number | null;
}

export async function closeTab(
  db: Database,
  gateway: PaymentGateway,
  tab: TabRow,
  options: { now: Date; tipPercent?: number; idleMinutes?: number },
): Promise<ClosedTab> {
  if (tab.status === 'closed') throw new AppError(409, 'error.tabClosed');
  const closing = await startClosing(db, tab.id, options.now);
  if (!closing) {
    const now = await tabByPublicId(db, tab.restaurantId, tab.publicId);
    if (now?.status === 'closed') throw new AppError(409, 'error.tabClosed');
    throw new AppError(409, 'error.tabShareBeingPaid');
  }
  const shares = await sharesOf(db, tab.id);
  const priced = await pricedBillOf(db, tab.id, null);
  const owed = owedAtClose(priced, shares);
  const charge = closingCharge(owed, unpaidShares(priced, shares), options.tipPercent ?? 0);
  const holds = (await holdsOf(db, tab.id)).filter((h) => h.status === 'held');
  const plan = closingCaptures(
    charge.total,
    holds.map((h) => ({ id: String(h.id), amount: h.amountCents })),
  );
  const result: ClosedTab = { captured: 0, released: 0 };
  const written: { holdId: number; capturedCents: number }[] = [];
  for (const [i, step] of plan.captures.entries()) {
    const hold = holds[i]!;
    if (step.capture > 0) {
      const captured = await gateway.capture(hold.authorizationId, step.capture, captureKey(hold.id));
      if (!captured.ok) throw new AppError(1803, 'error.paymentFailed', {}, { reason: captured.reason });
    }
    if (step.release > 0) {
      const released = await gateway.void(hold.authorizationId, releaseKey(hold.id));
      if (!released.ok) throw new AppError(1803, 'error.paymentFailed', {}, { reason: released.reason });
    }
    result.captured += step.capture;
    result.released += step.release;
    written.push({ holdId: hold.id, capturedCents: step.capture });
  }
  // Every close tells the opener what their card was charged (the idle one, theirs, or staff's), and each guest
  // whose held card it charged.
  const charged = new Set(
    written.flatMap((w) => {
      const memberId = holds.find((h) => h.id === w.holdId)?.memberId;
      return w.capturedCents > 0 && memberId != null ? [memberId] : [];
    }),
  );
  const notices = await closedNotices(db, tab, shares, charged);
  // The tip kept is what the cards gave after the bill: held cards short of both leave the tip short.
  const tip = capturedAs(result.captured, owed, charge.tip).tip;
  await finishClosing(db, tab.id, written, tip, options.now, async (tx) => {
    for (const notice of notices)
      await enqueue(tx, {
        restaurantId: tab.restaurantId,
        type: CLOSED_EMAIL,
        payload: { ...notice, idleMinutes: options.idleMinutes ?? null },
      });
  });
  return result;
}

/**
 * The opener, and each guest whose held card was charged (`charged`, by member id): to the e-mail each gave on their
 * latest round, in its language, else the one their own share's receipt went to, in the receipt's; none given, no
 * notice.
 */
async function closedNotices(
  db: Database,
  tab: TabRow,
  shares: readonly ShareRow[],
  charged: ReadonlySet<number>,
): Promise<Omit<ClosedPayload, 'idleMinutes'>[]> {
  const members = (await membersOf(db, tab.id)).filter((m) => m.role === 'opener' || charged.has(m.id));
  const notices: Omit<ClosedPayload, 'idleMinutes'>[] = [];
  for (const member of members) {
    const contact = ((await memberContact(db, tab.id, member.id)) ?? {}) as {
      email?: unknown;
      locale?: unknown;
    };
    const typed = typeof contact.email === 'string' ? contact.email.trim() : '';
    const receipt = shares.find(
      (s) => s.status === 'paid' && s.paidByMemberId === member.id && s.receiptEmail,
    );
    const email = typed || receipt?.receiptEmail || '';
    if (email === '') continue;
    // In the language of where the address came from: the round's, or the share's receipt's.
    const locale = typed ? contact.locale : receipt?.receiptLocale;
    notices.push({
      tabId: tab.publicId,
      email,
      locale: resolveLocale(typeof locale === 'string' ? locale : undefined),
      memberId: member.id,
    });
  }
  return notices;
}

/**
 * Words and sends the close's e-mail when the outbox delivers it (under the outbox's key: sent once however often it
 * is delivered), in its reader's language, from the tab as it closed: each part nobody paid that the close charged
 * (its lines, the taxes in it, its tip), the reader's own shares, and what their card was charged and released.
 */
export function closedEmailHandler(
  db: Database,
  notifiers: {
    email: EmailSender;
    restaurant: (restaurantId: number) => Promise<PublishedEntry | undefined>;
  },
) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const p = message.payload as ClosedPayload;
    const entry = await notifiers.restaurant(message.restaurantId);
    const tab = await tabByPublicId(db, message.restaurantId, p.tabId);
    if (!entry || !tab) return { ok: false, retryable: false, reason: 'tab or restaurant not found' };
    const locale = resolveLocale(p.locale);
    const restaurant = restaurantNameIn(entry, locale);
    const [priced, shares, holds, members, { lines }] = await Promise.all([
      pricedBillOf(db, tab.id, null),
      sharesOf(db, tab.id),
      holdsOf(db, tab.id),
      membersOf(db, tab.id),
      roundsOf(db, tab.id),
    ]);
    const closing = closingOf(tab, priced, shares, holds);
    if (!closing) return { ok: false, retryable: true, reason: 'tab not closed yet' };
    const reader = members.find((m) => m.id === p.memberId) ?? members.find((m) => m.role === 'opener');
    const fmt = (cents: number) => formatMoney(cents, locale);
    const cardOf = (last4: string | null) =>
      last4 ? translate(locale, 'email.tabCardEnding', { last4 }) : '';
    const taxes = shareTaxesOf(priced, shares);
    const shareLabel = (share: ShareRow) =>
      share.payer ?? translate(locale, 'email.tabShareN', { n: share.position + 1 });
    // The whole bill left names every line; an open share its own, or says it was a part of the bill.
    const closedPartLines = (share: ShareRow | null) =>
      share === null
        ? lines
            .map((l) =>
              translate(locale, 'email.tabReceiptLine', { quantity: l.quantity, name: lineName(l, locale) }),
            )
            .join('\n')
        : (share.lineIds as string[]).length > 0
          ? shareLinesText(locale, lines, shares, share, priced.bill.total)
          : translate(locale, 'email.tabClosedPartOf', { total: fmt(priced.bill.total) });
    const unpaid = closing.parts.map((part) =>
      translate(locale, 'email.tabClosedPart', {
        label: part.share ? shareLabel(part.share) : translate(locale, 'email.tabClosedRest'),
        lines: closedPartLines(part.share),
        share: fmt(part.amount),
        taxes: fmt(part.taxes),
        tip: fmt(part.tip),
      }),
    );
    const own = shares.flatMap((share, i) =>
      share.status === 'paid' && share.paidByMemberId === reader?.id
        ? [
            translate(locale, 'email.tabClosedOwnShare', {
              label: shareLabel(share),
              share: fmt(share.amountCents),
              taxes: fmt(taxes[i]!),
              tip: fmt(share.tipCents ?? 0),
              card: cardOf(share.last4),
              charged: fmt(share.chargeCents ?? share.amountCents),
            }),
          ]
        : [],
    );
    const mine = closing.holds.filter((h) => h.memberId === reader?.id);
    const others = closing.holds.filter((h) => h.memberId !== reader?.id);
    const othersCaptured = others.reduce((sum, h) => sum + h.captured, 0);
    const cards = mine.map((h) =>
      translate(locale, 'email.tabClosedCard', {
        card: cardOf(h.last4),
        captured: fmt(h.captured),
        released: fmt(h.released),
      }),
    );
    const sections = [
      own.length > 0 ? own.join('\n\n') : null,
      unpaid.length > 0
        ? `${translate(locale, 'email.tabClosedUnpaidTitle')}\n\n${unpaid.join('\n\n')}`
        : translate(locale, 'email.tabClosedAllPaid'),
      cards.join('\n\n'),
      othersCaptured > 0
        ? translate(locale, 'email.tabClosedOtherCards', { captured: fmt(othersCaptured) })
        : null,
    ].filter((section): section is string => Boolean(section));
    const intro =
      p.idleMinutes === null || p.idleMinutes === undefined
        ? translate(locale, 'email.tabClosedIntro', { restaurant, table: tab.tableNum })
        : translate(locale, 'email.tabIdleClosedIntro', {
            restaurant,
            table: tab.tableNum,
            hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(p.idleMinutes / 60),
          });
    return notifiers.email.send({
      idempotencyKey: outboxKey(message),
      to: p.email,
      subject: translate(locale, 'email.tabIdleClosedSubject', { restaurant }),
      text: translate(locale, 'email.tabClosedBody', { intro, details: sections.join('\n\n') }),
      reference: p.tabId,
    });
  };
}

/** The idle check, queued when a tab opens and after each round, due when the restaurant's limit would pass. */
export async function queueIdleClose(
  db: Executor,
  tab: Pick<TabRow, 'restaurantId' | 'publicId'>,
  idleMinutes: number,
) {
  await enqueue(db, {
    restaurantId: tab.restaurantId,
    type: IDLE_CLOSE,
    payload: { tabId: tab.publicId },
    notBefore: dueAfter(idleMinutes * 60_000),
  });
}

/**
 * The outbox's idle check: a tab still open and idle past the limit closes on the opener's card; one with a round
 * since is checked again when the limit after that round passes.
 */
export function idleCloseHandler(
  db: Database,
  restaurantOf: (restaurantId: number) => Promise<PublishedEntry | undefined>,
  gatewayOf: (restaurantId: number) => Promise<PaymentGateway>,
  now: () => Date,
) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const { tabId } = message.payload as { tabId?: string };
    const tab = tabId ? await tabByPublicId(db, message.restaurantId, tabId) : undefined;
    const entry = await restaurantOf(message.restaurantId);
    if (!tab || tab.status === 'closed' || !entry) return { ok: true };
    const { idle_minutes: idleMinutes, auto_close_tip_percent: tipPercent } = entry.data.restaurant.open_tab;
    const at = now();
    if (tab.status === 'open' && !idlePastLimit(tab.lastActivityAt, at, idleMinutes)) {
      const left = tab.lastActivityAt.getTime() + idleMinutes * 60_000 - at.getTime();
      await enqueue(db, {
        restaurantId: tab.restaurantId,
        type: IDLE_CLOSE,
        payload: { tabId: tab.publicId },
        notBefore: dueAfter(left),
      });
      return { ok: true };
    }
    try {
      await closeTab(db, await gatewayOf(message.restaurantId), tab, { now: at, tipPercent, idleMinutes });
      return { ok: true };
    } catch (error) {
      return { ok: false, retryable: true, reason: (error as Error).message };
    }
  };
}
