/**
 * A calendar date as a day a diner reads, in their language: its weekday in words, then the date in the default
 * format dd/MM/yyyy (format/dates.ts): "Tuesday 15/12/2026", "mardi 15/12/2026". A date is a calendar day (a K-12
 * date, "YYYY-MM-DD"), the same in every zone.
 */
import { formatShortDate } from './offered-dates';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDayLabel(date: string, locale: string): string {
  const tag = locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
  let f = formats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
    formats.set(tag, f);
  }
  return `${f.format(new Date(`${date}T12:00:00Z`))} ${formatShortDate(date)}`;
}
