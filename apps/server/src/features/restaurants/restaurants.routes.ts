import { text } from '@ordering/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { sendCompressed } from '../../http/compressed';
import type { PublishedEntry } from './published-cache';

const slugParam = z.object({ slug: text(100).min(1) });

/** Data files change only by publishing; clients revalidate every time and get a 304 while nothing changed. */
const DATA_FILE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const menuSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  order: z.number(),
  dine_in: z.boolean(),
  on_demand: z.boolean(),
  scheduled: z.boolean(),
  member_only: z.boolean(),
  catering: z.boolean(),
  menu_group_id: z.string().nullable(),
  localization: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const restaurantSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  version: z.number(),
  orders_paused: z.boolean(),
  locales: z.array(
    z.object({
      locale_short: z.string(),
      locale_long: z.string(),
      label: z.string(),
      is_default: z.boolean(),
    }),
  ),
  menu_groups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      image: z.string().nullable(),
      order: z.number(),
    }),
  ),
  menus: z.array(menuSummary),
});

function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

async function requirePublished(app: FastifyInstance, slug: string): Promise<PublishedEntry> {
  const entry = isValidSlug(slug) ? await app.publishedVersions.get(slug) : undefined;
  if (!entry) throw new AppError(404, 'error.restaurantNotFound', { slug: slug.slice(0, 100) });
  return entry;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/** The restaurant by slug: the published data file (for the screens) and a summary of its menus. */
export function registerRestaurantRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:slug/data.json',
    {
      schema: {
        tags: ['restaurants'],
        summary: "A restaurant's published data file (restaurant, options, menus...), with an ETag",
        params: slugParam,
      },
    },
    async (request, reply) => {
      const entry = await requirePublished(app, request.params.slug);
      reply
        .header('etag', entry.etag)
        .header('cache-control', DATA_FILE_CACHE_CONTROL)
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
      return sendCompressed(request, reply.type('application/json; charset=utf-8'), entry);
    },
  );

  app.get(
    '/api/restaurants/:slug',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'A restaurant with its menu groups and menus (without their items), by slug',
        params: slugParam,
        response: { 200: restaurantSummary },
      },
    },
    async (request) => {
      const entry = await requirePublished(app, request.params.slug);
      const { data } = entry;
      return {
        id: entry.restaurantId,
        slug: data.restaurant.slug,
        name: data.restaurant.name,
        version: entry.version,
        orders_paused: entry.ordersPaused,
        locales: data.locales,
        menu_groups: data.menu_groups.map(({ id, name, slug, description, image, order }) => ({
          id,
          name,
          slug,
          description,
          image,
          order,
        })),
        menus: data.menus
          .filter((m) => !m.deleted_at)
          .map((m) => ({
            id: m.id,
            name: m.name,
            slug: m.slug,
            description: m.description,
            image: m.image,
            order: m.order,
            dine_in: m.dine_in,
            on_demand: m.on_demand,
            scheduled: m.scheduled,
            member_only: m.member_only,
            catering: m.catering,
            menu_group_id: m.menu_group_id,
            localization: m.localization as Record<string, Record<string, unknown>>,
          })),
      };
    },
  );
}
