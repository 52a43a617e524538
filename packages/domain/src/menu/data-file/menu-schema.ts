/** Menus -> sections -> items -> option groups -> option values, and the menu groups and rotations around menus. */
import { z } from 'zod';

import { ALLERGENS, DIETS, WEEKDAYS } from '../constants';
import {
  date,
  dollars,
  id,
  localization,
  makeTime,
  minutes,
  offeredDateRange,
  offeredDates,
  rate,
  slug,
  stationId,
  text,
  time,
  timestamp,
  url,
} from './primitives';

const priceSchedule = z
  .array(z.string().regex(/^[A-Za-z]{96}$/, 'Expected 96 slot codes (one per 15 minutes)'))
  .length(7, 'Expected 7 days, Monday first')
  .nullable()
  .default(null);
const additionalPrices = z
  .record(z.string().regex(/^[A-Za-z]$/), dollars)
  .nullable()
  .default(null);
const calories = z
  .union([z.number(), z.string().max(20)])
  .nullable()
  .default(null);

export interface OptionGroupInput {
  id: string | number;
  [key: string]: unknown;
}

const optionValueBase = z
  .object({
    id,
    name: text(200).min(1),
    description: text(2000).default(''),
    ingredients: text(2000).default(''),
    image: url.nullable().default(null),
    price: dollars.default(0),
    price_schedule: priceSchedule,
    additional_prices: additionalPrices,
    tax_rate: rate.nullable().default(null),
    allergens: z.array(z.enum(ALLERGENS)).default([]),
    diets: z.array(z.enum(DIETS)).default([]),
    calories,
    roll_up: z.boolean().default(true),
    order: z.number().int().default(0),
    max_quantity: z.number().int().min(1).max(99).nullable().default(null),
    default_selection: z.boolean().default(false),
    /** Refused by pricing like a sold-out item (staff mark it from the console, decision 014). */
    sold_out: z.boolean().default(false),
    promos: z.array(id).max(20).default([]),
    product_id: id.nullable().default(null),
    sku: text(100).nullable().default(null),
    option_group_id: id.nullable().default(null),
    sub_option_group_id: id.nullable().default(null),
    published_at: timestamp,
    localization,
  })
  .strict();

const optionGroupBase = z
  .object({
    id,
    name: text(200).min(1),
    internal_name: text(200).nullable().default(null),
    sku: text(100).nullable().default(null),
    type: z.enum(['addons', 'pricing']).default('addons'),
    required: z.boolean().default(false),
    allow_multiple_selection: z.boolean().default(false),
    limit: z.number().int().min(1).max(99).nullable().default(null),
    order: z.number().int().default(0),
    custom_quantities: z.boolean().default(false),
    description: text(2000).default(''),
    localization,
  })
  .strict();

export type OptionValue = z.output<typeof optionValueBase> & { options: OptionGroup[] };
export type OptionGroup = z.output<typeof optionGroupBase> & { values: OptionValue[] };

// Option values may hold nested option groups, to any depth.
export const optionGroupSchema: z.ZodType<OptionGroup, unknown> = z.lazy(() =>
  optionGroupBase.extend({ values: z.array(optionValueSchema).max(200).default([]) }).strict(),
) as unknown as z.ZodType<OptionGroup, unknown>;
const optionValueSchema: z.ZodType<OptionValue, unknown> = z.lazy(() =>
  optionValueBase.extend({ options: z.array(optionGroupSchema).max(20).default([]) }).strict(),
) as unknown as z.ZodType<OptionValue, unknown>;

