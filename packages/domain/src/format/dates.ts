/**
 * Dates as diners read them: the default date format, dd/MM/yyyy, in both languages, wherever a date is shown in
 * numbers (a receipt, an event's start and its pre-order lock, a refusal that says when pre-ordering closed); the
 * time beside it is 12-hour in English and 24-hour in French, as every time is (formatTime). A calendar day
 * ("YYYY-MM-DD", a K-12 date or an item's offered day) is written by offered-dates.ts formatShortDate, the same way.
 */
import { resolveLocale } from '../i18n/translate';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "1:15 p.m." in en-CA (12-hour), "13 h 15" in fr-CA (24-hour), in `zone`. */
export function formatTime(at: Date | string, zone: string, locale: string | null | undefined): string {
  const tag = resolveLocale(locale);
  const key = `${tag}|${zone}`;
  let f = timeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      hour12: tag === 'en-CA',
    });
    timeFormats.set(key, f);
  }
  return f.format(typeof at === 'string' ? new Date(at) : at);
}

/** The instant's day in `zone`, dd/MM/yyyy: "25/11/2026". */
export function formatDate(at: Date | string, zone: string): string {
  let f = dayFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: zone,
    });
    dayFormats.set(zone, f);
  }
  const parts = f.formatToParts(typeof at === 'string' ? new Date(at) : at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The instant's day and time in `zone`: "25/11/2026 at 7:00 p.m.", "25/11/2026 à 19 h 00". */
export function formatDateTime(at: Date | string, zone: string, locale: string | null | undefined): string {
  const tag = resolveLocale(locale);
  const time = formatTime(at, zone, tag);
  return `${formatDate(at, zone)} ${tag === 'fr-CA' ? 'à' : 'at'} ${time}`;
}
