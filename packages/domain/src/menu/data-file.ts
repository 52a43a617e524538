/**
 * The restaurant data file (DESIGN.md section 6): one JSON document per restaurant holding everything a diner's
 * screens and the pricing need: the restaurant and its ordering options, theming, locales, menus -> sections ->
 * items -> option groups -> option values (which may hold nested option groups), promos, subsidies, promo codes and
 * K-12 rotational menus. It is what `npm run import` loads, what the demo restaurants are written in, and what
 * `GET /{slug}/data.json` serves.
 *
 * Conventions: money in dollars (at most 2 decimals); rates as fractions (0.13 is 13 %); times "HH:mm" in the
 * restaurant's zone; dates "YYYY-MM-DD"; base text in English with `localization: { fr: { name, description, ... } }`;
 * `price_schedule` is 7 strings (index 0 = Monday) of 96 one-letter codes, one per 15 minutes from midnight, priced by
 * `additional_prices[code]` (code `x`/`X`, or a code without a price, means unavailable). Every object is strict:
 * an unknown field is rejected with its path.
 */
import { z } from 'zod';

import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../format/safe-text';
import { ALLERGENS, DIETS, PROVINCES, WEEKDAYS } from './constants';

export { ALLERGENS, DIETS, PROVINCES, WEEKDAYS };

const id = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes');
// Text reaches PostgreSQL with every order (lines, answers): NUL or a lone surrogate is refused at import, not then.
const text = (max = 500) => z.string().max(max).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });
const dollars = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');
const rate = z.number().min(0).max(1);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:mm');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD');
const timestamp = z.iso.datetime({ offset: true }).nullable().optional();
/** menu_configuration.theme: light, dark, and the themes the web app ships a stylesheet for. */
export const THEMES = ['light', 'dark', 'stadium'] as const;
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #rrggbb');
const url = z
  .string()
  .max(2000)
  .regex(/^(\/|https?:\/\/)/, 'Expected an absolute URL or a path from /');
/** "5$" is five dollars, "18" is 18 percent (ordering spec section 4). */
const chargeText = z
  .string()
  .regex(/^\d+(\.\d{1,2})?\$?$/, 'Expected a number, with a trailing $ for dollars');
