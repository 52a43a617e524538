/**
 * How a placed order's total was paid, as its receipts tell it (the e-mailed confirmation, past receipts): the gift
 * card and the account credits taken off the total with tip, then what was left to pay by card. A receipt that showed
 * only the total would read as a card charge of it when credits or a gift card paid some or all of it.
 */
import type { Cents } from '../money/money';

export type ReceiptTenderKind = 'giftCard' | 'credits' | 'toPay';

export interface ReceiptTender {
  kind: ReceiptTenderKind;
  cents: Cents;
}

/** The part of an order's costs (cents) that says what paid it. */
export interface PaidCosts {
  voucher: { amount: Cents };
  credits?: { amount: Cents } | null;
  amountToCharge: Cents;
}

/** Nothing when the card paid it all (the total says so); else each tender taken off, then what was left to pay. */
export function receiptTenders(costs: PaidCosts): ReceiptTender[] {
  const giftCard = Math.max(0, costs.voucher.amount);
  const credits = Math.max(0, costs.credits?.amount ?? 0);
  if (giftCard === 0 && credits === 0) return [];
  return [
    ...(giftCard > 0 ? [{ kind: 'giftCard' as const, cents: giftCard }] : []),
    ...(credits > 0 ? [{ kind: 'credits' as const, cents: credits }] : []),
    { kind: 'toPay', cents: Math.max(0, costs.amountToCharge) },
  ];
}
