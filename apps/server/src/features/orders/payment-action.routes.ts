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
import { paymentGatewayFor } from '../payments';
import { orderViewResponse } from './order-view';
import { findCheckoutByPublicId } from './submission/checkouts.repository';
import { authorizationKey } from './submission/pay';
import { giveBack } from './submission/recover';
import { type CheckoutView, confirmCheckout } from './submission/settle';

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
        // Released (the diner took longer than recovery waits): the payment the challenge was for is cancelled by
        // its id (recovery did so already, unless it was released otherwise), and an authorization the processor
        // shows under the checkout's key is given back too; then the diner is told the card was not charged.
        try {
          if (checkout.authorizationId) await giveBack(gateway, checkout.authorizationId, checkout.publicId);
          const late = await gateway.findAuthorization(authorizationKey(checkout.publicId));
          if (late.found) await giveBack(gateway, late.authorizationId, checkout.publicId);
        } catch {
          throw stillUnderWay(409, 'error.submissionInProgress', 5);
        }
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
      await giveBack(gateway, found.authorizationId, checkout.publicId).catch(() => {
        throw stillUnderWay(409, 'error.submissionInProgress', 5);
      });
      throw new AppError(410, 'error.paymentExpired', {}, { reason: 'expired' });
    },
  );
}
