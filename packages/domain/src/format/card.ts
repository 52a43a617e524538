/**
 * Card number rules: the brand comes from the prefix (AMEX 34/37, Visa 4,
 * Mastercard 51-55 and 2221-2720), the number is checked with Luhn, and it is shown as digits in groups of 4
 * joined by dashes.
 */
import { parseExpiry, validateExpiry } from './expiry';
import type { FormError } from './messages';

export type CardType = 'amex' | 'visa' | 'mastercard';

const MAX_DIGITS = 19;

/** Valid lengths per brand: AMEX 15, Visa 13, 16 or 19, Mastercard 16. */
const LENGTHS: Record<CardType, readonly number[]> = { amex: [15], visa: [13, 16, 19], mastercard: [16] };

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, MAX_DIGITS);
}

export function detectCardType(input: string): CardType | null {
  const digits = cardDigits(input);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

export function passesLuhn(input: string): boolean {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" -> "4242-4242-4242-4242"; non-digits dropped, partial input grouped as typed. */
export function formatCardNumber(input: string): string {
  return (cardDigits(input).match(/\d{1,4}/g) ?? []).join('-');
}

export function validateCardNumber(input: string): FormError | null {
  const digits = cardDigits(input);
  const type = detectCardType(digits);
  if (type === null || !LENGTHS[type].includes(digits.length) || !passesLuhn(digits)) return { key: 'card' };
  return null;
}

/**
 * The security code (CVD): digits only, 4 for AMEX and 3 for other cards (3 or 4 while the brand is unknown). A
 * short or long code is said by its length, not as "Must be numeric".
 */
export function validateCvd(input: string, cardNumber = ''): FormError | null {
  const cvd = input.trim();
  if (cvd === '') return { key: 'required' };
  if (!/^\d+$/.test(cvd)) return { key: 'numeric' };
  const brand = detectCardType(cardDigits(cardNumber));
  const min = brand === 'amex' ? 4 : 3;
  const max = brand === null || brand === 'amex' ? 4 : 3;
  if (cvd.length < min) return { key: 'minLength', params: { length: min } };
  if (cvd.length > max) return { key: 'maxLength', params: { length: max } };
  return null;
}

/**
 * A card as a server receives it, checked whole: only digits, spaces and dashes typed, a
 * Luhn-valid number, an expiry not past in `zone`, and a security code of the brand's length (4 for AMEX, else 3).
 * The card's parts when it passes, else null; both payment adapters tokenize only a card that passes.
 */
export function checkedCard(
  card: { number: string; expiry: string; cvd: string },
  now: Date,
  zone?: string,
): { digits: string; brand: CardType | null; expiry: { month: number; year: number } } | null {
  const digits = cardDigits(card.number);
  const expiry = parseExpiry(card.expiry);
  const brand = detectCardType(digits);
  const cvdLength = brand === 'amex' ? 4 : 3;
  if (
    !/^[\d\s-]+$/.test(card.number) ||
    validateCardNumber(digits) !== null ||
    !expiry ||
    validateExpiry(card.expiry, now, zone) !== null ||
    !new RegExp(`^\\d{${cvdLength}}$`).test(card.cvd.trim())
  ) {
    return null;
  }
  return { digits, brand, expiry };
}
