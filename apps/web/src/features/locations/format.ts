import type { LocationResult } from '@ordering/domain/contracts/locations';
import { closingTime } from '../../lib/closing-time';

/**
 * "2.1 mi", "3,3 km": one decimal, in the diner's language. Less than what one decimal shows is "< 0.1 mi" (the diner
 * is at the place, or next to it), never "0 mi".
 */
export function formatDistance(distance: number, unit: 'mi' | 'km', locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'km' ? 'kilometer' : 'mile',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  return distance < 0.05 ? `<\u00a0${format.format(0.1)}` : format.format(distance);
}

/** A time of the location's day, in its own zone ("11:00 a.m.", "11 h"). */
export function formatLocalTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

export type OpenLabel =
  | { key: 'locations.openUntil'; time: string }
  | { key: 'locations.closedOpensAt'; time: string }
  | { key: 'locations.closedToday' }
  | { key: 'locations.openNow' };

export function openLabel(
  location: Pick<LocationResult, 'open_now' | 'open_until' | 'timezone'>,
  locale: string,
): OpenLabel {
  const { open_until: until, timezone: zone } = location;
  if (location.open_now) {
    if (!until) return { key: 'locations.openNow' };
    const time = closingTime(new Date(until), zone, locale, (d) =>
      formatLocalTime(d.toISOString(), zone, locale),
    );
    return { key: 'locations.openUntil', time };
  }
  return until
    ? { key: 'locations.closedOpensAt', time: formatLocalTime(until, zone, locale) }
    : { key: 'locations.closedToday' };
}
