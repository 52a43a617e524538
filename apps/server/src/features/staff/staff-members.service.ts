/**
 * Owners manage their restaurant's staff (decision 014): list, add an existing account by e-mail with a role,
 * change a role, remove one. A restaurant always keeps an owner of its own; roles held at the group are listed but
 * changed at the group.
 */
import type { StaffMember } from '@ordering/domain/contracts/staff';
import type { StaffRole } from '@ordering/domain/staff/roles';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findUserByEmail } from '../accounts';
import { countOwners, directRole, removeRole, setRole, staffOf } from './staff-roles.repository';

export async function listStaff(db: Executor, restaurantId: number): Promise<StaffMember[]> {
  const rows = await staffOf(db, restaurantId);
  return rows.map((r) => ({
    userId: r.publicId,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    role: r.role as StaffRole,
    scope: r.groupId === null ? 'restaurant' : 'group',
  }));
}

async function userByPublicId(db: Executor, publicId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.publicId, publicId));
  if (!user) throw new AppError(404, 'error.userNotFound');
  return user;
}

/** Changing or removing the last owner of the restaurant itself is refused (nobody could manage it any more). */
async function keepAnOwner(tx: Executor, restaurantId: number, userId: number, next: StaffRole | null) {
  const current = await directRole(tx, userId, restaurantId);
  if (current === 'owner' && next !== 'owner' && (await countOwners(tx, restaurantId)) <= 1)
    throw new AppError(409, 'error.staffLastOwner');
  return current;
}

export async function addStaff(db: Database, restaurantId: number, email: string, role: StaffRole) {
  const user = await findUserByEmail(db, email.toLowerCase());
  if (!user) throw new AppError(404, 'error.userNotFound');
  await db.transaction(async (tx) => {
    await keepAnOwner(tx, restaurantId, user.id, role);
    await setRole(tx, user.id, restaurantId, role);
  });
  return listStaff(db, restaurantId);
}

export async function changeStaff(db: Database, restaurantId: number, userPublicId: string, role: StaffRole) {
  const user = await userByPublicId(db, userPublicId);
  await db.transaction(async (tx) => {
    const current = await keepAnOwner(tx, restaurantId, user.id, role);
    if (!current) throw new AppError(404, 'error.userNotFound');
    await setRole(tx, user.id, restaurantId, role);
  });
  return listStaff(db, restaurantId);
}

export async function removeStaff(db: Database, restaurantId: number, userPublicId: string) {
  const user = await userByPublicId(db, userPublicId);
  await db.transaction(async (tx) => {
    await keepAnOwner(tx, restaurantId, user.id, null);
    if (!(await removeRole(tx, user.id, restaurantId))) throw new AppError(404, 'error.userNotFound');
  });
  return listStaff(db, restaurantId);
}
