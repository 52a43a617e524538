/**
 * Postal code (example K1K1Y1): a Canadian postal code with or without its space, in any
 * case (letters as Canada Post uses them), or a 5-digit US zip code.
 */
import type { FormError } from './messages';

const CANADIAN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
const US_ZIP = /^\d{5}$/;

export function isPostalCode(input: string): boolean {
  const value = input.trim().toUpperCase();
  return CANADIAN.test(value) || US_ZIP.test(value);
}

/** "k1k1y1" -> "K1K 1Y1"; a zip code or anything else is returned trimmed. */
export function normalizePostalCode(input: string): string {
  const value = input.trim().toUpperCase();
  return CANADIAN.test(value)
    ? `${value.replace(' ', '').slice(0, 3)} ${value.replace(' ', '').slice(3)}`
    : value;
}

export function validatePostalCode(input: string): FormError | null {
  return isPostalCode(input) ? null : { key: 'postalCode' };
}
