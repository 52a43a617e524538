/** The `restaurant` part of the data file: who it is, taxes, delivery, hours, payment and dine-in settings. */
import { z } from 'zod';

import { PROVINCES, WEEKDAYS } from '../constants';
import {
  chargeText,
  date,
  dollars,
  id,
  localization,
  rate,
  slug,
  stationId,
  text,
  time,
  timestamp,
  url,
} from './primitives';

const bucketMinutes = z.number().int().min(0).max(10_000);
/**
 * Kitchen pacing (ordering/pacing.ts): the make-minutes each station can absorb per 15-minute bucket, its own
 * figure outside any day part, a day part's figure inside it (local times, `end` exclusive, "00:00" meaning
 * midnight). Null keeps the per-slot order caps alone.
 */
const kitchen = z
  .object({
    stations: z
      .array(
        z
          .object({ id: stationId, name: text(100).min(1), minutes_per_bucket: bucketMinutes, localization })
          .strict(),
      )
      .min(1)
      .max(20),
    day_parts: z
      .array(
        z
          .object({
            name: text(100).min(1),
            start: time,
            end: time,
            minutes: z.record(stationId, bucketMinutes),
          })
          .strict(),
      )
      .max(20)
      .default([]),
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

export const restaurantSchema = z
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
            // The holiday's name in another language (localization.fr.name), as every other text translates; optional,
            // so holidays written before it still read.
            localization: localization.optional(),
          })
          .strict(),
      )
      .max(100)
      .default([]),
    orders_paused: z.boolean().default(false),
    /**
     * Maintenance windows now or to come (ordering/maintenance.ts): the owner's (staff, on the restaurant row) and
     * the platform's (the server's MAINTENANCE_WINDOW), written here by the server as it serves the file. During one,
     * diners read the maintenance message and orders are refused. Absent when there is none.
     */
    maintenance_windows: z
      .array(
        z
          .object({ starts_at: z.iso.datetime({ offset: true }), ends_at: z.iso.datetime({ offset: true }) })
          .strict(),
      )
      .max(4)
      .optional(),
    kitchen: kitchen.nullable().default(null),
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
    /**
     * A table tab (`allow_open_tab`, packages/domain/src/tabs): the opener's card is authorized for `hold` dollars, and
     * raised by whole steps of it; a tab idle for `idle_minutes` closes by itself with `auto_close_tip_percent` tip,
     * taken on what nobody paid before taxes as a payer's own tip is (tabs/close.ts `closingCharge`).
     */
    open_tab: z
      .object({
        hold: dollars.min(1).default(50),
        idle_minutes: z
          .number()
          .int()
          .min(15)
          .max(24 * 60)
          .default(180),
        auto_close_tip_percent: z.number().min(0).max(100).default(0),
      })
      .strict()
      .default({ hold: 50, idle_minutes: 180, auto_close_tip_percent: 0 }),
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
                // An area's label translates like every other text: localization.fr.label.
                areas: z
                  .array(
                    z.object({ number: text(20).min(1), label: text(200).min(1), localization }).strict(),
                  )
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
