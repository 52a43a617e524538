import type { CardBrand } from './gateway';

/** Digits only: spaces and dashes typed or pasted by the diner are ignored. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function detectBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.length >= 4 && prefix4 >= 2221 && prefix4 <= 2720) return 'mastercard';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
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

/** MMYY or MM/YY, not past the end of the expiry month. */
export function parseExpiry(expiry: string, now: Date): { month: number; year: number } | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() ? { month, year } : null;
}
