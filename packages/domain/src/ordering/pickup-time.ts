/**
 * pickup_time of the order submission (RULES-ordering-format.md): a UTC ISO time built from the due date and time in
 * the restaurant zone. Hour 12 when no time is chosen; a scheduled order's time as chosen; otherwise prepTime
 * minutes are added; a pre-order takes the suite delivery time.
 */
import { addMinutes } from 'date-fns';
import { DEFAULT_ZONE, instantAtLocalTime, localDate, toUtcIso } from './zoned';

export const DEFAULT_PICKUP_TIME = '12:00';

export interface PickupTimeInput {
  now: Date;
  zone?: string | null;
  /** "YYYY-MM-DD"; today in the zone when absent. */
  dueByDate?: string | null;
  /** "HH:mm"; hour 12 when absent. */
  dueByTime?: string | null;
  scheduled?: boolean;
  /** Minutes added to an order for now (not scheduled). */
  prepTime?: number | null;
  preOrder?: boolean;
  /** The suite's pre_order_delivery_time: an ISO date-time, or "HH:mm" on the due date. */
  suiteDeliveryTime?: string | null;
}

export function pickupTime(input: PickupTimeInput): string {
  const zone = input.zone ?? DEFAULT_ZONE;
  const date = input.dueByDate ?? localDate(input.now, zone);
  const suite = input.suiteDeliveryTime?.trim();
  if (input.preOrder && suite) {
    return /^\d{2}:\d{2}$/.test(suite)
      ? toUtcIso(instantAtLocalTime(date, suite, zone))
      : new Date(suite).toISOString();
  }
  if (!input.dueByTime) return toUtcIso(instantAtLocalTime(date, DEFAULT_PICKUP_TIME, zone));
  const chosen = instantAtLocalTime(date, input.dueByTime, zone);
  return toUtcIso(input.scheduled ? chosen : addMinutes(chosen, input.prepTime ?? 0));
}
