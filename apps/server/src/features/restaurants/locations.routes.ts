import { geolocationSearchRequest, geolocationSearchResponse } from '@ordering/domain/contracts/locations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchLocations } from './locations.service';

export function registerLocationRoutes(instance: FastifyInstance) {
  instance.withTypeProvider<ZodTypeProvider>().post(
    '/api/restaurants/geolocation-search',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Locations of a group near a point and/or matching a name or address',
        body: geolocationSearchRequest,
        response: { 200: geolocationSearchResponse },
      },
    },
    async (request) => searchLocations(instance.db, request.body),
  );
}
