/**
 * Closing a tab (packages/domain/src/tabs/close.ts): what the shares did not pay is captured from the tab's holds,
 * the opener's first, and what they still hold is released. The tab is marked closing first (refused while a share is
 * being paid), then the processor is called outside any transaction under keys of each hold, so a close taken up
 * again after a crash, or by a second caller, captures nothing twice; then the tab is closed. An idle tab closes the
 * same way after the restaurant's limit, with the tip the restaurant sets for that case.
 */
import { formatMoney } from '@ordering/domain/money/money';
import { autoCloseTip, closingCaptures, idlePastLimit } from '@ordering/domain/tabs/close';
import type { EmailSender } from '../../adapters/email/email';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, resolveLocale, translate } from '../../i18n/messages';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { dueAfter, enqueue, outboxKey } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { type PublishedEntry, restaurantNameIn } from '../restaurants';
import { openerContact } from './tab-rounds.repository';
import { sharesOf } from './tab-shares.repository';
import { billOf } from './tab-view.service';
import { finishClosing, holdsOf, startClosing, type TabRow, tabByPublicId } from './tabs.repository';

export const IDLE_CLOSE = 'tab.idle_close' as const;
export const IDLE_CLOSED_EMAIL = 'tab.idle_closed_email' as const;
const captureKey = (holdId: number) => `tab-hold:${holdId}:capture`;
const releaseKey = (holdId: number) => `tab-hold:${holdId}:release`;

export interface ClosedTab {
  captured: number;
  released: number;
}

/** The e-mail telling the opener their idle tab was closed on their card (the handler below words it). */
interface IdleClosedPayload {
  tabId: string;
  table: string;
  email: string;
  locale: Locale;
  idleMinutes: number;
  capturedCents: number;
  releasedCents: number;
  last4: string | null;
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
  const paid = shares.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amountCents, 0);
  // What the bill says now: a round staff cancelled is off it, though it still counts against the holds.
  const owed = Math.max(0, (await billOf(db, tab.id, null)).total - paid);
  const remaining = owed + autoCloseTip(owed, options.tipPercent ?? 0);
  const holds = (await holdsOf(db, tab.id)).filter((h) => h.status === 'held');
  const plan = closingCaptures(
    remaining,
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
  const notice = options.idleMinutes === undefined ? null : await idleNotice(db, tab, holds[0], result);
  await finishClosing(db, tab.id, written, options.now, async (tx) => {
    if (notice && options.idleMinutes !== undefined)
      await enqueue(tx, {
        restaurantId: tab.restaurantId,
        type: IDLE_CLOSED_EMAIL,
        payload: { ...notice, idleMinutes: options.idleMinutes },
      });
  });
  return result;
}

/** To the e-mail the opener gave on their latest round, in its language; none given, no notice. */
async function idleNotice(
  db: Database,
  tab: TabRow,
  openerHold: { last4: string | null } | undefined,
  closed: ClosedTab,
): Promise<Omit<IdleClosedPayload, 'idleMinutes'> | null> {
  const contact = ((await openerContact(db, tab.id)) ?? {}) as { email?: unknown; locale?: unknown };
  const email = typeof contact.email === 'string' ? contact.email.trim() : '';
  if (email === '') return null;
  return {
    tabId: tab.publicId,
    table: tab.tableNum,
    email,
    locale: resolveLocale(typeof contact.locale === 'string' ? contact.locale : undefined),
    capturedCents: closed.captured,
    releasedCents: closed.released,
    last4: openerHold?.last4 ?? null,
  };
}

/** Words and sends the idle close's e-mail (the outbox's key: sent once however often it is delivered). */
export function idleClosedEmailHandler(notifiers: {
  email: EmailSender;
  restaurant: (restaurantId: number) => Promise<PublishedEntry | undefined>;
}) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const p = message.payload as IdleClosedPayload;
    const entry = await notifiers.restaurant(message.restaurantId);
    if (!entry) return { ok: false, retryable: false, reason: 'restaurant not found' };
    const locale = resolveLocale(p.locale);
    const restaurant = restaurantNameIn(entry, locale);
    const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(p.idleMinutes / 60);
    return notifiers.email.send({
      idempotencyKey: outboxKey(message),
      to: p.email,
      subject: translate(locale, 'email.tabIdleClosedSubject', { restaurant }),
      text: translate(locale, 'email.tabIdleClosedBody', {
        restaurant,
        table: p.table,
        hours,
        card: p.last4 ? translate(locale, 'email.tabCardEnding', { last4: p.last4 }) : '',
        captured: formatMoney(p.capturedCents, locale),
        released: formatMoney(p.releasedCents, locale),
      }),
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
