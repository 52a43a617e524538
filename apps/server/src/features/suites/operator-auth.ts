/**
 * The operator's identity (two cookies, the user's and the operator's). The operator session
 * is a `sessions` row of kind 'operator', sent as the httpOnly operator cookie by the web app, or as the
 * `X-Operator-Token` header (or the spec's `token`/`operatorToken` body field) by other clients. A client written
 * from the specification signs the operator in with login-native instead: that user session (as a Bearer token, the
 * user cookie, or any of the above) is the operator's too when the account carries the suiteOperator flag, and a
 * signed-in account without the flag is told "User is not a suite operator." rather than to sign in again. A
 * login-as session is the suite owner's, never an operator's. Operator routes need the account's suiteOperator flag
 * AND an assignment at the venue (decision 018).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import {
  cookieOptions,
  findPresentedSessionOf,
  OPERATOR_COOKIE,
  sessionExpired,
} from '../../plugins/principal';
import { findUserById, type UserRow } from '../accounts';
import { isOperatorAt } from './suites.repository';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OperatorPrincipal {
  user: UserRow;
  sessionId: number;
  /** 'operator': a login-operator session; 'user': the account's own user session (login-native). */
  sessionKind: 'operator' | 'user';
}

export function setOperatorCookie(reply: FastifyReply, token: string, publicOrigin: string | undefined) {
  reply.setCookie(OPERATOR_COOKIE, token, cookieOptions(publicOrigin));
}

export function clearOperatorCookie(reply: FastifyReply, publicOrigin: string | undefined) {
  reply.clearCookie(OPERATOR_COOKIE, { ...cookieOptions(publicOrigin), maxAge: undefined });
}

function originOf(request: FastifyRequest): string | undefined {
  if (request.headers.origin) return request.headers.origin;
  try {
    return request.headers.referer ? new URL(request.headers.referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The operator token a request carries, and how: an explicit body token wins, then the header, then the cookie. */
export function operatorTokenOf(
  request: FastifyRequest,
  bodyToken?: string | null,
): { token: string; source: 'body' | 'header' | 'cookie' } | null {
  if (bodyToken) return { token: bodyToken, source: 'body' };
  const header = request.headers['x-operator-token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return { token: fromHeader, source: 'header' };
  const cookie = request.cookies?.[OPERATOR_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/** The account may act as an operator at this venue: the flag, then the assignment. */
export async function assertOperatorAt(app: FastifyInstance, user: UserRow, restaurantId: number) {
  if (!user.suiteOperator) throw new AppError(403, 'error.notSuiteOperator');
  if (!(await isOperatorAt(app.db, user.id, restaurantId)))
    throw new AppError(403, 'error.operatorNotAssigned');
}

/**
 * Who presents himself as the operator: the operator token (body, header, cookie; a dead one is 401 code 201), else
 * the caller's own user session. The account is returned whatever its flag: requireOperator refuses a non-operator.
 */
export async function findOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  publicOrigin: string | undefined,
  bodyToken?: string | null,
): Promise<OperatorPrincipal | null> {
  const found = operatorTokenOf(request, bodyToken);
  if (!found) {
    const principal = request.principal;
    if (principal.kind !== 'user' || principal.actingOperatorId !== null) return null;
    const user = await findUserById(app.db, principal.userId);
    return user ? { user, sessionId: principal.sessionId, sessionKind: 'user' } : null;
  }
  if (found.source === 'cookie' && publicOrigin && UNSAFE_METHODS.has(request.method)) {
    if (originOf(request) !== new URL(publicOrigin).origin) throw new AppError(403, 'error.originRefused');
  }
  // The operator cookie only ever holds an operator session; a token a client sends may be login-native's.
  const kinds = found.source === 'cookie' ? (['operator'] as const) : (['operator', 'user'] as const);
  const session = await findPresentedSessionOf(request, found.token, kinds, now());
  if (!session.ok || session.kind === undefined) throw sessionExpired();
  if (session.kind === 'user' && session.actingOperatorId !== null)
    throw new AppError(403, 'error.notSuiteOperator');
  const user = await findUserById(app.db, session.userId);
  if (!user) throw sessionExpired();
  return { user, sessionId: session.sessionId, sessionKind: session.kind };
}

export async function requireOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  publicOrigin: string | undefined,
  restaurantId: number | null,
  bodyToken?: string | null,
): Promise<OperatorPrincipal> {
  const operator = await findOperator(app, request, publicOrigin, bodyToken);
  // No operator token at all (a dead one has thrown "session expired" already): sign in first.
  if (!operator) throw new AppError(201, 'error.loginRequired');
  if (restaurantId !== null) await assertOperatorAt(app, operator.user, restaurantId);
  else if (!operator.user.suiteOperator) throw new AppError(403, 'error.notSuiteOperator');
  return operator;
}
