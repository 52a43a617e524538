/** What the restaurant sets for its diners besides the menus: theming, order options, locales, announcements. */
import { z } from 'zod';

import { ORDERING_WAYS } from '../../ordering/ordering-way';
import { hexColor, id, localization, text, url } from './primitives';

export { ORDERING_WAYS, type OrderingWay } from '../../ordering/ordering-way';

/** menu_configuration.theme: light, dark, and the themes the web app ships a stylesheet for. */
export const THEMES = ['light', 'dark', 'stadium'] as const;

/** `modes`: the ways of ordering something is for, each once; null (or missing) is every way. */
const modes = z
  .array(z.enum(ORDERING_WAYS))
  .min(1)
  .max(ORDERING_WAYS.length)
  .refine((m) => new Set(m).size === m.length, 'Each mode may be listed once')
  .nullable()
  .default(null);

export const menuConfigurationSchema = z
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

export const orderOptionsSchema = z
  .object({
    service_charge_label: text(100).nullable().default(null),
    /** The ways of ordering restaurant.service_charge is charged on (a service charge at the table only); null: all. */
    service_charge_modes: modes,
    tip_config: z
      .object({
        default_values: z.array(z.number().min(0).max(100)).max(6).default([]),
        default_value_selected: z.number().int().min(0).nullable().default(null),
        /** The ways of ordering the tip is preselected for (elsewhere none is); null: all. */
        default_value_modes: modes,
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
            /** Asked only of diners ordering these ways (a suite's number is known to a suite); null: of all. */
            modes,
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

export const localeSchema = z
  .object({
    locale_short: z.enum(['en', 'fr']),
    locale_long: z.enum(['en-CA', 'fr-CA']),
    label: text(50).min(1),
    is_default: z.boolean().default(false),
  })
  .strict();

/**
 * A notice the restaurant shows diners (GET /restaurants/{id}/announcements) between `starts_at` and `ends_at`;
 * a missing bound leaves that side open. Title and message translate like every other text. `modes`, when given,
 * limits it to diners ordering those ways (a pickup notice is not for a diner at a table); missing, it is for all.
 */
export const announcementSchema = z
  .object({
    id,
    title: text(200).min(1),
    message: text(2000).min(1),
    starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
    ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
    modes,
    localization,
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.starts_at !== null && a.ends_at !== null && Date.parse(a.ends_at) <= Date.parse(a.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Must be after starts_at' });
    }
  });
