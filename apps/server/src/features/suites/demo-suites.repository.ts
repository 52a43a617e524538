/** The writes that seed the demo suites (demo-suites.ts); each inserts what the seed decided is missing. */
import { and, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { Executor } from '../../db/client';
import { eventSuites, events, suiteOperators, suites } from '../../db/schema';
import type { EventRow, SuiteRow } from './suites.repository';

/** Makes the user an operator of the venue, unless they are already. */
export async function addSuiteOperator(db: Executor, userId: number, restaurantId: number) {
  await db.insert(suiteOperators).values({ userId, restaurantId }).onConflictDoNothing();
}

export async function findSuiteByName(
  db: Executor,
  restaurantId: number,
  name: string,
): Promise<SuiteRow | undefined> {
  const [row] = await db
    .select()
    .from(suites)
    .where(and(eq(suites.restaurantId, restaurantId), eq(suites.name, name)));
  return row;
}

export async function insertSuite(
  db: Executor,
  suite: { restaurantId: number; name: string; ownerUserId: number; companyName: string },
): Promise<SuiteRow | undefined> {
  const [row] = await db
    .insert(suites)
    .values({ publicId: nanoid(), ...suite })
    .returning();
  return row;
}

export async function insertEvent(
  db: Executor,
  event: {
    restaurantId: number;
    title: string;
    startsAt: Date;
    orderLockHours: number;
    managerInfo: string | null;
  },
): Promise<EventRow | undefined> {
  const [row] = await db
    .insert(events)
    .values({ publicId: nanoid(), ...event })
    .returning();
  return row;
}

/** Books suites for an event. */
export async function insertEventSuites(
  db: Executor,
  bookings: Omit<typeof eventSuites.$inferInsert, 'publicId'>[],
) {
  await db.insert(eventSuites).values(bookings.map((booking) => ({ publicId: nanoid(), ...booking })));
}
