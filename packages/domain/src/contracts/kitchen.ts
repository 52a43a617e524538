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
export const counterQuoteRequest = z
  .object({
    items: counterItems,
    /** Priced as an order for a table (a dine-in service charge...), else as a pickup. */
    table: z.boolean().optional(),
  })
  .strict();
export const counterQuoteResponse = z.object({
  total: dollars,
  /** When the kitchen can have it ready (ISO), or null when nothing fits before the horizon (a paced kitchen only). */
  readyAt: isoDateTime.nullable(),
  /** Whether the kitchen is paced by make times: only then is `readyAt` the buckets' quote. */
  paced: z.boolean(),
  /** Busy mode's delay in force, in minutes. */
  delayMinutes: z.number().int(),
});

/**
 * POST /staff/restaurants/{id}/counter-orders/slots: a later pickup's slots on a day for the cart, as the diner's
 * checkout reads them (POST /orders/scheduling): slots the kitchen cannot make the cart for are full.
 */
export const counterSlotsRequest = z
  .object({
    items: counterItems,
    /** The day, in the restaurant's zone; today by the server's clock when left out (a device's may be off). */
    date: localDate.optional(),
  })
  .strict();

/** Where an order staff enter is served: a table (its number; at a restaurant listing its tables, the location too). */
export const counterTable = z
  .object({
    location: text(200).optional(),
    number: text(20).pipe(z.string().trim().min(1, 'A table is required')),
  })
  .strict();

/**
 * POST /staff/restaurants/{id}/counter-orders: a pickup order, "as soon as possible" or at a later `pickupTime`, or
 * an order for a `table`; paid at the counter.
 */
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
    /** A later pickup: the start of one of the slots `/counter-orders/slots` offers. Absent: as soon as possible. */
    pickupTime: isoDateTime.optional(),
    table: counterTable.optional(),
    /**
     * A table with an open tab: the order is a round on the tab (decision 068) unless `separate`, an order of its own
     * paid at the table. The server finds the table's tab itself; without a tab the order is always its own.
     */
    separate: z.boolean().optional(),
    /**
     * Paid by a card staff take over the phone (decision 074), as a diner's checkout sends one: typed fields on a
     * processor that takes card data, the processor's own fields' `processor_token` otherwise. Absent: paid at the
     * counter (or the table).
     */
    card: checkout.shape.card.unwrap().optional(),
  })
  .strict()
  .refine((body) => !(body.pickupTime && body.table), {
    message: 'A table order is served now: it takes no pickup time',
    path: ['pickupTime'],
  });
/** A table's open tab as the console shows it: its bill so far and when it was opened. */
export const counterTableTab = z.object({
  id: z.string(),
  table: z.string(),
  total: dollars,
  openedAt: isoDateTime,
});
export const counterOrderResponse = z.object({
  id: z.string(),
  number: z.number().int(),
  readyAt: isoDateTime,
  /** The order's own total (the round's, on a tab). */
  total: dollars,
  /** The tab the order went on as a round, with its bill after it; null for an order of its own. */
  tab: counterTableTab.nullable(),
  /** The card staff took over the phone, authorized for `amount` (captured when the order is accepted); else null. */
  card: z.object({ amount: dollars, brand: z.string(), last4: z.string() }).nullable(),
});

/**
 * GET /staff/restaurants/{id}/counter-orders/table-tab?number=&location=: the table's open tab, which an order staff
 * enter for it joins by default; null when it has none (or the restaurant has no such table).
 */
export const counterTableTabQuery = counterTable;
export const counterTableTabResponse = z.object({ tab: counterTableTab.nullable() });

/** GET /staff/restaurants/{id}/make-times: each item's file make time beside the kitchen's measured one. */
export const makeTimesResponse = z.object({
  restaurantId: z.number().int(),
  /** The published data file's version these file figures are from (sent back when applying a learned one). */
  version: z.number().int(),
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

/**
 * POST /staff/restaurants/{id}/make-times/apply: the owner applies an item's learned make time to the data file (a
 * new published version). `minutes` and `version` are what the owner read: a figure or a file changed since is a 409.
 */
export const applyMakeTimeRequest = z
  .object({
    menuId: z.string().min(1).max(100),
    itemId: z.string().min(1).max(100),
    minutes: z.number().int().positive(),
    version: z.number().int().positive(),
  })
  .strict();
export const applyMakeTimeResponse = z.object({
  /** The version published with the item's new make time. */
  version: z.number().int(),
  menuId: z.string(),
  itemId: z.string(),
  fileMinutes: z.number(),
});

/** GET /staff/restaurants/{id}/ready-times?from=&to= */
export const readyTimesQuery = z
  .object({
    from: localDate
      .optional()
      .describe("The first day, in the restaurant's zone; `days` - 1 days before `to` by default"),
    to: localDate.optional().describe("The last day, in the restaurant's zone; today by default"),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(92)
      .optional()
      .describe('Without `from`: the number of days to `to` (7 by default)'),
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
export type CounterSlotsBody = z.output<typeof counterSlotsRequest>;
export type CounterTable = z.output<typeof counterTable>;
export type CounterOrderBody = z.output<typeof counterOrderRequest>;
export type CounterOrder = z.output<typeof counterOrderResponse>;
export type CounterTableTab = z.output<typeof counterTableTab>;
export type ApplyMakeTime = z.output<typeof applyMakeTimeResponse>;
export type MakeTimes = z.output<typeof makeTimesResponse>;
export type ReadyTimes = z.output<typeof readyTimesResponse>;
