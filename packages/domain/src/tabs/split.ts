/**
 * Paying a tab's bill in shares, any way the table wants: one card for everything, evenly by N, by item (one item may
 * be shared between several people), or amounts the table types. Every split is the one largest-remainder `allocate`,
 * so the shares always add up to the bill to the cent. Refusals are typed results, not exceptions.
 */

import type { RestaurantDataFile } from '../menu/data-file';
import { allocate, type Cents, sumCents } from '../money/money';
import { chooseTip, resolveTip, startingTipPercent } from '../pricing/tip';
import type { TipChoice } from '../pricing/types';
import type { TabBill } from './bill';

/** A table of more than this many shares is a typing mistake, not a table. */
export const MAX_SHARES = 50;

export type SplitPlan =
  | { kind: 'whole' }
  | { kind: 'even'; ways: number }
  /** Each line to the payers who share it (a name or label the table chooses; one payer: the line is theirs). */
  | { kind: 'by_item'; items: readonly { lineId: string; payers: readonly string[] }[] }
  | { kind: 'amounts'; amounts: readonly Cents[] };

export interface Share {
  /** Who the share is for, when the split says (by item); null for an even or typed share. */
  payer: string | null;
  amount: Cents;
  /** By item: the lines (or parts of lines) the share pays. */
  lineIds: string[];
}

export type SplitRefusal =
  | { reason: 'too_many_shares' | 'no_payer' }
  | { reason: 'unknown_line' | 'line_twice' | 'line_not_assigned'; lineId: string }
  | { reason: 'amounts_do_not_add_up'; difference: Cents }
  | { reason: 'amount_not_positive'; index: number };

export type SplitResult = { ok: true; shares: Share[] } | ({ ok: false } & SplitRefusal);

const refuse = (refusal: SplitRefusal): SplitResult => ({ ok: false, ...refusal });

export function splitBill(bill: TabBill, plan: SplitPlan): SplitResult {
  switch (plan.kind) {
    case 'whole':
      return { ok: true, shares: [{ payer: null, amount: bill.total, lineIds: [] }] };
    case 'even': {
      if (!Number.isInteger(plan.ways) || plan.ways < 1) return refuse({ reason: 'no_payer' });
      if (plan.ways > MAX_SHARES) return refuse({ reason: 'too_many_shares' });
      const parts = allocate(
        bill.total,
        Array.from({ length: plan.ways }, () => 1),
      );
      return { ok: true, shares: parts.map((amount) => ({ payer: null, amount, lineIds: [] })) };
    }
    case 'amounts': {
      if (plan.amounts.length === 0) return refuse({ reason: 'no_payer' });
      if (plan.amounts.length > MAX_SHARES) return refuse({ reason: 'too_many_shares' });
      const bad = plan.amounts.findIndex((a) => !Number.isInteger(a) || a <= 0);
      if (bad >= 0) return refuse({ reason: 'amount_not_positive', index: bad });
      const difference = bill.total - sumCents(plan.amounts);
      if (difference !== 0) return refuse({ reason: 'amounts_do_not_add_up', difference });
      return { ok: true, shares: plan.amounts.map((amount) => ({ payer: null, amount, lineIds: [] })) };
    }
    case 'by_item':
      return byItem(bill, plan.items);
  }
}

