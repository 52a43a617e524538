import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { now } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { assertNotInTransaction, groupedBy } from '../../db/grouped';
import {
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
  orderTenders,
  promoCodeRedemptions,
} from '../../db/schema';
import { run } from '../../db/statement';

type Allocation = { checkoutId: number; recoveryId: number; orders: { id: number; number: number }[] };
type AllocationRequest = { restaurantId: number; count: number };

/**
 * Numbers and ids for the checkouts of a batch (decision 028): each restaurant's counter goes up by its checkouts'
 * orders together, in restaurant order (two servers' batches lock counters in the same order), and every id is a
 * sequence's. Fixed text whatever the batch (decision 021).
 */
const ALLOCATE = `with wanted as (
    select restaurant_id, sum(count)::int as count from unnest($1::int[], $2::int[]) as w(restaurant_id, count)
    group by restaurant_id order by restaurant_id
  ), counters as (
    insert into order_counters (restaurant_id, last_number)
    select restaurant_id, count from wanted, (select set_config('synchronous_commit', 'off', true)) as async_commit
    order by restaurant_id
    on conflict (restaurant_id) do update set last_number = order_counters.last_number + excluded.last_number
    returning restaurant_id, last_number
  )
  select (select jsonb_object_agg(restaurant_id, last_number) from counters) as last_numbers,
    array(select nextval(pg_get_serial_sequence('checkouts', 'id')) from generate_series(1, cardinality($1::int[])))
      as checkout_ids,
    array(select nextval(pg_get_serial_sequence('outbox', 'id')) from generate_series(1, cardinality($1::int[])))
      as recovery_ids,
    array(select nextval(pg_get_serial_sequence('orders', 'id'))
      from generate_series(1, (select coalesce(sum(count), 0)::int from wanted))) as ids`;

const allocateTogether = groupedBy(
  async (db: Database, wanted: AllocationRequest[]): Promise<Allocation[]> => {
    const [row] = await run<{
      last_numbers: Record<string, number> | null;
      checkout_ids: (string | number)[];
      recovery_ids: (string | number)[];
      ids: (string | number | bigint)[];
    }>(db, {
      text: ALLOCATE,
      values: [wanted.map((w) => w.restaurantId), wanted.map((w) => w.count)],
    });
    const total = wanted.reduce((sum, w) => sum + w.count, 0);
    if (!row?.last_numbers || row.ids.length !== total || row.checkout_ids.length !== wanted.length) {
      throw new Error('order allocation returned no row');
    }
    // Each restaurant's new numbers are the ones below its counter, handed out in the batch's order.
    const totals = new Map<number, number>();
    for (const w of wanted) totals.set(w.restaurantId, (totals.get(w.restaurantId) ?? 0) + w.count);
    const last = row.last_numbers;
    const next = new Map(
      [...totals].map(([restaurantId, total]) => [restaurantId, last[restaurantId]! - total + 1]),
    );
    let id = 0;
    return wanted.map((w, i) => {
      const first = next.get(w.restaurantId) as number;
      next.set(w.restaurantId, first + w.count);
      return {
        checkoutId: Number(row.checkout_ids[i]),
        recoveryId: Number(row.recovery_ids[i]),
        orders: Array.from({ length: w.count }, (_, j) => ({ id: Number(row.ids[id++]), number: first + j })),
      };
    });
  },
);

/**
 * The next `count` orders of the restaurant: their numbers and their row ids, taken apart from the order's
 * transaction and before it, in one statement of its own, so the restaurant's counter row is locked for that
 * statement only. Taken inside the order's transaction, the row stayed locked until that commit's disk flush, and
 * every order of the restaurant queued on it (decision 020). Checkouts taking theirs at the same time share one
 * statement (decision 028). The ids (the checkout's and its recovery message's too) let the checkout, its orders,
 * their lines and its messages be written together, in one statement, and the settlement retire the recovery message
 * it no longer needs (reserve.ts, settle.ts).
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this statement): the write-ahead log is flushed
 * in order, so the commit of any order that uses a number makes the number's increment durable first; a crash can
 * only forget numbers no committed order holds, and no number is ever given twice. A number whose order is then
 * refused (a full slot, a declined card) is not reused: the numbers of a day may have gaps.
 * Not for use inside a transaction (it would make that transaction's commit asynchronous).
 */
export function allocateCheckout(db: Database, restaurantId: number, count = 1): Promise<Allocation> {
  assertNotInTransaction(db, 'allocateCheckout');
  return allocateTogether(db, { restaurantId, count });
}

/** The next `count` orders' numbers and row ids, as `allocateCheckout` takes them, for orders written on their own. */
export async function allocateOrders(
  db: Database,
  restaurantId: number,
  count = 1,
): Promise<{ id: number; number: number }[]> {
  return (await allocateCheckout(db, restaurantId, count)).orders;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'restaurantId'>;
export type NewTender = Omit<typeof orderTenders.$inferInsert, 'orderId' | 'restaurantId'>;

export async function insertOrder(db: Executor, order: NewOrder): Promise<number> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  return row.id;
}

export async function insertLines(db: Executor, restaurantId: number, orderId: number, lines: NewLine[]) {
  if (lines.length > 0)
    await db.insert(orderLines).values(lines.map((l) => ({ ...l, restaurantId, orderId })));
}

export async function insertTenders(
  db: Executor,
  restaurantId: number,
  orderId: number,
  tenders: NewTender[],
) {
  if (tenders.length > 0)
    await db.insert(orderTenders).values(tenders.map((t) => ({ ...t, restaurantId, orderId })));
}

/**
 * One event of an order's history (status changes, texts asked for and sent), at the ordering clock's time unless
 * the caller says (never the database's own `now()`: kitchen pacing and the ready-time report subtract these from
 * times of the ordering clock, docs/decisions/082-events-on-the-ordering-clock.md).
 */
