import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { giftCardLedger, giftCards } from '../../db/schema';
import { hashGiftCardNumber, lastFour } from './gift-card-number';

export interface GiftCardRow {
  id: number;
  last4: string;
  balanceCents: number;
}

export async function findGiftCard(
  db: Executor,
  restaurantId: number,
  number: string,
): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select({ id: giftCards.id, last4: giftCards.last4, balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(
      and(eq(giftCards.restaurantId, restaurantId), eq(giftCards.numberHash, hashGiftCardNumber(number))),
    );
  return row;
}

type BalanceMove = { restaurantId: number; giftCardId: number; amountCents: number; orderId: number };

/** Moves a card's balance by `delta` (never below zero) with its ledger row; the new balance, or null if refused. */
async function moveBalance(db: Executor, input: BalanceMove, delta: number, reason: 'order' | 'refund') {
  const [row] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${delta}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(giftCards.id, input.giftCardId),
        eq(giftCards.restaurantId, input.restaurantId),
        gte(giftCards.balanceCents, Math.max(0, -delta)),
      ),
    )
    .returning({ balanceCents: giftCards.balanceCents });
  if (!row) return null;
  await db.insert(giftCardLedger).values({
    restaurantId: input.restaurantId,
    giftCardId: input.giftCardId,
    orderId: input.orderId,
    amountCents: delta,
    balanceAfterCents: row.balanceCents,
    reason,
  });
  return row.balanceCents;
}

/** Takes an order's share from the card, atomically: null when the balance no longer covers it. */
export function debitGiftCard(db: Executor, input: BalanceMove): Promise<number | null> {
  return moveBalance(db, input, -input.amountCents, 'order');
}

/** A card's balance now: read after a refused debit, to tell a card spent to nothing from one holding less. */
export async function giftCardBalance(
  db: Executor,
  input: Pick<BalanceMove, 'restaurantId' | 'giftCardId'>,
): Promise<number> {
  const [row] = await db
    .select({ balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(and(eq(giftCards.id, input.giftCardId), eq(giftCards.restaurantId, input.restaurantId)));
  return row?.balanceCents ?? 0;
}

/** Gives back to the card what a cancelled order took from it. */
export async function creditGiftCard(db: Executor, input: BalanceMove): Promise<void> {
  await moveBalance(db, input, input.amountCents, 'refund');
}

/** Creates the card with its opening balance unless it exists (seeding runs on every start). */
export async function ensureGiftCard(
  db: Executor,
  input: { restaurantId: number; number: string; balanceCents: number },
): Promise<void> {
  const [created] = await db
    .insert(giftCards)
    .values({
      restaurantId: input.restaurantId,
      numberHash: hashGiftCardNumber(input.number),
      last4: lastFour(input.number),
      balanceCents: input.balanceCents,
    })
    .onConflictDoNothing()
    .returning({ id: giftCards.id });
  if (!created) return;
  await db.insert(giftCardLedger).values({
    restaurantId: input.restaurantId,
    giftCardId: created.id,
    amountCents: input.balanceCents,
    balanceAfterCents: input.balanceCents,
    reason: 'load',
  });
}
