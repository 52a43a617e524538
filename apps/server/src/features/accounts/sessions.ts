/**
 * Sessions (decision 012): a 32-byte random token the client keeps, of which the server
 * keeps only the SHA-256, so a copy of the table signs nobody in. 30 days, pushed back another 30 when half is
 * used; revoked at logout and, for the other devices, when the password changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { SESSION_DAYS } from '../../plugins/principal';
import {
  extendSession,
  insertSession,
  revokeSessionByTokenHash,
  sessionByTokenHash,
} from './sessions.repository';

export { revokeOtherSessions, revokeSession, sessionOpenedAt } from './sessions.repository';

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** A token is 43 base64url characters; anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  userId: number,
  now: Date,
  options: {
    kind?: 'user' | 'operator';
    actingOperatorId?: number | null;
    /** Sooner than the 30 days: a login-as session ends with its event's day (suites' login-as.service.ts). */
    expiresAt?: Date;
  } = {},
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + SESSION_MS);
  const sessionId = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    kind: options.kind ?? 'user',
    actingOperatorId: options.actingOperatorId ?? null,
    now,
    expiresAt,
  });
  return { token, sessionId, expiresAt };
}

export type SessionLookup =
  | {
      ok: true;
      sessionId: number;
      userId: number;
      publicId: string;
      email: string;
      actingOperatorId: number | null;
      /** Set when this request pushed the expiry back (the cookie is then sent again). */
      renewedUntil: Date | null;
    }
  | { ok: false };

/**
 * The live session of a token, renewed when half of its life is used; a login-as session (an operator acting for
 * the owner) never is, as it ends with its event's day. An unknown, expired or revoked token (or
 * one of another kind) is `{ ok: false }`: the caller answers code 201.
 */
export async function findSession(
  db: Executor,
  token: string,
  kind: 'user' | 'operator',
  now: Date,
): Promise<SessionLookup> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false };
  const row = await sessionByTokenHash(db, hashToken(token));
  if (!row || row.kind !== kind || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false };
  }
  let renewedUntil: Date | null = null;
  if (row.actingOperatorId === null && now.getTime() - row.renewedAt.getTime() >= SESSION_MS / 2) {
    renewedUntil = new Date(now.getTime() + SESSION_MS);
    await extendSession(db, row.sessionId, now, renewedUntil);
  }
  return {
    ok: true,
    sessionId: row.sessionId,
    userId: row.userId,
    publicId: row.publicId,
    email: row.email,
    actingOperatorId: row.actingOperatorId,
    renewedUntil,
  };
}

export async function revokeSessionByToken(db: Executor, token: string, userId: number, now: Date) {
  await revokeSessionByTokenHash(db, hashToken(token), userId, now);
}
