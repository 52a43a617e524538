/**
 * Analytics: the browser's funnel beacon (public, rate limited like the other public look-ups) and the staff
 * report of a day, read by the staff who may read the restaurant's orders.
 */
import { analyticsReport, funnelBeacon } from '@ordering/domain/analytics/events';
import { staffRestaurantParams } from '@ordering/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { dayReport, recordFunnel } from './analytics.service';

const reportQuery = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd')
      .optional()
      .describe("A day in the restaurant's zone; today by default"),
  })
  .strict();

export function registerAnalyticsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary:
          "The diner's funnel steps (menu viewed, item added, checkout reached, order placed), a few at once",
        description:
          "First-party and anonymous: the restaurant, the step and the ordering way are all that is kept, counted on the day in the restaurant's zone.",
        body: funnelBeacon,
        response: { 202: z.object({ accepted: z.number().int() }) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const entry = await app.publishedVersions.get(request.body.restaurant);
      if (!entry) throw new AppError(404, 'error.unknownRestaurant', { id: request.body.restaurant });
      await recordFunnel(
        app.db,
        { restaurantId: entry.restaurantId, zone: entry.data.restaurant.timezone },
        request.body.events,
      );
      return reply.code(202).send({ accepted: request.body.events.length });
    },
  );

  app.get(
    '/api/staff/restaurants/:id/analytics',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the day's funnel and refusals by category",
        params: staffRestaurantParams,
        querystring: reportQuery,
        response: { 200: analyticsReport },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      return dayReport(
        app.db,
        { restaurantId: staff.restaurantId, zone: staff.entry.data.restaurant.timezone },
        request.query.date,
      );
    },
  );
}
