/**
 * Loyalty (issue 16): `get-user-enrolled-program-status` and the status an order carries, through the restaurant's
 * LoyaltyProvider (the built-in sandbox). Only where the restaurant has `loyalty_program` on.
 */
import type { LoyaltyStatusResponse } from '@ordering/domain/contracts/programs';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { LoyaltyProvider } from '../../adapters/loyalty/loyalty-provider';
import { NOT_ENROLLED } from '../../adapters/loyalty/loyalty-provider';
import { sandboxLoyalty } from '../../adapters/loyalty/sandbox-loyalty';
import type { Executor } from '../../db/client';
import { findUserById } from '../accounts/users.repository';

type Restaurant = { restaurantId: number; data: RestaurantDataFile };

export function loyaltyProviderFor(_restaurant: Restaurant): LoyaltyProvider {
  return sandboxLoyalty;
}

export async function loyaltyStatus(restaurant: Restaurant, email: string): Promise<LoyaltyStatusResponse> {
  if (!restaurant.data.restaurant.loyalty_program) return NOT_ENROLLED;
  return loyaltyProviderFor(restaurant).statusOf(restaurant.restaurantId, email);
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
