/**
 * The staff console's API (decision 014). Thin routes: each checks who may call it
 * (`staffOnly(action, where the restaurant is named)`) and hands over to a service.
 */
import { staffOrderStatusRequest, staffOrderStatusResponse } from '@ordering/domain/contracts/orders';
import {
  kitchenBusyState,
  restaurantLiveState,
  staffBusyRequest,
  staffCancelPreview,
  staffDataFileRequest,
  staffDataFileResponse,
  staffMeResponse,
  staffOrder,
  staffOrderEvent,
  staffOrderParams,
  staffOrdersQuery,
  staffOrdersResponse,
  staffPauseRequest,
  staffRefundPreview,
  staffRefundRequest,
  staffRefundResponse,
  staffRestaurantParams,
  staffSoldOutRequest,
} from '@ordering/domain/contracts/staff';
import { type DataFileIssue, parseDataFile } from '@ordering/domain/menu/data-file';
import { localDate } from '@ordering/domain/ordering/zoned';
import { actionsOf, type StaffRole } from '@ordering/domain/staff/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { requestLocale } from '../../i18n/request-locale';
import { requireUser } from '../../plugins/principal';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { findUserById } from '../accounts';
import {
  busyModeView,
  changeOrderStatus,
  previewCancellation,
  previewRefund,
  refundOrder,
  setBusyMode,
} from '../orders';
import { paymentGatewayFor } from '../payments';
import { dataFileIssuesIn, importDataFile, serverIssue } from '../restaurants';
import { RestaurantStreams } from './event-streams';
import { liveView, readLiveState, setPaused, setSoldOut } from './live.service';
import { dayBounds, findStaffOrder, listStaffOrders } from './staff-orders';
import { restaurantsOf } from './staff-roles.repository';
import { ORDER_HEADER, STAFF_DESCRIPTION } from './staff-route-docs';
import { registerStaffTeamRoutes } from './staff-team.routes';
import { registerStationRoutes } from './stations.routes';

