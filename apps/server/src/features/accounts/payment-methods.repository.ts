import { and, desc, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { CardToken } from '../../adapters/payments/gateway';
import type { Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The user's saved cards, the default first, then in the order saved. */
export async function paymentMethodsOf(db: Executor, userId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), paymentMethods.id);
}

export async function findPaymentMethodOf(
  db: Executor,
  userId: number,
  paymentCardId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.publicId, paymentCardId)))
    .limit(1);
  return row;
}

/** What identifies each saved card of the user to the eye, the rows locked until the transaction ends. */
export async function lockCardsOf(tx: Executor, userId: number) {
  return tx
    .select({
      id: paymentMethods.id,
      token: paymentMethods.token,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .for('update');
}

export async function insertPaymentMethod(
  db: Executor,
  card: { userId: number; gateway: string; token: CardToken },
): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      publicId: nanoid(),
      userId: card.userId,
      gateway: card.gateway,
      token: card.token.token,
      brand: card.token.brand,
      last4: card.token.last4,
      expMonth: card.token.expMonth,
      expYear: card.token.expYear,
      isDefault: false,
    })
    .returning({ id: paymentMethods.id });
  return row?.id;
}

export async function replaceCardToken(
  db: Executor,
  id: number,
  gateway: string,
  token: CardToken,
  now: Date,
) {
  await db
    .update(paymentMethods)
    .set({
      gateway,
      token: token.token,
      brand: token.brand,
      last4: token.last4,
      expMonth: token.expMonth,
      expYear: token.expYear,
      updatedAt: now,
    })
    .where(eq(paymentMethods.id, id));
}

/** Makes the card the user's only default; cleared first, as the partial unique index allows one at a time. */
export async function setDefaultCard(tx: Executor, userId: number, id: number) {
  await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
}

export async function deletePaymentMethodRow(db: Executor, id: number) {
  await db.delete(paymentMethods).where(eq(paymentMethods.id, id));
}

/** The user's most recently saved card's id, if any is left. */
export async function newestCardOf(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row?.id;
}
