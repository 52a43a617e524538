/**
 * First-party analytics: the day's ordering funnel and why orders were refused, counted per restaurant and day in
 * its zone. Nothing in an event says who: no user, no address, no device, no time finer than the day.
 */
import { z } from 'zod';
import { ORDERING_WAYS } from '../ordering/ordering-way';
import { FUNNEL_STEPS, type FunnelStep } from './funnel';

export {
  FUNNEL_STEPS,
  type FunnelCounts,
  type FunnelStep,
  funnelConversion,
  nestedFunnel,
} from './funnel';

/** Why an order or a costing was refused, from the server's error code (`refusalCategory`). */
export const REFUSAL_CATEGORIES = [
  'sold-out',
  'unavailable',
  'price-changed',
  'out-of-stock',
  'member',
  'availability',
  'paused',
  'transaction-failed',
  'payment',
  'general',
] as const;
export type RefusalCategory = (typeof REFUSAL_CATEGORIES)[number];

/**
 * The specification's analytics mapping by server code, row by row: the first row naming a code wins, so 418
 * (listed under availability and paused) is availability and 1804 (out of stock and payment) is out of stock.
 */
const MAPPING: readonly (readonly [RefusalCategory, readonly number[]])[] = [
  ['sold-out', [415]],
  ['unavailable', [426]],
  ['price-changed', [428]],
  ['out-of-stock', [1804]],
  ['member', [2202]],
  ['availability', [416, 417, 418, 422, 424]],
  ['paused', [419, 418]],
  ['transaction-failed', [410]],
  ['payment', [200, 1803, 1804]],
];

export function refusalCategory(code: number): RefusalCategory {
  return MAPPING.find(([, codes]) => codes.includes(code))?.[0] ?? 'general';
}

/** What the browser sends: a few funnel steps at once (`POST /api/analytics/events`). */
export const funnelBeacon = z
  .object({
    restaurant: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(100)
      .describe("The restaurant's slug"),
    events: z
      .array(
        z
          .object({
            step: z.enum(FUNNEL_STEPS),
            way: z.enum(ORDERING_WAYS).optional().describe('How the diner orders, when known'),
          })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();
export type FunnelBeacon = z.infer<typeof funnelBeacon>;

/** The staff report of a day (`GET /api/staff/restaurants/:id/analytics`). */
export const analyticsReport = z.object({
  restaurantId: z.number().int(),
  date: z.string().describe("The day in the restaurant's zone, yyyy-MM-dd"),
  funnel: z.object(
    Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<FunnelStep, z.ZodNumber>,
  ),
  refusals: z.array(z.object({ category: z.enum(REFUSAL_CATEGORIES), count: z.number().int() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
