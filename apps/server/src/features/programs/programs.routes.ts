/**
 * Loyalty, membership and account credits. Thin routes: the principal and the
 * restaurant are resolved by the plugins, the work is the services'.
 */

import {
  loyaltyStatusRequest,
  loyaltyStatusResponse,
  membershipPromoRequest,
  membershipPromoResponse,
  staffCreditsQuery,
  staffCreditsRequest,
  staffCreditsResponse,
  userMembershipRequest,
  userMembershipResponse,
} from '@ordering/domain/contracts/programs';
import { staffRestaurantParams } from '@ordering/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccountHolder, requireUser } from '../../plugins/principal';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { tenantOf } from '../../plugins/tenant';
import { changeCredits, creditsOf } from './credits.service';
import { ownLoyaltyStatus } from './loyalty.service';
import { lookUpMembership } from './membership.service';
import { forgetMembership, saveMembership, storedMembership } from './user-membership.service';

/** The restaurant is X-RESTAURANT-ID, or the body's app8RestaurantId as the spec's calls send it. */
const bodyRestaurant = (body: unknown) =>
  (body as { app8RestaurantId?: string | number } | undefined)?.app8RestaurantId;

/** Look-ups of personal or secret records, per client address: the gift-card and promo look-ups' limit. */
const LOOKUP_RATE = { max: 30, timeWindow: '1 minute' };

const STAFF_CREDITS =
  'Managers and owners of the restaurant (staff 403, anonymous 401 code 201). The diner is named by e-mail (404 ' +
  'when there is no such account).';

export function registerProgramRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/get-user-membership-promo',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Membership: the member an access code names, their promos and the member-only menus it reveals',
        description:
          'Through the restaurant’s MembershipProvider (built-in: its member list). `id` is set only when a member ' +
          'promo applies; the member is named by first name only (`lastName` is empty). Unknown identifier: code ' +
          '2202 (HTTP 409), a failed look-up of the client’s budget (429 with Retry-After once spent); no membership ' +
          'program: 409.',
        body: membershipPromoRequest,
        response: { 200: membershipPromoResponse },
      },
      config: { tenant: bodyRestaurant, rateLimit: LOOKUP_RATE, lookupBudget: true },
    },
    // A code that names no member is a miss of a guess: it spends the client's failed look-up budget (FAILED_LOOKUPS),
    // the gift cards' and promo codes', and the route refuses with 429 once it is spent.
    async (request) => lookUpMembership(tenantOf(request), request.body.identifier),
  );

  app.post(
    '/api/auth/get-user-enrolled-program-status',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Loyalty: whether the signed-in diner is enrolled in the restaurant’s program, and their userStatus',
        description:
          'Through the restaurant’s LoyaltyProvider (built-in: sandbox with demo members). Only for the signed-in ' +
          'diner’s own e-mail: anonymous 401 (code 201), another e-mail 403. Rate limited per client.',
        body: loyaltyStatusRequest,
        response: { 200: loyaltyStatusResponse },
      },
      config: { tenant: bodyRestaurant, rateLimit: LOOKUP_RATE },
    },
    async (request) => ownLoyaltyStatus(tenantOf(request), requireUser(request), request.body.email),
  );

  const ACCOUNT_MEMBERSHIP =
    'The member identifier kept on the signed-in diner’s account for the restaurant of X-RESTAURANT-ID (anonymous: ' +
    '401 code 201).';
  app.get(
    '/api/auth/user-membership',
    {
      schema: {
        tags: ['auth'],
        summary: 'Membership: the member identifier kept on the account for this restaurant',
        description: ACCOUNT_MEMBERSHIP,
        response: { 200: userMembershipResponse },
      },
      config: { tenant: true },
    },
    async (request) => storedMembership(app.db, requireUser(request).userId, tenantOf(request).restaurantId),
  );

  app.put(
    '/api/auth/user-membership',
    {
      schema: {
        tags: ['auth'],
        summary: 'Membership: keep a member identifier on the account for this restaurant',
        description:
          `${ACCOUNT_MEMBERSHIP} The provider must know it: else 2202, the kept one is removed and the miss spends ` +
          'the client’s failed look-up budget.',
        body: userMembershipRequest,
        response: { 200: userMembershipResponse },
      },
      config: { tenant: true, rateLimit: LOOKUP_RATE, lookupBudget: true },
    },
    async (request) => {
      const userId = requireAccountHolder(request).userId;
      return saveMembership(app.db, tenantOf(request), userId, request.body.identifier);
    },
  );

  app.delete(
    '/api/auth/user-membership',
    {
      schema: {
        tags: ['auth'],
        summary: 'Membership: forget the member identifier kept on the account for this restaurant',
        description: ACCOUNT_MEMBERSHIP,
        response: { 200: userMembershipResponse },
      },
      config: { tenant: true },
    },
    async (request) =>
      forgetMembership(app.db, requireAccountHolder(request).userId, tenantOf(request).restaurantId),
  );

  app.get(
    '/api/staff/restaurants/:id/credits',
    {
      schema: {
        tags: ['staff'],
        summary: 'Managers: a diner’s account credits at the restaurant and their last moves',
        description: STAFF_CREDITS,
        params: staffRestaurantParams,
        querystring: staffCreditsQuery,
        response: { 200: staffCreditsResponse },
      },
      ...staffOnly('credits.manage', 'params'),
    },
    async (request) => creditsOf(app.db, staffOf(request).restaurantId, request.query.email),
  );

  app.post(
    '/api/staff/restaurants/:id/credits',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Managers: grant (amount above 0) or take (below 0) a diner’s account credits, with a reason',
        description: `${STAFF_CREDITS} Taking more than the balance is a 409; the ledger records the reason and who.`,
        params: staffRestaurantParams,
        body: staffCreditsRequest,
        response: { 200: staffCreditsResponse },
      },
      ...staffOnly('credits.manage', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      return changeCredits(app.db, {
        restaurantId: staff.restaurantId,
        email: request.body.email,
        amount: request.body.amount,
        reason: request.body.reason,
        byUserId: staff.user.userId,
      });
    },
  );
}
