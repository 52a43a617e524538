/**
 * Order cutoff (RULES-ordering-format.md): in the restaurant zone (default America/Toronto) the cutoff is today plus
 * order_cutoff_days; for K-12 one more day, at the start of that day; when it lands on a weekend (ISO weekday above
 * 5) without weekend_ordering it moves to the start of the next week. Nothing can be ordered for before the cutoff.
 */
import type { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, getISODay, startOfDay, startOfWeek } from 'date-fns';
import { DEFAULT_ZONE, inZone, localDate } from './zoned';

export interface CutoffInput {
  now: Date;
  zone?: string | null;
  orderCutoffDays: number | null | undefined;
  k12?: boolean;
  weekendOrdering?: boolean;
}

export function orderCutoff(input: CutoffInput): TZDate {
  const zone = input.zone ?? DEFAULT_ZONE;
  const today = inZone(input.now, zone);
  const days = input.orderCutoffDays ?? 0;
  let cutoff: TZDate = inZone(input.k12 ? startOfDay(addDays(today, days + 1)) : addDays(today, days), zone);
  if (!input.weekendOrdering && getISODay(cutoff) > 5) {
    cutoff = inZone(startOfWeek(addWeeks(cutoff, 1), { weekStartsOn: 1 }), zone);
  }
  return cutoff;
}

/** A calendar date is past the cutoff when it is before the cutoff's own date. */
export function isDatePastCutoff(date: string, cutoff: TZDate): boolean {
  return date < localDate(cutoff, cutoff.timeZone ?? DEFAULT_ZONE);
}

/** An instant (a pickup time or slot) is past the cutoff when it is before it. */
export function isInstantPastCutoff(instant: Date, cutoff: Date): boolean {
  return instant.getTime() < cutoff.getTime();
}