const minutes = z
  .number()
  .int()
  .min(0)
  .max(60 * 24 * 60);

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
const localization = z.object({ en: localizedText, fr: localizedText }).partial().strict().default({});

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
    published_at: timestamp,
    deleted_at: timestamp,
    menu_group_id: id.nullable().default(null),
    /**
     * A marketplace hub's kitchen keeps its own weekly hours (DESIGN.md section 17); null means the restaurant's.
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

const opening = z.object({ open: time, close: time }).strict();
const school = z
  .object({
    name: text(200).min(1),
    grades: text(2000).default(''),
    classrooms: text(2000).default(''),
    teachers: text(4000).default(''),
  })
  .strict();

const restaurantSchema = z
  .object({
    id,
    app8_restaurant: id.nullable().default(null),
    slug,
    name: text(200).min(1),
    display_name: text(200).nullable().default(null),
    description: text(4000).default(''),
    image: url.nullable().default(null),
    logo: url.nullable().default(null),
    group: z
      .object({
        slug,
        name: text(200).min(1),
        kind: z.enum(['cantine', 'venue_chain', 'marketplace_hub', 'school_board', 'venue']),
      })
      .strict()
      .nullable()
      .default(null),
    address: text(500).nullable().default(null),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    timezone: text(60).default('America/Toronto'),
    province: z.enum(PROVINCES),
    tax_rate: z.object({ tax1: rate, tax2: rate.nullable().default(null) }).strict(),
    tax_inclusive: z.boolean().default(false),
    show_split_taxes: z.boolean().default(false),
    service_charge: chargeText.nullable().default(null),
    delivery: z
      .object({
        type: z.enum(['radius', 'custom', 'zones']),
        delivery_charge: chargeText.nullable().default(null),
        radius_km: z.number().positive().max(200).nullable().default(null),
        location_label: text(100).nullable().default(null),
        areas_label: text(100).nullable().default(null),
        locations: z
          .array(
            z.object({ id, name: text(200).min(1), areas: z.array(text(200)).max(200).default([]) }).strict(),
          )
          .max(200)
          .default([]),
        zones: z
          .array(
            z
              .object({
                name: text(200).min(1),
                postal_prefixes: z
                  .array(z.string().regex(/^[A-Za-z]\d[A-Za-z]$/, 'Expected a postal prefix like V6B'))
                  .min(1),
                delivery_charge: chargeText.nullable().default(null),
                minimum_order: dollars.nullable().default(null),
              })
              .strict(),
          )
          .max(100)
          .default([]),
        schools: z.array(school).max(200).default([]),
        localization,
      })
      .strict()
      .nullable()
      .default(null),
    hours: z
      .object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(opening).max(4).default([])])))
      .strict()
      .nullable()
      .default(null),
    holiday_hours: z
      .array(
        z
          .object({
            date,
            name: text(200).nullable().default(null),
            start_time: time.nullable().default(null),
            end_time: time.nullable().default(null),
            full_day: z.boolean().default(false),
          })
          .strict(),
      )
      .max(100)
      .default([]),
    orders_paused: z.boolean().default(false),
    catering: z.boolean().default(false),
    k12: z.boolean().default(false),
    suites_enabled: z.boolean().default(false),
    app8_credits: z.boolean().default(false),
    subsidies_enabled: z.boolean().default(false),
    integration_type: text(50).nullable().default(null),
    integration_dine_in_type: text(50).nullable().default(null),
    integration_takeout_type: text(50).nullable().default(null),
    /** `stripe`: the Stripe adapter, keys from the server's environment (never this file); decision 016. */
    payment_processor: z.enum(['sandbox', 'stripe', 'payOnPremise']).default('sandbox'),
    pos_integrated: z.boolean().default(false),
    allow_open_tab: z.boolean().default(false),
    loyalty_program: z.boolean().default(false),
    membership_program: z.boolean().default(false),
    voucher: z
      .object({
        type: z.enum(['gift_card']).default('gift_card'),
        title: text(200),
        label: text(200),
        tooltip: text(1000).default(''),
        hide_scanner: z.boolean().default(false),
        localization,
      })
      .strict()
      .nullable()
      .default(null),
    extra_payment_methods: z
      .array(
        z
          .object({
            type: z.enum(['invoice', 'cost_center', 'purchase_order']),
            label: text(200).min(1),
            localization,
          })
          .strict(),
      )
      .max(3)
      .default([]),
    concourse: z.boolean().default(false),
    marketplace_hub: z.boolean().default(false),
    multiple_mids: z.boolean().default(false),
    avs: z.boolean().default(false),
    generic_table_locations: z
      .object({
        locations: z
          .array(
            z
              .object({
                name: text(200).min(1),
                areas: z
                  .array(z.object({ number: text(20).min(1), label: text(200).min(1) }).strict())
                  .max(500),
                localization,
              })
              .strict(),
          )
          .max(100),
      })
      .strict()
      .nullable()
      .default(null),
    table_numbers: z.boolean().default(false),
    /** A venue that brings dine-in orders to stadium seats: the diner gives section, row and seat (ordering/seat.ts). */
    seat_delivery: z.boolean().default(false),
    another_round: z.boolean().default(false),
    disable_order_again: z.boolean().default(false),
    hide_items_special_instructions: z.boolean().default(false),
    hide_takeout_special_instructions: z.boolean().default(false),
    localization,
    created_at: timestamp,
    updated_at: timestamp,
    published_at: timestamp,
    deleted_at: timestamp,
  })
  .strict();

