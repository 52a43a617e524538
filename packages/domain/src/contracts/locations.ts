import { z } from 'zod';
import { text } from './common';

/** POST /restaurants/geolocation-search (ordering spec sections 3 and 7; default radius 10 miles). */
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
});

export const geolocationSearchResponse = z.array(locationResult);

export type GeolocationSearchRequest = z.input<typeof geolocationSearchRequest>;
export type LocationResult = z.output<typeof locationResult>;
