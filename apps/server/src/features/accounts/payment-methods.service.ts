/**
 * Saved cards: the card goes to the payment gateway of the restaurant the diner is at (the sandbox from no
 * restaurant), which answers a token, and its bank is asked whether it may be charged later (`verifyCard`) before
 * anything is written, so a declined card is refused here rather than at the diner's next payment; only the token,
 * brand, last 4 and expiry are stored, with the gateway's name: where the card can be charged (decision 086). A
 * processor whose own card element takes the card in the browser sends its payment method instead of card data, and
 * a bank's 3-D Secure challenge is run there, then completed here. One default card per user: the first card saved,
 * or the one made default. Every card is looked up with the session's user, so another user's card id is a 404.
 */
import type { FieldError } from '@ordering/domain/accounts/account-fields';
import type { PaymentMethodView } from '@ordering/domain/contracts/accounts';
import { validateCardNumber } from '@ordering/domain/format/card';
import { validateExpiry } from '@ordering/domain/format/expiry';
import type {
  CardCheckResult,
  CardInput,
  CardToken,
  PaymentGateway,
  TokenizeResult,
} from '../../adapters/payments/gateway';
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

/**
 * `home`: where a card saved at the request's restaurant lives (its gateway's name; null if it takes no card now),
 * so each card says whether it can pay there; undefined from no restaurant.
 */
const view = (row: Row, home: string | null | undefined): PaymentMethodView => ({
  paymentCardId: row.publicId,
  isDefault: row.isDefault,
  brand: row.brand as PaymentMethodView['brand'],
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  expiry: `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}`,
  ...(home === undefined ? {} : { acceptedHere: home !== null && row.gateway === home }),
});

export async function listPaymentMethods(
  db: Executor,
  userId: number,
  home?: string | null,
): Promise<PaymentMethodView[]> {
  const rows = await paymentMethodsOf(db, userId);
  return rows.map((row) => view(row, home));
}

/** The gateway a card is saved through, and what the restaurant's browser can do for it. */
export interface CardSavingAt {
  gateway: PaymentGateway;
  /** The diner's browser runs the processor's card element there, which can show the bank's challenge. */
  browserChallenge: boolean;
  /** Where the restaurant's cards live, for the list answered (undefined from no restaurant). */
  home: string | null | undefined;
}

/** A card to save: typed (its fields), or made by the processor's own element in the browser. */
export type NewCard = { card: CardInput } | { processorToken: string };

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

/**
 * The card as the gateway's token. A processor whose own fields take cards (Stripe's Payment Element, PCI SAQ-A)
 * is only asked to describe the payment method they made; card data sent to it anyway is refused before any call,
 * as at the checkout.
 */
async function tokenize(gateway: PaymentGateway, input: NewCard, now: Date, locale: Locale) {
  let result: TokenizeResult;
  if ('processorToken' in input) {
    if (!gateway.describePaymentMethod) throw new AppError(400, 'error.cardInvalid');
    result = await unreachableAs503(gateway.describePaymentMethod(input.processorToken));
  } else {
    if (gateway.describePaymentMethod && !gateway.takesCardData)
      throw new AppError(400, 'error.cardFieldsOnly', {}, [
        { path: 'body.cardNumber', message: 'Card numbers are taken by the processor’s own fields' },
      ]);
    checkCardFields(input.card, now, locale);
    result = await unreachableAs503(gateway.tokenizeCard(input.card, now));
  }
  if (!result.ok) throw refusal(result);
  return result;
}

/** A processor that cannot be reached has checked nothing: the diner may try again (503). */
function unreachableAs503<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof ProcessorUnreachable)
      throw new AppError(503, 'error.paymentFailed', {}, { reason: 'processor_unreachable' });
    throw error;
  });
}

/**
 * A refusal of the card's bank (410) or of the processor (1803), as at payment: 402 with the reason. A bank asking
 * the diner to authenticate the card answers what their browser runs the challenge with.
 */
function refusal(failure: CardCheckResult & { ok: false }): AppError {
  if ('clientSecret' in failure)
    return new AppError(
      410,
      'error.cardNeedsConfirmation',
      {},
      { reason: failure.reason, clientSecret: failure.clientSecret, setupId: failure.setupId },
    );
  if (failure.code === 400) return new AppError(400, 'error.cardInvalid');
  const key =
    failure.reason === 'authentication_failed'
      ? 'error.cardNotConfirmed'
      : failure.code === 410
        ? 'error.cardDeclinedOnSave'
        : 'error.paymentFailed';
  return new AppError(failure.code, key, {}, { reason: failure.reason });
}

/**
 * The card checked with its bank, outside any transaction: the token to store (the processor's reusable one), or
 * the refusal thrown (with the challenge to run, where the browser can and the bank asks).
 */
