/**
 * SQL of checkouts: the Idempotency-Key's look-ups (idempotency.ts), lock, read, settle. Every query is scoped by
 * restaurant.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../../../clock';
import { type Database, type Executor, embedded } from '../../../db/client';
import { groupedBy } from '../../../db/grouped';
import { checkouts, orders, slotReservations } from '../../../db/schema';
import { run } from '../../../db/statement';
import { spentRowAt } from '../../../plugins/shared-limits.repository';
import type { KitchenHold } from '../pacing/kitchen-pacing';

/** Whether a checkout of the restaurant already holds this Idempotency-Key. */
export async function checkoutKeyTaken(db: Executor, restaurantId: number, key: string): Promise<boolean> {
  const [used] = await run<{ one: number }>(db, {
    text: 'select 1 as one from checkouts where restaurant_id = $1 and idempotency_key = $2',
    values: [restaurantId, key],
  });
  return used !== undefined;
}

const KEY_ANSWER =
  'select r.menu_version, c.status, c.request_hash, c.response, b.points, b.expire_ms from restaurants r ' +
  'left join checkouts c on c.restaurant_id = r.id and c.idempotency_key = $2 ' +
  `left join lateral (${spentRowAt('$3', '$4')}) b on true where r.id = $1`;

/**
 * The key look-ups of a batch on the embedded database (decision 072), one row per look-up whose restaurant exists,
 * named by its position in the batch (`i`, from 1). Fixed text whatever the batch (decision 021): a look-up without a
 * budget's key has a null one, which matches no row. Each key is looked up by a lateral subquery that its `limit`
 * keeps from being flattened into a join: as a join, the plan kept for the prepared statement, made while
 * `checkouts` was nearly empty (the embedded database never analyses its tables), hashed the whole table on every
 * call, a cost growing with every order (decision 075).
 */
export const KEY_ANSWERS =
  'select w.i, r.menu_version, c.status, c.request_hash, c.response, b.points, b.expire_ms ' +
  'from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[]) with ordinality ' +
  'as w(restaurant_id, idempotency_key, budget_key, budget_at, i) ' +
  'join restaurants r on r.id = w.restaurant_id ' +
  'left join lateral (select status, request_hash, response from checkouts ' +
  'where restaurant_id = w.restaurant_id and idempotency_key = w.idempotency_key limit 1) c on true ' +
  `left join lateral (${spentRowAt('w.budget_key', 'w.budget_at')}) b on true`;

export interface KeyAnswer {
  menu_version: number;
  status: string | null;
  request_hash: string | null;
  response: unknown;
  points: number | null;
  expire_ms: number | null;
}

interface KeyLookUp {
  restaurantId: number;
  key: string;
  budget: { key: string | null; at: number };
}

/** One look-up: the statement without arrays, cheaper alone (what a submission runs when no other asks with it). */
async function keyAnswer(db: Executor, ask: KeyLookUp): Promise<KeyAnswer | undefined> {
  const [stored] = await run<KeyAnswer>(db, {
    text: KEY_ANSWER,
    values: [ask.restaurantId, ask.key, ask.budget.key, new Date(ask.budget.at).toISOString()],
  });
  return stored;
}

async function keyAnswers(db: Database, asks: KeyLookUp[]): Promise<(KeyAnswer | undefined)[]> {
  if (asks.length === 1) return [await keyAnswer(db, asks[0]!)];
  const rows = await run<KeyAnswer & { i: string | number }>(db, {
    text: KEY_ANSWERS,
    values: [
      asks.map((a) => a.restaurantId),
      asks.map((a) => a.key),
      asks.map((a) => a.budget.key),
      asks.map((a) => new Date(a.budget.at).toISOString()),
    ],
  });
  const answers: (KeyAnswer | undefined)[] = new Array(asks.length).fill(undefined);
  for (const { i, ...answer } of rows) answers[Number(i) - 1] = answer;
  return answers;
}

/**
 * Submissions arriving together on the embedded database look their keys up in one statement (decision 028's group
 * commit, for a read).
 */
const keyAnswersTogether = groupedBy((db: Database, asks: KeyLookUp[]) => keyAnswers(db, asks));

