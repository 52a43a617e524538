/**
 * Sessions (decision 012): a 32-byte random token the client keeps, of which the server
 * keeps only the SHA-256, so a copy of the table signs nobody in. 30 days, pushed back another 30 when half is
 * used; revoked at logout and, for the other devices, when the password changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_DAYS = 30;
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
  options: { kind?: 'user' | 'operator'; actingOperatorId?: number | null } = {},
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      kind: options.kind ?? 'user',
      actingOperatorId: options.actingOperatorId ?? null,
      createdAt: now,
      renewedAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
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
 * The live session of a token, renewed when half of its life is used. An unknown, expired or revoked token (or
 * one of another kind) is `{ ok: false }`: the caller answers code 201.
 */
export async function findSession(
  db: Executor,
  token: string,
  kind: 'user' | 'operator',
  now: Date,
): Promise<SessionLookup> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false };
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      kind: sessions.kind,
      actingOperatorId: sessions.actingOperatorId,
      renewedAt: sessions.renewedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      publicId: users.publicId,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.kind !== kind || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false };
  }
  let renewedUntil: Date | null = null;
  if (now.getTime() - row.renewedAt.getTime() >= SESSION_MS / 2) {
    renewedUntil = new Date(now.getTime() + SESSION_MS);
    await db
      .update(sessions)
      .set({ renewedAt: now, expiresAt: renewedUntil })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
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

/** When the session was opened: the diner's last sign-in on that device. */
export async function sessionOpenedAt(db: Executor, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByToken(db: Executor, token: string, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
}

/** Every session of the user but `keep` (a password change signs the other devices out). */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keep: number | null,
  now: Date,
): Promise<void> {
  const others = keep === null ? undefined : ne(sessions.id, keep);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}
