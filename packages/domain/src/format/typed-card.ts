import { validateCardNumber, validateCvd } from './card';
import { validateExpiry } from './expiry';
import type { FormError } from './messages';
import { validatePostalCode } from './postal-code';

/**
 * A card typed into a quick form (a table's tab, a phone order taken by staff) as the API's `card` body takes it: the
 * number's digits, the expiry as MM/YY, the security code and the postal code when given; or the first field to
 * correct. The server checks the card again (number, expiry and code rules, the processor's answer).
 */
export interface TypedCardEntry {
  number: string;
  expiry: string;
  cvd: string;
  postalCode: string;
}

export const EMPTY_TYPED_CARD: TypedCardEntry = { number: '', expiry: '', cvd: '', postalCode: '' };

export interface TypedCardBody {
  number: string;
  expiry_date: string;
  cvd: string;
  postal_code?: string;
}

/** "1230", "12/30" or "12 / 30" as the processor's MM/YY; null when it is not a month and a year. */
export function expiryOf(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  return month >= 1 && month <= 12 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : null;
}

export function typedCardBody(
  card: TypedCardEntry,
): { ok: true; card: TypedCardBody } | { ok: false; field: keyof TypedCardEntry } {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, field: 'number' };
  const expiry = expiryOf(card.expiry);
  if (!expiry) return { ok: false, field: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvd.trim())) return { ok: false, field: 'cvd' };
  const postal = card.postalCode.trim();
  return {
    ok: true,
    card: { number, expiry_date: expiry, cvd: card.cvd.trim(), ...(postal ? { postal_code: postal } : {}) },
  };
}

/** The card's billing postal code: asked and required (the restaurant checks it, AVS), asked if given, or not asked. */
export type CardPostalAsked = 'required' | 'optional' | 'none';

/**
 * What is wrong with each field of a typed card, in the order they are shown, as the checkout's form says it
 * (ordering/checkout-fields.ts): blank is required; the number has a known brand, its length and a good Luhn check;
 * the expiry is a month not past in the restaurant's `zone`; the security code has the brand's length; the postal
 * code is Canadian or a US zip code.
 */
export function typedCardProblems(
  card: TypedCardEntry,
  asked: { now: Date; zone?: string | undefined; postal: CardPostalAsked },
): Partial<Record<keyof TypedCardEntry, FormError>> {
  const problems: Partial<Record<keyof TypedCardEntry, FormError>> = {};
  const check = (field: keyof TypedCardEntry, validate: (text: string) => FormError | null) => {
    const problem = card[field].trim() === '' ? REQUIRED : validate(card[field]);
    if (problem) problems[field] = problem;
  };
  check('number', validateCardNumber);
  check('expiry', (e) => validateExpiry(e, asked.now, asked.zone));
  check('cvd', (c) => validateCvd(c, card.number));
  if (asked.postal === 'required' || (asked.postal === 'optional' && card.postalCode.trim() !== ''))
    check('postalCode', validatePostalCode);
  return problems;
}

const REQUIRED: FormError = { key: 'required' };
