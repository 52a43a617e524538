/**
 * Closing a tab: what the shares did not pay is captured from the tab's authorizations (the opener's hold first, then
 * any other card's, in the order they were given), and whatever they still hold is released. An idle tab closes by
 * itself after the restaurant's limit, on the same rule, with the tip the restaurant sets for that case.
 */
import { allocate, type Cents, percentOf, sumCents } from '../money/money';

export interface TabHold {
  id: string;
  /** What this authorization holds on its card. */
  amount: Cents;
}

export interface ClosingPlan {
  captures: { id: string; capture: Cents; release: Cents }[];
  /** What no authorization covers (never, when every round was covered before it went). */
  uncovered: Cents;
}

export function closingCaptures(remaining: Cents, holds: readonly TabHold[]): ClosingPlan {
  if (!Number.isInteger(remaining) || remaining < 0) throw new RangeError(`Cannot capture ${remaining}`);
  let left = remaining;
  const captures = holds.map((hold) => {
    const capture = Math.min(left, hold.amount);
    left -= capture;
    return { id: hold.id, capture, release: hold.amount - capture };
  });
  return { captures, uncovered: left };
}

/** Whether a tab whose last round (or opening) was at `lastActivity` has been idle past the restaurant's limit. */
export function idlePastLimit(lastActivity: Date, now: Date, idleMinutes: number): boolean {
  return now.getTime() - lastActivity.getTime() >= idleMinutes * 60_000;
}

/** A part of the bill nobody paid when the tab closed: an open share, or the whole bill left when none was split. */
export interface UnpaidPart {
  /** Its part of the bill, taxes included. */
  amount: Cents;
  /** What a percentage tip on it is taken on (split.ts `shareTipBases`): its part of the bill before taxes. */
  tipBase: Cents;
}

/**
 * What closing charges to the held cards for the parts nobody paid: `owed` (the bill less the paid shares) spread over
 * them by their amounts (what each is due, split.ts `sharesDue`, so they add up to it), and the restaurant's tip for
 * the case, a percentage of their bases before taxes as a payer's own tip on a share is, spread over them by their
 * bases. Each part reads as a share's receipt does, and the parts add up to what is captured.
 */
export function closingCharge(
  owed: Cents,
  unpaid: readonly UnpaidPart[],
  tipPercent: number,
): { parts: { amount: Cents; tip: Cents }[]; tip: Cents; total: Cents } {
  if (!Number.isInteger(owed) || owed < 0) throw new RangeError(`Cannot charge ${owed}`);
  if (owed === 0) return { parts: unpaid.map(() => ({ amount: 0, tip: 0 })), tip: 0, total: 0 };
  const tip = percentOf(sumCents(unpaid.map((p) => p.tipBase)), tipPercent);
  return closingParts(owed, tip, unpaid);
}

/** The parts of a close already made, from what it captured for the bill and its tip (`closingCharge`'s figures). */
export function closingParts(
  owed: Cents,
  tip: Cents,
  unpaid: readonly UnpaidPart[],
): { parts: { amount: Cents; tip: Cents }[]; tip: Cents; total: Cents } {
  // Nothing to spread it on would lose it: the caller names the whole bill left when no share is open.
  if (unpaid.length === 0 && owed + tip > 0) throw new RangeError(`No part to charge ${owed + tip} on`);
  const amounts = allocate(
    owed,
    unpaid.map((p) => p.amount),
  );
  const tips = allocate(
    tip,
    unpaid.map((p) => p.tipBase),
  );
  return {
    parts: unpaid.map((_, i) => ({ amount: amounts[i]!, tip: tips[i]! })),
    tip,
    total: owed + tip,
  };
}

/**
 * How what a close captured divides between the bill and its tip: the bill first, the tip from what is left. Held
 * cards that fall short of both (a tab near its limit, a tip on top) leave the tip short, never the bill: a tip the
 * cards could not cover was not given.
 */
export function capturedAs(captured: Cents, owed: Cents, tip: Cents): { owed: Cents; tip: Cents } {
  const bill = Math.min(captured, owed);
  return { owed: bill, tip: Math.min(tip, captured - bill) };
}

/**
 * The parts of a close already made, read from what the held cards gave and the tip it kept (`capturedAs`'s, so the
 * rest is the bill), each with the taxes in it: a part charged less than it was due (held cards that fell short)
 * carries its taxes in proportion.
 */
export function closedParts(
  captured: Cents,
  tip: Cents,
  unpaid: readonly (UnpaidPart & { taxes: Cents })[],
): { amount: Cents; tip: Cents; taxes: Cents }[] {
  if (unpaid.length === 0) return [];
  const kept = Math.min(tip, captured);
  return closingParts(captured - kept, kept, unpaid).parts.map((part, i) => {
    const { amount, taxes } = unpaid[i]!;
    return {
      ...part,
      taxes: part.amount === amount ? taxes : Math.round((taxes * part.amount) / Math.max(1, amount)),
    };
  });
}