export function registerStaffRoutes(instance: FastifyInstance, options: { heartbeatMs: number }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const streams = new RestaurantStreams(app, options.heartbeatMs);
  // Notices lost while the LISTEN reconnected: end the open streams; each client reconnects (the stream's `retry`)
  // and starts again from what the database says now.
  const stopFollowing = app.orderStatusBus.onMissedNotices(() => streams.endAll());
  app.addHook('preClose', async () => {
    stopFollowing();
    streams.endAll();
  });
  const live = () => ({ db: app.db, bus: app.orderStatusBus, cache: app.publishedVersions });

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
    async (request) => {
      const principal = requireUser(request);
      const [user, restaurants] = await Promise.all([
        findUserById(app.db, principal.userId),
        restaurantsOf(app.db, principal.userId),
      ]);
      return {
        user: {
          id: principal.publicId,
          email: principal.email,
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
        },
        restaurants: restaurants.map((r) => ({
          ...r,
          role: r.role as StaffRole,
          actions: actionsOf(r.role as StaffRole),
        })),
      };
    },
  );

  app.get(
    '/api/staff/orders',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the board's orders of a day",
        description: `${STAFF_DESCRIPTION} Orders due (pickup, delivery or service time) on \`date\` in the restaurant's time zone (today by default), by time; every detail of each order. At a marketplace hub, \`kitchen\` (a menu id) gives one kitchen's own board.`,
        querystring: staffOrdersQuery,
        response: { 200: staffOrdersResponse },
      },
      ...staffOnly('orders.read', 'query'),
    },
    async (request) => {
      const staff = staffOf(request);
      const zone = staff.entry.data.restaurant.timezone;
      const date = request.query.date ?? localDate(now(), zone);
      const orders = await listStaffOrders(app.db, staff.restaurantId, {
        statuses: request.query.status,
        kitchen: request.query.kitchen,
        ...dayBounds(date, zone),
      });
      return { restaurantId: staff.restaurantId, date, timezone: zone, orders };
    },
  );

  app.get(
    '/api/staff/orders/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: one order, with everything it keeps (the ticket)',
        description: STAFF_DESCRIPTION + ORDER_HEADER,
        params: staffOrderParams,
        response: { 200: staffOrder },
      },
      ...staffOnly('orders.read', 'header'),
    },
    async (request) => {
      const staff = staffOf(request);
      const order = await findStaffOrder(app.db, staff.restaurantId, request.params.id);
      if (!order) throw new AppError(404, 'error.orderNotFound');
      return order;
    },
  );

  app.post(
    '/api/staff/orders/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: move an order along its lifecycle',
        description:
          `${STAFF_DESCRIPTION}${ORDER_HEADER} Staff accept (\`in_progress\`: the card is captured), mark \`ready\` ` +
          '(the "order ready" text goes out if asked for) and `completed`; managers and owners also decline ' +
          '(`cancelled`, with the `reason` the diner reads: voided or refunded, gift cards credited). Any other ' +
          'step is a 409; a payment being settled for the order is a 409 too.',
        params: staffOrderParams,
        body: staffOrderStatusRequest,
        response: { 200: staffOrderStatusResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      ...staffOnly('orders.read', 'header'),
    },
    async (request) => {
      const staff = staffOf(request);
      return changeOrderStatus(app.db, app.orderStatusBus, paymentGatewayFor(app), {
        restaurantId: staff.restaurantId,
        orderId: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
        role: staff.role,
        userId: staff.user.userId,
        now: now(),
        file: staff.entry.data,
      });
    },
  );

  app.post(
    '/api/staff/orders/:id/refund',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: refund an order, whole or by line and quantity',
        description:
          `${STAFF_DESCRIPTION}${ORDER_HEADER} An accepted, ready or completed order (a pending one is declined ` +
          'instead). Without `lines`, everything still refundable; with them, those quantities of those lines ' +
          '(`position` from the ticket), each carrying its share of taxes, charges and tip. Back to the tenders it ' +
          'came from (card through the processor, gift card credited), never more than they hold.',
        params: staffOrderParams,
        body: staffRefundRequest,
        response: { 200: staffRefundResponse },
      },
      ...staffOnly('orders.refund', 'header'),
    },
    async (request) => {
      const staff = staffOf(request);
      const refund = await refundOrder(app.db, app.orderStatusBus, paymentGatewayFor(app), {
        restaurantId: staff.restaurantId,
        orderId: request.params.id,
        request: request.body,
        userId: staff.user.userId,
        now: now(),
      });
      const order = await findStaffOrder(app.db, staff.restaurantId, request.params.id);
      if (!order) throw new AppError(404, 'error.orderNotFound');
      return { refund, order };
    },
  );

  app.post(
    '/api/staff/orders/:id/cancel-preview',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: what declining or cancelling an order would give back, before it is done',
        description:
          `${STAFF_DESCRIPTION}${ORDER_HEADER} Planned by the code a cancellation runs: what would be returned ` +
          '(with its items, taxes, tip and charges) and what would only be released. Writes nothing and calls no ' +
          'processor.',
        params: staffOrderParams,
        response: { 200: staffCancelPreview },
      },
      ...staffOnly('orders.decline', 'header'),
    },
    async (request) => {
      const staff = staffOf(request);
      return previewCancellation(app.db, {
        restaurantId: staff.restaurantId,
        orderId: request.params.id,
        now: now(),
      });
    },
  );

  app.post(
    '/api/staff/orders/:id/refund-preview',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: what a refund would return, and what it is made of, before it is done',
        description:
          `${STAFF_DESCRIPTION}${ORDER_HEADER} The same body as /refund, planned by the same code: the amount, each ` +
          "line's part, what it is made of (items, taxes, tip, charges) and the tenders it would go back to. Writes " +
          'nothing and calls no processor.',
        params: staffOrderParams,
        body: staffRefundRequest,
        response: { 200: staffRefundPreview },
      },
      ...staffOnly('orders.refund', 'header'),
    },
    async (request) => {
      const staff = staffOf(request);
      return previewRefund(app.db, {
        restaurantId: staff.restaurantId,
        orderId: request.params.id,
        request: request.body,
        now: now(),
      });
    },
  );

  app.get(
    '/api/staff/restaurants/:id/live',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the restaurant's live state (pause, message, sold-out marks)",
        description: STAFF_DESCRIPTION,
        params: staffRestaurantParams,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      const state = await readLiveState(app.db, staff.restaurantId);
      if (!state) throw new AppError(404, 'error.unknownRestaurant', { id: request.params.id });
      return liveView(staff.restaurantId, state);
    },
  );

  app.post(
    '/api/staff/restaurants/:id/pause',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: pause ordering, with the message diners read',
        description: `${STAFF_DESCRIPTION} Open menus hear it live; new orders are refused with code 419.`,
        params: staffRestaurantParams,
        body: staffPauseRequest,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('restaurant.pause', 'params'),
    },
    async (request) =>
      setPaused(live(), {
        restaurantId: staffOf(request).restaurantId,
        paused: true,
        message: request.body.message ?? null,
        now: now(),
      }),
  );

  app.post(
    '/api/staff/restaurants/:id/resume',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: resume ordering',
        description: `${STAFF_DESCRIPTION} A pause written in the data file itself stays until a file without it is published.`,
        params: staffRestaurantParams,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('restaurant.pause', 'params'),
    },
    async (request) =>
      setPaused(live(), {
        restaurantId: staffOf(request).restaurantId,
        paused: false,
        message: null,
        now: now(),
      }),
  );

  app.get(
    '/api/staff/restaurants/:id/busy',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: the kitchen's busy mode (a delay on quotes, a capacity cut) and when it ends",
        description: STAFF_DESCRIPTION,
        params: staffRestaurantParams,
        response: { 200: kitchenBusyState },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => busyModeView(app.db, staffOf(request).entry, now()),
  );

  app.post(
    '/api/staff/restaurants/:id/busy',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: busy mode, a delay on every quote and/or a capacity cut, for a while',
        description: `${STAFF_DESCRIPTION} Quotes and new orders follow it at once, and open menus and checkouts hear a \`live\` event to ask again; 0 and 0 end it. Only a kitchen paced by make times in its data file takes it (409 otherwise).`,
        params: staffRestaurantParams,
        body: staffBusyRequest,
        response: { 200: kitchenBusyState },
      },
      ...staffOnly('restaurant.pause', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      return setBusyMode(app.db, app.orderStatusBus, staff.entry, {
        ...request.body,
        userId: requireUser(request).userId,
        now: now(),
      });
    },
  );

  app.post(
    '/api/staff/restaurants/:id/sold-out',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: mark an item or an option value sold out, or back',
        description:
          `${STAFF_DESCRIPTION} A mark on top of the published file, kept across publishes; menus and pricing ` +
          'honour it at once, open menus hear it live. An id the published file does not have is a 404.',
        params: staffRestaurantParams,
        body: staffSoldOutRequest,
        response: { 200: restaurantLiveState },
      },
      ...staffOnly('menu.soldOut', 'params'),
    },
    async (request) =>
      setSoldOut(live(), {
        entry: staffOf(request).entry,
        kind: request.body.kind,
        id: request.body.id,
        soldOut: request.body.soldOut,
        now: now(),
      }),
  );

  app.post(
    '/api/staff/restaurants/:id/data-file',
    {
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['staff'],
        summary: "Owners: publish the restaurant's data file",
        description:
          `${STAFF_DESCRIPTION} The file must be this restaurant's (its slug, and its id when numeric). A file with ` +
          'errors is a 400 listing every issue by path in `details`, in plain words in the request’s language, and ' +
          'nothing is written.',
        params: staffRestaurantParams,
        body: staffDataFileRequest,
        response: { 200: staffDataFileResponse },
      },
      ...staffOnly('menu.publish', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      // Every issue by path, said to the owner in their language (data-file-issues.ts).
      const invalid = (issues: readonly DataFileIssue[]) =>
        new AppError(
          400,
          'error.invalidDataFile',
          {},
          dataFileIssuesIn(requestLocale(request.headers), issues),
        );
      const parsed = parseDataFile(request.body);
      if (!parsed.ok) throw invalid(parsed.issues);
      const r = parsed.data.restaurant;
      const slug = staff.entry.published.restaurant.slug;
      const issues = [
        ...(r.slug === slug ? [] : [serverIssue('restaurant.slug', 'detail.notThisSlug', { slug })]),
        ...(/^\d+$/.test(r.id) && Number(r.id) !== staff.restaurantId
          ? [serverIssue('restaurant.id', 'detail.notThisId', { id: staff.restaurantId })]
          : []),
      ];
      if (issues.length > 0) throw invalid(issues);
      const result = await importDataFile(app.db, request.body, { skipIfUnchanged: true });
      if (!result.ok) throw invalid(result.issues);
      app.publishedVersions.invalidateRestaurant(staff.restaurantId);
      return { restaurantId: result.restaurantId, version: result.version, unchanged: result.unchanged };
    },
  );

  registerStaffTeamRoutes(instance);
  registerStationRoutes(instance);

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
