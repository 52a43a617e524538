import { formatDate } from '@ordering/domain/format/dates';
import { localDate } from '@ordering/domain/ordering/zoned';

/**
 * A slot's time as the server labels it (its wall clock in the restaurant's zone, by the server's zone rules), in
 * the diner's language. Never the browser's reading of the slot's instant: a browser whose zone rules differ from
 * the server's (BC's 2026 change) would show the kitchen's 11:00 as 12:00 (decision 015).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, withMinutes: boolean): Intl.DateTimeFormat {
  const tag = locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
  const key = `${tag}|${withMinutes}`;
  let f = formats.get(key);
  if (!f) {
    // A wall clock read in UTC is the wall clock itself: no zone rule is applied.
    f = new Intl.DateTimeFormat(tag, {
      hour: 'numeric',
      ...(withMinutes ? { minute: '2-digit' } : {}),
      hour12: tag === 'en-CA',
      timeZone: 'UTC',
    });
    formats.set(key, f);
  }
  return f;
}

const wallClock = (hour: number, minute: number) => new Date(Date.UTC(2000, 0, 1, hour, minute));

export function slotLabel(label: { hour: number; minute: number }, locale: string): string {
  return format(locale, true).format(wallClock(label.hour, label.minute));
}

/** The hour a group of slots starts in ("11 a.m.", "11 h"). */
export function hourLabel(hour: number, locale: string): string {
  return format(locale, false).format(wallClock(hour, 0));
}

/** The instant's date in the zone, as a UTC midnight, to count whole days between two instants there. */
const zonedDay = (at: Date, timeZone: string) => Date.parse(`${localDate(at, timeZone)}T00:00:00Z`);

/**
 * When an order is due, as a confirmation says it: the day and the time apart, so that each language puts its own
 * words around them ("Pickup Wednesday at 11:30 a.m.", "Cueillette mercredi à 11 h 30"). Today and tomorrow are
 * said so ("Pickup today at…", "Cueillette demain à…"); the weekday alone names another day of the coming week; further ahead (a catering order weeks away), or past, the date comes with it in the default format dd/MM/yyyy
 * ("Saturday 12/12/2026", "samedi 12/12/2026"). A slot chosen on this device reads as the server labelled it (`label`);
 * otherwise the instant is read in the restaurant's zone.
 */
export function dueDayAndTime(
  iso: string,
  locale: string,
  timeZone: string,
  label?: { hour: number; minute: number },
  now: Date = new Date(),
): { day: string; time: string } {
  const at = new Date(iso);
  const daysAhead = (zonedDay(at, timeZone) - zonedDay(now, timeZone)) / 86_400_000;
  const withDate = !(daysAhead >= 0 && daysAhead <= 6);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(at);
  const day =
    daysAhead === 0 || daysAhead === 1
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(daysAhead, 'day')
      : withDate
        ? `${weekday} ${formatDate(at, timeZone)}`
        : weekday;
  const time = label
    ? slotLabel(label, locale)
    : new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        hour12: !locale.toLowerCase().startsWith('fr'),
        timeZone,
      }).format(at);
  return { day, time };
}
