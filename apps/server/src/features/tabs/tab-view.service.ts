/**
 * The table's bill as a member sees it: every round of the tab (any guest's, or staff's) as one bill, each line with
 * who ordered it and whether it is theirs, the members, the shares and what is left to pay. Only the member's own
 * tab: access is checked before (tab-access.ts).
 */
import type { TabView } from '@ordering/domain/contracts/tabs';
import { toDollars } from '@ordering/domain/money/money';
import { type TabBill, type TabRound, tabBill } from '@ordering/domain/tabs/bill';
import { shareTipBases } from '@ordering/domain/tabs/split';
import type { Executor } from '../../db/client';
import { closingOf, dueOf, itemBasis, shareTaxesOf } from './closing';
import { refundedByLine, roundsOf } from './tab-rounds.repository';
import { sharesOf } from './tab-shares.repository';
import { holdsOf, type MemberRow, membersOf, type TabRow, tabByPublicId } from './tabs.repository';

/** What the receipts need of the bill's taxes: its taxes and total, and each line's own taxes (null: not kept). */
export interface BillTaxes {
  taxes: number;
  total: number;
  lines: { id: string; taxes: number | null }[];
}

/** The bill and its taxes, read together. */
export interface PricedBill {
  bill: TabBill;
  taxes: BillTaxes;
}

/** The bill from the tab's placed rounds, lines named by their order line's id. */
export async function billOf(db: Executor, tabId: number, viewer: string | null): Promise<TabBill> {
  return (await pricedBillOf(db, tabId, viewer)).bill;
}

export async function pricedBillOf(db: Executor, tabId: number, viewer: string | null): Promise<PricedBill> {
  const { placed, lines } = await roundsOf(db, tabId);
  const rounds: TabRound[] = placed.map((order) => ({
    orderId: order.publicId,
    total: order.totalCents,
    orderedBy: order.memberPublicId,
    lines: lines
      .filter((l) => l.orderId === order.orderId)
      .map((l) => ({
        id: String(l.id),
        name: l.name,
        itemId: l.itemId,
        menuId: l.menuId,
        quantity: l.quantity,
        amount: l.lineCents,
        // A line written before orders kept its taxes has none: its round is spread by price, as it always was.
        ...(l.taxCents === null ? {} : { taxes: l.taxCents }),
      })),
  }));
  const bill = tabBill(rounds, viewer);
  const taxes: BillTaxes = {
    taxes: placed.reduce((sum, o) => sum + ((o.costs as { taxes?: number }).taxes ?? 0), 0),
    total: bill.total,
    lines: lines.map((l) => ({ id: String(l.id), taxes: l.taxCents })),
  };
  return { bill, taxes };
}

const memberView = (m: MemberRow) => ({
  id: m.publicId,
  name: m.name,
  role: m.role as 'opener' | 'guest',
  status: m.status as 'pending' | 'accepted' | 'refused',
});

export async function tabView(db: Executor, read: TabRow, member: MemberRow): Promise<TabView> {
  // Read again: the call that answers with the view may just have changed the tab.
  const tab = (await tabByPublicId(db, read.restaurantId, read.publicId)) ?? read;
  const [priced, members, shares, holds, refunded] = await Promise.all([
    pricedBillOf(db, tab.id, member.publicId),
    membersOf(db, tab.id),
    sharesOf(db, tab.id),
    holdsOf(db, tab.id),
    refundedByLine(db, tab.id),
  ]);
  // What staff refunds of its lines gave back to the table's cards (features/tabs/tab-refund.ts).
  const refundedCents =
    shares.reduce((sum, s) => sum + s.refundedCents, 0) + holds.reduce((sum, h) => sum + h.refundedCents, 0);
  const paid = shares.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amountCents, 0);
  // Closing charges what the shares left to the holds' cards (close-tab.service.ts): no longer left to pay.
  const captured = holds.reduce((sum, h) => sum + h.capturedCents, 0);
  // The opener sees who asks to join; a guest sees who is at the table.
  const visible = members.filter((m) => m.status === 'accepted' || member.role === 'opener');
  const { bill } = priced;
  // What each share is due now: a round cancelled since the split is off the open ones.
  const due = dueOf(bill, shares);
  const tipBases = shareTipBases(bill, due, itemBasis(bill, shares, due));
  const taxes = shareTaxesOf(priced, shares);
  const closing = closingOf(tab, priced, shares, holds);
  return {
    id: tab.publicId,
    table: tab.tableNum,
    status: tab.status as TabView['status'],
    held: toDollars(tab.heldCents),
    total: toDollars(bill.total),
    paid: toDollars(paid),
    captured: toDollars(captured),
    remaining: toDollars(Math.max(0, bill.total - paid - captured)),
    refunded: toDollars(refundedCents),
    you: memberView(member),
    members: visible.map(memberView),
    lines: bill.lines.map((l) => ({
      id: l.id,
      name: l.name,
      itemId: l.itemId ?? null,
      menuId: l.menuId ?? null,
      quantity: l.quantity,
      amount: toDollars(l.amount),
      total: toDollars(l.total),
      orderedBy: l.orderedBy,
      mine: l.mine,
      refunded: toDollars(refunded.get(l.id) ?? 0),
    })),
    shares: shares.map((s, i) => ({
      id: s.publicId,
      payer: s.payer,
      amount: toDollars(due[i]!),
      // Said beside it, so a payer sees why their share is less than the split said.
      ...(s.splitCents !== null && s.splitCents !== due[i] ? { splitAmount: toDollars(s.splitCents) } : {}),
      tipBase: toDollars(tipBases[i]!),
      taxes: toDollars(taxes[i]!),
      lineIds: s.lineIds as string[],
      status: s.status as 'open' | 'paying' | 'paid',
      tip: s.tipCents === null ? null : toDollars(s.tipCents),
      paidByYou: s.paidByMemberId === member.id,
      refunded: toDollars(s.refundedCents),
      // Where the member's own paid share's receipt went (typed, or their account's); none of others'.
      receiptEmail: s.status === 'paid' && s.paidByMemberId === member.id ? s.receiptEmail : null,
    })),
    closing: closing && {
      tip: toDollars(closing.tip),
      parts: closing.parts.map((p) => ({
        shareId: p.share?.publicId ?? null,
        amount: toDollars(p.amount),
        taxes: toDollars(p.taxes),
        tip: toDollars(p.tip),
      })),
      // Only the member's own cards: what the close charged each and released of its hold.
      yourCards: closing.holds
        .filter((h) => h.memberId === member.id)
        .map((h) => ({ last4: h.last4, captured: toDollars(h.captured), released: toDollars(h.released) })),
    },
  };
}
