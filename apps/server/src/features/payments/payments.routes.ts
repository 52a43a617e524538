import { getPaymentConfigRequest, getPaymentConfigResponse } from '@ordering/domain/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveLocale } from '../../i18n/messages';
import { restaurantFor } from '../orders/restaurant-context';

/** What the checkout needs to draw its payment form; public facts only, never a secret. */
export function registerPaymentRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/payment/get-payment-config',
      { schema: { body: getPaymentConfigRequest, response: { 200: getPaymentConfigResponse } } },
      async (request) => {
        const entry = await restaurantFor(app, request, request.body.app8RestaurantId);
        const restaurant = entry.data.restaurant;
        const fr = resolveLocale(request.headers.locale) === 'fr-CA';
        const sandbox = restaurant.payment_processor === 'sandbox';
        return {
          processor: restaurant.payment_processor,
          applePay: sandbox,
          googlePay: sandbox,
          merchantId: sandbox ? `merchant.sandbox.${entry.restaurantId}` : null,
          cardTypes: sandbox ? (['visa', 'mastercard', 'amex'] as const).slice() : [],
          extraPaymentMethods: restaurant.extra_payment_methods.map((m) => ({
            type: m.type,
            label: (fr ? m.localization.fr?.label : undefined) ?? m.label,
          })),
          avs: restaurant.avs,
        };
      },
    );
}
