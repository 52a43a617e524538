/**
 * Who is calling: resolved once per API request, before any route runs, as
 * `request.principal`. The user's session comes from the `Authorization: Bearer` header or, in the web app, from
 * the httpOnly user cookie. A token that is unknown, expired or revoked answers 401 with code 201 on any call, so
 * the client logs out; routes that sign in or out opt out with `config: { staleSessionIsGuest: true }`, as a
 * stale cookie must not stop a new login.
 *
 * A token that names no live session spends its client's token budget (failure-budget.ts, by the real address, see
 * TRUST_PROXY); once it is spent, any call presenting a session token (user or operator) waits with 429 before
 * the token is looked up, good tokens included, so the wait cannot tell a guessed token from a wrong one.
 *
 * Operators, login-as and staff are further kinds of the union, added with their issues.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../clock';
import type { Executor } from '../db/client';
import { AppError } from '../errors/app-error';
import type { SessionLookup } from '../features/accounts';
import { failedToken, tokenSpendableOrThrow } from './failure-budget';
import { assertLoginAsVenue } from './tenant';

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

/** How long a session and its cookie last; accounts' sessions.ts pushes the expiry back by as much. */
export const SESSION_DAYS = 30;

/**
 * Looks a presented token up: accounts' sessions, handed in by app.ts, since accounts' routes build on this plugin
 * and a plugin imports no feature's code (docs/decisions/059-everything-outside-features-through-their-entry.md).
 */
export type FindSession = (
  db: Executor,
  token: string,
  kind: 'user' | 'operator',
  at: Date,
) => Promise<SessionLookup>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The session look-up registerPrincipal was given. */
    findSession: FindSession;
  }
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

/**
 * A call that needs an account, made as a guest: code 201 either way (the client goes to /login), said as "session
 * expired" when a user token (bearer or cookie) came and named no live session, else "please log in".
 */
export function signInRequired(request: FastifyRequest): AppError {
  const presented = Boolean(bearerOf(request) || request.cookies?.[USER_COOKIE]);
  return presented ? sessionExpired() : new AppError(201, 'error.loginRequired');
}

