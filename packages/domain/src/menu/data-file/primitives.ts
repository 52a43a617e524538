/** The field types the data file's parts are built from, in the conventions data-file.ts states. */
import { z } from 'zod';

import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../format/safe-text';

export const id = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String);
export const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes');
// Text reaches PostgreSQL with every order (lines, answers): NUL or a lone surrogate is refused at import, not then.
export const text = (max = 500) => z.string().max(max).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });
export const dollars = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');
export const rate = z.number().min(0).max(1);
export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:mm');
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD');
export const timestamp = z.iso.datetime({ offset: true }).nullable().optional();
/** Offered only from `start` to `end`, both included (ordering/offered-dates.ts); null: any day. */
export const offeredDateRange = z.object({ start: date, end: date }).strict().nullable().default(null);
/** Offered only on these days (ordering/offered-dates.ts); null: any day. */
export const offeredDates = z.array(date).min(1).max(366).nullable().default(null);
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #rrggbb');
export const url = z
  .string()
  .max(2000)
  .regex(/^(\/|https?:\/\/)/, 'Expected an absolute URL or a path from /');
/** "5$" is five dollars, "18" is 18 percent. */
export const chargeText = z
  .string()
  .regex(/^\d+(\.\d{1,2})?\$?$/, 'Expected a number, with a trailing $ for dollars');
export const minutes = z
  .number()
  .int()
  .min(0)
  .max(60 * 24 * 60);

/** A kitchen station's id (grill, fryer, cold, bar, pastry…), named by items and the restaurant's kitchen. */
export const stationId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes');
/** Minutes of a station's work one unit of an item costs; fractions for a coffee's 30 seconds. */
export const makeTime = z.number().min(0).max(600);

/** Translated text of one entity: the same keys as its English fields. */
const localizedText = z
  .object({
    name: text(200),
    description: text(4000),
    ingredients: text(2000),
    label: text(200),
    title: text(200),
    tooltip: text(1000),
    question: text(500),
    options: z.array(text(200)).max(50),
    message: text(2000),
    button_text: text(100),
    input_label: text(200),
    banner_message: text(1000),
    loading_message: text(500),
    dine_in_confirmation_message: text(2000),
    location_label: text(100),
    areas_label: text(100),
    service_charge_label: text(100),
    orders_paused_message: text(1000),
    total_summary_title: text(200),
  })
  .partial()
  .strict();
export const localization = z.object({ en: localizedText, fr: localizedText }).partial().strict().default({});
