/**
 * The staff console's API (decision 014). Thin routes: each checks who may call it
 * (`staffOnly(action, where the restaurant is named)`) and hands over to a service. This file holds who is signed in
 * and the live streams; the orders, the restaurant's settings and the team have their own files.
 */
import {
  restaurantLiveState,
  staffMeResponse,
  staffOrderEvent,
  staffRestaurantParams,
} from '@ordering/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { requireUser } from '../../plugins/principal';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import type { TabRefunds } from '../orders';
import { RestaurantStreams } from './event-streams';
import { registerKitchenRoutes } from './kitchen.routes';
import { staffMe } from './staff-members.service';
import { registerStaffOrderRoutes } from './staff-orders.routes';
import { registerStaffRestaurantRoutes } from './staff-restaurant.routes';
import { STAFF_DESCRIPTION } from './staff-route-docs';
import { registerStaffTeamRoutes } from './staff-team.routes';
import { registerStationRoutes } from './stations.routes';

export function registerStaffRoutes(
  instance: FastifyInstance,
  /** `tabRefunds`: where a refund of a round on a tab goes (the tabs feature, above staff; app.ts gives it). */
  options: { heartbeatMs: number; maxOrderTotalCents?: number | undefined; tabRefunds?: TabRefunds },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streams = new RestaurantStreams(app, options.heartbeatMs);
  // Notices lost while the LISTEN reconnected: end the open streams; each client reconnects (the stream's `retry`)
  // and starts again from what the database says now.
  const stopFollowing = app.orderStatusBus.onMissedNotices(() => streams.endAll());
  app.addHook('preClose', async () => {
    stopFollowing();
    streams.endAll();
  });

  app.get(
    '/api/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: who is signed in, and the restaurants where they hold a role',
        description: 'Anonymous: 401 (code 201). A user without any role gets an empty list.',
        response: { 200: staffMeResponse },
      },
    },
    async (request) => staffMe(app.db, requireUser(request)),
  );

  registerStaffOrderRoutes(instance, options.tabRefunds ?? null);
  registerStaffRestaurantRoutes(instance);
  registerStaffTeamRoutes(instance);
  registerStationRoutes(instance);
  registerKitchenRoutes(instance, { maxOrderTotalCents: options.maxOrderTotalCents });

  app.get(
    '/api/staff/restaurants/:id/events',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the restaurant's orders and live state, live (server-sent events)",
        description:
          `${STAFF_DESCRIPTION} A \`text/event-stream\`: first a \`live\` event (the live state), then an \`order\` ` +
          'event (`{ kind: "new" | "changed", order }`, the whole ticket) for each order placed or changed (status, ' +
          'refund) and a `live` event for each pause or sold-out change, with a `: heartbeat` comment every 25 s. ' +
          'Reload the list when the stream (re)connects: notices sent while it was away are not replayed.',
        params: staffRestaurantParams,
        response: {
          200: {
            description: 'The event stream: `order` events carry this shape, `live` events the live state.',
            content: { 'text/event-stream': { schema: staffOrderEvent } },
          },
        },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request, reply) => streams.open(reply, staffOf(request).restaurantId, 'staff'),
  );

  app.get(
    '/api/restaurants/:id/live',
    {
      schema: {
        tags: ['restaurants'],
        summary: "A restaurant's pause and sold-out marks, live (server-sent events, for open menus)",
        description:
          'A `text/event-stream` of `live` events: first the current state, then one per pause, resume or ' +
          'sold-out change. Nothing about orders. Open to anyone (what it says is on the menu anyway).',
        params: staffRestaurantParams,
        response: {
          200: {
            description: 'The event stream; each `data` line is the live state.',
            content: { 'text/event-stream': { schema: restaurantLiveState } },
          },
        },
      },
      // An EventSource cannot read a 201 answer: a dead session must not be ended (its cookie cleared) here,
      // where the app never hears of it, but by the next call of the api client, which logs the diner out.
      config: { staleSessionIsGuest: true },
    },
    async (request, reply) => {
      const entry = await app.publishedVersions.getByRestaurantId(Number(request.params.id));
      if (!entry) throw new AppError(404, 'error.unknownRestaurant', { id: request.params.id });
      return streams.open(reply, entry.restaurantId, 'diners');
    },
  );
}
