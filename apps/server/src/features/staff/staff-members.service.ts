/**
 * Owners manage their restaurant's staff (decision 014): list, add an existing account by e-mail with a role,
 * change a role, remove one. A restaurant always keeps an owner of its own; roles held at the group are listed but
 * changed at the group.
 */
import type { StaffMember, StaffMeResponse } from '@ordering/domain/contracts/staff';
import { actionsOf, type StaffRole } from '@ordering/domain/staff/roles';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserByEmail, findUserById, findUserIdByPublicId } from '../accounts';
import {
  countOwners,
  directRole,
  removeRole,
  restaurantsOf,
  setRole,
  staffOf,
} from './staff-roles.repository';

/** Who is signed in, and the restaurants where they hold a role with what that role may do there. */
export async function staffMe(
  db: Executor,
  principal: { userId: number; publicId: string; email: string },
): Promise<StaffMeResponse> {
  const [user, restaurants] = await Promise.all([
    findUserById(db, principal.userId),
    restaurantsOf(db, principal.userId),
  ]);
  return {
    user: {
      id: principal.publicId,
      email: principal.email,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
    },
    restaurants: restaurants.map((r) => ({
      ...r,
      role: r.role as StaffRole,
      actions: actionsOf(r.role as StaffRole),
    })),
  };
}

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
  const id = await findUserIdByPublicId(db, publicId);
  if (id === undefined) throw new AppError(404, 'error.userNotFound');
  return { id };
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
