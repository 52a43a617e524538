/**
 * Phone numbers: digits only, a leading country digit 1 dropped when there are 11 digits,
 * shown in dash-separated groups 3-3-4 (416-555-0100). The order-notification phone is 12 characters once grouped,
 * that is a full 10-digit number.
 */
import type { FormError } from './messages';

export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Groups as typed: "416" -> "416", "4165" -> "416-5", "4165550100" -> "416-555-0100". */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input).slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((g) => g !== '').join('-');
}

export const NOTIFICATION_PHONE_LENGTH = 12;

export function validatePhone(input: string): FormError | null {
  return formatPhone(input).length === NOTIFICATION_PHONE_LENGTH && phoneDigits(input).length === 10
    ? null
    : { key: 'phone' };
}
