/**
 * Tip: a percentage of the discounted subtotal or dollars. A negative tip becomes its
 * absolute value; choosing a percentage zeroes the amount, choosing dollars zeroes the percentage.
 */
import { type Cents, percentOf, roundHalfUp } from '../money/money';
import type { AmountType, Costs, TipChoice } from './types';

export type TipCost = Costs['tip'];

export const NO_TIP: TipChoice = { type: 'percentage', percentageValue: 0, amount: 0 };

/** `value` is a percentage (15) for a percentage tip, cents for a dollar tip. */
export function chooseTip(type: AmountType, value: number): TipChoice {
  const v = Math.abs(value);
  return type === 'percentage'
    ? { type, percentageValue: v, amount: 0 }
    : { type, percentageValue: 0, amount: roundHalfUp(v) };
}

export function resolveTip(choice: TipChoice | null | undefined, subtotalDiscounted: Cents): TipCost {
  if (!choice) return NO_TIP;
  const clean = chooseTip(choice.type, choice.type === 'percentage' ? choice.percentageValue : choice.amount);
  if (clean.type === 'dollar') return clean;
  return { ...clean, amount: percentOf(subtotalDiscounted, clean.percentageValue) };
}
