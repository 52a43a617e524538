/** The forgotten-password e-mail and the reset its link leads to (the tokens: password-reset.ts). */
import { accountFieldErrors, normalizeEmail } from '@ordering/domain/accounts/account-fields';
import { forgotPasswordRequest, okResponse, resetPasswordRequest } from '@ordering/domain/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { restaurantFor } from '../restaurants';
import { fieldErrors } from './account-errors';
import { bodyEmail, type Limited, locale } from './accounts-route-kit';
import { consumeReset, issuePasswordReset, setPassword } from './password-reset';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';
import { findUserByEmail } from './users.repository';

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
      const user = await findUserByEmail(app.db, normalizeEmail(request.body.email));
      // The same answer whether or not an account exists: the call reveals nothing.
      if (user) {
        await issuePasswordReset(
          app.db,
          options.secret,
          user,
          { restaurantId: restaurant.restaurantId, slug: restaurant.data.restaurant.slug },
          locale(request),
          now(),
        );
      }
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
      const at = now();
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        const userId = await consumeReset(tx, request.body.token, at);
        if (userId === null) throw new AppError(400, 'error.resetTokenInvalid');
        await setPassword(tx, userId, passwordHash, at);
        // Whoever knew the old password is signed out everywhere.
        await revokeOtherSessions(tx, userId, null, at);
      });
      return { ok: true as const };
    },
  );
}
