import { text } from '@ordering/domain/contracts/common';
import {
  autocompleteSearchRequest,
  autocompleteSearchResponse,
  geolocationSearchRequest,
  geolocationSearchResponse,
  locationGroup,
} from '@ordering/domain/contracts/locations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Places } from '../../adapters/places/places';
import { resolveLocale } from '../../i18n/messages';
import { autocompleteSearch, groupBySlug, searchLocations } from './locations.service';

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
  app.get(
    '/api/restaurants/groups/:slug',
    {
      schema: {
        tags: ['restaurants'],
        summary:
          'A brand (venue chain, cafeteria operator, hub): its name and how many locations it has published',
        params: z.object({ slug: text(100) }),
        response: { 200: locationGroup },
      },
    },
    async (request) => groupBySlug(instance.db, request.params.slug),
  );
}