export async function insertEvent(
  db: Executor,
  event: {
    restaurantId: number;
    orderId: number;
    type: string;
    status?: string;
    data?: unknown;
    createdAt?: Date;
  },
) {
  await db.insert(orderEvents).values({ ...event, createdAt: event.createdAt ?? now() });
}

/** Serializes the redemptions of one limited promo code (until the transaction ends), so uses never pass its limit. */
export async function lockPromoCode(db: Executor, restaurantId: number, code: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${restaurantId}, hashtext(${code.toUpperCase()}))`);
}

export async function insertRedemption(db: Executor, restaurantId: number, orderId: number, code: string) {
  await db.insert(promoCodeRedemptions).values({ restaurantId, orderId, code: code.toUpperCase() });
}

/**
 * An order exists for the diner and the staff once its payment is settled: one still awaiting payment, or whose
 * payment failed, is the checkout's business only.
 */
const placed = () => notInArray(orders.status, ['awaiting_payment', 'payment_failed']);

export async function findOrderByPublicId(db: Executor, publicId: string, restaurantId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      restaurantId === undefined
        ? and(eq(orders.publicId, publicId), placed())
        : and(eq(orders.publicId, publicId), eq(orders.restaurantId, restaurantId), placed()),
    );
  return row;
}

export async function findOrderByNumber(db: Executor, restaurantId: number, number: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.number, number), placed()));
  return row;
}

export async function linesOf(db: Executor, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
}

/** The lines of several orders, by order then position. */
export async function linesOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** The conditions of the orders the kitchen still has to make, due since `from` (until `to`, when given). */
const openDue = (restaurantId: number, from: Date, to: Date | undefined) => [
  eq(orders.restaurantId, restaurantId),
  inArray(orders.status, ['pending', 'in_progress']),
  gte(orders.pickupTime, from),
  to ? lte(orders.pickupTime, to) : undefined,
];

/**
 * Orders the kitchen still has to make that are due since `from`: until `to`, or (`before`) ahead of that order: due
 * earlier than it, or at its time and placed before it. Its own checkout's orders (a hub's other kitchens, picked up
 * together) are the diner's, never ahead of it.
 */
export async function countOpenOrders(
  db: Executor,
  restaurantId: number,
  due:
    | { from: Date; to: Date; before?: undefined }
    | { from: Date; to?: undefined; before: { id: number; pickupTime: Date; checkoutId: number | null } },
): Promise<number> {
  const { before } = due;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        ...openDue(restaurantId, due.from, due.to),
        before
          ? sql`(${orders.pickupTime}, ${orders.id}) < (${before.pickupTime.toISOString()}::timestamptz, ${before.id})`
          : undefined,
        before && before.checkoutId !== null
          ? sql`${orders.checkoutId} is distinct from ${before.checkoutId}`
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The times (and menus: a hub's kitchens) of the orders the kitchen still has to make, due between two instants. */
export async function openOrdersDue(
  db: Executor,
  restaurantId: number,
  due: { from: Date; to: Date },
): Promise<{ due: Date; menuId: string | null }[]> {
  return db
    .select({ due: orders.pickupTime, menuId: orders.menuId })
    .from(orders)
    .where(and(...openDue(restaurantId, due.from, due.to)));
}

/**
 * The order, locked until the transaction ends, so concurrent status changes apply one after the other. `no key
 * update`, as the changes touch no key: rows written meanwhile that refer to the order (its events, refunds, a gift
 * card's ledger) are not held up by the lock.
 */
export async function lockOrder(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.restaurantId, restaurantId), placed()))
    .for('no key update');
  return row;
}

export async function setOrderStatus(
  db: Executor,
  orderId: number,
  change: { status: string; cancelReason: string | null; at: Date },
) {
  await db
    .update(orders)
    .set({ status: change.status, cancelReason: change.cancelReason, updatedAt: change.at })
    .where(eq(orders.id, orderId));
}

/** The phone (and the language) the diner asked the "order ready" text to go to, if they asked. */
export async function readySmsRequest(
  db: Executor,
  orderId: number,
): Promise<{ phone: string; locale: string } | null> {
  const [row] = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'sms_requested')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const data = (row?.data ?? null) as { phone?: unknown; locale?: unknown } | null;
  if (typeof data?.phone !== 'string') return null;
  return { phone: data.phone, locale: typeof data.locale === 'string' ? data.locale : 'en-CA' };
}

export type TenderRow = typeof orderTenders.$inferSelect;

export async function tendersOf(
  db: Executor,
  order: { id: number; restaurantId: number },
): Promise<TenderRow[]> {
  return db
    .select()
    .from(orderTenders)
    .where(and(eq(orderTenders.orderId, order.id), eq(orderTenders.restaurantId, order.restaurantId)));
}

/** Notes on a tender what the processor did with it (captured, voided, refunded). */
export async function noteTender(db: Executor, tender: TenderRow, note: Record<string, unknown>) {
  await db
    .update(orderTenders)
    .set({ details: { ...((tender.details as Record<string, unknown> | null) ?? {}), ...note } })
    .where(and(eq(orderTenders.id, tender.id), eq(orderTenders.restaurantId, tender.restaurantId)));
}

/** A cancelled order no longer uses its promo code. */
export async function releasePromoCode(db: Executor, order: { id: number; restaurantId: number }) {
  await db
    .delete(promoCodeRedemptions)
    .where(
      and(
        eq(promoCodeRedemptions.orderId, order.id),
        eq(promoCodeRedemptions.restaurantId, order.restaurantId),
      ),
    );
}

/** What staff refunded of the order so far (decision 014), for the diner's view. */
export async function refundedCentsOf(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return row?.n ?? 0;
}
