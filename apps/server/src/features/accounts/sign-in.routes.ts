/** Sign-up and native log in (both sign the device in), the user-exist check, and log out. */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import {
  loginNativeRequest,
  logoutRequest,
  okResponse,
  profileResponse,
  registerUserRequest,
  userExistRequest,
  userExistResponse,
} from '@ordering/domain/contracts/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock';
import { clearUserCookie, findPresentedSession } from '../../plugins/principal';
import { type buildProfile, loginNative, registerUser, userExists } from './accounts.service';
import { bodyEmail, type Limited, locale } from './accounts-route-kit';
import { revokeSession, revokeSessionByToken } from './sessions';

type SignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  result: Awaited<ReturnType<typeof loginNative>>,
) => ReturnType<typeof buildProfile>;

export function registerSignInRoutes(
  app: FastifyInstance,
  options: { publicOrigin: string | undefined; signIn: SignIn; limited: Limited },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signIn, limited } = options;

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
    async (request) => ({ exists: await userExists(app.db, normalizeEmail(request.body.email)) }),
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
        const session = await findPresentedSession(request, token, 'user', at);
        if (session.ok) await revokeSessionByToken(app.db, token, session.userId, at);
      }
      clearUserCookie(reply, options.publicOrigin);
      return { ok: true as const };
    },
  );
}
