import { rotationalDays, rotationalLines } from '@ordering/domain/cart/rotational-lines';
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
import { orderType } from '@ordering/domain/order-types/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { namesACode, namesAMember } from '../../plugins/failure-budget';
import { adoptBodyToken } from '../../plugins/principal';
import { tenantOf } from '../../plugins/tenant';
import { enforceMenusOrderable } from './cart-availability';
import { enforceCartRulesAt, isSignedIn, orderFlagsOf } from './cart-rules';
import { cartSchedule } from './cart-schedule';
import { checkItemToAdd, priceOrder, validateCart } from './costs.service';
import { refuseUnreachableDelivery } from './delivery-reach';
import { k12MealGroups } from './k12-meal-groups';
import { applicablePromo } from './promo-codes';
import { k12OrdersCosts } from './split-checkout';
import { refuseOverMaximum } from './submission/price-orders';

const tags = ['orders'];

/** Validation, pricing, scheduling and promo look-ups: computed from the published menu in memory. */
export function registerOrderPricingRoutes(
  instance: FastifyInstance,
  /** The largest order total the submission takes (MAX_ORDER_TOTAL): a cart over it is refused as it is filled. */
  options: { maxOrderTotalCents: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/orders/set-costs',
    {
      schema: { tags, body: setCostsRequest, response: { 200: setCostsResponse } },
      // A promo code or gift card named here is a look-up like get-discount-info: the same failure budget.
      config: {
        tenant: true,
        // Counted against the order path's bound on requests under way (plugins/admission.ts).
        admission: true,
        lookupBudget: (request) => {
          const body = request.body as { costs?: unknown; checkout?: unknown };
          return namesACode(body.costs) || namesAMember(body.checkout);
        },
      },
    },
    async (request, reply) => {
      const entry = tenantOf(request);
      const { type, costs, checkout } = request.body;
      // The specification's bodies name the diner in `config` ({userId, token}) and the table at the top level.
      const principal = await adoptBodyToken(request, reply, request.body.config.token);
      const config = {
        ...request.body.config,
        tableNum: request.body.config.tableNum ?? request.body.tableNum,
      };
      // A K-12 cart is priced as all its lines, its meal limits checked per date and student.
      const rotational = request.body.rotationalMenuOrders
        ? rotationalLines(request.body.rotationalMenuOrders)
        : null;
      const items = rotational ? [...request.body.items, ...rotational.items] : request.body.items;
      // No delivery fee is priced for an address the submission would refuse: refused here alike, once typed.
      if (orderType(type).needs.address) {
        await refuseUnreachableDelivery(app.places, entry, {
          postalCode: checkout?.delivery?.postal_code,
          locale: resolveLocale(request.headers.locale),
          required: false,
        });
      }
      // With the database: gift card balances and promo-code uses, exactly as the submission prices.
      const priced = await priceOrder(app.db, {
        entry,
        items: items.map(toCartItem),
        choice: costs,
        orderType: type,
        now: now(),
        deliveryPostalCode: checkout?.delivery?.postal_code,
        userId: principal.kind === 'user' ? principal.userId : null,
        memberIdentifier: checkout?.memberInfo?.identifier,
      });
      refuseOverMaximum(priced.costs, options.maxOrderTotalCents);
      // The rules of a cart being filled: costs of a cart no kitchen would take are not shown as if it could. The
      // request carries the config (its flags), the principal and, once asked, the legal-age answer. A K-12 cart is
      // the one the parent pays: each date and student's meal minimum applies, named.
      enforceCartRulesAt(entry, {
        items: priced.items,
        orderType: type,
        now: now(),
        signedIn: isSignedIn(request),
        flags: orderFlagsOf(config, entry.data),
        ...(checkout?.legalAge === false ? { legalAgeConfirmed: false } : {}),
        ...(request.body.rotationalMenuOrders
          ? {
              complete: true,
              mealGroups: await k12MealGroups(app.db, {
                orders: request.body.rotationalMenuOrders,
                named: checkout?.delivery?.student,
                userId: request.principal?.kind === 'user' ? request.principal.userId : null,
                restaurantId: entry.restaurantId,
              }),
            }
          : {}),
      });
      await enforceMenusOrderable(app.db, entry, {
        days: request.body.rotationalMenuOrders
          ? rotationalDays(request.body.rotationalMenuOrders).map((day) => ({
              date: day.date,
              items: day.items.map(toCartItem),
            }))
          : [{ date: request.body.date ?? null, items: priced.items }],
        type,
        now: now(),
        link: config,
      });
      const body = toCostsBody(priced.costs);
      // A K-12 cart: each date and student's order as the submission will split and charge it.
      return request.body.rotationalMenuOrders
        ? { ...body, orders: k12OrdersCosts(entry.data, priced, request.body.rotationalMenuOrders, now()) }
        : body;
    },
  );

  app.post(
    '/api/orders/item',
    { schema: { tags, body: orderItemRequest, response: { 200: validResponse } }, config: { tenant: true } },
    async (request) => {
      const entry = tenantOf(request);
      const { itemsInCart, itemToAdd, type, date } = request.body;
      await checkItemToAdd(app.db, entry, {
        itemsInCart: itemsInCart.map(toCartItem),
        itemToAdd: toCartItem(itemToAdd),
        type,
        now: now(),
        date: date ?? null,
        signedIn: isSignedIn(request),
      });
      return { valid: true as const };
    },
  );

  app.post(
    '/api/orders/validate',
    {
      schema: { tags, body: validateCartRequest, response: { 200: validResponse } },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      await validateCart(app.db, entry, {
        items: request.body.itemsInCart.map(toCartItem),
        type: request.body.type,
        now: now(),
        date: request.body.date ?? null,
        signedIn: isSignedIn(request),
      });
      return { valid: true as const };
    },
  );

  app.post(
    '/api/orders/scheduling',
    {
      schema: { tags, body: schedulingRequest, response: { 200: schedulingResponse } },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      const file = entry.data;
      const menu = file.menus.find((m) => m.id === request.body.menuId || m.slug === request.body.menuId);
      if (!menu || menu.deleted_at) throw new AppError(404, 'error.menuNotFound');
      return cartSchedule(app.db, entry, {
        menu,
        type: request.body.type,
        date: request.body.date,
        items: (request.body.items ?? []).map(toCartItem),
        now: now(),
        locale: resolveLocale(request.headers.locale),
      });
    },
  );

  app.post(
    '/api/orders/get-discount-info',
    {
      schema: { tags, body: getDiscountInfoRequest, response: { 200: getDiscountInfoResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, lookupBudget: true, tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      // Uses counted from placed orders, so a used-up single-use code is refused here already.
      const { promo } = await applicablePromo(app.db, {
        restaurantId: entry.restaurantId,
        codes: entry.data.promo_codes,
        code: request.body.code,
        now: now(),
      });
      return {
        code: promo.code,
        type: promo.type === 'percent' ? ('percentage' as const) : ('dollar' as const),
        value: promo.value,
      };
    },
  );
}
