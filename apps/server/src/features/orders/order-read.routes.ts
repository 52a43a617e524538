import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { toCartItemBody } from '@ordering/domain/contracts/cart-convert';
import {
  orderNotificationRequest,
  orderNotificationResponse,
  queueTimeResponse,
} from '@ordering/domain/contracts/orders';
import { toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { menuPricedItems } from './order-lines';
import { requestReadyText } from './order-notification.service';
import { orderView, orderViewResponse, tableOf } from './order-view';
import { countOpenOrders, findOrderByPublicId, linesOf, refundedCentsOf } from './orders.repository';
import { assertRoundOffered } from './submission/another-round';

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
/** Minutes per open order ahead of the diner, on top of the kitchen's prep time. */
const MINUTES_PER_ORDER = 3;
const DEFAULT_PREP_MINUTES = 15;
/**
 * An order still open this long after its time was handed over and never closed on the board (or abandoned):
 * counting it would tell every later diner of a wait no kitchen has, and it grows with each such order.
 */
const STALE_AFTER_MS = 2 * 60 * 60_000;

/** An order read names its restaurant only optionally (the public id is enough): then the order must be its. */
const restaurantIdIfSent = (request: FastifyRequest) => request.tenant?.restaurantId;

export function registerOrderReadRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/orders/get-next-order-queue-time',
    { schema: { tags, response: { 200: queueTimeResponse } }, config: { tenant: true } },
    async (request) => {
      const entry = tenantOf(request);
      const preps = entry.data.menus
        .map((m) => m.estimated_prep_time)
        .filter((p): p is number => typeof p === 'number');
      const prep = preps.length > 0 ? Math.min(...preps) : DEFAULT_PREP_MINUTES;
      // Ahead of an order placed now: the open orders due before it would be ready, not the later scheduled ones.
      const at = now().getTime();
      const orderCount = await countOpenOrders(app.db, entry.restaurantId, {
        from: new Date(at - STALE_AFTER_MS),
        to: new Date(at + prep * 60_000),
      });
      return { orderCount, estimatedWaitMinutes: prep + orderCount * MINUTES_PER_ORDER };
    },
  );

  // The public id is an unguessable nanoid: holding it is what lets a diner see the confirmation.
  app.get(
    '/api/orders/:id',
    {
      schema: { tags, params: idParam, response: { 200: orderViewResponse } },
      config: { tenant: 'optional' },
    },
    async (request) => {
      const order = await findOrderByPublicId(app.db, request.params.id, restaurantIdIfSent(request));
      if (!order) throw new AppError(404, 'error.orderNotFound');
      const view = orderView(order, await linesOf(app.db, order.id), resolveLocale(request.headers.locale));
      const refunded = await refundedCentsOf(app.db, order.id);
      return refunded > 0 ? { ...view, refunded: toDollars(refunded) } : view;
    },
  );

  app.get(
    '/api/orders/another-round/:id',
    {
      schema: { tags, params: idParam, response: { 200: anotherRoundResponse } },
      config: { tenant: 'optional' },
    },
    async (request) => {
      const order = await findOrderByPublicId(app.db, request.params.id, restaurantIdIfSent(request));
      if (!order) throw new AppError(404, 'error.orderNotFound');
      const entry = await app.publishedVersions.getByRestaurantId(order.restaurantId);
      // Refused now, before the diner fills a cart the submission would not take.
      assertRoundOffered(entry, order.type);
      const lines = await linesOf(app.db, order.id);
      const stored: CartItem[] = lines.map((l, i) => ({
        id: l.itemId,
        menu_id: l.menuId,
        section_id: l.sectionId,
        orderId: i + 1,
        quantity: l.quantity,
        orderPrice: l.lineCents,
        orderOptions: ((l.options as { selections?: CartOptionGroup[] }).selections ??
          []) as CartOptionGroup[],
      }));
      // The round is ordered now: it carries today's prices, not the ones of the earlier order.
      const items = entry ? menuPricedItems(entry.data, stored, now()) : stored;
      const table = tableOf(order.contact);
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
