/**
 * Card expiry: entered as MMYY or MM/YY, shown as digits in groups of 2 joined by a slash,
 * valid when the month is 1-12 and the card has not expired (it is good through the last day of its month).
 */
import { localDate, parseLocalDate } from '../ordering/zoned';
import type { FormError } from './messages';

/** "1227" -> "12/27"; "1" -> "1"; "122" -> "12/2". */
export function formatExpiry(input: string): string {
  return (
    input
      .replace(/\D/g, '')
      .slice(0, 4)
      .match(/\d{1,2}/g) ?? []
  ).join('/');
}

export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(input.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** `now` is read in `zone` (default America/Toronto) so a card does not expire early at night in UTC. */
export function validateExpiry(input: string, now: Date, zone = 'America/Toronto'): FormError | null {
  const expiry = parseExpiry(input);
  if (!expiry) return { key: 'expiry' };
  const today = parseLocalDate(localDate(now, zone));
  const current = today.year * 12 + (today.month - 1);
  const card = expiry.year * 12 + (expiry.month - 1);
  return card < current ? { key: 'expiry' } : null;
}
