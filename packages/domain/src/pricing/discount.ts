/** Promo-code discount: percent of the subtotal or fixed dollars, capped at it. */
import type { Cents } from '../money/money';
import { resolveTextValue } from './text-value';
import type { Costs, DiscountChoice } from './types';

export type DiscountCost = Costs['discount'];

export const NO_DISCOUNT: DiscountCost = { percentageValue: 0, amount: 0, type: 'percentage', code: null };

export function promoDiscount(choice: DiscountChoice | null | undefined, subtotal: Cents): DiscountCost {
  if (!choice) return NO_DISCOUNT;
  const resolved = resolveTextValue(choice.value, subtotal);
  if (!resolved) return NO_DISCOUNT;
  return { ...resolved, amount: Math.min(resolved.amount, subtotal), code: choice.code };
}
