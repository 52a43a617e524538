/**
 * K-12 calls: GET /rotational-menus. Money crosses the API as dollars;
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

// Exported so the API description can name them: a recursive shape is a component that refers to itself.
export const optionValueView: z.ZodType<unknown> = z.lazy(() =>
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
export const optionGroupView: z.ZodType<unknown> = z.lazy(() =>
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

/** GET /k12/my-orders: the signed-in parent's K-12 days from today on, each cancellable until its cutoff. */
export const k12ParentOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  date: z.string(),
  student: z.string(),
  status: z.string(),
  /** Dollars. */
  total: z.number(),
  /** Whether the parent may still cancel it (not final, and its date on or after the cutoff's date). */
  cancellable: z.boolean(),
});
export const k12ParentOrdersResponse = z.object({
  cutoff_date: z.string(),
  orders: z.array(k12ParentOrder),
});
export const k12OrderParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an order id'),
});
export const k12CancelResponse = z.object({ id: z.string(), number: z.number().int(), status: z.string() });

/** GET /staff/production: what the kitchen makes, per date, school, grade and classroom (placed, not cancelled). */
export const productionQuery = z
  .object({
    restaurantId: z.string().regex(/^\d{1,10}$/, 'Expected a restaurant id'),
    start_date: localDate,
    end_date: localDate.optional(),
  })
  .strict();
const productionCount = z.object({
  item_id: z.string(),
  name: z.string(),
  options: z.string(),
  quantity: z.number().int(),
});
export const productionClassroom = z.object({
  grade: z.string().nullable(),
  classroom: z.string().nullable(),
  teacher: z.string().nullable(),
  students: z.array(z.string()),
  items: z.array(productionCount),
});
export const productionSchool = z.object({
  school: z.string(),
  orders: z.number().int(),
  items: z.array(productionCount),
  classrooms: z.array(productionClassroom),
});
export const productionResponse = z.object({
  restaurantId: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      orders: z.number().int(),
      items: z.array(productionCount),
      schools: z.array(productionSchool),
    }),
  ),
});

export type K12ParentOrder = z.output<typeof k12ParentOrder>;
export type K12ParentOrdersResponse = z.output<typeof k12ParentOrdersResponse>;
export type ProductionResponse = z.output<typeof productionResponse>;
export type ProductionSchool = z.output<typeof productionSchool>;
export type ProductionCount = z.output<typeof productionCount>;
