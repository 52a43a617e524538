/**
 * Kitchen pacing's capacity: make-time per station per 15-minute bucket, from the data file's `restaurant.kitchen`
 * (a day part's figure inside it, the station's own outside), cut for a while by busy mode. Work is counted in whole
 * seconds so sums and limits compare exactly; the file speaks in minutes.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { localMinutes, parseTime } from '../ordering/zoned';

export type Kitchen = NonNullable<RestaurantDataFile['restaurant']['kitchen']>;

export const BUCKET_MINUTES = 15;
export const BUCKET_MS = BUCKET_MINUTES * 60_000;

/** The start (epoch ms) of the 15-minute bucket holding an instant; every zone's offset is a multiple of 15 minutes. */
export function bucketOf(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / BUCKET_MS) * BUCKET_MS;
}

/** Busy mode, set by staff: orders quoted a delay later, and/or capacity cut by a percentage, until a time. */
export interface BusyMode {
  /** Added to every "as soon as possible" quote and to the earliest slot offered: 0 to 120, in 5-minute steps. */
  delayMinutes: number;
  /** Percent of every station's capacity withheld for buckets starting before `until`: 0 to 90. */
  capacityCutPercent: number;
  until: Date;
}

export const BUSY_DELAY_STEP = 5;
export const BUSY_MAX_DELAY = 120;
export const BUSY_MAX_CUT = 90;

/** Why a busy mode cannot be set, or null: the delay in 5-minute steps up to 2 hours, a cut up to 90 %. */
export function busyModeError(busy: { delayMinutes: number; capacityCutPercent: number }): string | null {
  const { delayMinutes: d, capacityCutPercent: c } = busy;
  if (!Number.isInteger(d) || d < 0 || d > BUSY_MAX_DELAY || d % BUSY_DELAY_STEP !== 0)
    return 'delay must be 0 to 120 minutes in steps of 5';
  if (!Number.isInteger(c) || c < 0 || c > BUSY_MAX_CUT) return 'capacity cut must be 0 to 90 percent';
  return null;
}

/** The busy mode in force at `now`, or null once it ran out. */
export function activeBusy(busy: BusyMode | null, now: Date): BusyMode | null {
  return busy && busy.until > now ? busy : null;
}

function partMinutes(time: string): number {
  const { hours, minutes } = parseTime(time);
  return hours * 60 + minutes;
}

/** Whether a local minute of the day falls in [start, end); an end at or before the start runs past midnight. */
function inPart(minute: number, start: string, end: string): boolean {
  const s = partMinutes(start);
  const e = partMinutes(end);
  return e > s ? minute >= s && minute < e : minute >= s || minute < e;
}

/** The seconds of work a station can absorb in the bucket starting at `bucket`, before busy mode. */
export function stationSeconds(kitchen: Kitchen, station: string, bucket: number, zone: string): number {
  const own = kitchen.stations.find((s) => s.id === station);
  if (!own) return 0;
  const minute = localMinutes(bucket, zone);
  const part = kitchen.day_parts.find(
    (p) => p.minutes[station] !== undefined && inPart(minute, p.start, p.end),
  );
  return (part?.minutes[station] ?? own.minutes_per_bucket) * 60;
}

/** Seconds already taken per station and bucket, keyed by `loadKey`. */
export type UsedSeconds = ReadonlyMap<string, number>;

export const loadKey = (station: string, bucket: number) => `${station}|${bucket}`;

/** What a kitchen can take at a moment: each bucket's capacity (busy mode applied) and what is already used of it. */
export interface KitchenState {
  capacity(station: string, bucket: number): number;
  used(station: string, bucket: number): number;
}

export function kitchenState(input: {
  kitchen: Kitchen;
  zone: string;
  busy: BusyMode | null;
  used: UsedSeconds;
}): KitchenState {
  const { kitchen, zone, busy, used } = input;
  return {
    capacity(station, bucket) {
      const full = stationSeconds(kitchen, station, bucket, zone);
      if (!busy || busy.capacityCutPercent === 0 || bucket >= busy.until.getTime()) return full;
      return Math.floor((full * (100 - busy.capacityCutPercent)) / 100);
    },
    used: (station, bucket) => used.get(loadKey(station, bucket)) ?? 0,
  };
}
