import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Executor,
  session: {
    userId: number;
    tokenHash: string;
    kind: 'user' | 'operator';
    actingOperatorId: number | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenHash: session.tokenHash,
      kind: session.kind,
      actingOperatorId: session.actingOperatorId,
      createdAt: session.now,
      renewedAt: session.now,
      expiresAt: session.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** The session stored under a token's hash, with its user's public id and e-mail, revoked or expired included. */
export async function sessionByTokenHash(db: Executor, tokenHash: string) {
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
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Pushes a live session's expiry back; a session revoked meanwhile stays revoked. */
export async function extendSession(db: Executor, sessionId: number, now: Date, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ renewedAt: now, expiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * When the session was opened: the diner's last sign-in on that device. Null for a login-as session, which an
 * operator opened and the owner never signed in to (decision 098).
 */
export async function sessionOpenedAt(db: Executor, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.actingOperatorId)))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByTokenHash(db: Executor, tokenHash: string, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
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
