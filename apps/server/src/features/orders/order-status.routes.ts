import { orderStatusEvent } from '@ordering/domain/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { StatusStreams } from './order-status-stream';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an order id') });
const streamQuery = z.object({
  restaurant: z
    .string()
    .regex(/^\d{1,10}$/, 'Expected a restaurant id')
    .describe(
      "The order's restaurant id. A query parameter, not the X-RESTAURANT-ID header: EventSource cannot send headers.",
    ),
});

export interface OrderStatusRouteOptions {
  heartbeatMs: number;
}

/** The live status of a placed order (server-sent events); staff move it along with features/staff. */
export function registerOrderStatusRoutes(instance: FastifyInstance, options: OrderStatusRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streams = new StatusStreams(app, options.heartbeatMs);
  // Notices lost while the LISTEN reconnected: end the open streams; each client reconnects (the stream's `retry`)
  // and starts again from what the database says now.
  const stopFollowing = app.orderStatusBus.onMissedNotices(() => streams.endAll());
  // Open streams never end by themselves: end them, or closing the server would wait for every diner to leave.
  app.addHook('preClose', async () => {
    stopFollowing();
    streams.endAll();
  });

  app.get(
    '/api/orders/:id/events',
    {
      schema: {
        tags: ['orders'],
        summary: "A placed order's status, live (server-sent events)",
        description:
          'A `text/event-stream`: first a `status` event with the current status, then one per change ' +
          '(data: `{ orderId, status, cancelReason, at }`), and a `: heartbeat` comment every 25 seconds. ' +
          'The order must belong to the restaurant given by the `restaurant` query parameter. See ' +
          'docs/decisions/006-order-status-stream.md.',
        params: idParam,
        querystring: streamQuery,
        response: {
          200: {
            description: 'The event stream; each `data` line is one JSON object of this shape.',
            content: { 'text/event-stream': { schema: orderStatusEvent } },
          },
        },
      },
    },
    async (request, reply) => {
      const restaurantId = Number(request.query.restaurant);
      const entry = await app.publishedVersions.getByRestaurantId(restaurantId);
      if (!entry) throw new AppError(404, 'error.unknownRestaurant', { id: request.query.restaurant });
      return streams.open(reply, { restaurantId: entry.restaurantId, orderId: request.params.id });
    },
  );
}
