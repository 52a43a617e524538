/**
 * Building blocks of the API contracts (DESIGN.md section 5): money crosses the API as dollars with at most 2
 * decimals; every string and array is bounded so oversized input is a 400, never a slow request.
 */
import { z } from 'zod';

export const MAX_TEXT = 2000;
export const MAX_LINES = 200;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Dollars, >= 0, at most 2 decimals (12.5 is $12.50). */
export const dollars = z.number().nonnegative().max(1_000_000).refine(twoDecimals, 'At most 2 decimals');
/** Dollars that may be negative on input (a negative tip becomes its absolute value). */
export const signedDollars = z
  .number()
  .min(-1_000_000)
  .max(1_000_000)
  .refine(twoDecimals, 'At most 2 decimals');
export const percentage = z.number().min(0).max(100);

export const text = (max = MAX_TEXT) => z.string().max(max);
export const id = z.string().trim().min(1).max(100);
/** Ids that the data file or a client may send as numbers. */
export const idLike = z
  .union([id, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String);
/** A calendar date that exists ("2026-02-30" does not). */
export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((d) => {
    // The pattern reports a malformed date; this check only rejects well-formed dates that do not exist.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return true;
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, day));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === day;
  }, 'This date does not exist');
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:mm');
export const isoDateTime = z.iso.datetime({ offset: true });

export const orderType = z.enum([
  'catering',
  'generic-catering',
  'school',
  'dine-in',
  'take-out',
  'pickup',
  'delivery',
]);
export const amountType = z.enum(['dollar', 'percentage']);
