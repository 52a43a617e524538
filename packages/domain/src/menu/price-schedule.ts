/**
 * Price schedules (accounts-suites-menu-data.md section 4, "Menu item availability"): an item or option value may
 * carry seven day strings (index 0 = Monday) of 96 one-letter codes, one per 15 minutes from midnight in the
 * restaurant's zone. The code of the current slot prices the entity through `additional_prices[code]`; the code
 * `x`/`X`, or a code without a price, makes it unavailable (server error 426).
 */
import { TZDate } from '@date-fns/tz';
import { type Cents, toCents } from '../money/money';

export const DEFAULT_ZONE = 'America/Toronto';
export const SLOTS_PER_DAY = 96;

export interface Scheduled {
  price_schedule: readonly string[] | null;
  additional_prices: Readonly<Record<string, number>> | null;
}

export type ScheduleResult =
  /** No schedule: the entity keeps its own price. */
  | { kind: 'unscheduled' }
  | { kind: 'priced'; price: Cents; code: string }
  | { kind: 'unavailable'; code: string };

export interface Slot {
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  /** 0 = 00:00-00:14 ... 95 = 23:45-23:59. */
  slot: number;
}

const SLOT_MS = 15 * 60_000;

/**
 * The UTC quarter hour of an instant (a count since 1970). With a zone offset in whole quarter hours (every zone
 * today), prices by schedule are the same throughout one: what a price computed now may be kept for.
 */
export const quarterHourOf = (instant: Date): number => Math.floor(instant.getTime() / SLOT_MS);
/** The last slot worked out per zone: a menu prices every item and value against the same few slots. */
const lastSlot = new Map<string, { quarter: number; slot: Slot }>();

/** The weekday and 15-minute slot of `now` in `zone` (wall-clock time there, daylight saving included). */
export function currentSlot(now: Date, zone: string = DEFAULT_ZONE): Slot {
  const quarter = quarterHourOf(now);
  const known = lastSlot.get(zone);
  if (known?.quarter === quarter) return known.slot;
  const local = new TZDate(now.getTime(), zone);
  // getDay() counts from Sunday; schedules count from Monday.
  const weekday = (local.getDay() + 6) % 7;
  const slot = local.getHours() * 4 + Math.floor(local.getMinutes() / 15);
  const result = Object.freeze({ weekday, slot });
  // With an offset in whole quarter hours (every zone today), the slot is the same for the whole UTC quarter hour.
  if (local.getTimezoneOffset() % 15 === 0) lastSlot.set(zone, { quarter, slot: result });
  return result;
}

export function scheduledPrice(entity: Scheduled, now: Date, zone: string = DEFAULT_ZONE): ScheduleResult {
  const schedule = entity.price_schedule;
  if (!schedule || schedule.length === 0) return { kind: 'unscheduled' };
  const { weekday, slot } = currentSlot(now, zone);
  const code = schedule[weekday]?.charAt(slot) ?? '';
  if (code === '' || code === 'x' || code === 'X') return { kind: 'unavailable', code };
  const dollars = entity.additional_prices?.[code];
  if (dollars === undefined) return { kind: 'unavailable', code };
  return { kind: 'priced', price: toCents(dollars), code };
}
