/**
 * The staff console's kitchen calls beyond the board (decision 049): an order entered for a diner on the phone or at
 * the counter (quoted, then placed through the diners' pipeline; for a table with an open tab, a round on the tab,
 * decision 068), each item's learned make time beside the file's, and the report of quoted against actual ready times.
 */
import {
  applyMakeTimeRequest,
  applyMakeTimeResponse,
  counterOrderRequest,
  counterOrderResponse,
  counterQuoteRequest,
  counterQuoteResponse,
  counterSlotsRequest,
  counterTableTabQuery,
  counterTableTabResponse,
  makeTimesResponse,
  readyTimesQuery,
  readyTimesResponse,
} from '@ordering/domain/contracts/kitchen';
import { schedulingResponse } from '@ordering/domain/contracts/orders';
import { staffRestaurantParams } from '@ordering/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import {
  applyLearnedMakeTime,
  counterSlots,
  DEFAULT_MAX_ORDER_TOTAL_CENTS,
  IDEMPOTENCY_KEY,
  makeTimesOf,
  quoteCounterOrder,
  readyTimesReport,
} from '../orders';
import { paymentGatewayFor } from '../payments';
import { STAFF_DESCRIPTION } from './staff-route-docs';
import { placeStaffOrder, tableTab } from './table-order.service';

