/**
 * Operator sign-in, login-as and suite logout. Login-as makes a USER session of the suite
 * owner that records the operator acting for them (sessions.acting_operator_id): every order placed in it records
 * that operator. The operator's own session stays, so a suite logout ends the owner's session and the operator is
 * back at the event's suites.
 */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import type { LoginAsRequest, OperatorProfile } from '@ordering/domain/suites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import {
  createSession,
  findUserByEmail,
  findUserById,
  type NewSession,
  type UserRow,
  verifyPassword,
} from '../accounts';
import type { PublishedEntry } from '../restaurants';
import { assertOperatorAt, type OperatorPrincipal } from './operator-auth';
import { type EventSuiteFull, findEventSuite } from './suites.repository';

export function operatorProfile(user: UserRow, token?: string): OperatorProfile {
  return {
    id: user.publicId,
    ...(token ? { token } : {}),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    suiteOperator: true,
  };
}

/** The operator's credentials, then the flag and the venue: an operator session only for an operator here. */
export async function loginOperator(
  app: FastifyInstance,
  entry: PublishedEntry,
  credentials: { email: string; password: string },
  now: Date,
): Promise<{ user: UserRow; session: NewSession }> {
  const user = await findUserByEmail(app.db, normalizeEmail(credentials.email));
  // The same answer, after the same work, whether the e-mail is unknown or the password wrong (as login-native).
  const ok = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !ok) throw new AppError(401, 'error.loginFailed');
  await assertOperatorAt(app, user, entry.restaurantId);
  return { user, session: await createSession(app.db, user.id, now, { kind: 'operator' }) };
}

export async function loginAs(
  app: FastifyInstance,
  entry: PublishedEntry,
  operator: OperatorPrincipal,
  body: LoginAsRequest,
  now: Date,
): Promise<{ owner: UserRow; full: EventSuiteFull; session: NewSession }> {
  if (body.suiteOperatorEmail && normalizeEmail(body.suiteOperatorEmail) !== operator.user.email) {
    throw new AppError(403, 'error.operatorNotAssigned');
  }
  if (!body.eventSuiteId) throw new AppError(404, 'error.noEventSuite');
  const full = await findEventSuite(app.db, entry.restaurantId, body.eventSuiteId);
  if (!full) throw new AppError(404, 'error.noEventSuite');
  const owner = await findUserById(app.db, full.owner.id);
  if (!owner) throw new AppError(404, 'error.noEventSuite');
  const session = await createSession(app.db, owner.id, now, { actingOperatorId: operator.user.id });
  return { owner, full, session };
}
