import type { LocationResult } from '@ordering/domain/contracts/locations';

/** "2.1 mi", "3,3 km": one decimal, in the diner's language. */
export function formatDistance(distance: number, unit: 'mi' | 'km', locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'km' ? 'kilometer' : 'mile',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(distance);
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
  const time = location.open_until ? formatLocalTime(location.open_until, location.timezone, locale) : null;
  if (location.open_now) return time ? { key: 'locations.openUntil', time } : { key: 'locations.openNow' };
  return time ? { key: 'locations.closedOpensAt', time } : { key: 'locations.closedToday' };
}
