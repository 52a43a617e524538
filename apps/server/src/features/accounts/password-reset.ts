/**
 * Password reset: a single-use token valid one hour, kept as its SHA-256. The link reaches
 * the user by e-mail through the outbox; the outbox row carries the token sealed with a key derived from
 * SESSION_SECRET (AES-256-GCM), so the table never holds a usable reset link in clear.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { EmailSender } from '../../adapters/email/email';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, resolveLocale, translate } from '../../i18n/messages';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { enqueue, outboxKey } from '../../outbox/outbox.repository';
import type { DeliveryResult } from '../../outbox/outbox-worker';
import { insertPasswordReset, retireResetsOf, useReset } from './password-reset.repository';
import { hashPassword } from './passwords';
import { hashToken, newToken, revokeOtherSessions } from './sessions';
import { findUserByEmail, setPasswordHash } from './users.repository';

export const RESET_MINUTES = 60;
export const PASSWORD_RESET_MESSAGE = 'account.password_reset';

const keyOf = (secret: string) => createHash('sha256').update(`password-reset:${secret}`).digest();

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(secret: string, sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

interface ResetPayload {
  email: string;
  sealedToken: string;
  locale: Locale;
  slug: string | null;
}

/**
 * Issues a reset and queues its e-mail when an account has this (normalized) e-mail; the caller answers the same
 * either way, so the call reveals nothing.
 */
export async function requestPasswordReset(
  db: Database,
  secret: string,
  email: string,
  restaurant: { restaurantId: number; slug: string },
  locale: Locale,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user) await issuePasswordReset(db, secret, user, restaurant, locale, now);
}

/** Issues a reset for the user and queues its e-mail, in one transaction. */
async function issuePasswordReset(
  db: Database,
  secret: string,
  user: { id: number; email: string; locale: string },
  restaurant: { restaurantId: number; slug: string },
  locale: Locale,
  now: Date,
): Promise<void> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
      createdAt: now,
    });
    const payload: ResetPayload = {
      email: user.email,
      sealedToken: seal(secret, token),
      locale,
      slug: restaurant.slug,
    };
    await enqueue(tx, {
      restaurantId: restaurant.restaurantId,
      type: PASSWORD_RESET_MESSAGE,
      payload: { ...payload },
    });
  });
}

/**
 * Sets the password of the reset token's user, taking the token (once: unknown, used or expired is a 400), and
 * signs that user out everywhere, since whoever knew the old password may hold a session. The account's other links
 * are retired with it, as a change in the profile retires them: a second link left in a mailbox would set the
 * password again behind the one just chosen.
 */
export async function resetPassword(db: Database, token: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = /^[A-Za-z0-9_-]{43}$/.test(token) ? await useReset(tx, hashToken(token), now) : null;
    if (userId === null) throw new AppError(400, 'error.resetTokenInvalid');
    await setPasswordHash(tx, userId, passwordHash, now);
    await revokeOtherSessions(tx, userId, null, now);
    await retireResetsOf(tx, userId, now);
  });
}

/** The reset screen's address; the token travels in the fragment, which browsers never send to a server. */
export function resetLink(publicOrigin: string, token: string, slug: string | null): string {
  const query = slug ? `?restaurant=${encodeURIComponent(slug)}` : '';
  return `${publicOrigin}/login/reset-password${query}#token=${token}`;
}

export function passwordResetHandler(n: { email: EmailSender; publicOrigin: string; secret: string }) {
  return async (message: OutboxMessage): Promise<DeliveryResult> => {
    const p = message.payload as ResetPayload;
    const token = unseal(n.secret, p.sealedToken);
    // Sealed under another SESSION_SECRET: the link could never work, so it is not sent.
    if (!token) return { ok: false, retryable: false, reason: 'reset token cannot be unsealed' };
    const locale = resolveLocale(p.locale);
    return n.email.send({
      idempotencyKey: outboxKey(message),
      to: p.email,
      subject: translate(locale, 'email.passwordResetSubject'),
      text: translate(locale, 'email.passwordResetBody', {
        email: p.email,
        link: resetLink(n.publicOrigin, token, p.slug),
      }),
    });
  };
}
