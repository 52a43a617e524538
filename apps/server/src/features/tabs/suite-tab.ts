/**
 * A suite's event-day tab (docs/decisions/067-a-suites-event-day-tab-is-a-tab.md): one tab per event suite, its limit
 * the operator's tab limit, each event-day order a round on it. The suites feature takes the round in its transaction
 * 1 (features/suites/suite-order.ts); whether it fits is the tabs' one rule (packages/domain/src/tabs/hold.ts), decided
 * with the tab's row locked so two guests ordering at once never pass the limit together. No card holds the tab: each
 * order is still paid as the suite's preference says, and the tab carries the total.
 */
import type { Cents } from '@ordering/domain/money/money';
import { decideRound } from '@ordering/domain/tabs/hold';
import { nanoid } from 'nanoid';
import type { Executor } from '../../db/client';
import { billSuiteRound, lockSuiteTab, suiteTabBilled, suiteTabTotals } from './suite-tab.repository';

export type SuiteRound =
  /** On the tab: what it comes to with the round. */
  | { ok: true; billedCents: Cents }
  /** Past the limit: what is left of it (the guest pays the order themselves). */
  | { ok: false; leftCents: Cents };

/**
 * The round of an event-day order on its suite's tab, in the order's transaction 1 (its checkout written first):
 * taken when it fits the limit, else nothing is written and the caller refuses the order.
 */
export async function takeSuiteRound(
  tx: Executor,
  round: {
    restaurantId: number;
    eventSuiteId: number;
    suiteName: string;
    checkoutId: number;
    amountCents: Cents;
    /** The operator's tab limit while the tab is active (suites/rules.ts `suiteTabLimit`); null: no limit. */
    limitCents: Cents | null;
    at: Date;
  },
): Promise<SuiteRound> {
  const tab = await lockSuiteTab(tx, {
    restaurantId: round.restaurantId,
    eventSuiteId: round.eventSuiteId,
    publicId: nanoid(),
    tableNum: round.suiteName,
    at: round.at,
  });
  // Read under the lock: an order refused payment or cancelled since no longer counts against the limit.
  const billed = await suiteTabBilled(tx, tab.id);
  const decision = decideRound(
    { held: null, billed, step: 0, canRaise: false, limit: round.limitCents },
    round.amountCents,
  );
  if (decision.kind === 'over_limit') return { ok: false, leftCents: decision.left };
  const billedCents = billed + round.amountCents;
  await billSuiteRound(
    tx,
    {
      restaurantId: round.restaurantId,
      tabId: tab.id,
      checkoutId: round.checkoutId,
      amountCents: round.amountCents,
      billedCents,
    },
    round.at,
  );
  return { ok: true, billedCents };
}

/** What the tabs of these event suites come to, by event suite id (0 for a suite without a tab yet). */
export async function suiteTabsTotal(db: Executor, eventSuiteIds: number[]): Promise<Map<number, Cents>> {
  const totals = await suiteTabTotals(db, eventSuiteIds);
  return new Map(eventSuiteIds.map((id) => [id, totals.get(id) ?? 0]));
}
