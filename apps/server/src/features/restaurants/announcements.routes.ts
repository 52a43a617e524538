import { announcementsResponse } from '@ordering/domain/contracts/orders';
import { activeAnnouncements } from '@ordering/domain/menu/announcements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';

const idParam = z.object({ id: z.string().regex(/^\d{1,10}$/, 'Expected a restaurant id') });

/** GET /restaurants/{id}/announcements: read from the published data file in memory. */
export function registerAnnouncementRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/restaurants/:id/announcements',
    {
      schema: {
        tags: ['restaurants'],
        summary: "The restaurant's announcements active now, in the Locale header's language",
        params: idParam,
        response: { 200: announcementsResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = await app.publishedVersions.getByRestaurantId(Number(id));
      if (!entry) throw new AppError(404, 'error.unknownRestaurant', { id });
      // The answer changes with the clock and the language, not only with a publish.
      reply.header('cache-control', 'no-cache').header('vary', 'locale');
      const locale = resolveLocale(request.headers.locale) === 'fr-CA' ? 'fr' : 'en';
      return activeAnnouncements(entry.data, locale, now());
    },
  );
}
