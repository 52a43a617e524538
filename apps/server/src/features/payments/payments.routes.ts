import {
  getApplePaySessionRequest,
  getApplePaySessionResponse,
  getPaymentConfigRequest,
  getPaymentConfigResponse,
} from '@ordering/domain/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { resolveLocale } from '../../i18n/messages';
import { tenantOf } from '../../plugins/tenant';
import { applePaySession } from './apple-pay-session';
import { paymentGatewayFor, stripeElementConfig } from './gateway-registry';
import { registerStripeWebhook } from './stripe-webhook.routes';
import type { CheckoutRecovery } from './stripe-webhook.service';
import { walletSupport } from './wallets';

const tags = ['payments'];

/** The payment calls name their restaurant in the body as the spec has it. */
const app8Restaurant = (body: unknown) => (body as { app8RestaurantId?: string | number }).app8RestaurantId;

/** What the checkout needs to draw its payment form (public facts only, never a secret), and wallet validation. */
/**
 * `checkouts` is the order pipeline the webhook reconciles with; `completion` registers the routes that finish a checkout after the processor's challenge: they belong to the order
 * pipeline (orders), which depends on payments, so app.ts hands them in rather than payments importing orders.
 */
export function registerPaymentRoutes(
  instance: FastifyInstance,
  options: { completion: (app: FastifyInstance) => void; checkouts: CheckoutRecovery },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  registerStripeWebhook(instance, options.checkouts);
  options.completion(instance);

  app.post(
    '/api/payment/get-payment-config',
    {
      schema: { tags, body: getPaymentConfigRequest, response: { 200: getPaymentConfigResponse } },
      config: { tenant: app8Restaurant },
    },
    async (request) => {
      const entry = tenantOf(request);
      const restaurant = entry.data.restaurant;
      const fr = resolveLocale(request.headers.locale) === 'fr-CA';
      return {
        processor: restaurant.payment_processor,
        stripe: stripeElementConfig(app, entry),
        ...walletSupport(entry.restaurantId, entry.data),
        extraPaymentMethods: restaurant.extra_payment_methods.map((m) => ({
          type: m.type,
          label: (fr ? m.localization.fr?.label : undefined) ?? m.label,
        })),
        avs: restaurant.avs,
      };
    },
  );

  app.post(
    '/api/payment/get-apple-pay-session',
    {
      schema: {
        tags,
        summary: 'Apple Pay merchant validation: a merchant session for an Apple Pay validation URL',
        body: getApplePaySessionRequest,
        response: { 200: getApplePaySessionResponse },
      },
      config: { tenant: app8Restaurant },
    },
    async (request) => {
      const entry = tenantOf(request);
      return applePaySession(paymentGatewayFor(app, entry), { entry, body: request.body, now: now() });
    },
  );
}
