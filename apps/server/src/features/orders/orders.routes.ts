import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import { toCostsBody } from '@ordering/domain/contracts/costs';
import {
  getDiscountInfoRequest,
  getDiscountInfoResponse,
  orderItemRequest,
  schedulingRequest,
  schedulingResponse,
  setCostsRequest,
  setCostsResponse,
  validateCartRequest,
  validResponse,
} from '@ordering/domain/contracts/orders';
import { translateOrdering } from '@ordering/domain/ordering/messages';
import { scheduleFor } from '@ordering/domain/ordering/scheduling';
import { checkPromoCode } from '@ordering/domain/pricing/promo-code';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { checkItemToAdd, priceCart } from './cart-pricing.service';
import { restaurantFor } from './restaurant-context';

const tags = ['orders'];

/** Validation, pricing, scheduling and promo look-ups: computed from the published menu in memory. */
export function registerOrderPricingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date();

  app.post(
    '/api/orders/set-costs',
    { schema: { tags, body: setCostsRequest, response: { 200: setCostsResponse } } },
    async (request) => {
      const entry = await restaurantFor(app, request);
      const { items, type, costs } = request.body;
      return toCostsBody(priceCart(entry, { items: items.map(toCartItem), type, choice: costs, now: now() }));
    },
  );

  app.post(
    '/api/orders/item',
    { schema: { tags, body: orderItemRequest, response: { 200: validResponse } } },
    async (request) => {
      const entry = await restaurantFor(app, request);
      const { itemsInCart, itemToAdd, type } = request.body;
      checkItemToAdd(entry, {
        itemsInCart: itemsInCart.map(toCartItem),
        itemToAdd: toCartItem(itemToAdd),
        type,
        now: now(),
      });
      return { valid: true as const };
    },
  );

  app.post(
    '/api/orders/validate',
    { schema: { tags, body: validateCartRequest, response: { 200: validResponse } } },
    async (request) => {
      const entry = await restaurantFor(app, request);
      priceCart(entry, {
        items: request.body.itemsInCart.map(toCartItem),
        type: request.body.type,
        now: now(),
      });
      return { valid: true as const };
    },
  );

  app.post(
    '/api/orders/scheduling',
    { schema: { tags, body: schedulingRequest, response: { 200: schedulingResponse } } },
    async (request) => {
      const entry = await restaurantFor(app, request);
      const file = entry.data;
      const menu = file.menus.find((m) => m.id === request.body.menuId || m.slug === request.body.menuId);
      if (!menu || menu.deleted_at) throw new AppError(404, 404, 'error.menuNotFound');
      const day = scheduleFor({
        restaurant: { ...file.restaurant, orders_paused: entry.ordersPaused },
        zone: file.restaurant.timezone,
        orderOptions: file.order_options,
        menu,
        orderType: request.body.type,
        date: request.body.date,
        now: now(),
      });
      const locale = resolveLocale(request.headers.locale);
      return {
        ...day,
        unavailable: day.unavailable
          ? {
              code: day.unavailable.code,
              reason: day.unavailable.reason,
              message: translateOrdering(locale, day.unavailable.key),
            }
          : null,
      };
    },
  );

  app.post(
    '/api/orders/get-discount-info',
    {
      schema: { tags, body: getDiscountInfoRequest, response: { 200: getDiscountInfoResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const entry = await restaurantFor(app, request);
      const check = checkPromoCode(entry.data.promo_codes, request.body.code, { now: now() });
      if (!check.ok) {
        const key =
          check.reason === 'expired'
            ? 'error.promoExpired'
            : check.reason === 'not_started'
              ? 'error.promoNotStarted'
              : check.reason === 'used_up'
                ? 'error.promoUsedUp'
                : 'error.promoInvalid';
        throw new AppError(400, 400, key);
      }
      const { promo } = check;
      return {
        code: promo.code,
        type: promo.type === 'percent' ? ('percentage' as const) : ('dollar' as const),
        value: promo.value,
      };
    },
  );
}