const menuConfigurationSchema = z
  .object({
    /**
     * 'light' (no extra stylesheet), 'dark', or a theme the web app ships as /stylesheets/{theme}.css: 'stadium'
     * (high contrast on dark, larger type, for a venue's crowd). Only shipped themes validate.
     */
    theme: z.enum(THEMES).default('light'),
    primary_color: hexColor.default('#1f6f5c'),
    use_default_fonts: z.boolean().default(true),
    primary_font: text(100).nullable().default(null),
    secondary_font: text(100).nullable().default(null),
    card_style: z.enum(['vertical', 'horizontal']).default('vertical'),
    browse_menu_style: z.enum(['gallery', 'list']).default('gallery'),
    logo_redirect_url: url.nullable().default(null),
    favicon: url.nullable().default(null),
    zone: text(60).default('America/Toronto'),
    open_menu_dropdown_on_load: z.boolean().default(false),
    membership_customization: z
      .object({
        title: text(200),
        tooltip: text(1000).default(''),
        input_type: z.enum(['text', 'email', 'phone', 'number']).default('text'),
        input_label: text(200),
        button_text: text(100),
        loading_message: text(500).default(''),
        banner_message: text(1000).default(''),
        closing_icon_color: hexColor.nullable().default(null),
        localization,
      })
      .strict()
      .nullable()
      .default(null),
    confirmation_screen_customization: z
      .object({ dine_in_confirmation_message: text(2000).default(''), localization })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

const orderOptionsSchema = z
  .object({
    service_charge_label: text(100).nullable().default(null),
    tip_config: z
      .object({
        default_values: z.array(z.number().min(0).max(100)).max(6).default([]),
        default_value_selected: z.number().int().min(0).nullable().default(null),
        total_summary_title: text(200).nullable().default(null),
      })
      .strict()
      .nullable()
      .default(null),
    no_takeout_timeslot: z.boolean().default(false),
    max_items_per_cart: z.number().int().min(1).max(1000).nullable().default(null),
    max_meals_per_cart: z.number().int().min(1).max(1000).nullable().default(null),
    min_meals_per_cart: z.number().int().min(1).max(1000).nullable().default(null),
    support_email: z.email().nullable().default(null),
    custom_questions: z
      .array(
        z
          .object({
            id,
            question: text(500).min(1),
            options: z.array(text(200).min(1)).max(50).default([]),
            question_type: z.enum(['select_one', 'checkbox']),
            required: z.boolean().default(false),
            localization,
          })
          .strict(),
      )
      .max(20)
      .default([]),
    hide_guest_info: z
      .object({ email: z.boolean().default(false), phone: z.boolean().default(false) })
      .strict()
      .default({
        email: false,
        phone: false,
      }),
    generic_catering_hide_credit_card: z.boolean().default(false),
    generic_catering_requires_login: z.boolean().default(false),
    generic_catering_show_pickup_option: z.boolean().default(false),
    k12_requires_login: z.boolean().default(true),
    weekend_ordering: z.boolean().default(false),
    order_cutoff_days: z.number().int().min(0).max(60).nullable().default(null),
    max_advanced_order_days: z.number().int().min(0).max(365).nullable().default(null),
    orders_paused_message: text(1000).nullable().default(null),
    localization,
  })
  .strict();

const localeSchema = z
  .object({
    locale_short: z.enum(['en', 'fr']),
    locale_long: z.enum(['en-CA', 'fr-CA']),
    label: text(50).min(1),
    is_default: z.boolean().default(false),
  })
  .strict();

const promoSchema = z
  .object({
    id,
    name: text(200).nullable().default(null),
    type: z.enum(['percent', 'amount']),
    value: z.number().positive(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.type === 'percent' && p.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent promo is at most 100' });
  });

/**
 * A member promo (issue 16): what a member of the restaurant's membership program gets off, as `memberDiscount`
 * (DESIGN.md section 7 step 4): percent of what is left after the promo code, or dollars; `pre_tax` takes it before
 * tax, otherwise off the total.
 */
const memberPromoSchema = z
  .object({
    id,
    label: text(200).min(1),
    type: z.enum(['percent', 'amount']),
    value: z.number().positive(),
    pre_tax: z.boolean().default(true),
    localization,
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.type === 'percent' && p.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent promo is at most 100' });
  });

/**
 * The built-in membership provider's member list (issue 16), imported with the file and never served with it
 * (published-cache strips it): the identifier a member types in the access-code drawer, the member's provider code
 * (ELB and SPH skip subsidy pricing) and the member promos they get.
 */
const memberSchema = z
  .object({
    identifier: text(200).trim().min(1),
    provider: text(20).trim().min(1).default('BUILTIN'),
    first_name: text(100).default(''),
    last_name: text(100).default(''),
    email: text(254).nullable().default(null),
    promos: z.array(id).max(10).default([]),
  })
  .strict();

const subsidySchema = z
  .object({
    id,
    name: text(200).nullable().default(null),
    is_active: z.boolean().default(true),
    type: z.enum(['discount', 'fixed_price', 'pay_what_you_can']),
    target_users: z.enum(['all', 'codes']).default('all'),
    target_items: z.enum(['all', 'meals']).default('all'),
    discount_percentage: z.number().min(0).max(100).nullable().default(null),
    discount_amount: dollars.nullable().default(null),
    discount_fixed_price: dollars.nullable().default(null),
    codes: z.array(text(50).min(1)).max(10_000).default([]),
    localization,
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.type === 'discount' && s.discount_percentage === null && s.discount_amount === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_percentage'],
        message: 'A discount subsidy needs a percentage or an amount',
      });
    }
    if (s.type === 'fixed_price' && s.discount_fixed_price === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_fixed_price'],
        message: 'A fixed-price subsidy needs its price',
      });
    }
    if (s.target_users === 'codes' && s.codes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['codes'],
        message: 'A subsidy for codes needs at least one code',
      });
    }
  });

