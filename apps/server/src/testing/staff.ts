/**
 * Signs staff in for tests: a user with a role at a restaurant (or a group) and a live session, made directly in
 * the database (no password hashing, so each costs a few milliseconds). Calls send it as `Authorization: Bearer`.
 */
import type { StaffRole } from '@ordering/domain/staff/roles';
import { nanoid } from 'nanoid';
import type { Database } from '../db/client';
import { staffRoles } from '../db/schema';
import { createSession, insertUser } from '../features/accounts';

export interface SignedInStaff {
  userId: number;
  email: string;
  token: string;
  /** Bearer and X-RESTAURANT-ID headers for calls at `restaurantId` (or the given one). */
  headers(restaurantId?: number): Record<string, string>;
}

export async function signInStaff(
  db: Database,
  at: { restaurantId: number; role: StaffRole } | { groupId: number; role: StaffRole; restaurantId?: number },
): Promise<SignedInStaff> {
  const email = `staff-${nanoid(8).toLowerCase()}@example.com`;
  const user = await insertUser(db, { email, passwordHash: null, firstName: 'Test', lastName: at.role });
  if (!user) throw new Error('staff user insert returned no row');
  await db.insert(staffRoles).values({
    userId: user.id,
    role: at.role,
    ...('groupId' in at ? { groupId: at.groupId } : { restaurantId: at.restaurantId }),
  });
  const { token } = await createSession(db, user.id, new Date());
  return {
    userId: user.id,
    email,
    token,
    headers: (restaurantId = at.restaurantId) => ({
      authorization: `Bearer ${token}`,
      ...(restaurantId === undefined ? {} : { 'x-restaurant-id': String(restaurantId) }),
    }),
  };
}

/** A signed-in user without any staff role (a diner). */
export async function signInDiner(db: Database): Promise<{ userId: number; token: string }> {
  const user = await insertUser(db, {
    email: `diner-${nanoid(8).toLowerCase()}@example.com`,
    passwordHash: null,
    firstName: 'Dina',
    lastName: 'Diner',
  });
  if (!user) throw new Error('diner insert returned no row');
  const { token } = await createSession(db, user.id, new Date());
  return { userId: user.id, token };
}
