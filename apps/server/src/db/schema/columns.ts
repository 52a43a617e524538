import { timestamp } from 'drizzle-orm/pg-core';

// Columns that most tables share; schema.ts does not re-export them (they are not tables).

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
