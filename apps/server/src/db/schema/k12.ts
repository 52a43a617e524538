import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { restaurantRef, userRef } from './references';

/** A K-12 student profile, at the school program (restaurant) it was created for. */
export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: userRef(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    school: text('school').notNull(),
    grade: text('grade'),
    classroom: text('classroom'),
    teacher: text('teacher'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('students_public_id_key').on(t.publicId),
    index('students_user_idx').on(t.userId, t.restaurantId),
  ],
);
