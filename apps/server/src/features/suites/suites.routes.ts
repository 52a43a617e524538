/**
 * The suite and event calls, under /api, each with
 * `X-RESTAURANT-ID` (the venue) and `Locale`. Contracts, headers and errors: packages/domain/src/suites/contracts.ts.
 * Routes are thin: who is calling (user, operator, login-as, staff) is resolved here, the work is a service's.
 */

import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import { restaurantIdParam } from '@ordering/domain/contracts/staff';
import {
  activeEventsResponse,
  eventDaySettingsParams,
  eventInfoRequest,
  eventInfoResponse,
  loginAsRequest,
  loginAsResponse,
  minimalInfoRequest,
  minimalInfoResponse,
  operatorLoginRequest,
  operatorProfile,
  ownerLinkRequest,
  ownerLinkResponse,
  staffSuiteOrdersQuery,
  staffSuiteOrdersResponse,
  upcomingEventsRequest,
  upcomingEventsResponse,
  updateEventDaySettingsRequest,
  updateEventDaySettingsResponse,
} from '@ordering/domain/suites/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock';
import { AppError, tooManyAttempts } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { clearUserCookie, requireUser, setUserCookie, signInRequired } from '../../plugins/principal';
import { staffOf, staffOnly } from '../../plugins/staff-auth';
import { tenantOf } from '../../plugins/tenant';
import { buildProfile, findUserById, type ProfileSources, revokeSession } from '../accounts';
import { updateEventDaySettings } from './event-day-settings.service';
import { loginAs, loginOperator, operatorProfile as toOperatorProfile } from './login-as.service';
import { getMinimalInfo } from './minimal-info.service';
import {
  assertOperatorAt,
  clearOperatorCookie,
  findOperator,
  requireOperator,
  setOperatorCookie,
} from './operator-auth';
import { getActiveEvents, getEventInfo } from './operator-events.service';
import { ownerLink } from './owner-link.service';
import { staffSuiteOrders } from './staff-suite-orders.service';
import { getUpcomingEvents } from './upcoming-events.service';

export interface SuiteRoutesOptions {
  publicOrigin: string | undefined;
  /** SESSION_SECRET: the key of the owners' link values is derived from it. */
  secret: string;
  /** Operator logins allowed per window and client address (tests lower it). */
  loginLimit?: { max: number; windowMs: number };
  /** What the owner's profile reads of programs and payments, handed in by app.ts. */
  profile: ProfileSources;
}

const OPERATOR =
  'Operator session: the operator cookie, `X-Operator-Token`, or the operator account\'s own login-native session (Bearer or body `token`); 401 code 201 without any, 403 "User is not a suite operator." for a signed-in account without the flag.';

