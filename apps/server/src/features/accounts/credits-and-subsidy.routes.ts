/** The diner's credit balance and subsidy code at the restaurant the call names. */
import {
  addSubsidyCodeRequest,
  subsidyCodeResponse,
  userCreditsQuery,
  userCreditsResponse,
} from '@ordering/domain/contracts/accounts';
import { toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { requireAccountHolder, requireUser } from '../../plugins/principal';
import { restaurantFor } from '../restaurants';
import { type CreditBalance, setSubsidyCode } from './accounts.service';

export function registerCreditAndSubsidyRoutes(app: FastifyInstance, creditBalance: CreditBalance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/user-credits',
    { schema: { tags: ['auth'], querystring: userCreditsQuery, response: { 200: userCreditsResponse } } },
    async (request) => {
      const principal = requireUser(request);
      if (request.query.userId !== undefined && request.query.userId !== principal.publicId) {
        throw new AppError(404, 'error.userNotFound');
      }
      const restaurant = await restaurantFor(app, request);
      return {
        credits: toDollars(await creditBalance(app.db, principal.userId, restaurant.restaurantId)),
        enabled: restaurant.data.restaurant.app8_credits,
      };
    },
  );

  r.post(
    '/api/auth/add-subsidy-code',
    {
      schema: { tags: ['auth'], body: addSubsidyCodeRequest, response: { 200: subsidyCodeResponse } },
      // A code that matches no subsidy is a miss of a guess: the same budget as gift cards and promo codes.
      config: { lookupBudget: true },
    },
    async (request) => {
      const principal = requireAccountHolder(request);
      const restaurant = await restaurantFor(app, request);
      const code = await setSubsidyCode(app, principal.userId, restaurant, request.body.subsidyCode, now());
      return { subsidyCode: code };
    },
  );

  r.post(
    '/api/auth/delete-subsidy-code',
    { schema: { tags: ['auth'], response: { 200: subsidyCodeResponse } } },
    async (request) => {
      const principal = requireAccountHolder(request);
      const restaurant = await restaurantFor(app, request);
      await setSubsidyCode(app, principal.userId, restaurant, null, now());
      return { subsidyCode: null };
    },
  );
}
