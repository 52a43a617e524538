/**
 * The language of a request: its `Locale` header when it sends one (the web app always does), else the one of ours
 * its `Accept-Language` prefers (RFC 9110 section 12.5.4), else en-CA.
 *
 * Accept-Language is read by the few lines below rather than by a library: no parser is a dependency of the server
 * (the usual one, `negotiator`, is not even installed), and the server needs less than one offers: two languages,
 * each chosen by its primary subtag (en-US is en-CA, fr-FR is fr-CA), with weights honoured.
 */
import { type Locale, locales, resolveLocale } from './messages';

/** Ranges past these are not read: a browser sends a handful, a hostile header is cut short. */
const MAX_RANGES = 32;
const RANGE = /^(?:[a-z]{1,8}(?:-[a-z\d]{1,8})*|\*)$/;
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

interface Range {
  tag: string;
  q: number;
  index: number;
}

/** The well-formed ranges of the header, in order; a range with a malformed weight or parameter is dropped. */
function rangesOf(header: string): Range[] {
  const ranges: Range[] = [];
  header.split(',', MAX_RANGES).forEach((part, index) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.replace(/\s+/g, '').toLowerCase());
    const range = tag.replaceAll('_', '-');
    if (!RANGE.test(range) || params.length > 1) return;
    const weight = params.length === 0 ? '1' : WEIGHT.exec(params[0] ?? '')?.[1];
    if (weight !== undefined) ranges.push({ tag: range, q: Number(weight), index });
  });
  return ranges;
}

/** The range that says how much `locale` is wanted: its own tag, else the best of its language, else `*`. */
function rangeFor(locale: Locale, ranges: Range[]): Range | undefined {
  const full = locale.toLowerCase();
  const language = full.split('-')[0] ?? full;
  const exact = ranges.find((r) => r.tag === full);
  if (exact) return exact;
  const sameLanguage = ranges.filter((r) => r.tag === language || r.tag.startsWith(`${language}-`));
  if (sameLanguage.length > 0) return sameLanguage.reduce((best, r) => (r.q > best.q ? r : best));
  return ranges.find((r) => r.tag === '*');
}

/**
 * The locale an `Accept-Language` header prefers among ours: the highest weight, then the range listed first;
 * undefined when it names none of them, refuses them (q=0), or is not a language list at all.
 */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const ranges = rangesOf(value);
  let best: { locale: Locale; range: Range } | undefined;
  for (const locale of locales) {
    const range = rangeFor(locale, ranges);
    if (!range || range.q === 0) continue;
    if (!best || range.q > best.range.q || (range.q === best.range.q && range.index < best.range.index)) {
      best = { locale, range };
    }
  }
  return best?.locale;
}

/** A request's language from its headers: `Locale` wins when present, then `Accept-Language`, then en-CA. */
export function requestLocale(headers: Readonly<Record<string, string | string[] | undefined>>): Locale {
  const explicit = headers.locale;
  if ((Array.isArray(explicit) ? explicit[0] : explicit)?.trim()) return resolveLocale(explicit);
  return acceptedLocale(headers['accept-language']) ?? 'en-CA';
}
