import {
  k12CancelResponse,
  k12OrderParams,
  k12ParentOrdersResponse,
  productionQuery,
  productionResponse,
  rotationalMenusQuery,
  rotationalMenusResponse,
} from '@ordering/domain/contracts/k12';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { resolveLocale } from '../../i18n/messages';
import { requireUser } from '../../plugins/principal';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { tenantOf } from '../../plugins/tenant';
import { paymentGatewayFor } from '../payments';
import { cancelParentDay, listParentDays } from './k12-days.service';
import { productionFor } from './production.service';
import { listRotationalMenus } from './rotational-menus.service';

/** K-12 school meals: the rotational menus of a date range, for the X-RESTAURANT-ID program. */
export function registerK12Routes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/rotational-menus',
    {
      schema: {
        tags: ['k12'],
        summary:
          'The school days of a range: their items priced for this user, and whether each can be ordered',
        querystring: rotationalMenusQuery,
        response: { 200: rotationalMenusResponse },
      },
      config: { tenant: true },
    },
    async (request, reply) => {
      // Priced for the signed-in parent and cut off by the clock: never cached as a shared answer.
      reply.header('cache-control', 'private, no-cache').header('vary', 'locale, cookie, authorization');
      return listRotationalMenus(app.db, {
        entry: tenantOf(request),
        start: request.query.start_date,
        end: request.query.end_date,
        userId: request.principal?.kind === 'user' ? request.principal.userId : null,
        locale: resolveLocale(request.headers.locale) === 'fr-CA' ? 'fr' : 'en',
        now: now(),
      });
    },
  );

  app.get(
    '/api/k12/my-orders',
    {
      schema: {
        tags: ['k12'],
        summary:
          "The signed-in parent's school-meal days from today on, each saying whether it can be cancelled",
        description: 'Anonymous: 401 (code 201). The program is the `X-RESTAURANT-ID` header.',
        response: { 200: k12ParentOrdersResponse },
      },
      config: { tenant: true },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listParentDays(app.db, { entry: tenantOf(request), userId: user.userId, now: now() });
    },
  );

  app.post(
    '/api/k12/orders/:id/cancel',
    {
      schema: {
        tags: ['k12'],
        summary:
          'A parent cancels one of their school-meal days before its cutoff; it goes back to the tenders',
        description:
          'Anonymous: 401 (code 201). Another parent’s order, or an unknown one: 404. After the day’s cutoff ' +
          '(the first date still orderable): 422. Already cancelled: 409. The card is voided or refunded, gift ' +
          'cards and credits credited back, as when staff decline an order.',
        params: k12OrderParams,
        response: { 200: k12CancelResponse },
      },
      config: { tenant: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await cancelParentDay(app.db, app.orderStatusBus, paymentGatewayFor(app), {
        entry: tenantOf(request),
        userId: user.userId,
        orderId: request.params.id,
        locale: resolveLocale(request.headers.locale),
        now: now(),
      });
      return { id: result.id, number: result.number, status: result.status };
    },
  );

  app.get(
    '/api/staff/production',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the K-12 production sheet, per date, school, grade and classroom',
        description:
          'Needs a signed-in user with a role at the restaurant (`restaurantId` in the query): anonymous 401 ' +
          '(code 201), no role there 403. Placed school orders (not cancelled) due from `start_date` to `end_date` ' +
          '(the same day when absent, at most 31 days), counted by item and options.',
        querystring: productionQuery,
        response: { 200: productionResponse },
      },
      ...staffOnly('orders.read', 'query'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return productionFor(app.db, {
        entry: staffOf(request).entry,
        start: request.query.start_date,
        end: request.query.end_date,
        locale: resolveLocale(request.headers.locale) === 'fr-CA' ? 'fr' : 'en',
      });
    },
  );
}
