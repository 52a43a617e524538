/**
 * The staff console's orders (decision 014): the board of a day, one ticket, status changes, refunds and their
 * previews. Thin routes: each checks who may call it and hands over to a service.
 */
import { staffOrderStatusRequest, staffOrderStatusResponse } from '@ordering/domain/contracts/orders';
import {
  staffCancelPreview,
  staffDayRefundsQuery,
  staffDayRefundsResponse,
  staffOrder,
  staffOrderParams,
  staffOrdersQuery,
  staffOrdersResponse,
  staffRefundPreview,
  staffRefundRequest,
  staffRefundResponse,
  staffRestaurantParams,
} from '@ordering/domain/contracts/staff';
import { localDate } from '@ordering/domain/ordering/zoned';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import {
  changeOrderStatus,
  previewCancellation,
  previewRefund,
  refundOrder,
  type TabRefunds,
} from '../orders';
import { paymentGatewayFor } from '../payments';
import { dayBounds, findStaffOrder, listStaffOrders, refundsMadeBetween } from './staff-orders';
import { ORDER_HEADER, STAFF_DESCRIPTION } from './staff-route-docs';

export function registerStaffOrderRoutes(instance: FastifyInstance, tabRefunds: TabRefunds | null) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

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
    '/api/staff/restaurants/:id/refunds',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the refunds made on a day, with their orders due on any day',
        description: `${STAFF_DESCRIPTION} Refunds made on \`date\` in the restaurant's time zone (today by default), oldest first, and the orders they gave back with everything each keeps, whatever day they were due: the Reports screen counts a refund on the day it was made and an order's sales on the day it was due.`,
        params: staffRestaurantParams,
        querystring: staffDayRefundsQuery,
        response: { 200: staffDayRefundsResponse },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      const zone = staff.entry.data.restaurant.timezone;
      const date = request.query.date ?? localDate(now(), zone);
      const span = dayBounds(date, zone);
      return {
        restaurantId: staff.restaurantId,
        date,
        timezone: zone,
        from: span.from.toISOString(),
        to: span.to.toISOString(),
        ...(await refundsMadeBetween(app.db, staff.restaurantId, span)),
      };
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
        tabRefunds,
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
        tabRefunds,
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
        tabRefunds,
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
        tabRefunds,
      });
    },
  );
}
