/**
 * An order staff enter at the console for a table that has an open tab goes on the tab as a round (decision 068): the
 * table keeps one bill whoever orders. The round is the counter order's submission (orders/counter-order.service.ts,
 * the same checks, kitchen buckets and board) with the round's hooks of tab-round.ts, so the tab's holds must cover it
 * as they cover a diner's round: past them, with the raise not granted, it is refused and nothing reaches the kitchen.
 * The tab is looked up by the table, in the staff member's restaurant only.
 */
import type { CounterOrder, CounterOrderBody, CounterTableTab } from '@ordering/domain/contracts/kitchen';
import { toDollars } from '@ordering/domain/money/money';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { placeCounterOrder } from '../orders';
import { roundHooks, staffSends } from './tab-round';
import { openTabAtTable, type TabRow } from './tabs.repository';

type CounterInput = Parameters<typeof placeCounterOrder>[2];

const shown = (tab: TabRow): CounterTableTab => ({
  id: tab.publicId,
  table: tab.tableNum,
  total: toDollars(tab.billedCents),
  openedAt: tab.createdAt.toISOString(),
});

/** The open tab at a table of the restaurant (its number, as the tab and the round's order keep it), if any. */
export async function openTabOfTable(
  db: Executor,
  restaurantId: number,
  tableNum: string,
): Promise<CounterTableTab | null> {
  const tab = await openTabAtTable(db, restaurantId, tableNum);
  return tab ? shown(tab) : null;
}

/**
 * Sends the order staff entered for the table as a round on `tabId` (an open tab of the staff member's restaurant, as
 * `openTabOfTable` found it): all its lines at once, priced, paced and placed as a counter order, covered by the tab.
 */
export async function addStaffRound(
  db: Database,
  gateway: PaymentGateway,
  input: CounterInput & { body: CounterOrderBody & { table: NonNullable<CounterOrderBody['table']> } },
  tabId: string,
): Promise<CounterOrder> {
  const { entry } = input;
  const hooks = roundHooks(db, { entry, gateway, locale: input.locale, now: input.now }, tabId, () =>
    staffSends(db, entry, tabId),
  );
  const placed = await placeCounterOrder(db, gateway, { ...input, tab: { id: tabId, hooks } });
  // The bill as it stands with the round (read again: other rounds may have joined it meanwhile).
  const { tab } = await staffSends(db, entry, tabId);
  return { ...placed, tab: shown(tab) };
}
