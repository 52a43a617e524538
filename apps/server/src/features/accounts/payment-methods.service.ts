/**
 * Saved cards: the card goes to the payment gateway, which answers a token; only the token,
 * brand, last 4 and expiry are stored. One default card per user: the first card saved, or the one made default.
 * Every card is looked up with the session's user, so another user's card id is a 404.
 */
import type { FieldError } from '@ordering/domain/accounts/account-fields';
import type { PaymentMethodView } from '@ordering/domain/contracts/accounts';
import { validateCardNumber } from '@ordering/domain/format/card';
import { validateExpiry } from '@ordering/domain/format/expiry';
import { and, desc, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { CardInput, CardToken, PaymentGateway } from '../../adapters/payments/gateway';
import type { Database, Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import { fieldErrors } from './account-errors';

type Row = typeof paymentMethods.$inferSelect;

const view = (row: Row): PaymentMethodView => ({
  paymentCardId: row.publicId,
  isDefault: row.isDefault,
  brand: row.brand as PaymentMethodView['brand'],
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  expiry: `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}`,
});

export async function listPaymentMethods(db: Executor, userId: number): Promise<PaymentMethodView[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), paymentMethods.id);
  return rows.map(view);
}

/** The stored token of the user's card, for paying with a saved card (the order pipeline). */
export async function savedCardToken(
  db: Executor,
  userId: number,
  paymentCardId: string,
): Promise<{ token: string; brand: string; last4: string } | undefined> {
  const [row] = await db
    .select({ token: paymentMethods.token, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.publicId, paymentCardId)))
    .limit(1);
  return row;
}

/**
 * The number and expiry by the domain's rules (the checkout form's), each refusal on its field in `locale`; the
 * gateway then refuses anything else (a security code of the wrong length) as "the card information is not valid".
 */
function checkCardFields(card: CardInput, now: Date, locale: Locale) {
  const errors: FieldError[] = [];
  const number = /^[\d\s-]+$/.test(card.number) ? validateCardNumber(card.number) : { key: 'card' as const };
  if (number) errors.push({ field: 'cardNumber', error: number });
  const expiry = validateExpiry(card.expiry, now);
  if (expiry) errors.push({ field: 'expiry', error: expiry });
  if (errors.length > 0) throw fieldErrors(errors, locale);
}

async function tokenize(gateway: PaymentGateway, card: CardInput, now: Date, locale: Locale) {
  checkCardFields(card, now, locale);
  const result = await gateway.tokenizeCard(card, now);
  if (!result.ok) {
    if (result.code === 400) throw new AppError(400, 'error.cardInvalid');
    throw new AppError(
      result.code,
      402,
      result.code === 410 ? 'error.paymentDeclined' : 'error.paymentFailed',
    );
  }
  return result;
}

async function findOwned(db: Executor, userId: number, paymentCardId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.publicId, paymentCardId)))
    .limit(1);
  if (!row) throw new AppError(404, 'error.paymentMethodNotFound');
  return row;
}

async function makeDefault(tx: Executor, userId: number, rowId: number) {
  // Cleared first: the partial unique index allows one default at a time.
  await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, rowId));
}

export async function addPaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  userId: number,
  card: CardInput & { isDefault?: boolean | undefined },
  now: Date,
  locale: Locale = 'en-CA',
): Promise<PaymentMethodView[]> {
  const token = await tokenize(gateway, card, now, locale);
  return saveTokenizedCard(db, gateway.name, userId, token, { isDefault: card.isDefault });
}

/**
 * Keeps a card the gateway has already tokenized (a new card, or the one just paid with at checkout when the diner
 * ticked "save this card"). With `skipSameCard`, a card with the same brand, last 4 and expiry already saved is not
 * saved twice (the checkout's box ticked again for the same card).
 */
export async function saveTokenizedCard(
  db: Database,
  gatewayName: string,
  userId: number,
  token: CardToken,
  options: { isDefault?: boolean | undefined; skipSameCard?: boolean } = {},
): Promise<PaymentMethodView[]> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({
        id: paymentMethods.id,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        expMonth: paymentMethods.expMonth,
        expYear: paymentMethods.expYear,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .for('update');
    const same = existing.some(
      (c) =>
        c.brand === token.brand &&
        c.last4 === token.last4 &&
        c.expMonth === token.expMonth &&
        c.expYear === token.expYear,
    );
    if (options.skipSameCard && same) return listPaymentMethods(tx, userId);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        publicId: nanoid(),
        userId,
        gateway: gatewayName,
        token: token.token,
        brand: token.brand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
        isDefault: false,
      })
      .returning({ id: paymentMethods.id });
    if (row && (existing.length === 0 || options.isDefault)) await makeDefault(tx, userId, row.id);
    return listPaymentMethods(tx, userId);
  });
}

export async function updatePaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  userId: number,
  change: {
    paymentCardId: string;
    isDefault?: boolean | undefined;
    card?: CardInput | undefined;
  },
  now: Date,
  locale: Locale = 'en-CA',
): Promise<PaymentMethodView[]> {
  const row = await findOwned(db, userId, change.paymentCardId);
  const token = change.card ? await tokenize(gateway, change.card, now, locale) : undefined;
  return db.transaction(async (tx) => {
    if (token) {
      await tx
        .update(paymentMethods)
        .set({
          gateway: gateway.name,
          token: token.token,
          brand: token.brand,
          last4: token.last4,
          expMonth: token.expMonth,
          expYear: token.expYear,
          updatedAt: now,
        })
        .where(eq(paymentMethods.id, row.id));
    }
    if (change.isDefault === true) await makeDefault(tx, userId, row.id);
    return listPaymentMethods(tx, userId);
  });
}

export async function deletePaymentMethod(
  db: Database,
  userId: number,
  paymentCardId: string,
): Promise<PaymentMethodView[]> {
  const row = await findOwned(db, userId, paymentCardId);
  return db.transaction(async (tx) => {
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, row.id));
    if (row.isDefault) {
      // The most recently saved card left becomes the default, so a user with cards always has one.
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(desc(paymentMethods.id))
        .limit(1);
      if (next) await makeDefault(tx, userId, next.id);
    }
    return listPaymentMethods(tx, userId);
  });
}
