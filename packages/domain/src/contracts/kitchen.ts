/**
 * The staff console's kitchen calls beyond the board (decision 049): an order staff enter for a diner on the phone or
 * at the counter, quoted and placed through the diners' pipeline; the learned make times beside the file's; and the
 * report of quoted against actual ready times. Money is in dollars, as everywhere in the API.
 */
import { z } from 'zod';
import { READY_CHANNELS } from '../pacing/ready-report';
import { cartItems, checkout } from './cart';
import { dollars, isoDateTime, localDate, text } from './common';

/** The lines of an order staff enter: the diners' cart lines (their options, required ones included). */
const counterItems = cartItems.min(1);

/** POST /staff/restaurants/{id}/counter-orders/quote: what the order would cost and when it would be ready. */
export const counterQuoteRequest = z.object({ items: counterItems }).strict();
export const counterQuoteResponse = z.object({
  total: dollars,
  /** When the kitchen can have it ready (ISO), or null when nothing fits before the horizon (a paced kitchen only). */
  readyAt: isoDateTime.nullable(),
  /** Whether the kitchen is paced by make times: only then is `readyAt` the buckets' quote. */
  paced: z.boolean(),
  /** Busy mode's delay in force, in minutes. */
  delayMinutes: z.number().int(),
});

/** POST /staff/restaurants/{id}/counter-orders: a pickup order "as soon as possible", paid at the counter. */
export const counterOrderRequest = z
  .object({
    items: counterItems,
    name: text(200).pipe(z.string().trim().min(1, 'A name is required')),
    phone: text(30).pipe(z.string().trim().min(1, 'A phone number is required')),
    /** The total the staff member read to the diner: a price changed since is refused (428), as for a diner. */
    total: dollars.optional(),
    notes: text(1000).optional(),
    /** The restaurant's questions asked of a pickup (a food allergy...), answered for the diner, as a checkout's. */
    questions: checkout.shape.questions,
  })
  .strict();
export const counterOrderResponse = z.object({
  id: z.string(),
  number: z.number().int(),
  readyAt: isoDateTime,
  total: dollars,
});

/** GET /staff/restaurants/{id}/make-times: each item's file make time beside the kitchen's measured one. */
export const makeTimesResponse = z.object({
  restaurantId: z.number().int(),
  /** How many samples an item needs before its learned figure is used. */
  minSamples: z.number().int(),
  items: z.array(
    z.object({
      menuId: z.string(),
      itemId: z.string(),
      name: z.string(),
      names: z.object({ en: z.string().optional(), fr: z.string().optional() }),
      station: z.string(),
      fileMinutes: z.number(),
      /** The median of its newest samples in whole minutes; null below `minSamples`. */
      learnedMinutes: z.number().int().nullable(),
      samples: z.number().int(),
    }),
  ),
});

/** GET /staff/restaurants/{id}/ready-times?from=&to= */
export const readyTimesQuery = z
  .object({
    from: localDate
      .optional()
      .describe("The first day, in the restaurant's zone; six days before `to` by default"),
    to: localDate.optional().describe("The last day, in the restaurant's zone; today by default"),
  })
  .strict();
export const readyTimesResponse = z.object({
  from: localDate,
  to: localDate,
  rows: z.array(
    z.object({
      day: localDate,
      channel: z.enum(['all', ...READY_CHANNELS]),
      orders: z.number().int(),
      medianLateSeconds: z.number().int().nullable(),
      p90LateSeconds: z.number().int().nullable(),
      onTimeShare: z.number().nullable(),
    }),
  ),
});

export type CounterQuote = z.output<typeof counterQuoteResponse>;
export type CounterOrderBody = z.output<typeof counterOrderRequest>;
export type CounterOrder = z.output<typeof counterOrderResponse>;
export type MakeTimes = z.output<typeof makeTimesResponse>;
export type ReadyTimes = z.output<typeof readyTimesResponse>;
