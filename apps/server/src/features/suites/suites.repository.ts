/**
 * Reads and writes of the event suite tables. Every query is scoped by restaurant; ids that cross the API
 * are public ids, so an id of another venue or a made-up one reads as not found.
 */
import { and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  eventSuites,
  events,
  orders,
  paymentMethods,
  restaurants,
  suiteOperators,
  suites,
  users,
} from '../../db/schema';

/** Orders that are not on a suite's tab or pre-order: released checkouts and cancelled orders. */
export const DEAD_STATUSES = ['payment_failed', 'cancelled'] as const;

export type EventRow = typeof events.$inferSelect;
export type SuiteRow = typeof suites.$inferSelect;
export type EventSuiteRow = typeof eventSuites.$inferSelect;
export type OwnerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'publicId' | 'email' | 'firstName' | 'lastName'
>;

export interface EventSuiteFull {
  eventSuite: EventSuiteRow;
  event: EventRow;
  suite: SuiteRow;
  owner: OwnerRow;
}

const ownerColumns = {
  id: users.id,
  publicId: users.publicId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function fullQuery(db: Executor) {
  return db
    .select({ eventSuite: eventSuites, event: events, suite: suites, owner: ownerColumns })
    .from(eventSuites)
    .innerJoin(events, eq(events.id, eventSuites.eventId))
    .innerJoin(suites, eq(suites.id, eventSuites.suiteId))
    .innerJoin(users, eq(users.id, suites.ownerUserId));
}

export async function findEventSuite(
  db: Executor,
  restaurantId: number,
  publicId: string,
): Promise<EventSuiteFull | undefined> {
  const [row] = await fullQuery(db)
    .where(and(eq(eventSuites.restaurantId, restaurantId), eq(eventSuites.publicId, publicId)))
    .limit(1);
  return row;
}

/** Every event suite of an owner, at one venue or all, for events starting at or after `from`. */
export async function eventSuitesOfOwner(
  db: Executor,
  ownerUserId: number,
  from: Date,
  restaurantId?: number,
): Promise<EventSuiteFull[]> {
  return fullQuery(db)
    .where(
      and(
        eq(suites.ownerUserId, ownerUserId),
        gte(events.startsAt, from),
        restaurantId === undefined ? undefined : eq(eventSuites.restaurantId, restaurantId),
      ),
    )
    .orderBy(asc(events.startsAt), asc(suites.name));
}

/**
 * The owner's event suites whose event starts at or after `from`, with the event's title and start and the venue's
 * zone (its column, for a check made with no restaurant at hand), soonest first.
 */
export async function ownerEventSuitesFrom(db: Executor, ownerUserId: number, from: Date) {
  return db
    .select({
      id: eventSuites.id,
      title: events.title,
      startsAt: events.startsAt,
      zone: restaurants.timezone,
    })
    .from(eventSuites)
    .innerJoin(events, eq(events.id, eventSuites.eventId))
    .innerJoin(suites, eq(suites.id, eventSuites.suiteId))
    .innerJoin(restaurants, eq(restaurants.id, eventSuites.restaurantId))
    .where(and(eq(suites.ownerUserId, ownerUserId), gte(events.startsAt, from)))
    .orderBy(asc(events.startsAt));
}

export async function eventSuitesOfEvent(db: Executor, eventId: number): Promise<EventSuiteFull[]> {
  return fullQuery(db).where(eq(eventSuites.eventId, eventId)).orderBy(asc(suites.name));
}

export async function findEvent(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.restaurantId, restaurantId), eq(events.publicId, publicId)))
    .limit(1);
  return row;
}

/** Events starting in [from, to) at the venue, soonest first. */
export async function eventsBetween(db: Executor, restaurantId: number, from: Date, to?: Date) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.restaurantId, restaurantId),
        gte(events.startsAt, from),
        to === undefined ? undefined : lt(events.startsAt, to),
      ),
    )
    .orderBy(asc(events.startsAt));
}

export async function countSuitesOfEvents(db: Executor, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventSuites.eventId, n: sql<number>`count(*)::int` })
    .from(eventSuites)
    .where(inArray(eventSuites.eventId, eventIds))
    .groupBy(eventSuites.eventId);
  return new Map(rows.map((r) => [r.eventId, r.n]));
}

export async function isOperatorAt(db: Executor, userId: number, restaurantId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: suiteOperators.userId })
    .from(suiteOperators)
    .where(and(eq(suiteOperators.userId, userId), eq(suiteOperators.restaurantId, restaurantId)))
    .limit(1);
  return row !== undefined;
}

/** The venues where the account is a suite operator, by name: where the operator's event lists are. */
export async function operatorVenues(
  db: Executor,
  userId: number,
): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: restaurants.slug, name: restaurants.name })
    .from(suiteOperators)
    .innerJoin(restaurants, eq(restaurants.id, suiteOperators.restaurantId))
    .where(eq(suiteOperators.userId, userId))
    .orderBy(asc(restaurants.name));
}

/** The event suite row, locked for the rest of the transaction (one suite order decided at a time). */
export async function lockEventSuite(tx: Executor, id: number): Promise<EventSuiteRow | undefined> {
  const [row] = await tx.select().from(eventSuites).where(eq(eventSuites.id, id)).for('no key update');
  return row;
}

export async function updateEventSuite(
  tx: Executor,
  id: number,
  values: Partial<Pick<EventSuiteRow, 'tabLimitCents' | 'tabActive' | 'paymentPreference'>>,
  now: Date,
) {
  await tx
    .update(eventSuites)
    .set({ ...values, updatedAt: now })
    .where(eq(eventSuites.id, id));
}

export type SuiteOrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'publicId'
  | 'number'
  | 'status'
  | 'suiteOrderKind'
  | 'totalCents'
  | 'createdAt'
  | 'pickupTime'
  | 'eventSuiteId'
  | 'eventSuite'
  | 'notes'
> & { placedBy: { publicId: string; firstName: string; lastName: string } | null };

/** The orders of these event suites that still count (placed or awaiting payment), oldest first. */
export async function ordersOfEventSuites(
  db: Executor,
  eventSuiteIds: number[],
  options: { includeAwaiting?: boolean } = {},
): Promise<SuiteOrderRow[]> {
  if (eventSuiteIds.length === 0) return [];
  const excluded = options.includeAwaiting ? [...DEAD_STATUSES] : [...DEAD_STATUSES, 'awaiting_payment'];
  const rows = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      number: orders.number,
      status: orders.status,
      suiteOrderKind: orders.suiteOrderKind,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      pickupTime: orders.pickupTime,
      eventSuiteId: orders.eventSuiteId,
      eventSuite: orders.eventSuite,
      notes: orders.notes,
      placedById: users.publicId,
      placedByFirst: users.firstName,
      placedByLast: users.lastName,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.placedByUserId))
    .where(and(inArray(orders.eventSuiteId, eventSuiteIds), notInArray(orders.status, excluded)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ placedById, placedByFirst, placedByLast, ...o }) => ({
    ...o,
    placedBy:
      placedById === null
        ? null
        : { publicId: placedById, firstName: placedByFirst ?? '', lastName: placedByLast ?? '' },
  }));
}

export async function findCard(db: Executor, userId: number, publicId: string) {
  const [row] = await db
    .select({ publicId: paymentMethods.publicId, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.publicId, publicId)))
    .limit(1);
  return row;
}
