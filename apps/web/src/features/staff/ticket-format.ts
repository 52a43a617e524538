/** How a ticket says things: money from the API's dollars, times in the restaurant's zone, allergy answers. */

import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { formatDateTime } from '@ordering/domain/format/dates';
import { toCents } from '@ordering/domain/money/money';
import { formatDayLabel } from '@ordering/domain/ordering/day-label';
import type { Locale } from '../../lib/locale';
import { money } from '../../lib/money';

/** The API's dollars, shown from exact cents (the domain's one conversion). */
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

/**
 * A restaurant's day (YYYY-MM-DD) by the product's date rule (packages/domain ordering/day-label.ts): its weekday, then
 * dd/MM/yyyy in both languages: "Wednesday 25/11/2026", "mercredi 25/11/2026".
 */
export function dayOf(day: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDayLabel(day, locale) : day;
}

/** An instant in the restaurant's zone, dd/MM/yyyy and the time: "25/11/2026 at 7:00 p.m.", "25/11/2026 à 19 h 00". */
export const dateTimeOf = (iso: string, timeZone: string, locale: Locale) =>
  formatDateTime(iso, timeZone, locale);

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

/** The languages of an order (its diner's, as stored: `fr-CA`, `fr`...) and of the console are the same one. */
export const sameLanguage = (orderLocale: string | null, locale: Locale) =>
  (orderLocale ?? 'en-CA').toLowerCase().startsWith('fr') === (locale === 'fr-CA');

/** Card networks as they write their own names (processors send `visa`, `mastercard`, `amex`...). */
const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  interac: 'Interac',
  cartes_bancaires: 'Cartes Bancaires',
};
const WALLETS: Record<string, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay', link: 'Link' };

/** A brand or wallet the table above does not know, as a name: `some_brand` reads "Some brand". */
const asName = (id: string) => {
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * How a payment is named on the ticket: the wallet and the card's network with its last digits ("Apple Pay · Visa
 * •••• 4242"), else what kind of payment it was, in the console's words (`kind`: the translated name of a kind).
 */
export function tenderName(
  tender: { kind: string; brand: string | null; last4: string | null; wallet: string | null },
  kind: (kind: string) => string,
): string {
  const brand =
    tender.brand && tender.brand.toLowerCase() !== 'unknown'
      ? (CARD_BRANDS[tender.brand.toLowerCase()] ?? asName(tender.brand))
      : null;
  const wallet = tender.wallet ? (WALLETS[tender.wallet.toLowerCase()] ?? asName(tender.wallet)) : null;
  const digits = tender.last4 ? `•••• ${tender.last4}` : null;
  // A card whose network is not known still says it is a card: "Card •••• 4242".
  const card = brand
    ? [brand, digits].filter(Boolean).join(' ')
    : digits
      ? `${kind(tender.kind)} ${digits}`
      : '';
  if (wallet) return card ? `${wallet} · ${card}` : wallet;
  return card || kind(tender.kind);
}

/**
 * What went back to the diner: the refunds, and on a cancelled order what its cancellation returned too, which is
 * written on its tenders rather than as a refund (a refund of a line, then the cancel: the tenders say it all).
 */
export function returnedOf(order: StaffOrder): number {
  if (order.status !== 'cancelled') return order.refunded;
  const cents = order.tenders.reduce((sum, tender) => sum + toCents(tender.refunded), 0);
  return Math.max(order.refunded, cents / 100);
}
