import { getGiftCardRequest, getGiftCardResponse } from '@ordering/domain/contracts/orders';
import { toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant';
import { normalizeGiftCardNumber } from './gift-card-number';
import { usableGiftCard } from './vouchers.service';

export function registerVoucherRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/orders/get-gift-card',
    {
      schema: { body: getGiftCardRequest, response: { 200: getGiftCardResponse } },
      // Gift card numbers are guessable secrets: look-ups are rate limited, and misses spend the client's one
      // failed look-up budget shared with promo codes and set-costs.
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        lookupBudget: true,
        tenant: (body) => (body as { restaurantId?: string | number }).restaurantId,
      },
    },
    async (request) => {
      const restaurant = tenantOf(request);
      const card = await usableGiftCard(app.db, restaurant.restaurantId, request.body.giftCardNumber);
      const number = normalizeGiftCardNumber(request.body.giftCardNumber);
      return { giftCardNumber: `•••• ${number.slice(-4)}`, balance: toDollars(card.balanceCents) };
    },
  );
}
