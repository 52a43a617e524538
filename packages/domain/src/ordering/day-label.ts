/**
 * A calendar date as a day a diner reads, in their language: "Tuesday, December 15" in English, "mardi 15 décembre"
 * in French, the first of the month written "1er" as French writes it ("mardi 1er décembre"). A date is a calendar
 * day (a K-12 date, "YYYY-MM-DD"), the same in every zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDayLabel(date: string, locale: string): string {
  const french = locale.toLowerCase().startsWith('fr');
  const tag = french ? 'fr-CA' : 'en-CA';
  let f = formats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(tag, f);
  }
  const parts = f.formatToParts(new Date(`${date}T12:00:00Z`));
  return parts.map((p) => (french && p.type === 'day' && p.value === '1' ? '1er' : p.value)).join('');
}
