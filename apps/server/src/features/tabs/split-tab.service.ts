/**
 * The table chooses how to pay (packages/domain/src/tabs/split.ts): the bill is split into shares, each an amount a
 * payer claims and pays with their own tip. The split is written under the tab's row lock, and only while no share is
 * paid or being paid, so a share someone is paying never changes under them.
 */
import type { splitTabRequest } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { type SplitPlan, splitBill } from '@ordering/domain/tabs/split';
import { nanoid } from 'nanoid';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, type MessageKey, translate } from '../../i18n/messages';
import { replaceShares, sharesOf } from './tab-shares.repository';
import { billOf } from './tab-view.service';
import { lockTab, type MemberRow, type TabRow } from './tabs.repository';

export async function splitTab(
  db: Database,
  tab: TabRow,
  member: MemberRow,
  request: z.infer<typeof splitTabRequest>,
  locale: Locale,
): Promise<void> {
  const given = request.split;
  const plan: SplitPlan =
    given.kind === 'amounts' ? { kind: 'amounts', amounts: given.amounts.map((a) => toCents(a)) } : given;
  await db.transaction(async (tx) => {
    const locked = await lockTab(tx, tab.id, 'update');
    if (locked?.status !== 'open') throw new AppError(409, 'error.tabClosed');
    if ((await sharesOf(tx, tab.id)).some((s) => s.status !== 'open'))
      throw new AppError(409, 'error.tabSplitLocked');
    // Under the lock no round can join the bill: the shares split exactly what the table owes now.
    const bill = await billOf(tx, tab.id, member.publicId);
    const split = splitBill(bill, plan);
    if (!split.ok) {
      throw new AppError(400, 'error.tabSplitRefused', { splitReason: split.reason }, [
        { path: 'body.split', message: translate(locale, `tabSplit.${split.reason}` as MessageKey) },
      ]);
    }
    // A share of nothing (an even split of a few cents) has nothing to pay and is left out.
    const shares = split.shares.filter((share) => share.amount > 0);
    if (shares.length === 0) throw new AppError(400, 'error.tabSplitRefused', { splitReason: 'no_payer' });
    await replaceShares(
      tx,
      tab.id,
      given,
      shares.map((share, position) => ({
        restaurantId: tab.restaurantId,
        tabId: tab.id,
        publicId: nanoid(),
        position,
        payer: share.payer,
        lineIds: share.lineIds,
        amountCents: share.amount,
        splitCents: share.amount,
      })),
    );
  });
}
