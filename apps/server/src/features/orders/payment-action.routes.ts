/**
 * POST /api/payments/checkouts/{checkoutId}/complete: the browser is back from 3-D Secure (decision 016) and asks for
 * its checkout. The processor is asked about the checkout's key: authorized, the checkout is placed now (the answer is
 * the order, as POST /orders would have given it); not yet visible, 409 and the browser asks again; a checkout
 * already settled answers what it became. Only the checkout's own restaurant (header) can ask.
 */
import { text } from '@ordering/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { paymentGatewayFor } from '../payments';
import { completeCheckout } from './checkout-completion.service';
import { orderViewResponse } from './order-view';

export function registerPaymentActionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/payments/checkouts/:checkoutId/complete',
    {
      schema: {
        tags: ['payments'],
        summary: 'After 3-D Secure: place the checkout once the processor shows it authorized',
        params: z.object({ checkoutId: text(64).min(1) }),
        response: { 200: orderViewResponse },
      },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      return completeCheckout(app.db, {
        restaurantId: entry.restaurantId,
        checkoutPublicId: request.params.checkoutId,
        gateway: () => paymentGatewayFor(app, entry),
        locale: resolveLocale(request.headers.locale),
      });
    },
  );
}
