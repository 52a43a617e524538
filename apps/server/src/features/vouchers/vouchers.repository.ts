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

/**
 * Takes `amount` off the card only if the balance covers it, in one conditional UPDATE: concurrent redemptions
 * serialize on the row and the balance never goes below zero. Returns the new balance, or null when it does not.
 */
export async function debitGiftCard(
  db: Executor,
  input: { restaurantId: number; giftCardId: number; amountCents: number; orderId: number },
): Promise<number | null> {
  const [row] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${input.amountCents}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(giftCards.id, input.giftCardId),
        eq(giftCards.restaurantId, input.restaurantId),
        gte(giftCards.balanceCents, input.amountCents),
      ),
    )
    .returning({ balanceCents: giftCards.balanceCents });
  if (!row) return null;
  await db.insert(giftCardLedger).values({
    restaurantId: input.restaurantId,
    giftCardId: input.giftCardId,
    orderId: input.orderId,
    amountCents: -input.amountCents,
    balanceAfterCents: row.balanceCents,
    reason: 'order',
  });
  return row.balanceCents;
}

/** Gives back to the card what a cancelled order took from it, in the ledger too. */
export async function creditGiftCard(
  db: Executor,
  input: { restaurantId: number; giftCardId: number; amountCents: number; orderId: number },
): Promise<void> {
  const [row] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${input.amountCents}`, updatedAt: sql`now()` })
    .where(and(eq(giftCards.id, input.giftCardId), eq(giftCards.restaurantId, input.restaurantId)))
    .returning({ balanceCents: giftCards.balanceCents });
  if (!row) return;
  await db.insert(giftCardLedger).values({
    restaurantId: input.restaurantId,
    giftCardId: input.giftCardId,
    orderId: input.orderId,
    amountCents: input.amountCents,
    balanceAfterCents: row.balanceCents,
    reason: 'refund',
  });
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
