import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema';

export async function insertPasswordReset(
  db: Executor,
  reset: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResets).values(reset);
}

/**
 * Marks the reset of this token hash used, if it is unused and not expired at `now`, and answers its user; one
 * statement, so two concurrent uses cannot both succeed.
 */
export async function useReset(db: Executor, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Marks every unused reset of the user used: a link already sent no longer opens the account. */
export async function retireResetsOf(db: Executor, userId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
