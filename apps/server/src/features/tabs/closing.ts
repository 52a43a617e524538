/**
 * What closing a tab charged for the parts nobody paid, read the same way when the tab closes (close-tab.service.ts),
 * on every member's bill (tab-view.service.ts) and in the opener's e-mail: each open share (or the whole bill left when
 * none was split) with its lines, the taxes in it and the close's tip on it (packages/domain/src/tabs/close.ts), and
 * what each held card was charged and released.
 */

import type { TabBill } from '@ordering/domain/tabs/bill';
import { closedParts, type UnpaidPart } from '@ordering/domain/tabs/close';
import { taxesOfShares } from '@ordering/domain/tabs/receipt';
import { itemBasis as itemBasisOf, sharesDue, shareTipBases } from '@ordering/domain/tabs/split';
import type { ShareRow } from './tab-shares.repository';
import type { PricedBill } from './tab-view.service';
import type { HoldRow, TabRow } from './tabs.repository';

export interface UnpaidShare extends UnpaidPart {
  /** The open share, or null for the whole bill left when the table never split it. */
  share: ShareRow | null;
  /** The taxes in it, as its receipt would have said them. */
  taxes: number;
}

/** The parts of the bill no share paid: the open shares, or what is left of the bill when no share is open. */
export function unpaidShares(priced: PricedBill, shares: readonly ShareRow[]): UnpaidShare[] {
  const { bill, taxes } = priced;
  const paid = shares.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amountCents, 0);
  const open = shares.filter((s) => s.status !== 'paid');
  if (open.length > 0) {
    const due = dueOf(bill, shares);
    const bases = shareTipBases(bill, due, itemBasis(bill, shares, due));
    const inShares = shareTaxesOf(priced, shares);
    return shares.flatMap((share, i) =>
      share.status === 'paid' ? [] : [{ share, amount: due[i]!, tipBase: bases[i]!, taxes: inShares[i]! }],
    );
  }
  const left = Math.max(0, bill.total - paid);
  if (left === 0) return [];
  const [tipBase] = shareTipBases(bill, [left]);
  const [inLeft] = taxesOfShares(taxes, [{ amount: left, lineIds: [] }]);
  return [{ share: null, amount: left, tipBase: tipBase!, taxes: inLeft! }];
}

/** What the shares left of the bill: a round staff cancelled is off it, though it still counted against the holds. */
export function owedAtClose({ bill }: PricedBill, shares: readonly ShareRow[]): number {
  const paid = shares.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amountCents, 0);
  return Math.max(0, bill.total - paid);
}

/** What each of the tab's shares is due now: a round cancelled since the split comes off the open ones. */
export function dueOf(bill: TabBill, shares: readonly ShareRow[]): number[] {
  return sharesDue(
    bill,
    shares.map((s) => ({ amount: s.amountCents, lineIds: s.lineIds as string[], open: s.status === 'open' })),
  );
}

/**
 * The taxes in each of the tab's shares, as every receipt says them: of what each is due, so they add up to the
 * bill's. A split by item says each share's own lines' taxes while each is due what its lines on the bill come to;
 * once a cancelled round made one differ (a paid share's item cancelled), every share's taxes go by its amount.
 */
export function shareTaxesOf({ bill, taxes }: PricedBill, shares: readonly ShareRow[]): number[] {
  const due = dueOf(bill, shares);
  const lines = itemBasis(bill, shares, due);
  return taxesOfShares(
    taxes,
    shares.map((_, i) => ({ amount: due[i]!, lineIds: lines?.[i] ?? [] })),
  );
}

/** The split's lines its receipts and tip bases go by (split.ts `itemBasis`), of the tab's shares. */
export function itemBasis(bill: TabBill, shares: readonly ShareRow[], due: readonly number[]) {
  return itemBasisOf(
    bill,
    shares.map((s) => s.lineIds as string[]),
    due,
  );
}

export interface ClosingPart {
  share: ShareRow | null;
  amount: number;
  taxes: number;
  tip: number;
}

export interface Closing {
  parts: ClosingPart[];
  /** The tip the close kept, on the parts. */
  tip: number;
  /** Everything the close captured from the held cards (the parts and their tip). */
  captured: number;
  /** Each held card: what the close charged it and released of it, and whose it is. */
  holds: { memberId: number | null; last4: string; captured: number; released: number }[];
}

/** A closed tab's close as it was made: what the holds captured is the parts nobody paid and the close's tip. */
export function closingOf(
  tab: TabRow,
  priced: PricedBill,
  shares: readonly ShareRow[],
  holds: readonly HoldRow[],
): Closing | null {
  if (tab.status !== 'closed') return null;
  const captured = holds.reduce((sum, h) => sum + h.capturedCents, 0);
  const unpaid = unpaidShares(priced, shares);
  const parts = closedParts(captured, tab.closeTipCents, unpaid);
  return {
    parts: parts.flatMap((part, i) =>
      part.amount + part.tip === 0 ? [] : [{ share: unpaid[i]!.share, ...part }],
    ),
    tip: parts.reduce((sum, part) => sum + part.tip, 0),
    captured,
    holds: holds.map((h) => ({
      memberId: h.memberId,
      last4: h.last4,
      captured: h.capturedCents,
      released: h.status === 'settled' ? h.amountCents - h.capturedCents : 0,
    })),
  };
}
