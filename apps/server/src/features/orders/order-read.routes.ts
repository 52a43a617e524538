import { toCartItemBody } from '@ordering/domain/contracts/cart-convert';
import {
  orderNotificationRequest,
  orderNotificationResponse,
  queueTimeQuery,
  queueTimeResponse,
} from '@ordering/domain/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { requestReadyText } from './order-notification.service';
import {
  anotherRoundOf,
  dinerOrderView,
  nextOrderQueueTime,
  placedOrderQueueTime,
} from './order-read.service';
import { orderViewResponse } from './order-view';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Expected an order id') });
const tags = ['orders'];

/**
 * The contract's anotherRoundResponse reuses the cartItem request schema, whose id transforms cannot run when
 * serializing; this is the same shape with plain fields.
 */
const anotherRoundResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      menu_id: z.string(),
      section_id: z.string().nullable(),
      orderId: z.number().int(),
      quantity: z.number().int(),
      orderPrice: z.number(),
      orderOptions: z.array(z.unknown()),
    }),
  ),
  tableInfo: z.object({
    tableNum: z.string().nullable(),
    tableLocation: z.string().nullable(),
    tableArea: z.string().nullable(),
  }),
});
/** An order read names its restaurant only optionally (the public id is enough): then the order must be its. */
const restaurantIdIfSent = (request: FastifyRequest) => request.tenant?.restaurantId;

export function registerOrderReadRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/orders/get-next-order-queue-time',
    {
      schema: { tags, querystring: queueTimeQuery, response: { 200: queueTimeResponse } },
      config: { tenant: true },
    },
    // With a placed order's id (its confirmation), the queue ahead of that order; else ahead of a new one.
    async (request) =>
      request.query.orderId
        ? placedOrderQueueTime(app.db, tenantOf(request), request.query.orderId, now())
        : nextOrderQueueTime(app.db, tenantOf(request), now()),
  );

  // The public id is an unguessable nanoid: holding it is what lets a diner see the confirmation.
  app.get(
    '/api/orders/:id',
    {
      schema: { tags, params: idParam, response: { 200: orderViewResponse } },
      config: { tenant: 'optional' },
    },
    async (request) =>
      dinerOrderView(app.db, {
        publicId: request.params.id,
        restaurantId: restaurantIdIfSent(request),
        locale: resolveLocale(request.headers.locale),
        viewerUserId: request.principal?.kind === 'user' ? request.principal.userId : null,
      }),
  );

  app.get(
    '/api/orders/another-round/:id',
    {
      schema: { tags, params: idParam, response: { 200: anotherRoundResponse } },
      config: { tenant: 'optional' },
    },
    async (request) => {
      const { items, table } = await anotherRoundOf(app.db, app.publishedVersions, {
        publicId: request.params.id,
        restaurantId: restaurantIdIfSent(request),
        at: now(),
      });
      return {
        items: items.map((item) => ({ ...toCartItemBody(item), section_id: item.section_id })),
        tableInfo: {
          tableNum: table?.tableNum ?? null,
          tableLocation: table?.tableLocation ?? null,
          tableArea: table?.tableArea ?? null,
        },
      };
    },
  );

  app.post(
    '/api/orders/notification',
    {
      schema: { tags, body: orderNotificationRequest, response: { 200: orderNotificationResponse } },
      // Each miss costs a stranger a request: few are allowed per client.
      config: {
        rateLimit: { max: 10, timeWindow: '1 minute' },
        tenant: (body) =>
          (body as { data: { config: { restaurantId: string | number } } }).data.config.restaurantId,
      },
    },
    async (request) => {
      const { config, checkout } = request.body.data;
      const entry = tenantOf(request);
      const { sentNow } = await requestReadyText(app.db, {
        restaurantId: entry.restaurantId,
        check: config.checkNum.trim(),
        phone: checkout.contact.phone_number,
        email: checkout.contact.email,
        // The text goes out in the language the diner asked in.
        locale: resolveLocale(request.headers.locale),
      });
      return { subscribed: true as const, sentNow };
    },
  );
}
