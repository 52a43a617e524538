/**
 * Loyalty: `get-user-enrolled-program-status` and the status an order carries, through the restaurant's
 * LoyaltyProvider (the built-in sandbox). Only where the restaurant has `loyalty_program` on.
 */
import { normalizeEmail } from '@ordering/domain/accounts/account-fields';
import type { LoyaltyStatusResponse } from '@ordering/domain/contracts/programs';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { LoyaltyProvider } from '../../adapters/loyalty/loyalty-provider';
import { NOT_ENROLLED } from '../../adapters/loyalty/loyalty-provider';
import { sandboxLoyalty } from '../../adapters/loyalty/sandbox-loyalty';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../accounts';

type Restaurant = { restaurantId: number; data: RestaurantDataFile };

export function loyaltyProviderFor(_restaurant: Restaurant): LoyaltyProvider {
  return sandboxLoyalty;
}

export async function loyaltyStatus(restaurant: Restaurant, email: string): Promise<LoyaltyStatusResponse> {
  if (!restaurant.data.restaurant.loyalty_program) return NOT_ENROLLED;
  return loyaltyProviderFor(restaurant).statusOf(restaurant.restaurantId, email);
}

/**
 * `get-user-enrolled-program-status`: a diner's tier and points are theirs, so the call
 * answers for the signed-in diner's own e-mail only; another e-mail is refused rather than answered for.
 */
export async function ownLoyaltyStatus(
  restaurant: Restaurant,
  diner: { email: string },
  asked: string,
): Promise<LoyaltyStatusResponse> {
  if (normalizeEmail(asked) !== normalizeEmail(diner.email)) throw new AppError(403, 'error.loyaltyNotYours');
  return loyaltyStatus(restaurant, diner.email);
}

/** The status an order carries: the signed-in diner's, else the contact e-mail's; null when not enrolled. */
export async function loyaltyStatusOf(
  db: Executor,
  restaurant: Restaurant,
  who: { userId: number | null; email: string | null | undefined },
): Promise<string | null> {
  if (!restaurant.data.restaurant.loyalty_program) return null;
  const user = who.userId === null ? undefined : await findUserById(db, who.userId);
  const email = user?.email ?? who.email?.trim();
  if (!email) return null;
  return (await loyaltyStatus(restaurant, email)).userStatus;
}
