/**
 * The account credits ledger: one row per move, per user and restaurant; the balance is
 * the last row's `balance_after_cents`. Every move runs inside the caller's transaction under a lock on the user's
 * ledger at that restaurant, so two checkouts spending the same credits at once are queued: the second reads the
 * first one's balance and is refused if it no longer covers its debit. The check constraint keeps it from ever
 * going below zero even for a writer that forgot the lock.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditLedger } from '../../db/schema';

/** The advisory-lock namespace of credit ledgers (the second key is the ledger's user). */
const CREDITS_LOCK = 16_018;

export type CreditReason = 'order' | 'order_released' | 'refund' | 'grant' | 'take';

export interface CreditMove {
  restaurantId: number;
  userId: number;
  /** Negative for a debit. */
  amountCents: number;
  orderId?: number | null;
  reason: CreditReason;
  /** What staff wrote when granting or taking credits. */
  note?: string | null;
  byUserId?: number | null;
  /** A move that would take the balance above this is refused like a debit the balance does not cover. */
  ceilingCents?: number;
}

/** The user's balance at the restaurant, in cents (0 without any ledger row). */
export async function creditBalance(db: Executor, userId: number, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ balance: creditLedger.balanceAfterCents })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.restaurantId, restaurantId)))
    .orderBy(desc(creditLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Moves the balance by `amountCents` with its ledger row; the new balance, or null when a debit is more than the
 * balance or a credit would pass the move's ceiling (nothing written). Must run inside a transaction: the lock is held until it ends.
 */
export async function moveCredits(tx: Executor, move: CreditMove): Promise<number | null> {
  // Per user, not per restaurant: a user's ledgers are few and a second key would need a hash of two ids.
  await tx.execute(sql`select pg_advisory_xact_lock(${CREDITS_LOCK}, ${move.userId})`);
  const balance = await creditBalance(tx, move.userId, move.restaurantId);
  const after = balance + move.amountCents;
  if (after < 0 || (move.ceilingCents !== undefined && after > move.ceilingCents)) return null;
  await tx.insert(creditLedger).values({
    restaurantId: move.restaurantId,
    userId: move.userId,
    orderId: move.orderId ?? null,
    amountCents: move.amountCents,
    balanceAfterCents: after,
    reason: move.reason,
    note: move.note ?? null,
    byUserId: move.byUserId ?? null,
  });
  return after;
}

export async function creditHistory(db: Executor, userId: number, restaurantId: number, limit = 50) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.restaurantId, restaurantId)))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}
