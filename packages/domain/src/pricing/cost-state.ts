/**
 * The diner's cost choices kept between pricing calls, and the small state changes of tip, charges and discounts
 * (RULES-pricing-cart.md). Each returns a new object; none mutates.
 */
import type { Cents } from '../money/money';
import { chooseTip, NO_TIP } from './tip';
import type { AmountType, CreditsChoice, DiscountChoice, TipChoice, VoucherChoice } from './types';

export interface CostChoices {
  tip: TipChoice;
  discount: DiscountChoice | null;
  voucher: VoucherChoice | null;
  credits: CreditsChoice | null;
  subsidyCode: string | null;
  chosenAmountToBePaid: Cents | null;
}

export const EMPTY_CHOICES: CostChoices = {
  tip: NO_TIP,
  discount: null,
  voucher: null,
  credits: null,
  subsidyCode: null,
  chosenAmountToBePaid: null,
};

export function setTip(choices: CostChoices, type: AmountType, value: number): CostChoices {
  return { ...choices, tip: chooseTip(type, value) };
}

export function setDiscount(choices: CostChoices, code: string, value: string): CostChoices {
  return { ...choices, discount: { code, value } };
}

/** Clearing a discount resets it to no code. */
export function clearDiscount(choices: CostChoices): CostChoices {
  return { ...choices, discount: null };
}

/** A gift card sets its code and balance; the amount used is computed afresh (it starts at 0). */
export function setVoucher(choices: CostChoices, code: string, balance: Cents): CostChoices {
  return { ...choices, voucher: { code, balance } };
}

export type CostFailure = 'discount' | 'promo' | 'gift_card';

/** A failed discount, promo or gift card resets that choice to empty; the caller then reprices. */
export function resetAfterFailure(choices: CostChoices, failure: CostFailure): CostChoices {
  return failure === 'gift_card' ? { ...choices, voucher: null } : { ...choices, discount: null };
}

/** After an order: voucher, credits and subsidy are wiped (items and card data live elsewhere). */
export function clearAfterOrder(choices: CostChoices): CostChoices {
  return { ...EMPTY_CHOICES, tip: choices.tip };
}
