/**
 * K-12 calls (DESIGN.md section 15): GET /rotational-menus. Money crosses the API as dollars (DESIGN.md section 5);
 * a day's items carry what the menu screen needs to add them (options included), priced for the signed-in user.
 */
import { z } from 'zod';
import { localDate } from './common';

export const rotationalMenusQuery = z
  .object({
    // Both optional here so a missing range is the spec's own message ("no date range provided"), not a field error.
    start_date: localDate.optional(),
    end_date: localDate.optional(),
    ordering_menus: z.enum(['true', 'false']).optional(),
  })
  .strict();

const optionValueView: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    default_selection: z.boolean(),
    max_quantity: z.number().nullable(),
    sold_out: z.boolean().optional(),
    options: z.array(optionGroupView),
  }),
);
const optionGroupView: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['addons', 'pricing']),
    required: z.boolean(),
    allow_multiple_selection: z.boolean(),
    limit: z.number().nullable(),
    values: z.array(optionValueView),
  }),
);

export const rotationalItemView = z.object({
  id: z.string(),
  menu_id: z.string(),
  section_id: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Dollars: one unit for this user (promos and subsidy applied). */
  price: z.number(),
  base_price: z.number(),
  meal_package: z.boolean(),
  sold_out: z.boolean(),
  unavailable: z.boolean(),
  allergens: z.array(z.string()),
  diets: z.array(z.string()),
  calories: z.number().nullable(),
  options: z.array(optionGroupView),
});

export const rotationalDayView = z.object({
  date: z.string(),
  weekday: z.string(),
  rotation_id: z.string().nullable(),
  rotation_name: z.string().nullable(),
  cycle_week: z.number().int().nullable(),
  menu_id: z.string().nullable(),
  delivery_time: z.string(),
  orderable: z.boolean(),
  /** Why not: before_cutoff, weekend, beyond_advance_days, past_date, holiday, closed, orders_paused, no_menu... */
  reason: z.string().nullable(),
  holiday_name: z.string().nullable(),
  items: z.array(rotationalItemView),
});

export const rotationalMenusResponse = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** The first date K-12 orders can still be placed for (the cutoff's date, restaurant zone). */
  cutoff_date: z.string(),
  /** The subsidy code the items were priced with (the signed-in user's), if any. */
  subsidy_code: z.string().nullable(),
  days: z.array(rotationalDayView),
});

export type RotationalMenusResponse = z.output<typeof rotationalMenusResponse>;
export type RotationalDayView = z.output<typeof rotationalDayView>;
export type RotationalItemView = z.output<typeof rotationalItemView>;
