/** How a ticket says things: money from the API's dollars, times in the restaurant's zone, allergy answers. */

import type { Locale } from '../../lib/locale';
import { money } from '../../lib/money';
import { toCents } from './report';

export const dollars = (amount: number, locale: Locale) => money(toCents(amount), locale);

/**
 * An item's or option's name in the staff member's language, as the restaurant published it when the order was
 * placed (the diner may have ordered in the other one); the diner's own wording when it was published in one only.
 */
export const nameIn = (named: { name: string; names?: { en?: string; fr?: string } }, locale: Locale) =>
  (locale === 'fr-CA' ? named.names?.fr : named.names?.en) || named.name;

// A formatter is costly to make (its zone's rules, its locale's data) and the board formats a time per card: one per
// locale and zone, kept.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

export function timeOf(iso: string, timeZone: string, locale: Locale): string {
  const key = `${locale} ${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

export const dateTimeOf = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

const NO_ALLERGY = /^(none|no|non|aucune?|n\/a|no allergies|aucune allergie)\.?$/i;

/**
 * A custom question about allergies (in English or French) whose answer names one: what the kitchen must not miss,
 * so the ticket sets it apart. An answer saying there is none stays plain.
 */
export function isAllergyAlert(answer: { question: string; answer: string | string[] }): boolean {
  if (!/allerg/i.test(answer.question)) return false;
  const values = (Array.isArray(answer.answer) ? answer.answer : [answer.answer]).map((a) => a.trim());
  return values.some((a) => a !== '' && !NO_ALLERGY.test(a));
}

/** A record's entries worth printing (student, event suite, programs): set values only, objects as text. */
export function recordEntries(record: Record<string, unknown> | null): [string, string][] {
  if (!record) return [];
  return Object.entries(record)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false)
    .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
}
