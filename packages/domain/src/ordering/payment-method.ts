/**
 * Payment method change (RULES-ordering-format.md):
 * credit card selects the logged-in user's default saved card, or the second card when the default has an empty
 * id, else the card fields are cleared; the invoice flag is true only for invoice; cost center and purchase order
 * are cleared unless chosen. Also the spec's paymentNotRequired predicate.
 */
import type { Cents } from '../money/money';
import { isPaymentNotRequired } from '../pricing/payment-required';
import type { OrderType } from '../pricing/types';

export type PaymentMethod =
  | 'credit_card'
  | 'apple_pay'
  | 'google_pay'
  | 'invoice'
  | 'cost_center'
  | 'purchase_order';

export interface SavedCard {
  paymentCardId: string;
  isDefault: boolean;
  brand?: string | null;
  last4?: string | null;
  expiry?: string | null;
  /** False: the restaurant cannot charge it (saved with another processor or merchant account); never chosen. */
  acceptedHere?: boolean | undefined;
}

export interface CardFields {
  number: string;
  cvd: string;
  expiry_date: string;
  postal_code: string;
  type: string;
}

export interface PaymentSelection {
  paymentMethod: PaymentMethod | null;
  /** The saved card to charge (its paymentCardId is what the order submission sends). */
  chosenCreditCard: SavedCard | null;
  card: CardFields;
  invoice: boolean;
  costCenter: string;
  purchaseOrder: string;
}

export const EMPTY_CARD: CardFields = { number: '', cvd: '', expiry_date: '', postal_code: '', type: '' };

export const EMPTY_PAYMENT: PaymentSelection = {
  paymentMethod: null,
  chosenCreditCard: null,
  card: EMPTY_CARD,
  invoice: false,
  costCenter: '',
  purchaseOrder: '',
};

/** The saved cards the restaurant can charge: the only ones a checkout offers. */
export function acceptedSavedCards<T extends SavedCard>(cards: readonly T[]): T[] {
  return cards.filter((c) => c.acceptedHere !== false);
}

/**
 * Among the cards the restaurant can charge: the default card (else the first), or the second card when that one
 * has an empty id; null when none fits.
 */
export function defaultSavedCard(all: readonly SavedCard[]): SavedCard | null {
  const cards = acceptedSavedCards(all);
  const preferred = cards.find((c) => c.isDefault) ?? cards[0];
  if (!preferred) return null;
  if (preferred.paymentCardId.trim() !== '') return preferred;
  const second = cards[1];
  return second && second.paymentCardId.trim() !== '' ? second : null;
}

/** `user` is null for a guest; a guest never gets a saved card. */
export function changePaymentMethod(
  current: PaymentSelection,
  method: PaymentMethod,
  user: { paymentMethods: readonly SavedCard[] } | null,
): PaymentSelection {
  const next: PaymentSelection = {
    ...current,
    paymentMethod: method,
    invoice: method === 'invoice',
    costCenter: method === 'cost_center' ? current.costCenter : '',
    purchaseOrder: method === 'purchase_order' ? current.purchaseOrder : '',
  };
  if (method !== 'credit_card') return { ...next, chosenCreditCard: null };
  const saved = user ? defaultSavedCard(user.paymentMethods) : null;
  // Either a saved card is charged or new card details are typed: never keep stale numbers next to a saved card.
  return { ...next, chosenCreditCard: saved, card: EMPTY_CARD };
}

export interface PaymentNotRequiredInput {
  orderType: OrderType;
  preOrder?: boolean;
  eventDayOrdering?: boolean;
  paymentProcessor: string;
  totalWithTip: Cents;
}

/**
 * Not required when the order is not a pre-order, event-day or catering order, and either the processor is
 * payOnPremise or the total with tip is 0. The costs pipeline's rule (pricing/payment-required.ts) adds tenders
 * covering the whole amount; with no tender it is exactly this.
 */
export function paymentNotRequired(input: PaymentNotRequiredInput): boolean {
  return isPaymentNotRequired({ ...input, amountToCharge: input.totalWithTip, tendered: 0 });
}
