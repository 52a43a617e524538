/**
 * A staff refund of a round on a tab goes back to the table's payers (orders/tab-refunds.ts `TabRefunds`, called by
 * the orders' refund in its two transactions around the processor): the shares that paid the lines, in the parts
 * they paid, and the holds for what the close captured from them (packages/domain/src/tabs/refund.ts). Each payer's
 * refund is a card refund on the authorization it paid with, keyed by the payment, the round's tender, the lines asked
 * and the refunds counted before (orders/tab-refunds.ts), so a retried refund gets the processor's first answer and a
 * later one a new refund.
 */

import { sumCents } from '@ordering/domain/money/money';
import { SHARE_SETTLING } from '@ordering/domain/staff/settlement';
import { tabLineRefund } from '@ordering/domain/tabs/refund';
import { cancelOverpays } from '@ordering/domain/tabs/split';
import { AppError, stillUnderWay } from '../../errors/app-error';
import type { TabPayerRefund, TabRefunds } from '../orders';
import { lineIdsByPosition, otherRoundSettling } from './tab-rounds.repository';
import { addShareRefund, sharesOf } from './tab-shares.repository';
import { billOf } from './tab-view.service';
import { addHoldRefund, holdsOf, lockTab, tabByPublicId } from './tabs.repository';

const SHARE = 'share:';
const HOLD = 'hold:';

export const tabRefunds: TabRefunds = {
  async plan(tx, order, tender, lines, state) {
    const { stamp, given } = state;
    const tab = tender.reference ? await tabByPublicId(tx, order.restaurantId, tender.reference) : undefined;
    if (!tab) throw new AppError(409, 'error.refundNothing');
    // What each payer still holds is read, and then sent back outside this transaction: two refunds of the tab's
    // rounds are planned one after the other (the tab locked), and while another round's refund is on its way to the
    // processor (claimed, not yet written on the shares and holds) this one waits for it: 409 with Retry-After, the
    // reason the staff console retries once (nothing of this order was read or done).
    await lockTab(tx, tab.id, 'update');
    if (await otherRoundSettling(tx, tab.id, order.id, state.settlingSince))
      throw stillUnderWay(409, 'error.orderBusy', 2, { reason: SHARE_SETTLING });
    const [bill, shares, holds, lineIds] = [
      await billOf(tx, tab.id, null),
      await sharesOf(tx, tab.id),
      await holdsOf(tx, tab.id),
      await lineIdsByPosition(tx, order.id),
    ];
    const captured = holds.filter((h) => h.capturedCents > 0);
    const result = tabLineRefund(
      {
        closed: tab.status === 'closed',
        bill,
        shares: shares.map((s) => ({
          id: `${SHARE}${s.id}`,
          amount: s.amountCents,
          lineIds: s.lineIds as string[],
          paid: s.status === 'paid' && s.authorizationId !== null,
          refundable: (s.chargeCents ?? 0) - s.refundedCents + (given.get(`${SHARE}${s.id}`) ?? 0),
        })),
        holds: captured.map((h) => ({
          id: `${HOLD}${h.id}`,
          captured: h.capturedCents,
          refundable: h.capturedCents - h.refundedCents + (given.get(`${HOLD}${h.id}`) ?? 0),
        })),
      },
      lines.map((l) => ({ lineId: String(lineIds.get(l.position)), amount: l.amountCents })),
    );
    if (!result.ok) {
      if (result.reason === 'tab_open')
        throw new AppError(409, 'error.tabRefundOpen', { table: tab.tableNum });
      throw new AppError(409, 'error.refundNothing');
    }
    const asked = lines.map((l) => `${l.position}x${l.quantity}`).join('.');
    return result.parts.map((part): TabPayerRefund => {
      const reference = part.id.startsWith(SHARE)
        ? shares.find((s) => `${SHARE}${s.id}` === part.id)?.authorizationId
        : captured.find((h) => `${HOLD}${h.id}` === part.id)?.authorizationId;
      return {
        reference: reference!,
        amountCents: part.amount,
        source: part.id,
        key: `tender:${tender.id}:tab-${part.id.replace(':', '-')}:refund#${stamp}:${asked}+${part.amount}`,
      };
    });
  },

  async refuseCancel(tx, order, tender) {
    const found = tender.reference
      ? await tabByPublicId(tx, order.restaurantId, tender.reference)
      : undefined;
    if (!found) return;
    // Locked as the refund's plan locks it (the order first): a share claimed or a close begun meanwhile is seen.
    const tab = await lockTab(tx, found.id, 'update');
    if (!tab) return;
    // Closed, or closing: the close charged the table's cards for the round, which a refund gives back to them.
    if (tab.status !== 'open') throw new AppError(409, 'error.tabRoundCancelClosed', { table: tab.tableNum });
    const settled = sumCents(
      (await sharesOf(tx, tab.id)).filter((s) => s.status !== 'open').map((s) => s.amountCents),
    );
    if (cancelOverpays((await billOf(tx, tab.id, null)).total, settled, tender.amountCents))
      throw new AppError(409, 'error.tabRoundCancelPaid', { table: tab.tableNum });
  },

  async record(tx, refunded) {
    for (const { source, amountCents } of refunded) {
      if (source.startsWith(SHARE)) await addShareRefund(tx, Number(source.slice(SHARE.length)), amountCents);
      else if (source.startsWith(HOLD))
        await addHoldRefund(tx, Number(source.slice(HOLD.length)), amountCents);
    }
  },
};