function byItem(bill: TabBill, items: readonly { lineId: string; payers: readonly string[] }[]): SplitResult {
  const lines = new Map(bill.lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const shares = new Map<string, Share>();
  for (const item of items) {
    const line = lines.get(item.lineId);
    if (!line) return refuse({ reason: 'unknown_line', lineId: item.lineId });
    if (seen.has(item.lineId)) return refuse({ reason: 'line_twice', lineId: item.lineId });
    seen.add(item.lineId);
    const payers = [...new Set(item.payers)];
    if (payers.length === 0) return refuse({ reason: 'no_payer' });
    // One item shared between several people: its total split evenly among them, to the cent.
    const parts = allocate(
      line.total,
      payers.map(() => 1),
    );
    payers.forEach((payer, i) => {
      const share = shares.get(payer) ?? { payer, amount: 0, lineIds: [] };
      share.amount += parts[i]!;
      share.lineIds.push(line.id);
      shares.set(payer, share);
    });
  }
  const missing = bill.lines.find((l) => !seen.has(l.id));
  if (missing) return refuse({ reason: 'line_not_assigned', lineId: missing.id });
  if (shares.size > MAX_SHARES) return refuse({ reason: 'too_many_shares' });
  return { ok: true, shares: [...shares.values()] };
}

/**
 * What each share's percentage tip is taken on: its part of the bill before taxes and charges, as a checkout's tip is
 * a percent of its subtotal (pricing/tip.ts). A split by item (`lineIds`, each share's lines): its own lines' prices,
 * a line shared by several divided among them as `splitBill` divides its total, so the payer of a zero-rated item
 * tips on what they ordered. Any other split: the lines' subtotal spread over the shares by their amounts. Both with
 * the one `allocate`, so the bases of a bill's shares add up to its subtotal.
 */
export function shareTipBases(
  bill: TabBill,
  amounts: readonly Cents[],
  lineIds?: readonly (readonly string[])[],
): Cents[] {
  if (lineIds && lineIds.length === amounts.length && lineIds.every((ids) => ids.length > 0)) {
    return linePartsOfShares(bill, lineIds, 'amount');
  }
  const subtotal = sumCents(bill.lines.map((line) => line.amount));
  const shared = sumCents(amounts);
  if (bill.total <= 0 || shared <= 0) return amounts.map(() => 0);
  // Shares that are not the whole bill (never, once split; kept safe) carry their part of the subtotal only.
  const part = shared >= bill.total ? subtotal : Math.round((subtotal * shared) / bill.total);
  return allocate(part, amounts);
}

/** What each share's lines on the bill come to, a line shared by several divided among them as `splitBill` does. */
function linePartsOfShares(
  bill: TabBill,
  lineIds: readonly (readonly string[])[],
  figure: 'amount' | 'total',
): Cents[] {
  const parts = lineIds.map(() => 0);
  for (const line of bill.lines) {
    const sharers = lineIds.flatMap((ids, i) => (ids.includes(line.id) ? [i] : []));
    const split = allocate(
      line[figure],
      sharers.map(() => 1),
    );
    sharers.forEach((share, k) => {
      parts[share]! += split[k]!;
    });
  }
  return parts;
}

/**
 * A split by item's lines, which its shares' taxes and tip bases are read from while each share is due what its lines
 * still on the bill come to (as `splitBill` divides them); undefined otherwise (any other split, or one a cancelled
 * round made differ, a paid share's item cancelled): they then go by what each is due.
 */
export function itemBasis(
  bill: TabBill,
  lineIds: readonly (readonly string[])[],
  due: readonly Cents[],
): (readonly string[])[] | undefined {
  if (!lineIds.every((ids) => ids.length > 0)) return undefined;
  return linePartsOfShares(bill, lineIds, 'total').every((total, i) => total === due[i])
    ? [...lineIds]
    : undefined;
}

/** A share as `sharesDue` reads it: what the split gave it, its lines (by item), and whether it is still to pay. */
export interface SplitShare {
  amount: Cents;
  lineIds: readonly string[];
  /** Neither paid nor being paid. */
  open: boolean;
}

/**
 * What each share is due now. A split adds up to the bill when it is made and no round joins the bill after it (one
 * drops the split, or is refused once a share is paid); a round the kitchen cancels since takes its amount off the
 * bill, and the open shares then pay what the paid ones left: by item, in proportion to what their lines still on the
 * bill come to (a payer whose item was cancelled pays less, not the table); any other split, to their amounts. A share
 * is never due more than the split gave it, and a paid one keeps what it paid.
 */
export function sharesDue(bill: TabBill, shares: readonly SplitShare[]): Cents[] {
  const settled = sumCents(shares.filter((s) => !s.open).map((s) => s.amount));
  const open = shares.flatMap((s, i) => (s.open ? [i] : []));
  const owed = Math.max(0, bill.total - settled);
  if (open.length === 0 || sumCents(open.map((i) => shares[i]!.amount)) <= owed)
    return shares.map((s) => s.amount);
  const byItem = shares.every((s) => s.lineIds.length > 0);
  const onBill = byItem
    ? linePartsOfShares(
        bill,
        shares.map((s) => s.lineIds),
        'total',
      )
    : shares.map((s) => s.amount);
  const parts = allocate(
    owed,
    open.map((i) => onBill[i]!),
  );
  const due = shares.map((s) => s.amount);
  open.forEach((share, k) => {
    due[share] = Math.min(shares[share]!.amount, parts[k]!);
  });
  return due;
}

/**
 * Whether cancelling a round of `roundTotal` would leave the shares paid (or being paid) past the bill without it:
 * the open shares take what a cancel leaves (`sharesDue`) only while the paid ones fit in the bill, and past that the
 * restaurant would keep what no one owes (the round is refunded instead, docs/decisions/096).
 */
export function cancelOverpays(billTotal: Cents, settled: Cents, roundTotal: Cents): boolean {
  return settled > billTotal - roundTotal;
}

/**
 * Why a round sent to a table's tab cannot carry what its costs choice names: the tab is the round's only payment
 * (the bill carries each round's total), so a gift card or credits would pay it twice, and its payers tip their own
 * shares (docs/decisions/039). Null when it names none of them (a tip of nothing is none).
 */
export function tabRoundChoiceRefusal(choice: {
  voucher?: { code?: string | null } | null;
  credits?: { id?: unknown } | null;
  tip?: { percentageValue?: number | null; amount?: number | null } | null;
}): 'gift_card' | 'credits' | 'tip' | null {
  if (choice.voucher?.code) return 'gift_card';
  const credits = choice.credits?.id;
  if (credits !== undefined && credits !== null && credits !== '') return 'credits';
  if ((choice.tip?.percentageValue ?? 0) > 0 || (choice.tip?.amount ?? 0) > 0) return 'tip';
  return null;
}

/** What a payer's card is charged for a share: the share and the tip they choose, a percentage of `tipBase`. */
export function shareCharge(
  amount: Cents,
  tipBase: Cents,
  tip: TipChoice | null,
): { tip: Cents; charge: Cents } {
  const tipCents = resolveTip(tip, tipBase).amount;
  return { tip: tipCents, charge: amount + tipCents };
}

/**
 * The tip a payer's share starts on, and the one the server takes when the payment names none: as a dine-in checkout
 * starts (a tab is eaten at the table), a signed-in payer's own default tip where the restaurant takes tips, else the
 * restaurant's preselection for dine-in. The payer may change it, or choose no tip.
 */
export function shareStartingTip(
  file: RestaurantDataFile,
  dinerDefault: number | null = null,
): TipChoice | null {
  const percent = startingTipPercent(file, 'dine-in', dinerDefault);
  return percent === null ? null : chooseTip('percentage', percent);
}