export function registerSuiteRoutes(instance: FastifyInstance, options: SuiteRoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { publicOrigin, secret } = options;
  const locale = (request: FastifyRequest) => resolveLocale(request.headers.locale);
  const limit = options.loginLimit ?? { max: 30, windowMs: 15 * 60_000 };
  // Per client address and per e-mail, as the diner's login: both counted on every attempt.
  const loginLimiters = [
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `operator-login:client:${request.ip}`,
    }),
    app.createRateLimit({
      max: Math.max(1, Math.floor(limit.max / 3)),
      timeWindow: limit.windowMs,
      keyGenerator: (request) =>
        `operator-login:email:${normalizeEmail((request.body as { email?: string } | undefined)?.email ?? '')}`,
    }),
  ];

  app.post(
    '/api/auth/login-operator',
    {
      schema: { tags: ['suites'], body: operatorLoginRequest, response: { 200: operatorProfile } },
      // The venue when the client names one; /login?suiteOperator=true names none (the profile lists his venues).
      config: { tenant: 'optional', staleSessionIsGuest: true },
      preHandler: async (request) => {
        const results = [];
        for (const limiter of loginLimiters) results.push(await limiter(request));
        const exceeded = results.find((r) => !r.isAllowed && r.isExceeded);
        if (exceeded && !exceeded.isAllowed) throw tooManyAttempts(exceeded.ttlInSeconds);
      },
    },
    async (request, reply) => {
      const { user, session } = await loginOperator(app, request.tenant ?? null, request.body, now());
      setOperatorCookie(reply, session.token, publicOrigin);
      return toOperatorProfile(app, user, session.token);
    },
  );

  app.get(
    '/api/auth/operator',
    {
      schema: { tags: ['suites'], description: OPERATOR, response: { 200: operatorProfile } },
      config: { tenant: 'optional' },
    },
    async (request) => {
      const entry = request.tenant;
      const operator = await requireOperator(app, request, publicOrigin, entry?.restaurantId ?? null);
      return toOperatorProfile(app, operator.user);
    },
  );

  app.post(
    '/api/auth/logout-operator',
    {
      schema: { tags: ['suites'], response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { staleSessionIsGuest: true },
    },
    async (request, reply) => {
      const operator = await findOperator(app, request, publicOrigin).catch(() => null);
      // The operator's own session only: an account's user session (login-native) ends with the user's logout.
      if (operator?.sessionKind === 'operator') await revokeSession(app.db, operator.sessionId, now());
      clearOperatorCookie(reply, publicOrigin);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/login-as',
    {
      schema: {
        tags: ['suites'],
        description: OPERATOR,
        body: loginAsRequest,
        response: { 200: loginAsResponse },
      },
      config: { tenant: true, staleSessionIsGuest: true },
    },
    async (request, reply) => {
      const entry = tenantOf(request);
      const at = now();
      const operator = await requireOperator(
        app,
        request,
        publicOrigin,
        entry.restaurantId,
        request.body.token,
      );
      const { owner, full, session } = await loginAs(app, entry, operator, request.body, at);
      // The device's previous user session (another login-as, or the operator's own) is over; not the session
      // the operator signed in with through login-native, which suite logout comes back to.
      if (request.principal.kind === 'user' && request.principal.sessionId !== operator.sessionId)
        await revokeSession(app.db, request.principal.sessionId, at);
      setUserCookie(reply, session.token, publicOrigin, session.expiresAt);
      return {
        ...(await buildProfile(app, options.profile, owner, entry, session.token)),
        loginAs: {
          operatorId: operator.user.publicId,
          operatorEmail: operator.user.email,
          eventSuiteId: full.eventSuite.publicId,
          eventId: full.event.publicId,
        },
      };
    },
  );

  app.post(
    '/api/auth/suite-logout',
    {
      schema: { tags: ['suites'], description: OPERATOR, response: { 200: operatorProfile } },
      config: { staleSessionIsGuest: true },
    },
    async (request, reply) => {
      const principal = request.principal;
      if (principal.kind === 'user' && principal.actingOperatorId !== null) {
        await revokeSession(app.db, principal.sessionId, now());
      }
      clearUserCookie(reply, publicOrigin);
      const operator = await requireOperator(app, request, publicOrigin, null);
      return toOperatorProfile(app, operator.user);
    },
  );

  app.get(
    '/api/catering/events/get-active-events',
    {
      schema: { tags: ['suites'], description: OPERATOR, response: { 200: activeEventsResponse } },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      await requireOperator(app, request, publicOrigin, entry.restaurantId);
      return getActiveEvents(app, entry, now());
    },
  );

  app.post(
    '/api/catering/events/auth-get-event-info',
    {
      schema: {
        tags: ['suites'],
        description: OPERATOR,
        body: eventInfoRequest,
        response: { 200: eventInfoResponse },
      },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      await requireOperator(app, request, publicOrigin, entry.restaurantId);
      return getEventInfo(app, entry, request.body.eventId, now());
    },
  );

  app.put(
    '/api/catering/events/:eventId/event-suites/:suiteId/update-event-day-settings',
    {
      schema: {
        tags: ['suites'],
        description: `${OPERATOR} Also a login-as session (its operator is checked), and the suite's owner in their own session for their own suite's guest tab only (tab_limit as an amount, tab_active; 403 "User is not a suite operator." for another suite or the payment preference).`,
        params: eventDaySettingsParams,
        body: updateEventDaySettingsRequest,
        response: { 200: updateEventDaySettingsResponse },
      },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      const principal = request.principal;
      const presented = await findOperator(app, request, publicOrigin, request.body.token);
      // An account's own user session is an operator's only with the flag; without it, it is the owner's.
      const operator =
        presented && (presented.sessionKind === 'operator' || presented.user.suiteOperator)
          ? presented
          : null;
      if (operator) await assertOperatorAt(app, operator.user, entry.restaurantId);
      else if (principal.kind === 'user' && principal.actingOperatorId !== null) {
        const acting = await findUserById(app.db, principal.actingOperatorId);
        if (!acting) throw new AppError(403, 'error.notSuiteOperator');
        await assertOperatorAt(app, acting, entry.restaurantId);
      } else if (presented || principal.kind === 'user') {
        // The suite's owner, for their own suite's guest tab only (the service checks both).
        const ownerUserId = presented ? presented.user.id : (principal as { userId: number }).userId;
        return updateEventDaySettings(app, entry, request.params, request.body, locale(request), now(), {
          ownerUserId,
        });
      } else throw signInRequired(request);
      return updateEventDaySettings(app, entry, request.params, request.body, locale(request), now());
    },
  );

  app.post(
    '/api/catering/events/owner-link',
    {
      schema: {
        tags: ['suites'],
        description: OPERATOR,
        body: ownerLinkRequest,
        response: { 200: ownerLinkResponse },
      },
      config: { tenant: true },
    },
    async (request) => {
      const entry = tenantOf(request);
      await requireOperator(app, request, publicOrigin, entry.restaurantId);
      return ownerLink(app, entry, request.body, secret, now());
    },
  );

  app.post(
    '/api/catering/events/get-minimal-info',
    {
      schema: { tags: ['suites'], body: minimalInfoRequest, response: { 200: minimalInfoResponse } },
      config: { tenant: true },
    },
    async (request) => {
      const principal = request.principal;
      const caller = principal.kind === 'user' ? { userId: principal.userId, email: principal.email } : null;
      return getMinimalInfo(app, tenantOf(request), caller, request.body, secret, now());
    },
  );

  app.post(
    '/api/catering/suite-owners/get-upcoming-events',
    {
      schema: { tags: ['suites'], body: upcomingEventsRequest, response: { 200: upcomingEventsResponse } },
      config: { tenant: 'optional' },
    },
    async (request) => {
      const user = requireUser(request);
      return getUpcomingEvents(
        app,
        { userId: user.userId, email: user.email },
        request.body.email,
        request.tenant ?? undefined,
        now(),
      );
    },
  );

  app.get(
    '/api/staff/restaurants/:id/suite-orders',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff: suite orders per event (delivery time, suite, notes), for the printable suites report',
        params: z.object({ id: restaurantIdParam }),
        querystring: staffSuiteOrdersQuery,
        response: { 200: staffSuiteOrdersResponse },
      },
      ...staffOnly('orders.read', 'params'),
    },
    async (request) => {
      const staff = staffOf(request);
      return staffSuiteOrders(app, staff.entry, request.query.eventId, now());
    },
  );
}
