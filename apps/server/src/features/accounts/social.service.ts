/**
 * Social login (login-{type}): the provider's adapter verifies the token; the identity (provider, subject) signs in
 * the account it is linked to. A first sign-in links to the account with the same verified e-mail, or creates an
 * account without a password when `register` is not false.
 */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import { validateName } from '@ordering/domain/format/validators';
import type { FastifyInstance } from 'fastify';
import type { IdentityProvider, SocialProvider } from '../../adapters/identity/identity-provider';
import { AppError } from '../../errors/app-error';
import { createSession, type NewSession } from './sessions';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertUser,
  linkIdentity,
  type UserRow,
} from './users.repository';

const providerLabel: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  sandbox: 'Sandbox',
};

/** A name the provider or the client sent, kept only when it passes the form's name rule. */
const cleanName = (value: string | null | undefined) => {
  const v = value?.trim() ?? '';
  return v && !validateName(v) ? v : '';
};

export async function socialLogin(
  app: FastifyInstance,
  provider: SocialProvider,
  adapter: IdentityProvider,
  body: {
    idToken?: string | undefined;
    accessToken?: string | undefined;
    register?: boolean | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
  },
  locale: string,
  now: Date,
): Promise<{ user: UserRow; session: NewSession }> {
  const label = { provider: providerLabel[provider] };
  const identity = await adapter.verify(body);
  if (!identity) throw new AppError(401, 'error.socialLoginFailed', label);
  // The sandbox's identities are its own, whichever provider it stands in for.
  const issuer = adapter.issuerName;
  const linked = await findIdentity(app.db, issuer, identity.subject);
  let user = linked ? await findUserById(app.db, linked.userId) : undefined;
  if (!user) {
    if (!identity.email || !identity.emailVerified)
      throw new AppError(400, 'error.socialEmailMissing', label);
    const email = normalizeEmail(identity.email);
    user = await findUserByEmail(app.db, email);
    if (!user) {
      if (body.register === false) throw new AppError(404, 'error.socialAccountNotFound', label);
      user =
        (await insertUser(app.db, {
          email,
          passwordHash: null,
          firstName: cleanName(identity.firstName ?? body.firstName),
          lastName: cleanName(identity.lastName ?? body.lastName),
          locale: locale === 'fr-CA' ? 'fr-CA' : 'en-CA',
          createdAt: now,
          updatedAt: now,
        })) ?? (await findUserByEmail(app.db, email));
      if (!user) throw new AppError(401, 'error.socialLoginFailed', label);
    }
    await linkIdentity(app.db, { userId: user.id, provider: issuer, subject: identity.subject, email });
  }
  return { user, session: await createSession(app.db, user.id, now) };
}
