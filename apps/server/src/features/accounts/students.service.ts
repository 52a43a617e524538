/**
 * Student profiles (K-12): kept per school program (restaurant), placed in one of its schools with the domain's
 * rule (grade, classroom and teacher outside the school's lists are cleared). Another user's student is a 404.
 */
import { placeStudent, studentProblems } from '@ordering/domain/accounts/student';
import type { StudentView } from '@ordering/domain/contracts/accounts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { PublishedEntry } from '../restaurants';
import {
  deleteStudentRow,
  findStudentOf,
  insertStudent,
  lockStudentCount,
  type StudentRow as Row,
  studentsOf,
  updateStudentRow,
} from './students.repository';

const view = (row: Row): StudentView => ({
  id: row.publicId,
  name: row.name,
  school: row.school,
  grade: row.grade,
  classroom: row.classroom,
  teacher: row.teacher,
});

export interface StudentInput {
  name: string;
  school?: string | null | undefined;
  grade?: string | null | undefined;
  classroom?: string | null | undefined;
  teacher?: string | null | undefined;
}

export async function listStudents(
  db: Executor,
  userId: number,
  restaurantId: number,
): Promise<StudentView[]> {
  const rows = await studentsOf(db, userId, restaurantId);
  return rows.map(view);
}

function placement(entry: PublishedEntry, input: StudentInput) {
  const restaurant = entry.data.restaurant;
  const schools = restaurant.delivery?.schools ?? [];
  if (!restaurant.k12 || schools.length === 0) throw new AppError(400, 'error.studentsUnavailable');
  const name = input.name.trim();
  if (studentProblems(schools, input).includes('name')) {
    throw new AppError(400, 'error.invalidInput', {}, [
      { path: 'body.name', message: 'This field is required.' },
    ]);
  }
  const placed = placeStudent(schools, input);
  if (!placed) throw new AppError(400, 'error.schoolNotFound');
  return { name, ...placed };
}

async function findOwned(db: Executor, userId: number, restaurantId: number, publicId: string): Promise<Row> {
  const row = await findStudentOf(db, userId, restaurantId, publicId);
  if (!row) throw new AppError(404, 'error.studentNotFound');
  return row;
}

/** A parent's students at one school program: more than a family has, few enough for the picker to show them all. */
export const MAX_STUDENTS = 20;

export async function createStudent(
  db: Database,
  userId: number,
  entry: PublishedEntry,
  input: StudentInput,
) {
  const values = placement(entry, input);
  const row = await db.transaction(async (tx) => {
    if ((await lockStudentCount(tx, userId, entry.restaurantId)) >= MAX_STUDENTS)
      throw new AppError(409, 'error.tooManyStudents', { max: MAX_STUDENTS });
    const inserted = await insertStudent(tx, { userId, restaurantId: entry.restaurantId, ...values });
    return inserted;
  });
  if (!row) throw new Error('student insert returned no row');
  return { student: view(row), students: await listStudents(db, userId, entry.restaurantId) };
}

export async function updateStudent(
  db: Executor,
  userId: number,
  entry: PublishedEntry,
  publicId: string,
  input: StudentInput,
  now: Date,
) {
  const row = await findOwned(db, userId, entry.restaurantId, publicId);
  const values = placement(entry, input);
  const updated = await updateStudentRow(db, row.id, { ...values, updatedAt: now });
  if (!updated) throw new AppError(404, 'error.studentNotFound');
  return { student: view(updated), students: await listStudents(db, userId, entry.restaurantId) };
}

export async function deleteStudent(db: Executor, userId: number, entry: PublishedEntry, publicId: string) {
  const row = await findOwned(db, userId, entry.restaurantId, publicId);
  await deleteStudentRow(db, row.id);
  return { students: await listStudents(db, userId, entry.restaurantId) };
}
