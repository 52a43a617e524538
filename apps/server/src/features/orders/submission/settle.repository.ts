/**
 * The statements that place a checkout (settle.ts): fixed text, as the request path runs them once per order
 * (decision 021), and every write but the guard's only if the guard placed the checkout.
 */
import { orderEvents, orderTenders, outbox } from '../../../db/schema';
import type { Statement } from '../../../db/statement';
import { GUARDED, insertRows } from '../../../db/write-together';

export type NewOrderTender = typeof orderTenders.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** "If the checkout is still awaiting payment, it is placed": the guard of the settling statement. */
const PLACE_CHECKOUT =
  "update checkouts set status = 'placed', authorization_id = $1, response = $2::jsonb, updated_at = $3 " +
  "where id = $4 and status = 'awaiting_payment' returning id";
const PLACE_ORDERS = `update orders set status = 'pending', updated_at = $1 where id = any($2::bigint[]) and ${GUARDED}`;
const RETIRE_RECOVERY = `delete from outbox where id = $1 and ${GUARDED}`;

export function placeCheckoutGuard(
  checkoutId: number,
  authorizationId: string | null,
  response: unknown,
  now: Date,
): Statement {
  return {
    text: PLACE_CHECKOUT,
    values: [authorizationId, JSON.stringify(response), now.toISOString(), checkoutId],
  };
}

/** The orders made `pending`, with their tenders, events and outbox messages, each only if the guard placed it. */
export function placeOrdersWrites(
  orderIds: readonly number[],
  rows: { tenders: NewOrderTender[]; events: NewOrderEvent[]; messages: NewOutboxRow[] },
  now: Date,
): Statement[] {
  return [
    { text: PLACE_ORDERS, values: [now.toISOString(), `{${orderIds.join(',')}}`] },
    ...insertRows(orderTenders, rows.tenders, GUARDED),
    ...insertRows(orderEvents, rows.events, GUARDED),
    ...insertRows(outbox, rows.messages, GUARDED),
  ];
}

/** The checkout's recovery message deleted, only if the guard placed the checkout. */
export function retireRecovery(recoveryId: number): Statement {
  return { text: RETIRE_RECOVERY, values: [recoveryId] };
}
