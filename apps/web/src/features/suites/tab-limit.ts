/**
 * The tab limit on event day: free text an operator sets, changes or removes for
 * the owner after a confirmation step. The confirmation names the change (read with the domain's parser, so that
 * "$250" and "250.00" are the same limit); no change asks nothing, and text that is no amount is said at once.
 */
import { toCents } from '@ordering/domain/money/money';
import { parseTabLimit, tabLimitEvent } from '@ordering/domain/suites/rules';

export type TabLimitStep =
  | { kind: 'invalid' }
  | { kind: 'none' }
  | { kind: 'set' | 'changed' | 'removed'; fromCents: number | null; toCents: number | null };

/** `current` is the suite's limit in dollars (null without one); `typed` is the field as the operator left it. */
export function tabLimitStep(current: number | null, typed: string): TabLimitStep {
  const parsed = parseTabLimit(typed);
  if (!parsed.ok) return { kind: 'invalid' };
  const fromCents = current === null ? null : toCents(current);
  const kind = tabLimitEvent(fromCents, parsed.cents);
  return kind === null ? { kind: 'none' } : { kind, fromCents, toCents: parsed.cents };
}
