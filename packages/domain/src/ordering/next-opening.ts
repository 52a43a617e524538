/**
 * When an order for now (dine-in, or a menu without scheduling) can next be placed, for the menu's "closed now"
 * notice and the refusal of a cart filled while closed: the first opening of the menu's hours (a hub's kitchen its
 * own, ./kitchens) after `now`, on this date or one of the next `days`, at which the domain's own check of a cart
 * for now (checkCartMenu) passes. Capacity is left out: a full slot is not a closed kitchen.
 */
import { kitchenHours } from './kitchens';
import { openingHours } from './opening-hours';
import { checkCartMenu, type SchedulingInput } from './scheduling';
import { addDaysToDate, DEFAULT_ZONE, localDate } from './zoned';

export function nextOrderingOpening(input: Omit<SchedulingInput, 'date'>, days = 7): Date | null {
  if (input.restaurant.orders_paused) return null;
  const zone = input.zone || input.restaurant.timezone || DEFAULT_ZONE;
  const hours = kitchenHours(input.restaurant, input.menu);
  const today = localDate(input.now, zone);
  for (let i = 0; i <= days; i++) {
    const opens = openingHours(hours, addDaysToDate(today, i), zone)
      .intervals.map((o) => o.start)
      .filter((start) => start > input.now);
    for (const start of opens) {
      if (!checkCartMenu({ ...input, date: null, now: start, taken: {} })) return start;
    }
  }
  return null;
}
