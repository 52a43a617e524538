/**
 * Building blocks of the API contracts: money crosses the API as dollars with at most 2
 * decimals; every string and array is bounded so oversized input is a 400, never a slow request.
 */
import { z } from 'zod';
import { isSafeText, safeString } from '../format/zod';
import { MAX_AMOUNT_CENTS } from '../money/money';
import { ORDER_TYPE_VALUES } from '../order-types/wire';

export const MAX_TEXT = 2000;
export const MAX_LINES = 200;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Dollars, >= 0, at most 2 decimals (12.5 is $12.50). */
export const dollars = z
  .number()
  .nonnegative()
  .max(MAX_AMOUNT_CENTS / 100)
  .refine(twoDecimals, 'At most 2 decimals');
/** Dollars that may be negative on input (a negative tip becomes its absolute value). */
export const signedDollars = z
  .number()
  .min(-MAX_AMOUNT_CENTS / 100)
  .max(MAX_AMOUNT_CENTS / 100)
  .refine(twoDecimals, 'At most 2 decimals');
export const percentage = z.number().min(0).max(100);

/** Every request text field: bounded, and no NUL or lone surrogate (a 400, never a database error). */
export const text = (max = MAX_TEXT) => safeString(max);
export const id = safeString(100).trim().min(1);
/** Ids that the data file or a client may send as numbers. */
export const idLike = z
  .union([id, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String);
/** A calendar date that exists ("2026-02-30" does not), between 1900 and 2999. */
export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((d) => {
    // The pattern reports a malformed date; this check only rejects well-formed dates that do not exist.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return true;
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, day));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === day;
  }, 'This date does not exist')
  // A day's neighbours (the next day, a week on) must be dates too: year 9999's last days have none.
  .refine(
    (d) => !/^\d{4}-/.test(d) || (d >= '1900-01-01' && d <= '2999-12-31'),
    'Expected a date between 1900 and 2999',
  );
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:mm');
export const isoDateTime = z.iso.datetime({ offset: true });

/** How deep a free-form JSON value a client sends (wallet tokens, promo lists) may nest, and how many nodes. */
export const MAX_JSON_DEPTH = 8;
export const MAX_JSON_NODES = 2000;
/** A wallet token's encrypted payload is a few kilobytes of base64 in one string. */
export const MAX_JSON_TEXT = 20_000;

/**
 * Why a free-form JSON value is refused, or null: walked without recursion, so a body nested thousands deep is a
 * 400, not a stack overflow; every string (keys too) is safe text.
 */
export function jsonValueProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: node, depth } = stack.pop() as { value: unknown; depth: number };
    if (++nodes > MAX_JSON_NODES) return `More than ${MAX_JSON_NODES} values`;
    if (typeof node === 'string') {
      if (node.length > MAX_JSON_TEXT) return `A text longer than ${MAX_JSON_TEXT} characters`;
      if (!isSafeText(node)) return 'Contains a NUL character or an unpaired surrogate';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return `Nested more than ${MAX_JSON_DEPTH} levels deep`;
    const children = Array.isArray(node) ? node : Object.values(node);
    if (!Array.isArray(node)) {
      for (const key of Object.keys(node)) stack.push({ value: key, depth: depth + 1 });
    }
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** A free-form JSON object (a wallet's payment token): bounded in depth, size and text. */
export const jsonObject = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = jsonValueProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
/** A free-form JSON value of an array (promos a client echoes back): bounded like `jsonObject`. */
export const jsonValue = z.unknown().superRefine((value, ctx) => {
  const problem = jsonValueProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const orderType = z.enum(ORDER_TYPE_VALUES);
export const amountType = z.enum(['dollar', 'percentage']);
