/**
 * Who is calling (DESIGN.md section 13): resolved once per API request, before any route runs, as
 * `request.principal`. The user's session comes from the `Authorization: Bearer` header or, in the web app, from
 * the httpOnly user cookie. A token that is unknown, expired or revoked answers 401 with code 201 on any call, so
 * the client logs out; routes that sign in or out opt out with `config: { staleSessionIsGuest: true }`, as a
 * stale cookie must not stop a new login.
 *
 * Operators, login-as and staff are further kinds of the union, added with their issues.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../clock';
import { AppError } from '../errors/app-error';
import { findSession, SESSION_DAYS } from '../features/accounts/sessions';

export type Principal =
  | { kind: 'guest' }
  | {
      kind: 'user';
      userId: number;
      publicId: string;
      email: string;
      sessionId: number;
      /** The operator acting for the suite owner in a login-as session; null otherwise. */
      actingOperatorId: number | null;
    };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

/** The web app's two identities (the spec keeps the user's and the operator's apart). */
export const USER_COOKIE = 'ordering_user';
export const OPERATOR_COOKIE = 'ordering_operator';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
    /** How the session arrived: a cookie-authenticated write must come from our own origin (CSRF). */
    sessionSource: 'cookie' | 'bearer' | null;
  }
  interface FastifyContextConfig {
    /**
     * Sign-in and sign-out calls, and public streams the browser opens without the api client: a stale session
     * makes the caller a guest instead of answering 201 (and its cookie stays, for the next call to answer 201).
     */
    staleSessionIsGuest?: boolean;
  }
}

const GUEST: Principal = { kind: 'guest' };
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const sessionExpired = () => new AppError(201, 'error.sessionExpired');

export interface PrincipalOptions {
  /** When set, cookies are Secure on https and cookie-authenticated writes must come from this origin. */
  publicOrigin: string | undefined;
}

export function cookieOptions(publicOrigin: string | undefined, maxAgeSeconds = SESSION_DAYS * 86_400) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicOrigin?.startsWith('https://') ?? false,
    path: '/',
    maxAge: maxAgeSeconds,
  };
}

export function setUserCookie(reply: FastifyReply, token: string, publicOrigin: string | undefined) {
  reply.setCookie(USER_COOKIE, token, cookieOptions(publicOrigin));
}

export function clearUserCookie(reply: FastifyReply, publicOrigin: string | undefined) {
  reply.clearCookie(USER_COOKIE, { ...cookieOptions(publicOrigin), maxAge: undefined });
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function registerPrincipal(app: FastifyInstance, options: PrincipalOptions) {
  const expectedOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : undefined;
  app.decorateRequest('principal', null as never);
  app.decorateRequest('sessionSource', null);
  app.addHook('onRequest', async (request, reply) => {
    request.principal = GUEST;
    request.sessionSource = null;
    // Pages and assets never need the account: only API calls pay for the session look-up.
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerOf(request);
    const cookie = request.cookies?.[USER_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const source = bearer ? 'bearer' : 'cookie';
    if (source === 'cookie' && expectedOrigin && UNSAFE_METHODS.has(request.method)) {
      if (originOf(request) !== expectedOrigin) throw new AppError(403, 'error.originRefused');
    }
    const session = await findSession(app.db, token, 'user', now());
    if (!session.ok) {
      if (request.routeOptions.config?.staleSessionIsGuest) return;
      if (source === 'cookie') clearUserCookie(reply, options.publicOrigin);
      throw sessionExpired();
    }
    request.principal = {
      kind: 'user',
      userId: session.userId,
      publicId: session.publicId,
      email: session.email,
      sessionId: session.sessionId,
      actingOperatorId: session.actingOperatorId,
    };
    request.sessionSource = source;
    if (session.renewedUntil && source === 'cookie') setUserCookie(reply, token, options.publicOrigin);
  });
}

/** The signed-in user, or 401 with code 201 (the client logs out and goes to /login). */
export function requireUser(request: FastifyRequest): UserPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw sessionExpired();
  return principal;
}
