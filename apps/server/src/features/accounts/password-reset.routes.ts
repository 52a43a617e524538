/** The forgotten-password e-mail and the reset its link leads to (the tokens: password-reset.ts). */
import { accountFieldErrors, normalizeEmail } from '@ordering/domain/accounts/account-fields';
import { forgotPasswordRequest, okResponse, resetPasswordRequest } from '@ordering/domain/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { restaurantFor } from '../restaurants';
import { fieldErrors } from './account-errors';
import { bodyEmail, type Limited, locale } from './accounts-route-kit';
import { requestPasswordReset, resetPassword } from './password-reset';

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  options: {
    /** Seals reset tokens in the outbox (SESSION_SECRET). */
    secret: string;
    limited: Limited;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { limited } = options;

  r.post(
    '/api/auth/forgot-password',
    {
      schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 200: okResponse } },
      config: { staleSessionIsGuest: true },
      preHandler: limited('forgot-password', bodyEmail),
    },
    async (request) => {
      // The link leads back to the restaurant the diner came from; the e-mail leaves through its outbox.
      const restaurant = await restaurantFor(app, request);
      // The same answer whether or not an account exists: the call reveals nothing.
      await requestPasswordReset(
        app.db,
        options.secret,
        normalizeEmail(request.body.email),
        { restaurantId: restaurant.restaurantId, slug: restaurant.data.restaurant.slug },
        locale(request),
        now(),
      );
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordRequest, response: { 200: okResponse } },
      config: { staleSessionIsGuest: true },
      preHandler: limited('reset-password'),
    },
    async (request) => {
      const errors = accountFieldErrors({ password: request.body.password }, ['password']);
      if (errors.length > 0) throw fieldErrors(errors, locale(request));
      await resetPassword(app.db, request.body.token, request.body.password, now());
      return { ok: true as const };
    },
  );
}
