/**
 * Member discount: the applied member promo, as a text value, on what is left after
 * the promo-code discount. A pre-tax one is taken before tax; otherwise it comes off the total, never below the
 * taxes (capped in costs.ts).
 */
import type { Cents } from '../money/money';
import { resolveTextValue } from './text-value';
import type { Costs, MemberChoice } from './types';

export type MemberDiscountCost = Costs['memberDiscount'];

export function memberDiscount(member: MemberChoice | null | undefined, base: Cents): MemberDiscountCost {
  const promo = member?.discount;
  if (!promo) return { preTax: false, amount: 0 };
  const resolved = resolveTextValue(promo.value, base);
  return { preTax: promo.preTax, amount: Math.min(resolved?.amount ?? 0, base) };
}
