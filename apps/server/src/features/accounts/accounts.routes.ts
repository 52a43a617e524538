/**
 * The account calls of the accounts doc section 7, under /api/auth. Each route resolves who is calling through
 * `request.principal` (plugins/principal.ts) and hands the work to a service; every user-owned record is read with
 * the session's user, so another user's ids answer 404.
 */
import { accountFieldErrors, normalizeEmail } from '@ordering/domain/accounts/account-fields';
import {
  addPaymentMethodRequest,
  addSubsidyCodeRequest,
  deletePaymentRequest,
  editUserRequest,
  forgotPasswordRequest,
  loginNativeRequest,
  logoutRequest,
  okResponse,
  pastReceiptsRequest,
  pastReceiptsResponse,
  paymentMethodsResponse,
  profileResponse,
  providerUserInfoRequest,
  registerUserRequest,
  resetPasswordRequest,
  studentFields,
  studentIdParams,
  studentResponse,
  studentsResponse,
  subsidyCodeResponse,
  updatePaymentMethodRequest,
  userCreditsQuery,
  userCreditsResponse,
  userExistRequest,
  userExistResponse,
  userSnapshotResponse,
} from '@ordering/domain/contracts/accounts';
import { toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IdentityProviders } from '../../adapters/identity/providers';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import {
  clearUserCookie,
  requireUser,
  sessionExpired,
  setUserCookie,
  type UserPrincipal,
} from '../../plugins/principal';
import { restaurantFor } from '../orders/restaurant-context';
import { paymentGatewayFor } from '../payments/gateway-registry';
import type { PublishedEntry } from '../restaurants/published-cache';
import { fieldErrors } from './account-errors';
import {
  buildProfile,
  editUser,
  loginNative,
  registerUser,
  requireUserRow,
  setSubsidyCode,
} from './accounts.service';
import { consumeReset, issuePasswordReset, setPassword } from './password-reset';
import { hashPassword } from './passwords';
import { addPaymentMethod, deletePaymentMethod, updatePaymentMethod } from './payment-methods.service';
import { creditBalance, lastItemsOrdered, pastReceipts } from './receipts.service';
import { findSession, revokeOtherSessions, revokeSession, revokeSessionByToken } from './sessions';
import { registerSocialRoutes } from './social.routes';
import { createStudent, deleteStudent, listStudents, updateStudent } from './students.service';
import { findUserByEmail } from './users.repository';

export interface AccountRoutesOptions {
  publicOrigin: string | undefined;
  /** Seals reset tokens in the outbox (SESSION_SECRET). */
  secret: string;
  /** Requests allowed per window, per client address and per e-mail (tests lower them). */
  limits?: { perClient: number; perEmail: number; windowMs: number };
  identity: IdentityProviders;
}

const DEFAULT_LIMITS = { perClient: 30, perEmail: 10, windowMs: 15 * 60_000 };

/** Profile calls carry X-RESTAURANT-ID when the screen knows the restaurant; credits and students are its. */
async function optionalRestaurant(app: FastifyInstance, request: FastifyRequest) {
  return request.headers['x-restaurant-id'] === undefined ? undefined : restaurantFor(app, request);
}

