/**
 * Where an order staff enter at the console lands (decision 068): for a table with an open tab, on that tab as a round
 * unless staff chose an order of its own (`separate`); any other order, or a table without a tab, is placed as a
 * counter order paid at the counter or the table (orders/counter-order.service.ts). The server finds the table's tab
 * itself, in the staff member's restaurant, whatever the console believed.
 */
import type { CounterOrder, CounterTable, CounterTableTab } from '@ordering/domain/contracts/kitchen';
import { counterOrderBill, counterTablePlace } from '@ordering/domain/ordering/counter-table';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { placeCounterOrder } from '../orders';
import type { PublishedEntry } from '../restaurants';
import { addStaffRound, openTabOfTable } from '../tabs';

/** The table's open tab, for the console to say so before the order is placed; null for none or an unknown table. */
export async function tableTab(
  db: Executor,
  entry: PublishedEntry,
  table: CounterTable,
): Promise<CounterTableTab | null> {
  const place = counterTablePlace(entry.data.restaurant, table);
  return place ? openTabOfTable(db, entry.restaurantId, place.tableNum) : null;
}

export async function placeStaffOrder(
  db: Database,
  gateway: PaymentGateway,
  input: Parameters<typeof placeCounterOrder>[2],
): Promise<CounterOrder> {
  const { body, entry } = input;
  const table = body.table;
  const order = { table: table !== undefined, separate: body.separate === true };
  // No look-up when it could not change where the order goes.
  const openTab = table && !order.separate ? await tableTab(db, entry, table) : null;
  const bill = counterOrderBill(order, openTab);
  // The tab pays for its rounds: a card taken for one would charge the table twice (decision 074).
  if (table && bill.kind === 'tab' && body.card) throw new AppError(422, 'error.counterCardOnTab');
  if (table && bill.kind === 'tab')
    return addStaffRound(db, gateway, { ...input, body: { ...body, table } }, bill.tab.id);
  return { ...(await placeCounterOrder(db, gateway, input)), tab: null };
}