export const itemSchema = z
  .object({
    id,
    name: text(200).min(1),
    slug: slug.nullable().default(null),
    description: text(4000).default(''),
    sku: text(100).nullable().default(null),
    category: text(100).nullable().default(null),
    ingredients: text(2000).default(''),
    image: url.nullable().default(null),
    allergens: z.array(z.enum(ALLERGENS)).default([]),
    diets: z.array(z.enum(DIETS)).default([]),
    calories,
    price: dollars,
    price_unit: text(50).nullable().default(null),
    price_type: text(50).nullable().default(null),
    price_schedule: priceSchedule,
    additional_prices: additionalPrices,
    tax_rate: rate.nullable().default(null),
    tax_rebate_eligibility: z.boolean().default(true),
    promos: z.array(id).max(20).default([]),
    order: z.number().int().default(0),
    sold_out: z.boolean().default(false),
    unavailable: z.boolean().default(false),
    alcoholic_beverage: z.boolean().default(false),
    featured_item: z.boolean().default(false),
    upsell_item: z.boolean().default(false),
    meal_package: z.boolean().default(false),
    auto_restock: z.enum(['enabled', 'disabled']).default('disabled'),
    nutritional_sheet_url: url.nullable().default(null),
    /** Kitchen pacing (ordering/pacing.ts): minutes of work one unit costs its station; null takes the section's. */
    make_time: makeTime.nullable().default(null),
    station: stationId.nullable().default(null),
    date_range: offeredDateRange,
    dates: offeredDates,
    published_at: timestamp,
    localization,
    options: z.array(optionGroupSchema).max(30).default([]),
  })
  .strict();

export const sectionSchema = z
  .object({
    id,
    name: text(200).min(1),
    slug: slug.nullable().default(null),
    description: text(2000).default(''),
    type: z.enum(['a-la-carte', 'prix-fixe']).default('a-la-carte'),
    price: dollars.nullable().default(null),
    tax_rate: rate.nullable().default(null),
    order: z.number().int().default(0),
    sold_out: z.boolean().default(false),
    /** The make time and station of its items that name none. */
    make_time: makeTime.nullable().default(null),
    station: stationId.nullable().default(null),
    date_range: offeredDateRange,
    dates: offeredDates,
    published_at: timestamp,
    localization,
    items: z.array(itemSchema).max(500).default([]),
  })
  .strict();

export const menuSchema = z
  .object({
    id,
    name: text(200).min(1),
    slug,
    image: url.nullable().default(null),
    description: text(2000).default(''),
    locale: text(10).nullable().default(null),
    type: z.enum(['a-la-carte']).default('a-la-carte'),
    price: dollars.nullable().default(null),
    tax_rate: rate.nullable().default(null),
    attachment: url.nullable().default(null),
    order: z.number().int().default(0),
    allow_sections: z.boolean().default(true),
    dine_in: z.boolean().default(false),
    on_demand: z.boolean().default(false),
    scheduled: z.boolean().default(false),
    member_only: z.boolean().default(false),
    catering: z.boolean().default(false),
    last_call_time: time.nullable().default(null),
    required_notice: minutes.nullable().default(null),
    ordering_interval: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .nullable()
      .default(null),
    max_orders_per_interval: z.number().int().min(1).max(10_000).nullable().default(null),
    estimated_prep_time: minutes.nullable().default(null),
    minimum_order_amount: dollars.nullable().default(null),
    date_range: offeredDateRange,
    dates: offeredDates,
    published_at: timestamp,
    deleted_at: timestamp,
    menu_group_id: id.nullable().default(null),
    /**
     * A marketplace hub's kitchen keeps its own weekly hours; null means the restaurant's.
     * Holidays stay the restaurant's: the hub closes, its kitchens with it.
     */
    hours: z
      .object(
        Object.fromEntries(
          WEEKDAYS.map((d) => [
            d,
            z
              .array(z.object({ open: time, close: time }).strict())
              .max(4)
              .default([]),
          ]),
        ),
      )
      .strict()
      .nullable()
      .default(null),
    localization,
    sections: z.array(sectionSchema).max(100).default([]),
    items: z.array(itemSchema).max(500).default([]),
  })
  .strict();

export const menuGroupSchema = z
  .object({
    id,
    name: text(200).min(1),
    slug,
    description: text(2000).default(''),
    image: url.nullable().default(null),
    order: z.number().int().default(0),
    published_at: timestamp,
    localization,
  })
  .strict();

export const rotationalMenuSchema = z
  .object({
    id,
    name: text(200).min(1),
    menu_id: id,
    /** The Monday the cycle starts on; week n of the cycle is (weeks since start_date) mod cycle length. */
    start_date: date,
    weeks: z
      .array(
        z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(id).max(100).default([])]))).strict(),
      )
      .min(1)
      .max(12),
    localization,
  })
  .strict();
