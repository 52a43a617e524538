/** The signed-in diner's profile: loading it at startup, editing it, the order snapshot and past receipts. */
import {
  editUserRequest,
  pastReceiptsRequest,
  pastReceiptsResponse,
  profileResponse,
  providerUserInfoRequest,
  userSnapshotResponse,
} from '@ordering/domain/contracts/accounts';
import { toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import {
  adoptBodyToken,
  requireAccountHolder,
  requireUser,
  signInRequired,
  type UserPrincipal,
} from '../../plugins/principal';
import { restaurantFor } from '../restaurants';
import { buildProfile, editUser, type ProfileSources, requireUserRow } from './accounts.service';
import { locale, optionalRestaurant, perAccountLimit } from './accounts-route-kit';
import { lastItemsOrdered, pastReceipts } from './receipts.service';
import { listStudents } from './students.service';

export function registerProfileRoutes(app: FastifyInstance, sources: ProfileSources) {
  const { creditBalance } = sources;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const profileOf = async (request: FastifyRequest, principal: UserPrincipal) =>
    buildProfile(
      app,
      sources,
      await requireUserRow(app, principal.userId),
      await optionalRestaurant(app, request),
    );

  // Startup authentication loads the profile with the stored id and token.
  for (const provider of ['native', 'google', 'facebook', 'apple', 'sandbox']) {
    r.post(
      `/api/auth/get-${provider}-user-info`,
      {
        schema: {
          tags: ['auth'],
          body: providerUserInfoRequest.optional(),
          response: { 200: profileResponse },
        },
      },
      async (request, reply) => {
        // A token in the body is the caller as a Bearer one would be: a login-as session's is held to its venue.
        const principal = await adoptBodyToken(
          request,
          reply,
          request.body?.token ?? request.body?.accessToken,
        );
        if (principal.kind !== 'user') throw signInRequired(request);
        const userId = request.body?.userId;
        if (userId !== undefined && userId !== principal.publicId) {
          throw new AppError(404, 'error.userNotFound');
        }
        return profileOf(request, principal);
      },
    );
  }

  r.post(
    '/api/auth/edit-user',
    {
      schema: { tags: ['auth'], body: editUserRequest, response: { 200: profileResponse } },
      // Each call with the current password is a guess a stolen session could repeat: 10 per 15 minutes.
      preHandler: perAccountLimit(
        app,
        'current-password',
        10,
        (request) =>
          (request.body as { currentPassword?: unknown } | undefined)?.currentPassword !== undefined,
      ),
    },
    async (request) => {
      // Nothing of the account is an operator's to change in a login-as session, not even with its fresh session.
      const principal = requireAccountHolder(request);
      const restaurant = await optionalRestaurant(app, request);
      const user = await editUser(
        app,
        principal,
        request.body,
        locale(request),
        now(),
        restaurant?.restaurantId,
      );
      return buildProfile(app, sources, user, restaurant);
    },
  );

  r.post(
    '/api/auth/get-user-snapshot',
    { schema: { tags: ['auth'], response: { 200: userSnapshotResponse } } },
    async (request) => {
      const principal = requireUser(request);
      const restaurant = await restaurantFor(app, request);
      const user = await requireUserRow(app, principal.userId);
      return {
        items: await lastItemsOrdered(app, user.id, restaurant.restaurantId),
        students: await listStudents(app.db, user.id, restaurant.restaurantId),
        subsidyCode: user.subsidyCode,
        credits: toDollars(await creditBalance(app.db, user.id, restaurant.restaurantId)),
      };
    },
  );

  r.post(
    '/api/auth/get-past-receipts',
    {
      schema: {
        tags: ['auth'],
        body: pastReceiptsRequest.optional(),
        response: { 200: pastReceiptsResponse },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      // A login-as session reads the owner's receipts at its venue only: it names the venue, or is refused.
      const restaurant =
        principal.actingOperatorId === null
          ? await optionalRestaurant(app, request)
          : await restaurantFor(app, request);
      const receipts = await pastReceipts(app, principal.userId, {
        restaurantId: restaurant?.restaurantId,
        limit: request.body?.limit ?? 20,
        before: request.body?.before ? new Date(request.body.before) : undefined,
        lang: locale(request) === 'fr-CA' ? 'fr' : 'en',
      });
      return { receipts };
    },
  );
}