async function verified(db: Executor, at: CardSavingAt, userId: number, card: CardToken) {
  const { gateway } = at;
  const saved = (await paymentMethodsOf(db, userId)).filter((row) => row.gateway === gateway.name);
  const check = await unreachableAs503(
    gateway.verifyCard(card.token, {
      userId,
      savedTokens: saved.map((row) => row.token),
      browserChallenge: at.browserChallenge,
    }),
  );
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
  at: CardSavingAt | PaymentGateway,
  userId: number,
  card: NewCard & { isDefault?: boolean | undefined },
  now: Date,
  locale: Locale = 'en-CA',
): Promise<PaymentMethodView[]> {
  const where = savingAt(at);
  const token = await verified(db, where, userId, await tokenize(where.gateway, card, now, locale));
  return saveTokenizedCard(db, where.gateway.name, userId, token, { isDefault: card.isDefault }, where.home);
}

/** A bare gateway (the sandbox, a test's): no challenge in the browser, no restaurant to say cards are accepted at. */
function savingAt(at: CardSavingAt | PaymentGateway): CardSavingAt {
  return 'gateway' in at ? at : { gateway: at, browserChallenge: false, home: undefined };
}

/**
 * After the browser ran the bank's challenge of a card being added or replacing one (`setupId`): the processor says
 * whether the diner passed it; only then is the card kept. The same completion sent again keeps it once.
 */
export async function completePaymentMethod(
  db: Database,
  at: CardSavingAt,
  userId: number,
  change: { setupId: string; paymentCardId?: string | undefined; isDefault?: boolean | undefined },
  now: Date,
): Promise<PaymentMethodView[]> {
  const { gateway } = at;
  const row = change.paymentCardId ? await findOwned(db, userId, change.paymentCardId) : undefined;
  if (!gateway.completeCardCheck || !gateway.describePaymentMethod)
    throw new AppError(400, 'error.cardInvalid');
  const check = await unreachableAs503(gateway.completeCardCheck(change.setupId, userId));
  if (!check.ok) throw refusal(check);
  const described = await unreachableAs503(gateway.describePaymentMethod(check.token));
  if (!described.ok) throw refusal(described);
  const { ok: _ok, ...token } = described;
  if (!row)
    return saveTokenizedCard(db, gateway.name, userId, token, { isDefault: change.isDefault }, at.home);
  return db.transaction(async (tx) => {
    if (row.token !== token.token) await replaceCardToken(tx, row.id, gateway.name, token, now);
    if (change.isDefault === true) await setDefaultCard(tx, userId, row.id);
    return listPaymentMethods(tx, userId, at.home);
  });
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
  home?: string | null,
): Promise<PaymentMethodView[]> {
  return db.transaction(async (tx) => {
    const existing = await lockCardsOf(tx, userId);
    // The processor's token is already kept (a completion sent again): the card is saved once.
    if (existing.some((c) => c.token === token.token)) return listPaymentMethods(tx, userId, home);
    const same = existing.some(
      (c) =>
        c.brand === token.brand &&
        c.last4 === token.last4 &&
        c.expMonth === token.expMonth &&
        c.expYear === token.expYear,
    );
    if (options.skipSameCard && same) return listPaymentMethods(tx, userId, home);
    const id = await insertPaymentMethod(tx, { userId, gateway: gatewayName, token });
    if (id !== undefined && (existing.length === 0 || options.isDefault))
      await setDefaultCard(tx, userId, id);
    return listPaymentMethods(tx, userId, home);
  });
}

export async function updatePaymentMethod(
  db: Database,
  at: CardSavingAt | PaymentGateway,
  userId: number,
  change: {
    paymentCardId: string;
    isDefault?: boolean | undefined;
    card?: NewCard | undefined;
  },
  now: Date,
  locale: Locale = 'en-CA',
): Promise<PaymentMethodView[]> {
  const where = savingAt(at);
  const row = await findOwned(db, userId, change.paymentCardId);
  const token = change.card
    ? await verified(db, where, userId, await tokenize(where.gateway, change.card, now, locale))
    : undefined;
  return db.transaction(async (tx) => {
    if (token) {
      await replaceCardToken(tx, row.id, where.gateway.name, token, now);
    }
    if (change.isDefault === true) await setDefaultCard(tx, userId, row.id);
    return listPaymentMethods(tx, userId, where.home);
  });
}

export async function deletePaymentMethod(
  db: Database,
  userId: number,
  paymentCardId: string,
  home?: string | null,
): Promise<PaymentMethodView[]> {
  const row = await findOwned(db, userId, paymentCardId);
  return db.transaction(async (tx) => {
    await deletePaymentMethodRow(tx, row.id);
    if (row.isDefault) {
      // The most recently saved card left becomes the default, so a user with cards always has one.
      const next = await newestCardOf(tx, userId);
      if (next !== undefined) await setDefaultCard(tx, userId, next);
    }
    return listPaymentMethods(tx, userId, home);
  });
}
