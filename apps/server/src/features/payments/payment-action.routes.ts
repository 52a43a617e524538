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
import { AppError, stillUnderWay } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { orderViewResponse } from '../orders/order-view';
import { findCheckoutByPublicId } from '../orders/submission/checkouts.repository';
import { authorizationKey } from '../orders/submission/pay';
import { type CheckoutView, confirmCheckout } from '../orders/submission/settle';
import { paymentGatewayFor } from './gateway-registry';

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
      const checkout = await findCheckoutByPublicId(app.db, request.params.checkoutId);
      if (!checkout || checkout.restaurantId !== entry.restaurantId)
        throw new AppError(404, 'error.notFound');
      if (checkout.status === 'placed') return checkout.response as CheckoutView;
      const gateway = paymentGatewayFor(app, entry);
      if (checkout.status !== 'awaiting_payment') {
        // Released (the diner took longer than recovery waits): an authorization the bank gave after that is given
        // back, and the diner is told so, not that the card was declined (decision 016).
        const late = await gateway.findAuthorization(authorizationKey(checkout.publicId)).catch(() => null);
        if (late?.found)
          await gateway
            .void(late.authorizationId, `${authorizationKey(checkout.publicId)}:void`)
            .catch(() => undefined);
        throw new AppError(410, 'error.paymentExpired', {}, { reason: 'expired' });
      }
      const found = await gateway.findAuthorization(authorizationKey(checkout.publicId)).catch(() => ({
        found: false as const,
      }));
      if (!found.found) throw stillUnderWay(409, 'error.submissionInProgress', 5);
      const locale =
        (checkout.payment as { locale?: string }).locale ?? resolveLocale(request.headers.locale);
      const settled = await confirmCheckout(app.db, {
        checkoutId: checkout.id,
        authorizationId: found.authorizationId,
        locale,
      });
      if (settled.kind === 'placed') return settled.view;
      // Released meanwhile (the diner took longer than recovery waits): the authorization is given back.
      await gateway
        .void(found.authorizationId, `${authorizationKey(checkout.publicId)}:void`)
        .catch(() => undefined);
      throw new AppError(410, 'error.paymentExpired', {}, { reason: 'expired' });
    },
  );
}
