/**
 * Pay-what-you-can: an active pay_what_you_can subsidy for everyone, or for users holding
 * one of its codes. The subsidised base (all items, or meal packages only, never more than what is left after the
 * other reductions) is reduced to the amount the diner chose to pay; no choice pays it in full.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, roundHalfUp } from '../money/money';
import { SUBSIDY_EXCLUDED_PROVIDERS, subsidyTargetsUser } from './subsidy';
import type { Costs, LinePrice } from './types';

export type SubsidyDiscountCost = Costs['subsidyDiscount'];

export const NO_SUBSIDY_DISCOUNT: SubsidyDiscountCost = {
  type: null,
  chosenAmountToBePaid: 0,
  code: null,
  amount: 0,
  baseSubsidizedAmount: 0,
};

export interface PayWhatYouCanInput {
  lines: readonly Pick<LinePrice, 'price' | 'mealPackage'>[];
  /** Subtotal minus the promo-code and pre-tax member discounts. */
  remaining: Cents;
  subsidyCode?: string | null;
  memberProvider?: string | null;
  chosenAmountToBePaid?: Cents | null;
}

/** The pay-what-you-can subsidy of a diner holding `code` (or none): the first active one for everyone or for it. */
export function payWhatYouCanFor(
  file: Pick<RestaurantDataFile, 'subsidies'>,
  code: string | null | undefined,
): RestaurantDataFile['subsidies'][number] | undefined {
  return file.subsidies.find((s) => s.type === 'pay_what_you_can' && subsidyTargetsUser(s, code));
}

/** What a line counts toward the subsidy's base: its price when it targets all items, a meal package's when meals. */
export function subsidisedPrice(
  subsidy: Pick<RestaurantDataFile['subsidies'][number], 'target_items'>,
  line: Pick<LinePrice, 'price' | 'mealPackage'>,
): Cents {
  return subsidy.target_items === 'all' || line.mealPackage ? line.price : 0;
}

export function payWhatYouCan(file: RestaurantDataFile, input: PayWhatYouCanInput): SubsidyDiscountCost {
  if (!file.restaurant.subsidies_enabled) return NO_SUBSIDY_DISCOUNT;
  const provider = input.memberProvider?.toUpperCase();
  if (provider && SUBSIDY_EXCLUDED_PROVIDERS.includes(provider)) return NO_SUBSIDY_DISCOUNT;
  const subsidy = payWhatYouCanFor(file, input.subsidyCode);
  if (!subsidy) return NO_SUBSIDY_DISCOUNT;
  let eligible = 0;
  for (const line of input.lines) eligible += subsidisedPrice(subsidy, line);
  const base = Math.max(0, Math.min(eligible, input.remaining));
  const chosen = input.chosenAmountToBePaid ?? base;
  const chosenAmountToBePaid = Math.min(base, Math.max(0, roundHalfUp(chosen)));
  return {
    type: subsidy.type,
    chosenAmountToBePaid,
    // A subsidy for codes only matched because the user holds one.
    code: subsidy.target_users === 'codes' ? input.subsidyCode!.trim() : null,
    amount: base - chosenAmountToBePaid,
    baseSubsidizedAmount: base,
  };
}
