/**
 * The bill screen's arithmetic, before anything is sent: who ordered each line, the split the table is building
 * (by item with an item shared, typed amounts) and what a payer's card is charged with their tip. Each preview is the
 * domain's own function (`splitBill`, `shareCharge`), so what the screen shows is what the server will write.
 */
import type { TabView } from '@ordering/domain/contracts/tabs';
import { type Cents, sumCents, toCents } from '@ordering/domain/money/money';
import { chooseTip } from '@ordering/domain/pricing/tip';
import type { TabBill } from '@ordering/domain/tabs/bill';
import { type Share, shareCharge, splitBill } from '@ordering/domain/tabs/split';
import type { ShareTip, SplitRequest } from './api';

/** The names the bill shows for who ordered a line: a member's name, or staff for a line entered by staff. */
export function orderedByName(view: TabView, orderedBy: string | null): string | null {
  if (orderedBy === null) return null;
  return view.members.find((m) => m.id === orderedBy)?.name ?? '';
}

/** The view's bill in cents, as the domain reads it. */
export function billOf(view: TabView): TabBill {
  return {
    total: toCents(view.total),
    lines: view.lines.map((l) => ({
      id: l.id,
      name: l.name,
      quantity: l.quantity,
      amount: toCents(l.amount),
      total: toCents(l.total),
      orderId: '',
      orderedBy: l.orderedBy,
      mine: l.mine,
    })),
  };
}

/** Each line to the payers chosen for it (by name); a line with nobody yet is left out and named in `missing`. */
export type ItemAssignment = Record<string, readonly string[]>;

/** The payers a by-item split starts with: each line to whoever ordered it, staff's lines to the opener. */
export function startingAssignment(view: TabView): ItemAssignment {
  const opener = view.members.find((m) => m.role === 'opener')?.name ?? view.you.name;
  return Object.fromEntries(view.lines.map((l) => [l.id, [orderedByName(view, l.orderedBy) || opener]]));
}

export type ByItemPreview =
  | { ok: true; request: SplitRequest; shares: Share[] }
  | { ok: false; missing: string[] };

/** The by-item split the table chose, with each payer's share as the server will write it. */
export function byItemPreview(view: TabView, assignment: ItemAssignment): ByItemPreview {
  const missing = view.lines.filter((l) => (assignment[l.id] ?? []).length === 0).map((l) => l.id);
  if (missing.length > 0) return { ok: false, missing };
  const items = view.lines.map((l) => ({ lineId: l.id, payers: [...(assignment[l.id] ?? [])] }));
  const split = splitBill(billOf(view), { kind: 'by_item', items });
  if (!split.ok) return { ok: false, missing: 'lineId' in split ? [split.lineId] : [] };
  return { ok: true, request: { kind: 'by_item', items }, shares: split.shares };
}

/**
 * A typed amount in dollars, as a diner of either language types it ("12.50", "12,50", "$12.50", "12,50 $"); null
 * when it is not an amount of at least one cent.
 */
export function parseAmount(text: string): Cents | null {
  const cleaned = text.replace(/[\s$\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = toCents(cleaned);
  return cents > 0 ? cents : null;
}

export type AmountsPreview =
  | { ok: true; request: SplitRequest }
  | { ok: false; invalid: number[]; difference: Cents };

/** Typed amounts (blank ones left out) must each be an amount and add up to the bill to the cent; `difference` is what is left to place. */
export function amountsPreview(total: Cents, typed: readonly string[]): AmountsPreview {
  // A field left blank is no share (the form offers one per person; a table of three may pay in two).
  const parsed = typed.filter((text) => text.trim() !== '').map(parseAmount);
  const invalid = parsed.flatMap((cents, index) => (cents === null ? [index] : []));
  const difference = total - sumCents(parsed.map((cents) => cents ?? 0));
  if (invalid.length > 0 || difference !== 0 || typed.length === 0) return { ok: false, invalid, difference };
  return { ok: true, request: { kind: 'amounts', amounts: parsed.map((c) => (c ?? 0) / 100) } };
}

/** A payer's tip: none, a percentage of their share, or dollars typed. */
export type TipPick =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'dollars'; text: string };

/** The tip the pay call sends, or null for none; undefined when typed dollars are not an amount. */
export function tipRequest(pick: TipPick): ShareTip | null | undefined {
  if (pick.kind === 'none') return null;
  if (pick.kind === 'percent') return { type: 'percentage', value: pick.percent };
  const cents = pick.text.trim() === '' ? 0 : parseAmount(pick.text);
  if (cents === null || cents > 100_000) return undefined;
  return cents === 0 ? null : { type: 'dollar', value: cents / 100 };
}

/** What the payer's card is charged for a share of `amount` dollars with the tip picked. */
export function chargeFor(
  amount: number,
  tipBase: number,
  pick: TipPick,
): { tip: Cents; charge: Cents } | null {
  const tip = tipRequest(pick);
  if (tip === undefined) return null;
  // Read as the pay call reads it (pay-share.service.ts): a dollar tip in dollars, a percentage as the percentage.
  const choice = tip && chooseTip(tip.type, tip.type === 'dollar' ? toCents(tip.value) : tip.value);
  return shareCharge(toCents(amount), toCents(tipBase), choice);
}

/** The paid shares' total with their tips: what the table paid so far, in cents. */
export const paidTotal = (view: TabView): Cents =>
  sumCents(
    view.shares.filter((s) => s.status === 'paid').map((s) => toCents(s.amount) + toCents(s.tip ?? 0)),
  );
