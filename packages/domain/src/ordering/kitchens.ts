/**
 * A marketplace hub's kitchens: each kitchen is one of the hub's menus, with its own weekly
 * hours (or the hub's), the hub's holidays, and its own order at checkout. The hours say when the kitchen takes
 * orders, so the server's time check (scheduling.ts) and the hub page's "open now" read the same intervals.
 */
import { addDays } from 'date-fns';
import type { DataFileMenu } from '../menu/data-file';
import { type HoursSource, type OpeningInterval, openingHours } from './opening-hours';
import { DEFAULT_ZONE, localDate } from './zoned';

/** The hours a menu is served in: its own weekly hours when it has them, else the restaurant's; holidays always. */
export function kitchenHours(restaurant: HoursSource, menu: { hours?: DataFileMenu['hours'] }): HoursSource {
  return { hours: menu.hours ?? restaurant.hours, holiday_hours: restaurant.holiday_hours };
}

export interface KitchenDay {
  /** Today's opening intervals in the zone (empty when closed all day). */
  intervals: OpeningInterval[];
  /** Closed all day by the hub's holiday. */
  holiday: boolean;
  /** Inside an interval now (yesterday's late interval past midnight counts). */
  openNow: boolean;
  /** The next opening later today, when closed now. */
  opensAt: Date | null;
}

const holds = (i: OpeningInterval, at: number) => i.start.getTime() <= at && at < i.end.getTime();

export function kitchenDay(
  restaurant: HoursSource,
  menu: { hours?: DataFileMenu['hours'] },
  now: Date,
  zone: string = DEFAULT_ZONE,
): KitchenDay {
  const source = kitchenHours(restaurant, menu);
  const today = localDate(now, zone);
  const day = openingHours(source, today, zone);
  const yesterday = openingHours(source, localDate(addDays(now, -1), zone), zone);
  const at = now.getTime();
  const openNow = [...yesterday.intervals, ...day.intervals].some((i) => holds(i, at));
  const next = openNow ? undefined : day.intervals.find((i) => i.start.getTime() > at);
  return { intervals: day.intervals, holiday: day.holiday, openNow, opensAt: next?.start ?? null };
}
