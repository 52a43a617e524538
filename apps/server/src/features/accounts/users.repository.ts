import { and, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { Executor } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserIdByPublicId(db: Executor, publicId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.publicId, publicId));
  return row?.id;
}

/** Inserts unless the e-mail is taken (a concurrent sign-up included): undefined when it is. */
export async function insertUser(
  db: Executor,
  user: Omit<typeof users.$inferInsert, 'publicId' | 'id'>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, publicId: nanoid() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function findIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function linkIdentity(
  db: Executor,
  identity: { userId: number; provider: string; subject: string; email: string | null },
) {
  await db.insert(userIdentities).values(identity).onConflictDoNothing();
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** The updated user, or undefined when the user is gone. */
export async function updateUser(
  db: Executor,
  userId: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}