const promoCodeSchema = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/, 'Letters, digits, dashes and underscores, 2 to 40'),
    type: z.enum(['percent', 'amount']),
    value: z.number().positive(),
    starts_at: timestamp,
    ends_at: timestamp,
    usage_limit: z.number().int().min(1).nullable().default(null),
    minimum_order: dollars.nullable().default(null),
  })
  .strict();

const rotationalMenuSchema = z
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

/**
 * A notice the restaurant shows diners (GET /restaurants/{id}/announcements) between `starts_at` and `ends_at`;
 * a missing bound leaves that side open. Title and message translate like every other text.
 */
const announcementSchema = z
  .object({
    id,
    title: text(200).min(1),
    message: text(2000).min(1),
    starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
    ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
    localization,
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.starts_at !== null && a.ends_at !== null && Date.parse(a.ends_at) <= Date.parse(a.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Must be after starts_at' });
    }
  });

const menuGroupSchema = z
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

function checkReferences(file: z.output<typeof shape>, ctx: z.RefinementCtx) {
  const promoIds = new Set(file.promos.map((p) => p.id));
  const memberPromoIds = new Set(file.member_promos.map((p) => p.id));
  const seenIdentifiers = new Set<string>();
  file.members.forEach((member, m) => {
    const key = member.identifier.toLowerCase();
    if (seenIdentifiers.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['members', m, 'identifier'],
        message: 'Duplicate member identifier',
      });
    seenIdentifiers.add(key);
    member.promos.forEach((promo, i) => {
      if (!memberPromoIds.has(promo))
        ctx.addIssue({
          code: 'custom',
          path: ['members', m, 'promos', i],
          message: `Unknown member promo "${promo}"`,
        });
    });
  });
  const seenMenuIds = new Set<string>();
  const groupIds = new Set(file.menu_groups.map((g) => g.id));
  const checkPromos = (promos: string[], path: (string | number)[]) => {
    promos.forEach((promo, i) => {
      if (!promoIds.has(promo))
        ctx.addIssue({ code: 'custom', path: [...path, 'promos', i], message: `Unknown promo "${promo}"` });
    });
  };
  const checkGroups = (groups: OptionGroup[], path: (string | number)[]) => {
    groups.forEach((group, g) => {
      const seen = new Set<string>();
      group.values.forEach((value, v) => {
        const valuePath = [...path, 'options', g, 'values', v];
        if (seen.has(value.id))
          ctx.addIssue({
            code: 'custom',
            path: [...valuePath, 'id'],
            message: `Duplicate value id "${value.id}"`,
          });
        seen.add(value.id);
        checkPromos(value.promos, valuePath);
        checkGroups(value.options, valuePath);
      });
      if (group.type === 'pricing' && group.allow_multiple_selection) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'options', g, 'allow_multiple_selection'],
          message: 'A pricing group allows one selection',
        });
      }
    });
  };
  file.menus.forEach((menu, m) => {
    if (seenMenuIds.has(menu.id))
      ctx.addIssue({ code: 'custom', path: ['menus', m, 'id'], message: `Duplicate menu id "${menu.id}"` });
    seenMenuIds.add(menu.id);
    if (menu.menu_group_id !== null && !groupIds.has(menu.menu_group_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['menus', m, 'menu_group_id'],
        message: `Unknown menu group "${menu.menu_group_id}"`,
      });
    }
    const itemIds = new Set<string>();
    const checkItem = (item: z.output<typeof itemSchema>, path: (string | number)[]) => {
      if (itemIds.has(item.id))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'id'],
          message: `Duplicate item id "${item.id}" in this menu`,
        });
      itemIds.add(item.id);
      checkPromos(item.promos, path);
      checkGroups(item.options, path);
    };
    menu.sections.forEach((section, s) => {
      section.items.forEach((item, i) => {
        checkItem(item, ['menus', m, 'sections', s, 'items', i]);
      });
    });
    menu.items.forEach((item, i) => {
      checkItem(item, ['menus', m, 'items', i]);
    });
  });
  const tips = file.order_options.tip_config;
  if (
    tips &&
    tips.default_value_selected !== null &&
    tips.default_value_selected >= tips.default_values.length
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['order_options', 'tip_config', 'default_value_selected'],
      message: 'Must be the index of one of default_values',
    });
  }
  if (file.locales.filter((l) => l.is_default).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['locales'], message: 'Only one locale can be the default' });
  }
  file.rotational_menus.forEach((rotation, r) => {
    if (!seenMenuIds.has(rotation.menu_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rotational_menus', r, 'menu_id'],
        message: `Unknown menu "${rotation.menu_id}"`,
      });
    }
  });
}

