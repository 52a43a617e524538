import { submitOrderRequest } from '@ordering/domain/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { paymentGatewayFor } from '../payments/gateway-registry';
import { registerOrderReadRoutes } from './order-read.routes';
import { IDEMPOTENCY_KEY, submitOrder } from './order-submit.service';
import { orderViewResponse } from './order-view';
import { restaurantFor } from './restaurant-context';

/** Order submission and the diner's calls about a placed order. */
export function registerOrderRoutes(app: FastifyInstance) {
  const submit = app.withTypeProvider<ZodTypeProvider>();
  for (const path of [
    '/api/orders',
    '/api/orders/create-marketplace-order',
    '/api/orders/create-k12-order',
  ]) {
    submit.post(
      path,
      { schema: { tags: ['orders'], body: submitOrderRequest, response: { 200: orderViewResponse } } },
      async (request) => {
        const header = request.headers['idempotency-key'];
        const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
        if (!IDEMPOTENCY_KEY.test(key)) throw new AppError(400, 400, 'error.idempotencyKeyRequired');
        const entry = await restaurantFor(app, request, request.body.data.config.restaurantId);
        return submitOrder(app.db, paymentGatewayFor(app), {
          entry,
          body: request.body,
          idempotencyKey: key,
          now: now(),
          locale: resolveLocale(request.headers.locale),
        });
      },
    );
  }
  registerOrderReadRoutes(app);
}
