/**
 * Item subsidies (price rules): active, for everyone or for users holding one of its codes,
 * on all items or on meal packages only; a percent discount, an amount discount or a fixed price. Member providers
 * ELB and SPH never get subsidy pricing. Pay-what-you-can is a cart-level subsidy (pay-what-you-can.ts).
 */

import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, percentOf, toCents } from '../money/money';

export type DataFileSubsidy = RestaurantDataFile['subsidies'][number];

export const SUBSIDY_EXCLUDED_PROVIDERS: readonly string[] = ['ELB', 'SPH'];

export interface SubsidyUser {
  subsidyCode?: string | null;
  memberProvider?: string | null;
}

/** Whether the subsidy reaches this user: everyone, or a user whose code is one of its codes. */
export function subsidyTargetsUser(
  subsidy: DataFileSubsidy,
  subsidyCode: string | null | undefined,
): boolean {
  if (!subsidy.is_active) return false;
  if (subsidy.target_users === 'all') return true;
  const code = subsidyCode?.trim();
  return !!code && subsidy.codes.includes(code);
}

/** The first active item subsidy (discount or fixed price) for this user, if subsidies are on. */
export function findItemSubsidy(file: RestaurantDataFile, user: SubsidyUser): DataFileSubsidy | null {
  if (!file.restaurant.subsidies_enabled) return null;
  const provider = user.memberProvider?.toUpperCase();
  if (provider && SUBSIDY_EXCLUDED_PROVIDERS.includes(provider)) return null;
  return (
    file.subsidies.find((s) => s.type !== 'pay_what_you_can' && subsidyTargetsUser(s, user.subsidyCode)) ??
    null
  );
}

export function subsidyAppliesToItem(subsidy: DataFileSubsidy, mealPackage: boolean): boolean {
  return subsidy.target_items === 'all' || mealPackage;
}

export function applySubsidy(price: Cents, subsidy: DataFileSubsidy): Cents {
  // The schema requires the fixed price or one of the discounts; without them the price stays.
  if (subsidy.type === 'fixed_price') {
    return subsidy.discount_fixed_price === null ? price : toCents(subsidy.discount_fixed_price);
  }
  if (subsidy.discount_percentage !== null)
    return Math.max(0, price - percentOf(price, subsidy.discount_percentage));
  if (subsidy.discount_amount !== null) return Math.max(0, price - toCents(subsidy.discount_amount));
  return price;
}
