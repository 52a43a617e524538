/**
 * The staff's reads of a restaurant's tabs: the open ones for the board, and one tab by its public id for the staff's
 * close and move (staff act on any tab of their restaurant, without a member's secret).
 */
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { openTabsOf, type TabRow, tabByPublicId } from './tabs.repository';

export interface StaffTab {
  id: string;
  table: string;
  status: 'open' | 'closing' | 'closed';
  totalCents: number;
  heldCents: number;
  openedAt: Date;
  lastRoundAt: Date;
}

/** The restaurant's tabs not closed yet, oldest first. */
export async function tabsOfRestaurant(db: Executor, restaurantId: number): Promise<StaffTab[]> {
  const rows = await openTabsOf(db, restaurantId);
  return rows.map((tab) => ({
    id: tab.publicId,
    table: tab.tableNum,
    status: tab.status as StaffTab['status'],
    totalCents: tab.billedCents,
    heldCents: tab.heldCents,
    openedAt: tab.createdAt,
    lastRoundAt: tab.lastActivityAt,
  }));
}

/** A tab of the staff's restaurant; another restaurant's, or none, is "no such tab". */
export async function tabOfRestaurant(
  db: Executor,
  restaurantId: number,
  tabPublicId: string,
): Promise<TabRow> {
  const tab = await tabByPublicId(db, restaurantId, tabPublicId);
  if (!tab) throw new AppError(404, 'error.tabNotFound');
  return tab;
}
