/**
 * Staff move a tab to another table (the party changed tables): the tab, its bill, holds and members go with it, and
 * every later round is served at the new table (tab-round.ts reads the tab's table). Refused when the target table
 * already has an open tab: one open tab per table, as the partial unique index `tabs_open_table_key` says, which also
 * settles two moves to one table at the same moment.
 */
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors/app-error';
import { lockTab, moveTabTo, openTabAtTable, type TabRow } from './tabs.repository';

export async function moveTab(db: Database, tab: TabRow, table: string, now: Date): Promise<TabRow> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockTab(tx, tab.id, 'update');
      if (locked?.status !== 'open') throw new AppError(409, 'error.tabClosed');
      if (locked.tableNum === table) return locked;
      const there = await openTabAtTable(tx, tab.restaurantId, table);
      if (there) throw new AppError(409, 'error.tabMoveTaken', { table });
      return moveTabTo(tx, tab.id, table, now);
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'tabs_open_table_key')) throw error;
    throw new AppError(409, 'error.tabMoveTaken', { table });
  }
}
