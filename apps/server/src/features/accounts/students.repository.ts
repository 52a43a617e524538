import { and, count, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { Executor } from '../../db/client';
import { students, users } from '../../db/schema';

export type StudentRow = typeof students.$inferSelect;
type Placement = Pick<typeof students.$inferInsert, 'name' | 'school' | 'grade' | 'classroom' | 'teacher'>;

/** The user's students at one school program, oldest first. */
export async function studentsOf(db: Executor, userId: number, restaurantId: number): Promise<StudentRow[]> {
  return db
    .select()
    .from(students)
    .where(and(eq(students.userId, userId), eq(students.restaurantId, restaurantId)))
    .orderBy(students.id);
}

export async function findStudentOf(
  db: Executor,
  userId: number,
  restaurantId: number,
  publicId: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(students)
    .where(
      and(
        eq(students.userId, userId),
        eq(students.restaurantId, restaurantId),
        eq(students.publicId, publicId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * How many students the user has at the program, with the user's row locked until the transaction ends: one
 * parent's additions queue there, so two at once cannot both pass a count.
 */
export async function lockStudentCount(tx: Executor, userId: number, restaurantId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.userId, userId), eq(students.restaurantId, restaurantId)));
  return held?.n ?? 0;
}

export async function insertStudent(
  db: Executor,
  student: Placement & { userId: number; restaurantId: number },
): Promise<StudentRow | undefined> {
  const [row] = await db
    .insert(students)
    .values({ publicId: nanoid(), ...student })
    .returning();
  return row;
}

export async function updateStudentRow(
  db: Executor,
  id: number,
  values: Placement & { updatedAt: Date },
): Promise<StudentRow | undefined> {
  const [row] = await db.update(students).set(values).where(eq(students.id, id)).returning();
  return row;
}

export async function deleteStudentRow(db: Executor, id: number) {
  await db.delete(students).where(eq(students.id, id));
}
