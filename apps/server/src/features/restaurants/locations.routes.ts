import {
  autocompleteSearchRequest,
  autocompleteSearchResponse,
  geolocationSearchRequest,
  geolocationSearchResponse,
} from '@ordering/domain/contracts/locations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Places } from '../../adapters/places/places';
import { resolveLocale } from '../../i18n/messages';
import { autocompleteSearch, searchLocations } from './locations.service';

export function registerLocationRoutes(instance: FastifyInstance, opts: { places: Places }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/restaurants/geolocation-search',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Locations of a group near a point or a chosen place, and/or matching a name or address',
        body: geolocationSearchRequest,
        response: { 200: geolocationSearchResponse },
      },
    },
    async (request) =>
      searchLocations(instance.db, opts.places, request.body, resolveLocale(request.headers.locale)),
  );
  app.post(
    '/api/restaurants/autocomplete-search',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Place suggestions (Canadian places and postal areas) for a location search',
        body: autocompleteSearchRequest,
        response: { 200: autocompleteSearchResponse },
      },
    },
    async (request) =>
      autocompleteSearch(instance.db, opts.places, request.body, resolveLocale(request.headers.locale)),
  );
}
