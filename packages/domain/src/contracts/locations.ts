import { z } from 'zod';
import { text } from './common';

/** POST /restaurants/geolocation-search (default radius 10 miles). */
export const geolocationSearchRequest = z
  .object({
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
    radius: z.number().positive().max(1000).default(10),
    unit: z.enum(['mi', 'km']).default('mi'),
    group: text(100).trim().nullable().optional(),
    name: text(200).nullable().optional(),
    address: text(500).nullable().optional(),
    gmapPlaceId: text(300).nullable().optional(),
  })
  .strict()
  .refine((b) => (b.lat == null) === (b.lng == null), { path: ['lng'], message: 'lat and lng go together' });

export const locationResult = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** From the searched point, in the requested unit, 1 decimal; null when no point was given. */
  distance: z.number().nullable(),
  unit: z.enum(['mi', 'km']),
  orders_paused: z.boolean(),
  group: z.string().nullable(),
  /** Open now by its opening hours (holiday hours included), at the server's clock. */
  open_now: z.boolean(),
  /** When that changes today: the close when open, the next opening when closed (ISO instant); null if not today. */
  open_until: z.string().nullable(),
  /** The location's zone, to show `open_until` as its local time. */
  timezone: z.string(),
});

export const geolocationSearchResponse = z.array(locationResult);

export type GeolocationSearchRequest = z.input<typeof geolocationSearchRequest>;
export type LocationResult = z.output<typeof locationResult>;

/** Place types are Google's ("locality", "postal_code"...): the distance display rule reads them. */
export const placePrediction = z.object({
  gmapPlaceId: z.string(),
  description: z.string(),
  types: z.array(z.string()),
  terms: z.array(z.object({ offset: z.number(), value: z.string() })),
});

/**
 * POST /restaurants/autocomplete-search: suggestions for what the diner typed
 * (`description`), or, given a chosen suggestion's `gmapPlaceId` alone, that place again (a search kept in the
 * page's address is shown with its name after a reload). `group` ranks places near the group's locations first
 * among equal matches; radius and unit are accepted as the spec's client sends them.
 */
export const autocompleteSearchRequest = z
  .object({
    description: text(200).trim().nullable().optional(),
    gmapPlaceId: text(300).trim().min(1).nullable().optional(),
    sessionToken: text(100).nullable().optional(),
    group: text(100).trim().nullable().optional(),
    radius: z.number().positive().max(1000).nullable().optional(),
    unit: z.enum(['mi', 'km']).nullable().optional(),
    terms: z
      .array(z.object({ offset: z.number().int().nonnegative(), value: text(200) }).strict())
      .max(20)
      .nullable()
      .optional(),
    types: z.array(text(60)).max(20).nullable().optional(),
  })
  .strict()
  .refine((b) => Boolean(b.description?.trim()) || Boolean(b.gmapPlaceId), {
    path: ['description'],
    message: 'description or gmapPlaceId is required',
  });

export const autocompleteSearchResponse = z.object({ predictions: z.array(placePrediction) });

export type AutocompleteSearchRequest = z.input<typeof autocompleteSearchRequest>;
export type PlacePredictionResult = z.output<typeof placePrediction>;

/** GET /restaurants/groups/{slug}: a brand's name for its pages, and its published locations (0: coming soon). */
export const locationGroup = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  locations: z.number().int(),
});
export type LocationGroup = z.output<typeof locationGroup>;
