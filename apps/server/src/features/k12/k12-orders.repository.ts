/** School orders: orders carrying a student, of which those awaiting payment or whose payment failed are not placed. */
import { and, asc, eq, gte, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';

export type SchoolOrderRow = typeof orders.$inferSelect;

const NOT_PLACED = ['awaiting_payment', 'payment_failed'];

/** A parent's placed school orders at a restaurant: the filter both parent reads share. */
const parentsPlaced = (restaurantId: number, userId: number) => [
  eq(orders.restaurantId, restaurantId),
  eq(orders.userId, userId),
  isNotNull(orders.student),
  notInArray(orders.status, NOT_PLACED),
];

/** A parent's placed school orders due from an instant on, by time (at most 200). */
export async function parentSchoolOrdersFrom(
  db: Executor,
  input: { restaurantId: number; userId: number; from: Date },
): Promise<SchoolOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(...parentsPlaced(input.restaurantId, input.userId), gte(orders.pickupTime, input.from)))
    .orderBy(asc(orders.pickupTime), asc(orders.number))
    .limit(200);
}

/** One of a parent's placed school orders by public id. */
export async function parentSchoolOrder(
  db: Executor,
  input: { restaurantId: number; userId: number; publicId: string },
): Promise<SchoolOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...parentsPlaced(input.restaurantId, input.userId), eq(orders.publicId, input.publicId)))
    .limit(1);
  return row;
}

/** The placed school orders due in [from, to), cancelled ones left out, by time. */
export async function schoolOrdersToMake(
  db: Executor,
  input: { restaurantId: number; from: Date; to: Date },
): Promise<SchoolOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, input.restaurantId),
        isNotNull(orders.student),
        notInArray(orders.status, [...NOT_PLACED, 'cancelled']),
        gte(orders.pickupTime, input.from),
        lt(orders.pickupTime, input.to),
      ),
    )
    .orderBy(asc(orders.pickupTime), asc(orders.number));
}
