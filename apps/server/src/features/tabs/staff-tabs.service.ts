/**
 * The staff's reads of a restaurant's tabs: the open ones for the board (the tables', then the suites' tabs of the
 * events on today, suite-tab.ts), and one table's tab by its public id for the staff's close and move (staff act on
 * any tab of their restaurant, without a member's secret).
 */
import { isEventDay } from '@ordering/domain/suites/rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { openSuiteTabs } from './suite-tab.repository';
import { liveBilledByTab } from './tab-rounds.repository';
import { paidByTab } from './tab-shares.repository';
import { openTabsOf, type TabRow, tabByPublicId } from './tabs.repository';

export interface StaffTab {
  id: string;
  table: string;
  status: 'open' | 'closing' | 'closed';
  totalCents: number;
  heldCents: number;
  /** What the table already paid of the bill (its paid shares); a suite's tab: 0. */
  paidCents: number;
  openedAt: Date;
  lastRoundAt: Date;
  /** A suite's event-day tab: its suite, event and limit (null: none); null for a table's tab. */
  suite: { name: string; event: string; startsAt: Date; limitCents: number | null } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The restaurant's tables' tabs not closed yet, oldest first, then the suites' tabs of events on `at`'s day. */
export async function tabsOfRestaurant(
  db: Executor,
  restaurantId: number,
  at: { zone: string; now: Date },
): Promise<StaffTab[]> {
  const rows = await openTabsOf(db, restaurantId);
  const near = await openSuiteTabs(
    db,
    restaurantId,
    new Date(at.now.getTime() - 2 * DAY_MS),
    new Date(at.now.getTime() + 2 * DAY_MS),
  );
  const suiteTabs = near
    .filter((row) => isEventDay(row.startsAt, at.zone, at.now))
    .map(
      (row): StaffTab => ({
        id: row.tab.publicId,
        table: row.tab.tableNum,
        status: row.tab.status as StaffTab['status'],
        totalCents: Number(row.billed),
        heldCents: 0,
        paidCents: 0,
        openedAt: row.tab.createdAt,
        lastRoundAt: row.tab.lastActivityAt,
        suite: {
          name: row.suite,
          event: row.event,
          startsAt: row.startsAt,
          limitCents: row.limitActive ? row.limitCents : null,
        },
      }),
    );
  const ids = rows.map((tab) => tab.id);
  const paid = await paidByTab(db, ids);
  // The bill the diners see and the close charges: a round the kitchen cancelled is off it, though the tab's billed
  // figure keeps it until the next round (tab-round.ts).
  const live = await liveBilledByTab(db, ids);
  const tableTabs = rows.map(
    (tab): StaffTab => ({
      id: tab.publicId,
      table: tab.tableNum,
      status: tab.status as StaffTab['status'],
      totalCents: live.get(tab.id) ?? tab.billedCents,
      heldCents: tab.heldCents,
      paidCents: paid.get(tab.id) ?? 0,
      openedAt: tab.createdAt,
      lastRoundAt: tab.lastActivityAt,
      suite: null,
    }),
  );
  return [...tableTabs, ...suiteTabs];
}

/**
 * A table's tab of the staff's restaurant; another restaurant's, or none, is "no such tab". A suite's tab is neither
 * closed nor moved by staff: its orders are paid as the suite's preference says.
 */
export async function tabOfRestaurant(
  db: Executor,
  restaurantId: number,
  tabPublicId: string,
): Promise<TabRow> {
  const tab = await tabByPublicId(db, restaurantId, tabPublicId);
  if (!tab) throw new AppError(404, 'error.tabNotFound');
  if (tab.kind !== 'table') throw new AppError(409, 'error.suiteTabNotStaffs');
  return tab;
}
