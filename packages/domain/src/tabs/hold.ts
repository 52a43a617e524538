/**
 * A tab's card hold: the opener's card is authorized for the restaurant's hold when the tab opens, and every round is
 * checked against what the tab's authorizations cover before it may go to the kitchen. A round that would take the
 * bill past them goes only once they cover it: the hold raised by an incremental authorization where the processor
 * offers one, or another card authorized for the difference. A suite's event-day tab holds no card (its orders are
 * paid as the suite's preference says) and only its limit is checked. Pure: the server asks, then calls the processor.
 */
import type { Cents } from '../money/money';

export interface TabCover {
  /**
   * What the tab's authorizations hold together (the opener's hold, raised or not, and any other card's). Null: the
   * tab holds no card (a suite's event-day tab), so only its limit can refuse a round.
   */
  held: Cents | null;
  /** The bill so far: every round already sent. */
  billed: Cents;
  /** The restaurant's hold amount: a raise goes up by whole steps of it, so each round does not raise again. */
  step: Cents;
  /** Whether the processor can raise an authorization it gave (processors.ts `incrementalAuthorization`). */
  canRaise: boolean;
  /** A suite owner's tab: the most the owner pays for guests; past it the guest pays the round. Null: no limit. */
  limit: Cents | null;
}

export type RoundDecision =
  /** Within what is held: the round goes to the kitchen, nothing is asked of the processor. */
  | { kind: 'send' }
  /** Raise the hold to `to` (an incremental authorization of `by`); only once raised does the round go. */
  | { kind: 'raise'; to: Cents; by: Cents }
  /** The processor cannot raise: another card must be authorized for at least `short` before the round goes. */
  | { kind: 'another_card'; short: Cents }
  /** Past the suite owner's limit: the guest pays this round apart. */
  | { kind: 'over_limit'; left: Cents };

export function decideRound(cover: TabCover, round: Cents): RoundDecision {
  if (!Number.isInteger(round) || round < 0)
    throw new RangeError(`A round is whole cents >= 0, got ${round}`);
  const after = cover.billed + round;
  if (cover.limit !== null && after > cover.limit) {
    return { kind: 'over_limit', left: Math.max(0, cover.limit - cover.billed) };
  }
  if (cover.held === null || after <= cover.held) return { kind: 'send' };
  const short = after - cover.held;
  if (!cover.canRaise || cover.step <= 0) return { kind: 'another_card', short };
  const steps = Math.ceil(short / cover.step);
  const by = steps * cover.step;
  return { kind: 'raise', to: cover.held + by, by };
}
