import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userMemberships } from '../../db/schema';

const mine = (userId: number, restaurantId: number) =>
  and(eq(userMemberships.userId, userId), eq(userMemberships.restaurantId, restaurantId));

/** The member identifier kept on the user's account for the restaurant, or null. */
export async function membershipIdentifierOf(db: Executor, userId: number, restaurantId: number) {
  const [row] = await db
    .select({ identifier: userMemberships.identifier })
    .from(userMemberships)
    .where(mine(userId, restaurantId));
  return row?.identifier ?? null;
}

export async function deleteMembership(db: Executor, userId: number, restaurantId: number) {
  await db.delete(userMemberships).where(mine(userId, restaurantId));
}

/** Keeps the identifier on the user's account for the restaurant, replacing the one kept. */
export async function upsertMembership(
  db: Executor,
  userId: number,
  restaurantId: number,
  identifier: string,
) {
  await db
    .insert(userMemberships)
    .values({ userId, restaurantId, identifier })
    .onConflictDoUpdate({
      target: [userMemberships.userId, userMemberships.restaurantId],
      set: { identifier, updatedAt: sql`now()` },
    });
}
