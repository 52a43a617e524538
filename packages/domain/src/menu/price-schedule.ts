/**
 * Price schedules (RULES-pricing-cart.md): an item or option value may
 * carry seven day strings (index 0 = Monday) of 96 one-letter codes, one per 15 minutes from midnight in the
 * restaurant's zone. The code of the current slot prices the entity through `additional_prices[code]`; the code
 * `x`/`X`, or a code without a price, makes it unavailable (server error 426).
 */
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
  const local = wallClock(now, zone);
  const result = Object.freeze({
    weekday: local.weekday,
    slot: local.hour * 4 + Math.floor(local.minute / 15),
  });
  // With an offset in whole quarter hours (every zone today), the slot is the same for the whole UTC quarter hour.
  if (local.offsetMinutes % 15 === 0) lastSlot.set(zone, { quarter, slot: result });
  return result;
}

// The menu prices by schedule on its first paint: the platform's own zone rules (Intl) rather than a zoned-date
// library in the menu page's first script. One formatter per zone: making one is the costly part.
const wallFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The wall-clock weekday (0 = Monday), hour and minute of `now` in `zone`, and the zone's offset then. */
function wallClock(now: Date, zone: string) {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallFormats.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(now)) part[type] = value;
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map((k) =>
    Number(part[k]),
  );
  const wallAsUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  return {
    weekday: WEEKDAYS[part.weekday!] ?? 0,
    hour: hour!,
    minute: minute!,
    offsetMinutes: Math.round((wallAsUtc - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000),
  };
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
