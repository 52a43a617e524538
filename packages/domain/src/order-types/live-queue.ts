import { orderType } from './index';
import type { OrderType } from './wire';

/**
 * Whether a placed order waits in the kitchen's live queue, so its page may show the current wait: one wanted as
 * soon as possible. An order scheduled for a later time, or of a type ordered days ahead (a school day's meal, a
 * suite's or a caterer's order), has its own day and time instead; the queue's wait says nothing about it. Apart
 * from index.ts, whose module every menu page loads: only an order's page runs this.
 */
export function waitsInLiveQueue(type: OrderType, scheduled: boolean | undefined): boolean {
  return orderType(type).scheduling.orderedAhead === 'no' && scheduled !== true;
}

/**
 * Whether the kitchen's current wait speaks to this placed order: one still to be made (pending or in progress) and
 * waiting in the live queue. An order ready, done or cancelled waits for nothing.
 */
export function waitsInQueue(order: {
  status: string;
  type: OrderType;
  fulfilment?: { scheduled?: boolean | undefined } | null | undefined;
}): boolean {
  return (
    (order.status === 'pending' || order.status === 'in_progress') &&
    waitsInLiveQueue(order.type, order.fulfilment?.scheduled)
  );
}
