/**
 * A round on a tab: an ordinary submission (POST /api/orders) naming the tab (`config.tabId`) and sent by one of its
 * members (`X-Tab-Member`), or by staff of the restaurant (a line staff enter on the table's bill, or an order entered
 * at the console for the table, staff-round.service.ts). The orders pipeline runs it as any order, with these hooks
 * (orders/submission/types.ts `TabOrderHooks`): the round goes to the tab's table; instead of a payment, the tab's
 * holds must cover the bill with the round (raised first by an incremental authorization, outside any transaction, or
 * another card asked for); transaction 1 then takes the round on the tab under its row lock, and refuses it should
 * the cover have changed. A round the holds do not cover never reaches the kitchen.
 */
import { formatMoney } from '@ordering/domain/money/money';
import { isOrderType, orderType } from '@ordering/domain/order-types/index';
import { decideRound } from '@ordering/domain/tabs/hold';
import { tabRoundChoiceRefusal } from '@ordering/domain/tabs/split';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { processorFor } from '../../adapters/payments/processors';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import { staffAllowed } from '../../plugins/staff-auth';
import type { SubmissionInput, TabHooksFor, TabOrderHooks } from '../orders';
import { paymentError } from '../payments';
import type { PublishedEntry } from '../restaurants';
import { memberOf, requireOpen, secretOf } from './tab-access';
import { billRound, insertRound, liveBilledCents, rebaseBilled } from './tab-rounds.repository';
import { replaceShares, sharesOf } from './tab-shares.repository';
import { holdsOf, lockTab, type MemberRow, recordRaise, type TabRow, tabByPublicId } from './tabs.repository';

export const raiseKey = (tabPublicId: string, to: number) => `tab:${tabPublicId}:raise:${to}`;

export const tabOrderHooks: TabHooksFor = (app, request) => {
  const tabId = request.body.data.config.tabId;
  if (!tabId) return null;
  const { db } = app;
  const { entry } = request;
  return roundHooks(db, request, tabId, async () => {
    const secret = secretOf(request.http);
    if (!secret && (await staffAllowed(request.http, entry, 'orders.accept')))
      return staffSends(db, entry, tabId);
    return memberOf(db, entry.restaurantId, tabId, secret);
  });
};

const ROUND_CHOICE_REFUSED = {
  gift_card: 'error.tabRoundNoGiftCard',
  credits: 'error.tabRoundNoCredits',
  tip: 'error.tabRoundNoTip',
} as const;

/** Refused, not silently dropped, so the diner's screen never says a gift card, credits or a tip were used. */
function refuseOtherTenders(costs: SubmissionInput['body']['data']['costs']) {
  const refused = tabRoundChoiceRefusal(costs);
  if (refused) throw new AppError(409, ROUND_CHOICE_REFUSED[refused]);
}

/** A round staff send (signed in with a role at the restaurant, no member secret): on a tab of their restaurant only. */
export async function staffSends(db: Database, entry: PublishedEntry, tabId: string) {
  const found = await tabByPublicId(db, entry.restaurantId, tabId);
  if (!found) throw new AppError(404, 'error.tabNotFound');
  return { tab: found, member: null };
}

/**
 * The round's hooks once `sender` says on which tab and from whom: a member, or null for staff (a line added to the
 * bill, or an order entered at the console, staff-round.service.ts).
 */
export function roundHooks(
  db: Database,
  request: { entry: PublishedEntry; gateway: PaymentGateway; locale: Locale; now: Date },
  tabId: string,
  sender: () => Promise<{ tab: TabRow; member: MemberRow | null }>,
): TabOrderHooks {
  const { gateway, entry } = request;
  let tab: TabRow;
  let member: MemberRow | null;

  const hooks: TabOrderHooks = {
    async prepare(input: SubmissionInput) {
      ({ tab, member } = await sender());
      // A suite's tab takes the suite's event-day orders only (suite-tab.ts), never a round named by its id.
      if (tab.kind !== 'table') throw new AppError(404, 'error.tabNotFound');
      requireOpen(tab);
      if (!isOrderType(input.body.type) || !orderType(input.body.type).needs.table)
        throw new AppError(400, 'error.tabRoundNoTable');
      refuseOtherTenders(input.body.data.costs);
      const config = { ...input.body.data.config, tableNum: tab.tableNum };
      return { ...input, body: { ...input.body, data: { ...input.body.data, config } } };
    },

    async cover(amount) {
      // Read again: a round sent since prepare may have raised the hold or taken some of it.
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = await tabByPublicId(db, entry.restaurantId, tabId);
        if (!now) throw new AppError(404, 'error.tabNotFound');
        requireOpen(now);
        const processor = processorFor(entry.data.restaurant.payment_processor);
        const decision = decideRound(
          {
            held: now.heldCents,
            // A round cancelled by the kitchen no longer counts against the holds.
            billed: await liveBilledCents(db, now.id),
            step: now.holdStepCents,
            canRaise: processor.capabilities.incrementalAuthorization && !!gateway.incrementAuthorization,
            limit: null,
          },
          amount,
        );
        if (decision.kind === 'send') return { kind: 'tab', amount, reference: now.publicId };
        if (decision.kind !== 'raise') {
          const short = decision.kind === 'another_card' ? decision.short : amount;
          throw new AppError(
            410,
            'error.tabNeedsCard',
            { short: formatMoney(short, request.locale) },
            {
              reason: 'tab_needs_card',
            },
          );
        }
        // The opener's hold is raised in place (the first hold written with the tab).
        const [hold] = await holdsOf(db, now.id);
        if (!hold) throw new AppError(404, 'error.tabNotFound');
        const to = hold.amountCents + decision.by;
        const raised = await gateway.incrementAuthorization!(
          hold.authorizationId,
          to,
          raiseKey(now.publicId, to),
        );
        if (!raised.ok) {
          // A card that cannot grow at all (the processor did not grant raises on it) is not a bank's refusal.
          if (raised.code === 410)
            throw new AppError(
              410,
              raised.reason === 'card_not_supported' ? 'error.tabRaiseUnavailable' : 'error.tabRaiseDeclined',
              {},
              { reason: raised.reason },
            );
          throw paymentError(raised);
        }
        // Written only if the hold is as read; otherwise another round raised it: decide again on what it holds.
        await recordRaise(db, hold, raised.amount);
      }
      throw new AppError(409, 'error.tabHoldChanged');
    },

    async reserve(tx, checkoutId, amount) {
      const locked = await lockTab(tx, tab.id, 'update');
      if (locked?.status !== 'open') throw new AppError(409, 'error.tabClosed');
      // A round after the table started to split: the split is dropped unless a share is paid or being paid.
      const shares = await sharesOf(tx, tab.id);
      if (shares.some((s) => s.status !== 'open')) throw new AppError(409, 'error.tabPaying');
      if (shares.length) await replaceShares(tx, tab.id, null, []);
      await rebaseBilled(tx, tab.id);
      const billed = await billRound(tx, tab.id, amount, request.now);
      if (!billed) throw new AppError(409, 'error.tabHoldChanged');
      await insertRound(tx, {
        restaurantId: entry.restaurantId,
        tabId: tab.id,
        checkoutId,
        memberId: member?.id ?? null,
        amountCents: amount,
      });
    },
  };
  return hooks;
}
