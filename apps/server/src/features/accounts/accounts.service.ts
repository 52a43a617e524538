/**
 * The account use cases behind /api/auth: sign-up, login, the profile, edits, password
 * reset, subsidy codes, credits. Routes stay thin; every rule the forms show is checked here too.
 */
import { accountFieldErrors, normalizeEmail, normalizePhone } from '@ordering/domain/accounts/account-fields';
import { matchSubsidyCode } from '@ordering/domain/accounts/subsidy-code';
import type {
  EditUserRequest,
  ProfileResponse,
  RegisterUserRequest,
} from '@ordering/domain/contracts/accounts';
import { toDollars } from '@ordering/domain/money/money';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import type { PublishedEntry } from '../restaurants';
import { emailInUse, fieldErrors } from './account-errors';
import { queueEmailChangedNotice } from './email-change-notice';
import { retireResetsOf } from './password-reset.repository';
import { hashPassword, verifyPassword } from './passwords';
import { listPaymentMethods } from './payment-methods.service';
import { createSession, type NewSession, revokeOtherSessions, sessionOpenedAt } from './sessions';
import { listStudents } from './students.service';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserChanges,
  type UserRow,
  updateUser,
} from './users.repository';

/** A diner's credit balance at a restaurant, in cents. */
export type CreditBalance = (db: Executor, userId: number, restaurantId: number) => Promise<number>;

/**
 * What the profile reads from other features, handed in by app.ts: programs' credit ledger, and payments' answer of
 * where a card saved at a restaurant lives (null where it takes no card now), so each saved card says whether it
 * pays there.
 */
export interface ProfileSources {
  creditBalance: CreditBalance;
  cardHome: (app: FastifyInstance, restaurant: PublishedEntry) => string | null;
}

/** The diner's profile; the restaurant's credits, students and which saved cards it takes, when one is named. */
export async function buildProfile(
  app: FastifyInstance,
  { creditBalance, cardHome }: ProfileSources,
  user: UserRow,
  restaurant: PublishedEntry | undefined,
  token?: string,
): Promise<ProfileResponse> {
  const restaurantId = restaurant?.restaurantId;
  return {
    id: user.publicId,
    ...(token ? { token } : {}),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    locale: user.locale === 'fr-CA' ? 'fr-CA' : 'en-CA',
    defaultTip: user.defaultTipPercent,
    promoCode: user.promoCode,
    subsidyCode: user.subsidyCode,
    suiteOperator: user.suiteOperator,
    paymentMethods: await listPaymentMethods(
      app.db,
      user.id,
      restaurant === undefined ? undefined : cardHome(app, restaurant),
    ),
    credits: restaurantId === undefined ? 0 : toDollars(await creditBalance(app.db, user.id, restaurantId)),
    students: restaurantId === undefined ? [] : await listStudents(app.db, user.id, restaurantId),
    hasPassword: user.passwordHash !== null,
  };
}