const shape = z
  .object({
    restaurant: restaurantSchema,
    menu_configuration: menuConfigurationSchema.default(() => menuConfigurationSchema.parse({})),
    order_options: orderOptionsSchema.default(() => orderOptionsSchema.parse({})),
    locales: z
      .array(localeSchema)
      .min(1)
      .max(2)
      .default([{ locale_short: 'en', locale_long: 'en-CA', label: 'English', is_default: true }]),
    menu_groups: z.array(menuGroupSchema).max(50).default([]),
    menus: z.array(menuSchema).max(100),
    rotational_menus: z.array(rotationalMenuSchema).max(20).default([]),
    promos: z.array(promoSchema).max(500).default([]),
    subsidies: z.array(subsidySchema).max(50).default([]),
    promo_codes: z.array(promoCodeSchema).max(1000).default([]),
    member_promos: z.array(memberPromoSchema).max(50).default([]),
    members: z.array(memberSchema).max(20_000).default([]),
    announcements: z.array(announcementSchema).max(50).default([]),
    version: z.number().int().positive().optional(),
  })
  .strict();

export const restaurantDataFileSchema = shape.superRefine(checkReferences);

export type RestaurantDataFile = z.output<typeof restaurantDataFileSchema>;
export type RestaurantDataFileInput = z.input<typeof restaurantDataFileSchema>;
export type DataFileMenu = RestaurantDataFile['menus'][number];
export type DataFileSection = DataFileMenu['sections'][number];
export type DataFileItem = z.output<typeof itemSchema>;
export type DataFileAnnouncement = z.output<typeof announcementSchema>;
export type Localization = z.output<typeof localization>;

export interface DataFileIssue {
  path: string;
  message: string;
}

/** `['menus', 0, 'sections', 2, 'price']` -> `menus[0].sections[2].price`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

/** Every offending field of a rejected file, with its JSON path and reason. */
export function formatDataFileIssues(error: z.ZodError): DataFileIssue[] {
  return error.issues.map((issue) => {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    if (unknownKeys.length > 0) {
      return {
        path: formatIssuePath([...issue.path, unknownKeys[0]!]),
        message: `Unknown field(s): ${unknownKeys.join(', ')}`,
      };
    }
    return { path: formatIssuePath(issue.path) || '(file)', message: issue.message };
  });
}

export type ParseDataFileResult =
  | { ok: true; data: RestaurantDataFile }
  | { ok: false; issues: DataFileIssue[] };

export function parseDataFile(input: unknown): ParseDataFileResult {
  const result = restaurantDataFileSchema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: formatDataFileIssues(result.error) };
}
