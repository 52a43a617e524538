/**
 * `order_options.no_takeout_timeslot`: take-out (pickup and delivery) is made as soon as possible and no time slot
 * is offered or taken for it; other order types keep theirs. The checkout offers no time to choose, and the
 * submission refuses a take-out order sent for a chosen time.
 */
import { orderType } from '../order-types/index';
import type { OrderType } from '../pricing/types';

export function takesChosenTime(type: OrderType, options: { no_takeout_timeslot: boolean }): boolean {
  return !(options.no_takeout_timeslot && orderType(type).scheduling.menus === 'take-out');
}
