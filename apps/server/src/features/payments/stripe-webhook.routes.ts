/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified with Stripe's signature scheme (`Stripe-Signature`:
 * an HMAC-SHA256 of the timestamp and the exact bytes received, under STRIPE_WEBHOOK_SECRET, at most 5 minutes
 * old) before anything is read. The body is kept raw in this route's own scope: parsing JSON first would change the
 * bytes the signature covers.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { paymentGatewayForRestaurant, stripeSettingsOf } from './gateway-registry';
import { type CheckoutRecovery, handleStripeEvent } from './stripe-webhook.service';

const TOLERANCE_SECONDS = 300;

export function registerStripeWebhook(app: FastifyInstance, checkouts: CheckoutRecovery) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook events (signed by Stripe)',
          response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
        },
      },
      async (request) => {
        const secret = stripeSettingsOf(app)?.webhookSecret;
        if (!secret) throw new AppError(404, 'error.notFound');
        const header = request.headers['stripe-signature'];
        const signature = Array.isArray(header) ? header[0] : header;
        let event: Stripe.Event;
        try {
          if (!signature || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
          event = Stripe.webhooks.constructEvent(request.body, signature, secret, TOLERANCE_SECONDS);
        } catch {
          throw new AppError(400, 'error.invalidInput', {}, [
            { path: 'headers.stripe-signature', message: 'The Stripe signature does not match this body' },
          ]);
        }
        const outcome = await handleStripeEvent(
          app.db,
          (restaurantId) => paymentGatewayForRestaurant(app, restaurantId),
          event,
          now(),
          checkouts,
        );
        request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true, outcome };
      },
    );
  });
}
