/** Staff roles (decision 014): held at a restaurant or at its group; the higher of the two counts. */
import { highestRole, type StaffRole } from '@ordering/domain/staff/roles';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { restaurantGroups, restaurants, staffRoles, users } from '../../db/schema';

/** The user's role at the restaurant (its own or its group's), or null: not staff there. */
export async function roleAt(db: Executor, userId: number, restaurantId: number): Promise<StaffRole | null> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.userId, userId),
        or(
          eq(staffRoles.restaurantId, restaurantId),
          eq(
            staffRoles.groupId,
            sql`(select ${restaurants.groupId} from ${restaurants} where ${restaurants.id} = ${restaurantId})`,
          ),
        ),
      ),
    );
  // The table's check constraint keeps the column to the three roles.
  return highestRole(rows.map((r) => r.role as StaffRole));
}

/** Every restaurant where the user holds a role, directly or through a group, with the higher role of the two. */
export async function restaurantsOf(db: Executor, userId: number) {
  const direct = await db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      timezone: restaurants.timezone,
      role: staffRoles.role,
    })
    .from(staffRoles)
    .innerJoin(restaurants, eq(restaurants.id, staffRoles.restaurantId))
    .where(eq(staffRoles.userId, userId));
  const viaGroup = await db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      timezone: restaurants.timezone,
      role: staffRoles.role,
    })
    .from(staffRoles)
    .innerJoin(restaurantGroups, eq(restaurantGroups.id, staffRoles.groupId))
    .innerJoin(restaurants, eq(restaurants.groupId, restaurantGroups.id))
    .where(and(eq(staffRoles.userId, userId), isNotNull(staffRoles.groupId)));
  const byId = new Map<number, (typeof direct)[number]>();
  for (const row of [...direct, ...viaGroup]) {
    const have = byId.get(row.id);
    const role = highestRole([row.role as StaffRole, ...(have ? [have.role as StaffRole] : [])]);
    byId.set(row.id, { ...row, role: role ?? row.role });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The staff of a restaurant: its own roles, and the group's (read-only here: a group is managed elsewhere). */
export async function staffOf(db: Executor, restaurantId: number) {
  return db
    .select({
      userId: users.id,
      publicId: users.publicId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: staffRoles.role,
      groupId: staffRoles.groupId,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(
      or(
        eq(staffRoles.restaurantId, restaurantId),
        eq(
          staffRoles.groupId,
          sql`(select ${restaurants.groupId} from ${restaurants} where ${restaurants.id} = ${restaurantId})`,
        ),
      ),
    )
    .orderBy(asc(users.email));
}

/** Gives the user a role at the restaurant, or changes the one they hold there. */
export async function setRole(db: Executor, userId: number, restaurantId: number, role: StaffRole) {
  await db
    .insert(staffRoles)
    .values({ userId, restaurantId, role })
    .onConflictDoUpdate({
      target: [staffRoles.userId, staffRoles.restaurantId],
      targetWhere: sql`${staffRoles.restaurantId} is not null`,
      set: { role },
    });
}

export async function removeRole(db: Executor, userId: number, restaurantId: number): Promise<boolean> {
  const removed = await db
    .delete(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.restaurantId, restaurantId)))
    .returning({ id: staffRoles.id });
  return removed.length > 0;
}

export async function directRole(db: Executor, userId: number, restaurantId: number) {
  const [row] = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.restaurantId, restaurantId)))
    .for('update');
  return (row?.role as StaffRole | undefined) ?? null;
}

/** Owners at the restaurant itself (a group's owners are not counted: they are managed at the group). */
export async function countOwners(db: Executor, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRoles)
    .where(and(eq(staffRoles.restaurantId, restaurantId), eq(staffRoles.role, 'owner')));
  return row?.n ?? 0;
}
