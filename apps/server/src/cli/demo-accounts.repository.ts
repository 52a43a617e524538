/** What the demo seed (demo-accounts.ts) asks of the tables to add only what is missing. */
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditLedger, orders, paymentMethods, students, users } from '../db/schema';

export async function countOrdersAt(db: Database, userId: number, restaurantId: number): Promise<number> {
  const [have] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.restaurantId, restaurantId)));
  return have?.n ?? 0;
}

export async function countCreditEntriesAt(
  db: Database,
  userId: number,
  restaurantId: number,
): Promise<number> {
  const [have] = await db
    .select({ n: count() })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.restaurantId, restaurantId)));
  return have?.n ?? 0;
}

export async function hasPaymentMethod(db: Database, userId: number): Promise<boolean> {
  const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).limit(1);
  return card !== undefined;
}

export async function countStudents(db: Database, userId: number): Promise<number> {
  const [have] = await db.select({ n: count() }).from(students).where(eq(students.userId, userId));
  return have?.n ?? 0;
}

export async function markSuiteOperator(db: Database, email: string): Promise<void> {
  await db.update(users).set({ suiteOperator: true }).where(eq(users.email, email));
}
