/**
 * Operator sign-in, login-as and suite logout. Login-as makes a USER session of the suite
 * owner that records the operator acting for them (sessions.acting_operator_id): every order placed in it records
 * that operator. The operator's own session stays, so a suite logout ends the owner's session and the operator is
 * back at the event's suites.
 */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import { localDate, startOfLocalDate } from '@ordering/domain/ordering/zoned';
import type { LoginAsRequest, OperatorProfile } from '@ordering/domain/suites/contracts';
import { eventDayEndsAt } from '@ordering/domain/suites/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { UserPrincipal } from '../../plugins/principal';
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
import {
  type EventSuiteFull,
  eventSuitesOfOwner,
  findEventSuite,
  isOperatorAt,
  operatorVenues,
} from './suites.repository';
import { isEventDayNow, zoneOf } from './views';

export async function operatorProfile(
  app: FastifyInstance,
  user: UserRow,
  token?: string,
): Promise<OperatorProfile> {
  return {
    id: user.publicId,
    ...(token ? { token } : {}),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    suiteOperator: true,
    venues: await operatorVenues(app.db, user.id),
  };
}

/**
 * The operator's credentials, then the flag and the venue: an operator session only for an operator here. Without
 * a venue (the specification's /login?suiteOperator=true names none), an operator of at least one venue.
 */
export async function loginOperator(
  app: FastifyInstance,
  entry: PublishedEntry | null,
  credentials: { email: string; password: string },
  now: Date,
): Promise<{ user: UserRow; session: NewSession }> {
  const user = await findUserByEmail(app.db, normalizeEmail(credentials.email));
  // The same answer, after the same work, whether the e-mail is unknown or the password wrong (as login-native).
  const ok = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !ok) throw new AppError(401, 'error.loginFailed');
  if (entry) await assertOperatorAt(app, user, entry.restaurantId);
  else {
    if (!user.suiteOperator) throw new AppError(403, 'error.notSuiteOperator');
    if ((await operatorVenues(app.db, user.id)).length === 0)
      throw new AppError(403, 'error.operatorNotAssigned');
  }
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
  // The operator orders for the owner on the event's day only (the venue's date, by the server's clock).
  if (!isEventDayNow(full.event, zoneOf(entry), now)) throw new AppError(422, 'error.loginAsEventDayOnly');
  const owner = await findUserById(app.db, full.owner.id);
  if (!owner) throw new AppError(404, 'error.noEventSuite');
  // The session is the event day's: it ends with that day in the venue's zone and is never renewed past it.
  const session = await createSession(app.db, owner.id, now, {
    actingOperatorId: operator.user.id,
    expiresAt: eventDayEndsAt(full.event.startsAt, zoneOf(entry)),
  });
  return { owner, full, session };
}

/**
 * Where a login-as session may act (plugins/tenant.ts asks on every call naming a restaurant): where its operator
 * could log in as its owner now, that is a venue the operator is assigned to with one of the owner's suites booked
 * for an event today. The session row names no venue; this finds the one it was made at without a new column.
 */
export async function loginAsActsAt(
  app: FastifyInstance,
  principal: UserPrincipal,
  entry: PublishedEntry,
  now: Date,
): Promise<boolean> {
  if (principal.actingOperatorId === null) return true;
  const operator = await findUserById(app.db, principal.actingOperatorId);
  if (!operator?.suiteOperator || !(await isOperatorAt(app.db, operator.id, entry.restaurantId)))
    return false;
  const zone = zoneOf(entry);
  const today = new Date(startOfLocalDate(localDate(now, zone), zone).getTime());
  const booked = await eventSuitesOfOwner(app.db, principal.userId, today, entry.restaurantId);
  return booked.some((full) => isEventDayNow(full.event, zone, now));
}