export function registerAccountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = options.limits ?? DEFAULT_LIMITS;
  const locale = (request: FastifyRequest) => resolveLocale(request.headers.locale);

  /**
   * Login, registration, reset and user-exist: limited per client address and per e-mail (DESIGN.md 13). Both
   * counters are taken on every attempt, so spreading guesses over addresses or over e-mails does not help.
   */
  const limited = (name: string, emailOf?: (request: FastifyRequest) => string | undefined) => {
    const perClient = app.createRateLimit({
      max: limits.perClient,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:client:${request.ip}`,
    });
    const perEmail = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:email:${normalizeEmail(emailOf?.(request) ?? '')}`,
    });
    const handler: preHandlerAsyncHookHandler = async (request, reply) => {
      const results = [await perClient(request)];
      if (emailOf) results.push(await perEmail(request));
      const exceeded = results.find((r) => !r.isAllowed && r.isExceeded);
      if (exceeded && !exceeded.isAllowed) {
        reply.header('retry-after', exceeded.ttlInSeconds);
        throw new AppError(429, 'error.tooManyRequests');
      }
    };
    return handler;
  };
  const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Awaited<ReturnType<typeof loginNative>>,
  ) => {
    // The stale session this device may still carry is over.
    if (request.principal.kind === 'user') await revokeSession(app.db, request.principal.sessionId, now());
    setUserCookie(reply, result.session.token, options.publicOrigin);
    return buildProfile(app, result.user, await optionalRestaurant(app, request), result.session.token);
  };

  r.post(
    '/api/auth/register-user',
    {
      schema: { tags: ['auth'], body: registerUserRequest, response: { 200: profileResponse } },
      config: { staleSessionIsGuest: true },
      preHandler: limited('register', bodyEmail),
    },
    async (request, reply) =>
      signIn(request, reply, await registerUser(app, request.body, locale(request), now())),
  );

  r.post(
    '/api/auth/login-native',
    {
      schema: { tags: ['auth'], body: loginNativeRequest, response: { 200: profileResponse } },
      config: { staleSessionIsGuest: true },
      preHandler: limited('login', bodyEmail),
    },
    async (request, reply) => signIn(request, reply, await loginNative(app, request.body, now())),
  );

  r.post(
    '/api/auth/user-exist',
    {
      schema: { tags: ['auth'], body: userExistRequest, response: { 200: userExistResponse } },
      config: { staleSessionIsGuest: true },
      preHandler: limited('user-exist', bodyEmail),
    },
    async (request) => ({
      exists: (await findUserByEmail(app.db, normalizeEmail(request.body.email))) !== undefined,
    }),
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], body: logoutRequest.optional(), response: { 200: okResponse } },
      config: { staleSessionIsGuest: true },
    },
    async (request, reply) => {
      const at = now();
      if (request.principal.kind === 'user') await revokeSession(app.db, request.principal.sessionId, at);
      const token = request.body?.accessToken;
      if (token) {
        const session = await findSession(app.db, token, 'user', at);
        if (session.ok) await revokeSessionByToken(app.db, token, session.userId, at);
      }
      clearUserCookie(reply, options.publicOrigin);
      return { ok: true as const };
    },
  );

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

  const profileOf = async (request: FastifyRequest, principal: UserPrincipal) =>
    buildProfile(app, await requireUserRow(app, principal.userId), await optionalRestaurant(app, request));

  // Startup authentication loads the profile with the stored id and token (accounts doc section 4).
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
      async (request) => {
        let principal = request.principal.kind === 'user' ? request.principal : undefined;
        const bodyToken = request.body?.token ?? request.body?.accessToken;
        if (!principal && bodyToken) {
          const session = await findSession(app.db, bodyToken, 'user', now());
          if (!session.ok) throw sessionExpired();
          principal = { kind: 'user', ...session };
        }
        if (!principal) throw sessionExpired();
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
    { schema: { tags: ['auth'], body: editUserRequest, response: { 200: profileResponse } } },
    async (request) => {
      const principal = requireUser(request);
      const user = await editUser(app, principal, request.body, locale(request), now());
      return buildProfile(app, user, await optionalRestaurant(app, request));
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
      const restaurant = await optionalRestaurant(app, request);
      const receipts = await pastReceipts(app, principal.userId, {
        restaurantId: restaurant?.restaurantId,
        limit: request.body?.limit ?? 20,
        before: request.body?.before ? new Date(request.body.before) : undefined,
      });
      return { receipts };
    },
  );

  const card = (b: { cardNumber: string; expiry: string; cvd: string; postalCode?: string | undefined }) => ({
    number: b.cardNumber,
    expiry: b.expiry,
    cvd: b.cvd,
    ...(b.postalCode ? { postalCode: b.postalCode } : {}),
  });

  r.post(
    '/api/auth/payment-method',
    { schema: { tags: ['auth'], body: addPaymentMethodRequest, response: { 200: paymentMethodsResponse } } },
    async (request) => {
      const principal = requireUser(request);
      return addPaymentMethod(
        app.db,
        paymentGatewayFor(app),
        principal.userId,
        { ...card(request.body), isDefault: request.body.isDefault },
        now(),
      );
    },
  );

  r.put(
    '/api/auth/payment-method',
    {
      schema: { tags: ['auth'], body: updatePaymentMethodRequest, response: { 200: paymentMethodsResponse } },
    },
    async (request) => {
      const principal = requireUser(request);
      const { cardNumber, expiry, cvd, postalCode } = request.body;
      const replacing = cardNumber !== undefined || expiry !== undefined || cvd !== undefined;
      if (replacing && (!cardNumber || !expiry || !cvd)) throw new AppError(400, 'error.cardInvalid');
      return updatePaymentMethod(
        app.db,
        paymentGatewayFor(app),
        principal.userId,
        {
          paymentCardId: request.body.paymentCardId,
          isDefault: request.body.isDefault,
          card: replacing
            ? card({ cardNumber: cardNumber ?? '', expiry: expiry ?? '', cvd: cvd ?? '', postalCode })
            : undefined,
        },
        now(),
      );
    },
  );

  r.post(
    '/api/auth/delete-payment',
    { schema: { tags: ['auth'], body: deletePaymentRequest, response: { 200: paymentMethodsResponse } } },
    async (request) => deletePaymentMethod(app.db, requireUser(request).userId, request.body.paymentCardId),
  );

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
    { schema: { tags: ['auth'], body: addSubsidyCodeRequest, response: { 200: subsidyCodeResponse } } },
    async (request) => {
      const principal = requireUser(request);
      const restaurant = await restaurantFor(app, request);
      const code = await setSubsidyCode(app, principal.userId, restaurant, request.body.subsidyCode, now());
      return { subsidyCode: code };
    },
  );

  r.post(
    '/api/auth/delete-subsidy-code',
    { schema: { tags: ['auth'], response: { 200: subsidyCodeResponse } } },
    async (request) => {
      const principal = requireUser(request);
      const restaurant = await restaurantFor(app, request);
      await setSubsidyCode(app, principal.userId, restaurant, null, now());
      return { subsidyCode: null };
    },
  );

  const school = async (request: FastifyRequest): Promise<[UserPrincipal, PublishedEntry]> => [
    requireUser(request),
    await restaurantFor(app, request),
  ];

  r.get(
    '/api/auth/students',
    { schema: { tags: ['auth'], response: { 200: studentsResponse } } },
    async (request) => {
      const [principal, restaurant] = await school(request);
      return { students: await listStudents(app.db, principal.userId, restaurant.restaurantId) };
    },
  );

  r.post(
    '/api/auth/students',
    { schema: { tags: ['auth'], body: studentFields, response: { 200: studentResponse } } },
    async (request) => {
      const [principal, restaurant] = await school(request);
      return createStudent(app.db, principal.userId, restaurant, request.body);
    },
  );

  r.put(
    '/api/auth/students/:id',
    {
      schema: {
        tags: ['auth'],
        params: studentIdParams,
        body: studentFields,
        response: { 200: studentResponse },
      },
    },
    async (request) => {
      const [principal, restaurant] = await school(request);
      return updateStudent(app.db, principal.userId, restaurant, request.params.id, request.body, now());
    },
  );

  r.post(
    '/api/auth/delete-student/:id',
    { schema: { tags: ['auth'], params: studentIdParams, response: { 200: studentsResponse } } },
    async (request) => {
      const [principal, restaurant] = await school(request);
      return deleteStudent(app.db, principal.userId, restaurant, request.params.id);
    },
  );

  registerSocialRoutes(app, { identity: options.identity, signIn, limited: (name) => limited(name) });
}