/**
 * The checkout holding this key (its status, request hash and stored answer; all null when the key is free), the
 * restaurant's `menu_version` and, for a submission naming a code, the client's failed look-ups (`points` and
 * `expire_ms` of its shared row at `at`; null without one), in one statement; none when the restaurant does not exist.
 * Fixed text, run for every submission (decision 021). On the embedded database, outside a transaction, those
 * asking at the same time share one statement (decision 072): it reads and locks nothing, so sharing a snapshot
 * changes no answer. PostgreSQL's backends read them side by side, and sharing cost it more CPU than it saved.
 */
export async function keyAnswerAndMenuVersion(
  db: Executor,
  restaurantId: number,
  key: string,
  budget: { key: string | null; at: number } = { key: null, at: 0 },
): Promise<KeyAnswer | undefined> {
  const ask = { restaurantId, key, budget };
  if (embedded(db) && !('rollback' in db)) return keyAnswersTogether(db as Database, ask);
  return keyAnswer(db, ask);
}

export type CheckoutRow = typeof checkouts.$inferSelect;

/** What a checkout holds until it is settled, so a release gives exactly that back. */
export interface CheckoutHolds {
  /** `orderId` names the order that took the slot (absent on holds kept before it was written). */
  slots: { menuId: string; slotStart: string; orderId?: number | undefined }[];
  /** The debit is written against the checkout's first order (ledger rows name an order). */
  giftCard: { id: number; amountCents: number; orderId: number | null } | null;
  /** Account credits debited in transaction 1 (against the first order), given back by a release. */
  credits?: { userId: number; amountCents: number } | null;
  /** The kitchen's make-time taken per bucket (pacing/kitchen-pacing.ts), given back by a release. */
  kitchen?: KitchenHold[];
}

export interface CheckoutPayment {
  kind: string;
  amount: number;
  brand?: string;
  last4?: string;
  wallet?: string | null;
  reference?: string | null;
  /** The diner's language: the confirmation goes out in it, also when recovery places the order. */
  locale?: string;
  holds: CheckoutHolds;
}

export async function lockCheckout(db: Executor, id: number) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('no key update');
  return row;
}

/** What a checkout took and how it pays (its holds never change once transaction 1 has committed). */
export async function findCheckoutPayment(db: Executor, id: number): Promise<unknown> {
  const [row] = await db.select({ payment: checkouts.payment }).from(checkouts).where(eq(checkouts.id, id));
  return row?.payment ?? null;
}

export async function findCheckoutByPublicId(db: Executor, publicId: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.publicId, publicId));
  return row;
}

/** The checkout a client's Idempotency-Key names at the restaurant: its state, whose it is, its answer. */
export async function findCheckoutByKey(db: Executor, restaurantId: number, key: string) {
  const [row] = await db
    .select({ status: checkouts.status, userId: checkouts.userId, response: checkouts.response })
    .from(checkouts)
    .where(and(eq(checkouts.restaurantId, restaurantId), eq(checkouts.idempotencyKey, key)));
  return row;
}

export async function updateCheckout(
  db: Executor,
  id: number,
  change: Partial<typeof checkouts.$inferInsert>,
) {
  await db
    .update(checkouts)
    .set({ ...change, updatedAt: now() })
    .where(eq(checkouts.id, id));
}

export async function ordersOfCheckout(db: Executor, checkoutId: number) {
  return db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.id);
}

export async function setOrdersStatus(db: Executor, ids: number[], status: string, at: Date) {
  if (ids.length > 0) await db.update(orders).set({ status, updatedAt: at }).where(inArray(orders.id, ids));
}

/** Gives back one place in a slot a released checkout had taken. */
export async function releaseSlot(
  db: Executor,
  restaurantId: number,
  slot: { menuId: string; slotStart: string },
) {
  await db
    .update(slotReservations)
    .set({ count: sql`greatest(${slotReservations.count} - 1, 0)` })
    .where(
      and(
        eq(slotReservations.restaurantId, restaurantId),
        eq(slotReservations.menuId, slot.menuId),
        eq(slotReservations.slotStart, new Date(slot.slotStart)),
      ),
    );
}
