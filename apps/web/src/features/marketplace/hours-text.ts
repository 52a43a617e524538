import { closingTime } from '../../lib/closing-time';
import type { Locale } from '../../lib/locale';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, zone: string): Intl.DateTimeFormat {
  const key = `${locale}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      hour12: locale === 'en-CA',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * "11:30 a.m. – 8:00 p.m." (en-CA) or "11 h 30 – 20 h 00" style (fr-CA) in the hub's zone; one instant alone. A
 * closing time at midnight is the word ("11:00 a.m. – midnight", "11 h 00 – minuit").
 */
export function hoursText(
  times: readonly (Date | { start: Date; end: Date })[],
  locale: Locale,
  zone: string,
): string {
  const format = formatOf(locale, zone);
  return times
    .map((t) =>
      t instanceof Date
        ? format.format(t)
        : `${format.format(t.start)} – ${closingTime(t.end, zone, locale, (d) => format.format(d))}`,
    )
    .join(', ');
}
