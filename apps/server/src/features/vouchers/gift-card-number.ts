import { createHash } from 'node:crypto';

/** Digits and letters only, upper-cased: "1234 5678-9012" and "123456789012" are the same card. */
export function normalizeGiftCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '').toUpperCase();
}

/** Gift card numbers are bearer secrets: only their hash is stored (plus the last 4 for display). */
export function hashGiftCardNumber(number: string): string {
  return createHash('sha256').update(normalizeGiftCardNumber(number)).digest('hex');
}

export function lastFour(number: string): string {
  return normalizeGiftCardNumber(number).slice(-4);
}
