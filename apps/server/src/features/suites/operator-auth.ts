/**
 * The operator's identity (two cookies, the user's and the operator's). The operator session
 * is a `sessions` row of kind 'operator', sent as the httpOnly operator cookie by the web app, or as the
 * `X-Operator-Token` header (or the spec's `token`/`operatorToken` body field) by other clients. Operator routes need
 * the account's suiteOperator flag AND an assignment at the venue (decision 018).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import {
  cookieOptions,
  findPresentedSession,
  OPERATOR_COOKIE,
  sessionExpired,
} from '../../plugins/principal';
import { findUserById, type UserRow } from '../accounts';
import { isOperatorAt } from './suites.repository';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OperatorPrincipal {
  user: UserRow;
  sessionId: number;
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

/** The signed-in operator, or 401 code 201 (the client logs the operator out and goes to /login). */
export async function findOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  publicOrigin: string | undefined,
  bodyToken?: string | null,
): Promise<OperatorPrincipal | null> {
  const found = operatorTokenOf(request, bodyToken);
  if (!found) return null;
  if (found.source === 'cookie' && publicOrigin && UNSAFE_METHODS.has(request.method)) {
    if (originOf(request) !== new URL(publicOrigin).origin) throw new AppError(403, 'error.originRefused');
  }
  const session = await findPresentedSession(request, found.token, 'operator', now());
  if (!session.ok) throw sessionExpired();
  const user = await findUserById(app.db, session.userId);
  if (!user) throw sessionExpired();
  return { user, sessionId: session.sessionId };
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
