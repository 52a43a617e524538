/**
 * Closing a tab: what the shares did not pay is captured from the tab's authorizations (the opener's hold first, then
 * any other card's, in the order they were given), and whatever they still hold is released. An idle tab closes by
 * itself after the restaurant's limit, on the same rule, with the tip the restaurant sets for that case.
 */
import { type Cents, percentOf } from '../money/money';

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

/** The tip an idle tab closes with: the restaurant's percentage of what remains (the demo: none). */
export function autoCloseTip(remaining: Cents, percent: number): Cents {
  return percentOf(remaining, percent);
}