export function registerKitchenRoutes(
  instance: FastifyInstance,
  options: { maxOrderTotalCents?: number | undefined },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/staff/restaurants/:id/counter-orders/quote',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff: what an order taken on the phone or at the counter costs, and when it would be ready',
        description:
          `${STAFF_DESCRIPTION} The diners' quote: in a kitchen paced by make times, the earliest time its buckets ` +
          "take the cart (busy mode's delay counted); else the menus' lead time. Nothing is written.",
        params: staffRestaurantParams,
        body: counterQuoteRequest,
        response: { 200: counterQuoteResponse },
      },
      ...staffOnly('orders.accept', 'params'),
    },
    async (request) =>
      quoteCounterOrder(app.db, staffOf(request).entry, {
        items: request.body.items,
        table: request.body.table,
        now: now(),
        maxTotalCents: options.maxOrderTotalCents ?? DEFAULT_MAX_ORDER_TOTAL_CENTS,
      }),
  );

  app.post(
    '/api/staff/restaurants/:id/counter-orders/slots',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the pickup slots of a day for an order taken on the phone or at the counter',
        description:
          `${STAFF_DESCRIPTION} The slots a diner's checkout is offered for the same cart (POST /orders/scheduling): ` +
          "a slot the kitchen's buckets cannot make the cart for, or one whose order count is reached, is full.",
        params: staffRestaurantParams,
        body: counterSlotsRequest,
        response: { 200: schedulingResponse },
      },
      ...staffOnly('orders.accept', 'params'),
    },
    async (request) =>
      counterSlots(app.db, staffOf(request).entry, {
        body: request.body,
        now: now(),
        locale: resolveLocale(request.headers.locale),
      }),
  );

  app.get(
    '/api/staff/restaurants/:id/counter-orders/table-tab',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: a table's open tab, which an order entered for the table joins by default",
        description:
          `${STAFF_DESCRIPTION} The open tab at the table (its \`number\`, and \`location\` where the restaurant ` +
          'lists its tables), with its bill so far and when it was opened; `tab` null when it has none or the ' +
          'restaurant has no such table. Tabs of another restaurant are never found.',
        params: staffRestaurantParams,
        querystring: counterTableTabQuery,
        response: { 200: counterTableTabResponse },
      },
      ...staffOnly('orders.accept', 'params'),
    },
    async (request) => ({ tab: await tableTab(app.db, staffOf(request).entry, request.query) }),
  );

  app.post(
    '/api/staff/restaurants/:id/counter-orders',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff: place an order taken on the phone or at the counter (pickup now or later, or a table), paid at the counter',
        description:
          `${STAFF_DESCRIPTION} Placed through the diners' submission: the same checks, the same kitchen buckets ` +
          '(its ready time is the one they give, which may be later than a quote read before), the same board. A ' +
          '`pickupTime` in the past is refused (422), one whose slot is full or cannot make the cart is the full ' +
          "slot's 417; a `table` the restaurant does not have is refused (422). A table with an open tab: the " +
          'order is a round on the tab (`tab` in the answer), covered by its holds as any round (past them with no ' +
          "raise granted: the tabs' 410, nothing sent to the kitchen), unless `separate`. " +
          'Optional `Idempotency-Key` header: the same key and body answer the first order.',
        params: staffRestaurantParams,
        body: counterOrderRequest,
        response: { 200: counterOrderResponse },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      ...staffOnly('orders.accept', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      const header = request.headers['idempotency-key'];
      const given = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
      if (given && !IDEMPOTENCY_KEY.test(given)) throw new AppError(400, 'error.idempotencyKeyInvalid');
      return placeStaffOrder(app.db, paymentGatewayFor(app, staff.entry), {
        entry: staff.entry,
        body: request.body,
        staffUserId: staff.user.userId,
        idempotencyKey: given || null,
        sessionId: String(staff.user.sessionId),
        now: now(),
        locale: resolveLocale(request.headers.locale),
        places: app.places,
        maxTotalCents: options.maxOrderTotalCents ?? DEFAULT_MAX_ORDER_TOTAL_CENTS,
      });
    },
  );

  app.get(
    '/api/staff/restaurants/:id/make-times',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff: each item's make time in the data file beside the one the kitchen measured",
        description:
          `${STAFF_DESCRIPTION} Owners. Every item the file gives a make time, with its station, its number of ` +
          'samples (accepted to ready of "as soon as possible" orders) and, from five samples, the median of its ' +
          'twenty newest in whole minutes.',
        params: staffRestaurantParams,
        response: { 200: makeTimesResponse },
      },
      ...staffOnly('menu.publish', 'params'),
    },
    async (request) => makeTimesOf(app.db, staffOf(request).entry),
  );

  app.post(
    '/api/staff/restaurants/:id/make-times/apply',
    {
      schema: {
        tags: ['staff'],
        summary: "Owners: apply an item's learned make time to the data file",
        description:
          `${STAFF_DESCRIPTION} Owners. Publishes the data file as a new version with the item's make time on its ` +
          'menu set to the learned figure, through the same checks as any published file; quotes use it at once. ' +
          'The version keeps who applied it and what changed. `minutes` and `version` are the figure and file ' +
          'version read (GET make-times): either changed since is a 409.',
        params: staffRestaurantParams,
        body: applyMakeTimeRequest,
        response: { 200: applyMakeTimeResponse },
      },
      ...staffOnly('menu.publish', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      const applied = await applyLearnedMakeTime(app.db, staff.entry, {
        ...request.body,
        userId: staff.user.userId,
        locale: resolveLocale(request.headers.locale),
      });
      app.publishedVersions.invalidateRestaurant(staff.restaurantId);
      return applied;
    },
  );

  app.get(
    '/api/staff/restaurants/:id/ready-times',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: orders’ quoted ready time against when they were marked ready, per day and channel',
        description:
          `${STAFF_DESCRIPTION} By the day of the quoted time in the restaurant's zone: for all orders and each ` +
          'channel, the median and 90th percentile of lateness (seconds, negative when early) and the share ready ' +
          'within the quoted minute. Orders never marked ready are left out.',
        params: staffRestaurantParams,
        querystring: readyTimesQuery,
        response: { 200: readyTimesResponse },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) =>
      readyTimesReport(app.db, staffOf(request).entry, {
        from: request.query.from,
        to: request.query.to,
        days: request.query.days,
        now: now(),
      }),
  );
}