export async function registerUser(
  app: FastifyInstance,
  body: RegisterUserRequest,
  locale: Locale,
  now: Date,
): Promise<{ user: UserRow; session: NewSession }> {
  const errors = accountFieldErrors(body, ['email', 'password', 'firstName', 'lastName']);
  if (errors.length > 0) throw fieldErrors(errors, locale);
  const email = normalizeEmail(body.email);
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(app.db, {
    email,
    passwordHash,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phoneNumber: body.phoneNumber?.trim() ? normalizePhone(body.phoneNumber) : null,
    locale: body.locale ?? locale,
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw emailInUse(locale);
  return { user, session: await createSession(app.db, user.id, now) };
}

export async function loginNative(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  now: Date,
): Promise<{ user: UserRow; session: NewSession }> {
  const user = await findUserByEmail(app.db, normalizeEmail(credentials.email));
  // The same answer, after the same work, whether the e-mail is unknown or the password wrong.
  const ok = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !ok) throw new AppError(401, 'error.loginFailed');
  return { user, session: await createSession(app.db, user.id, now) };
}

export async function requireUserRow(app: FastifyInstance, userId: number): Promise<UserRow> {
  const user = await findUserById(app.db, userId);
  // The session outlived its account (deleted): the same as an expired session.
  if (!user) throw new AppError(201, 'error.sessionExpired');
  return user;
}

/** How recent a sign-in must be for an account without a password to change its e-mail or set a password. */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/**
 * Re-authentication for a change of password or e-mail (the e-mail is where a reset link goes): the current password,
 * when the account has one. A missing one is asked for by what it would change. An account with no password (signed
 * up with Google, Facebook or Apple) has none to give: its session must have been opened in the last 15 minutes, so a
 * session stolen or left open on a shared device cannot move the account to another address or give it a password.
 */
async function confirmCurrentPassword(
  db: Executor,
  user: UserRow,
  currentPassword: string | undefined,
  changing: 'password' | 'email',
  session: { sessionId: number; now: Date },
): Promise<void> {
  if (!user.passwordHash) {
    const openedAt = await sessionOpenedAt(db, session.sessionId);
    if (!openedAt || session.now.getTime() - openedAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new AppError(400, 'error.recentSignInNeeded', {}, [
        {
          path: changing === 'email' ? 'body.email' : 'body.password',
          message: 'For your security, sign in again, then make this change within 15 minutes.',
        },
      ]);
    }
    return;
  }
  if (changing === 'email' && !currentPassword) {
    throw new AppError(400, 'error.currentPasswordForEmail', {}, [
      { path: 'body.currentPassword', message: 'Enter your current password to change your e-mail.' },
    ]);
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
    throw new AppError(400, 'error.currentPasswordWrong', {}, [
      { path: 'body.currentPassword', message: 'Your current password is incorrect.' },
    ]);
  }
}

/**
 * Edits the profile. A new e-mail must be free; a new password or e-mail needs the current password (when the
 * account has one) and signs every other device out. A new e-mail is told to the old address (email-change-notice).
 */
export async function editUser(
  app: FastifyInstance,
  principal: { userId: number; sessionId: number },
  body: EditUserRequest,
  locale: Locale,
  now: Date,
  restaurantId?: number,
): Promise<UserRow> {
  const user = await requireUserRow(app, principal.userId);
  const errors = accountFieldErrors(
    {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      password: body.password,
    },
    [],
  ).filter((e) => !(e.error.key === 'required' && e.field === 'phoneNumber'));
  // A name or e-mail that is sent must not be blank.
  for (const field of ['email', 'firstName', 'lastName'] as const) {
    if (body[field] !== undefined && body[field].trim() === '')
      errors.push({ field, error: { key: 'required' } });
  }
  if (errors.length > 0) throw fieldErrors(errors, locale);
  const changes: UserChanges = { updatedAt: now };
  if (body.firstName !== undefined) changes.firstName = body.firstName.trim();
  if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
  if (body.phoneNumber !== undefined) {
    changes.phoneNumber = body.phoneNumber?.trim() ? normalizePhone(body.phoneNumber) : null;
  }
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.defaultTip !== undefined) changes.defaultTipPercent = body.defaultTip;
  if (body.promoCode !== undefined) changes.promoCode = body.promoCode?.trim().toUpperCase() || null;
  const sentEmail = body.email === undefined ? undefined : normalizeEmail(body.email);
  const newEmail = sentEmail === user.email ? undefined : sentEmail;
  const emailChanged = newEmail !== undefined;
  const passwordChanged = body.password !== undefined;
  // Before the look-up: a session alone does not learn which e-mails have accounts.
  if (passwordChanged || emailChanged) {
    await confirmCurrentPassword(app.db, user, body.currentPassword, passwordChanged ? 'password' : 'email', {
      sessionId: principal.sessionId,
      now,
    });
  }
  if (newEmail !== undefined) {
    if (await findUserByEmail(app.db, newEmail)) throw emailInUse(locale);
    changes.email = newEmail;
  }
  if (passwordChanged) changes.passwordHash = await hashPassword(body.password as string);
  const updated = await app.db
    .transaction(async (tx) => {
      const row = await updateUser(tx, user.id, changes);
      if (!row) return row;
      if (passwordChanged || emailChanged) {
        await revokeOtherSessions(tx, user.id, principal.sessionId, now);
        // A reset link already sent (perhaps to the old address) no longer opens the account.
        await retireResetsOf(tx, user.id, now);
      }
      // Queued with the change; the worker sends it after the commit.
      if (emailChanged) {
        const queued = await queueEmailChangedNotice(tx, {
          userId: user.id,
          oldEmail: user.email,
          newEmail: row.email,
          locale: row.locale,
          restaurantId,
        });
        if (!queued) app.log.warn('No restaurant to carry the e-mail change notice: none was queued.');
      }
      return row;
    })
    .catch((error: unknown) => {
      // Another account took the e-mail between the check and the update.
      if (isUniqueViolation(error)) throw emailInUse(locale);
      throw error;
    });
  if (!updated) throw new AppError(201, 'error.sessionExpired');
  return updated;
}

export async function setSubsidyCode(
  app: FastifyInstance,
  userId: number,
  restaurant: PublishedEntry,
  code: string | null,
  now: Date,
): Promise<string | null> {
  let stored: string | null = null;
  if (code !== null) {
    stored = matchSubsidyCode(restaurant.data.subsidies, code);
    if (!stored) throw new AppError(400, 'error.subsidyCodeInvalid');
  }
  await updateUser(app.db, userId, { subsidyCode: stored, updatedAt: now });
  return stored;
}

/** Whether an account has this e-mail (normalized by the caller). */
export async function userExists(db: Executor, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}
