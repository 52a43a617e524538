/**
 * Saved cards: the card goes to the payment gateway, which answers a token, and its bank is asked whether it may be
 * charged later (`verifyCard`) before anything is written, so a declined card is refused here rather than at the
 * diner's next payment; only the token, brand, last 4 and expiry are stored. One default card per user: the first card saved, or the one made default.
 * Every card is looked up with the session's user, so another user's card id is a 404.
 */
import type { FieldError } from '@ordering/domain/accounts/account-fields';
import type { PaymentMethodView } from '@ordering/domain/contracts/accounts';
import { validateCardNumber } from '@ordering/domain/format/card';
import { validateExpiry } from '@ordering/domain/format/expiry';
import type { CardInput, CardToken, PaymentFailure, PaymentGateway } from '../../adapters/payments/gateway';
import { ProcessorUnreachable } from '../../adapters/payments/stripe/stripe-gateway';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Locale } from '../../i18n/messages';
import { fieldErrors } from './account-errors';
import {
  deletePaymentMethodRow,
  findPaymentMethodOf,
  insertPaymentMethod,
  lockCardsOf,
  newestCardOf,
  paymentMethodsOf,
  type PaymentMethodRow as Row,
  replaceCardToken,
  setDefaultCard,
} from './payment-methods.repository';

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
  const rows = await paymentMethodsOf(db, userId);
  return rows.map(view);
}

/** The stored token of the user's card, for paying with a saved card (the order pipeline). */
export async function savedCardToken(
  db: Executor,
  userId: number,
  paymentCardId: string,
): Promise<{ token: string; brand: string; last4: string } | undefined> {
  const row = await findPaymentMethodOf(db, userId, paymentCardId);
  return row && { token: row.token, brand: row.brand, last4: row.last4 };
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
  if (!result.ok) throw refusal(result);
  return result;
}

/** A refusal of the card's bank (410) or of the processor (1803), as at payment: 402 with the reason. */
function refusal(failure: PaymentFailure): AppError {
  if (failure.code === 400) return new AppError(400, 'error.cardInvalid');
  const key = failure.code === 410 ? 'error.cardDeclinedOnSave' : 'error.paymentFailed';
  return new AppError(failure.code, key, {}, { reason: failure.reason });
}

/**
 * The card checked with its bank, outside any transaction: the token to store (the processor's reusable one), or
 * the refusal thrown. A processor that cannot be reached has checked nothing: the diner may try again (503).
 */
async function verified(db: Executor, gateway: PaymentGateway, userId: number, card: CardToken) {
  const saved = (await paymentMethodsOf(db, userId)).filter((row) => row.gateway === gateway.name);
  const check = await gateway
    .verifyCard(card.token, { userId, savedTokens: saved.map((row) => row.token) })
    .catch((error: unknown) => {
      if (error instanceof ProcessorUnreachable)
        throw new AppError(503, 'error.paymentFailed', {}, { reason: 'processor_unreachable' });
      throw error;
    });
  if (!check.ok) throw refusal(check);
  return { ...card, token: check.token };
}

async function findOwned(db: Executor, userId: number, paymentCardId: string): Promise<Row> {
  const row = await findPaymentMethodOf(db, userId, paymentCardId);
  if (!row) throw new AppError(404, 'error.paymentMethodNotFound');
  return row;
}

export async function addPaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  userId: number,
  card: CardInput & { isDefault?: boolean | undefined },
  now: Date,
  locale: Locale = 'en-CA',
): Promise<PaymentMethodView[]> {
  const token = await verified(db, gateway, userId, await tokenize(gateway, card, now, locale));
  return saveTokenizedCard(db, gateway.name, userId, token, { isDefault: card.isDefault });
}

/**
 * Keeps a card the gateway has already tokenized and its bank accepted: a new card checked above, or the one just
 * paid with at checkout when the diner ticked "save this card" (its authorization was the bank's answer, so it is not
 * asked twice). With `skipSameCard`, a card with the same brand, last 4 and expiry already saved is not
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
    const existing = await lockCardsOf(tx, userId);
    const same = existing.some(
      (c) =>
        c.brand === token.brand &&
        c.last4 === token.last4 &&
        c.expMonth === token.expMonth &&
        c.expYear === token.expYear,
    );
    if (options.skipSameCard && same) return listPaymentMethods(tx, userId);
    const id = await insertPaymentMethod(tx, { userId, gateway: gatewayName, token });
    if (id !== undefined && (existing.length === 0 || options.isDefault))
      await setDefaultCard(tx, userId, id);
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
  const token = change.card
    ? await verified(db, gateway, userId, await tokenize(gateway, change.card, now, locale))
    : undefined;
  return db.transaction(async (tx) => {
    if (token) {
      await replaceCardToken(tx, row.id, gateway.name, token, now);
    }
    if (change.isDefault === true) await setDefaultCard(tx, userId, row.id);
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
    await deletePaymentMethodRow(tx, row.id);
    if (row.isDefault) {
      // The most recently saved card left becomes the default, so a user with cards always has one.
      const next = await newestCardOf(tx, userId);
      if (next !== undefined) await setDefaultCard(tx, userId, next);
    }
    return listPaymentMethods(tx, userId);
  });
}
