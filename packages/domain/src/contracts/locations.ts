import { z } from 'zod';

/** POST /restaurants/geolocation-search (ordering spec sections 3 and 7; default radius 10 miles). */
export const geolocationSearchRequest = z
  .object({
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
    radius: z.number().positive().max(1000).default(10),
    unit: z.enum(['mi', 'km']).default('mi'),
    group: z.string().trim().max(100).nullable().optional(),
    name: z.string().max(200).nullable().optional(),
    address: z.string().max(500).nullable().optional(),
    gmapPlaceId: z.string().max(300).nullable().optional(),
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