export interface PrincipalOptions {
  /** When set, cookies are Secure on https and cookie-authenticated writes must come from this origin. */
  publicOrigin: string | undefined;
  findSession: FindSession;
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

/** `expiresAt`: a session that ends sooner than the 30 days (login-as), whose cookie goes with it. */
export function setUserCookie(
  reply: FastifyReply,
  token: string,
  publicOrigin: string | undefined,
  expiresAt?: Date,
) {
  const maxAge = expiresAt
    ? Math.max(0, Math.floor((expiresAt.getTime() - now().getTime()) / 1000))
    : undefined;
  reply.setCookie(USER_COOKIE, token, cookieOptions(publicOrigin, maxAge));
}

export function clearUserCookie(reply: FastifyReply, publicOrigin: string | undefined) {
  reply.clearCookie(USER_COOKIE, { ...cookieOptions(publicOrigin), maxAge: undefined });
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Whether the call carries any session token, the user's or the operator's (header or cookie). */
function presentsToken(request: FastifyRequest): boolean {
  return Boolean(
    bearerOf(request) ||
      request.cookies?.[USER_COOKIE] ||
      request.headers['x-operator-token'] ||
      request.cookies?.[OPERATOR_COOKIE],
  );
}

/** A token a body carries for its route to look up (login-as, profile, logout, a suite order's operator). */
const BODY_TOKENS = ['token', 'accessToken', 'operatorToken'] as const;

function bodyPresentsToken(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  return BODY_TOKENS.some((field) => {
    const value = (body as Record<string, unknown>)[field];
    return typeof value === 'string' && value !== '';
  });
}

/**
 * Every look-up of a token a request presents (the principal's bearer or cookie, the operator's header or cookie, a
 * token in a body): one that names no live session spends the client's token budget, else its guesses cost nothing.
 * Whether the budget is spent is checked once, before the look-up, by this plugin's hooks.
 */
export async function findPresentedSession(
  request: FastifyRequest,
  token: string,
  kind: 'user' | 'operator',
  at: Date,
): Promise<SessionLookup> {
  return findPresentedSessionOf(request, token, [kind], at);
}

/** As findPresentedSession, for a token that may be either kind (tried in order): a miss is spent once. */
export async function findPresentedSessionOf(
  request: FastifyRequest,
  token: string,
  kinds: readonly ('user' | 'operator')[],
  at: Date,
): Promise<SessionLookup & { kind?: 'user' | 'operator' }> {
  for (const kind of kinds) {
    const session = await request.server.findSession(request.server.db, token, kind, at);
    if (session.ok) return { ...session, kind };
  }
  await failedToken(request);
  return { ok: false };
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
  app.decorate('findSession', options.findSession);
  app.decorateRequest('principal', null as never);
  app.decorateRequest('sessionSource', null);
  // A token in the body is looked up by its route: a client that has spent its budget waits before that too.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/api/') && bodyPresentsToken(request.body))
      await tokenSpendableOrThrow(request, reply);
  });
  app.addHook('onRequest', async (request, reply) => {
    request.principal = GUEST;
    request.sessionSource = null;
    // Pages and assets never need the account: only API calls pay for the session look-up.
    if (!request.url.startsWith('/api/')) return;
    // An operator token is looked up by its routes, later: a spent client waits here all the same.
    if (presentsToken(request)) await tokenSpendableOrThrow(request, reply);
    const bearer = bearerOf(request);
    const cookie = request.cookies?.[USER_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const source = bearer ? 'bearer' : 'cookie';
    if (source === 'cookie' && expectedOrigin && UNSAFE_METHODS.has(request.method)) {
      if (originOf(request) !== expectedOrigin) throw new AppError(403, 'error.originRefused');
    }
    const session = await findPresentedSession(request, token, 'user', now());
    if (!session.ok) {
      if (request.routeOptions.config?.staleSessionIsGuest) return;
      if (source === 'cookie') clearUserCookie(reply, options.publicOrigin);
      throw sessionExpired();
    }
    request.principal = userPrincipal(session);
    request.sessionSource = source;
    if (session.renewedUntil && source === 'cookie') setUserCookie(reply, token, options.publicOrigin);
  });
}

/** The caller a live user session names, whether it came in a header, a cookie or a body. */
function userPrincipal(session: {
  userId: UserPrincipal['userId'];
  publicId: UserPrincipal['publicId'];
  email: UserPrincipal['email'];
  sessionId: UserPrincipal['sessionId'];
  actingOperatorId: UserPrincipal['actingOperatorId'];
}): UserPrincipal {
  const { userId, publicId, email, sessionId, actingOperatorId } = session;
  return { kind: 'user', userId, publicId, email, sessionId, actingOperatorId };
}

/** The signed-in user, or 401 with code 201 (the client logs out and goes to /login). */
export function requireUser(request: FastifyRequest): UserPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw signInRequired(request);
  return principal;
}

/**
 * The signed-in user acting for themselves. A login-as session (an operator acting for a suite owner) orders at the
 * event's venue and reads what ordering needs, but changes nothing of the owner's account: 403 (decision 098).
 */
export function requireAccountHolder(request: FastifyRequest): UserPrincipal {
  const principal = requireUser(request);
  if (principal.actingOperatorId !== null) throw new AppError(403, 'error.loginAsCannotChangeAccount');
  return principal;
}

/**
 * A user token the body carries where the specification's clients send it (set-costs' `config.token`), taken
 * exactly as a Bearer token would be: the client's token budget is checked first, a token naming no live session
 * spends it and answers code 201, and a live one makes the caller that user for the rest of the request. A user
 * the header or cookie already named stays the caller; a user id in the body never names anyone by itself.
 */
export async function adoptBodyToken(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null | undefined,
): Promise<Principal> {
  if (request.principal.kind === 'user' || !token) return request.principal;
  await tokenSpendableOrThrow(request, reply);
  const session = await findPresentedSession(request, token, 'user', now());
  if (!session.ok) throw sessionExpired();
  request.principal = userPrincipal(session);
  request.sessionSource = 'bearer';
  // Adopted after the tenant's hook ran: a login-as session is held to its venue here too.
  await assertLoginAsVenue(request);
  return request.principal;
}
