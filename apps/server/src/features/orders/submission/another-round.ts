/**
 * Another round: a dine-in order repeated at the same table. The browser sends only the
 * earlier order's id (`config.anotherRoundId`) and shows no table field; where the round goes is the server's to
 * say, read from that order: its table number, table info (location, area, seat) and generic table location. An id
 * that is not a placed dine-in order of this restaurant is refused, and nothing is written.
 */
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import { isOrderType, orderType } from '@ordering/domain/order-types/index';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import type { PublishedEntry } from '../../restaurants';
import { findOrderByPublicId } from '../orders.repository';
import type { SubmissionInput } from './types';

type Config = SubmitOrderRequest['data']['config'];

interface StoredTable {
  contact?: { tableNum?: string | null; table?: Config['tableInfo'] };
  fulfilment?: { tableLocation?: string };
}

/**
 * Whether a round may follow this earlier order: the restaurant's data file must offer rounds (`another_round`),
 * and the order must have been served at a table, the one the round goes to. Refused with the reason, in the
 * diner's language, by the another-round read and by the submission alike.
 */
export function assertRoundOffered(entry: PublishedEntry | undefined, firstType: string): void {
  if (!entry?.data.restaurant.another_round) throw new AppError(409, 'error.anotherRoundOff');
  if (!isOrderType(firstType) || !orderType(firstType).needs.table) {
    throw new AppError(409, 'error.anotherRoundNoTable');
  }
}

export async function atTheRoundsTable(db: Executor, input: SubmissionInput): Promise<SubmissionInput> {
  const config = input.body.data.config;
  const roundId = config.anotherRoundId;
  if (!roundId) return input;
  if (!input.entry.data.restaurant.another_round) throw new AppError(409, 'error.anotherRoundOff');
  const first = await findOrderByPublicId(db, roundId, input.entry.restaurantId);
  // Another round is ordered at the table of an order placed at one.
  if (!first || !isOrderType(first.type) || !orderType(first.type).needs.table) {
    throw new AppError(404, 'error.orderNotFound');
  }
  const { contact, fulfilment } = first as StoredTable;
  const table: Partial<Config> = {
    tableNum: contact?.tableNum ?? null,
    tableInfo: contact?.table ?? null,
    genericTableLocation: fulfilment?.tableLocation ?? null,
  };
  return {
    ...input,
    body: { ...input.body, data: { ...input.body.data, config: { ...config, ...table } } },
  };
}
