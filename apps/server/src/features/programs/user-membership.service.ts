/**
 * The member identifier on the signed-in diner's account (the member cookie per
 * restaurant slug, kept on the account too): another device of the same diner finds the members' menu unlocked.
 * Only an identifier the restaurant's provider knows is saved; saving one it no longer knows removes what was kept,
 * as a failed look-up removes the member cookie.
 */
import type { UserMembershipResponse } from '@ordering/domain/contracts/programs';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { memberOf } from './membership.service';
import { deleteMembership, membershipIdentifierOf, upsertMembership } from './user-memberships.repository';

type Restaurant = Parameters<typeof memberOf>[0];

export async function storedMembership(
  db: Executor,
  userId: number,
  restaurantId: number,
): Promise<UserMembershipResponse> {
  return { identifier: await membershipIdentifierOf(db, userId, restaurantId) };
}

export async function forgetMembership(
  db: Executor,
  userId: number,
  restaurantId: number,
): Promise<UserMembershipResponse> {
  await deleteMembership(db, userId, restaurantId);
  return { identifier: null };
}

export async function saveMembership(
  db: Executor,
  restaurant: Restaurant,
  userId: number,
  identifier: string,
): Promise<UserMembershipResponse> {
  if (!restaurant.data.restaurant.membership_program) throw new AppError(409, 'error.membershipUnavailable');
  const member = await memberOf(restaurant, identifier);
  if (!member) {
    await forgetMembership(db, userId, restaurant.restaurantId);
    throw new AppError(2202, 'error.memberNotFound');
  }
  // The provider's spelling of the identifier, so the account never keeps a typo's case or spaces.
  await upsertMembership(db, userId, restaurant.restaurantId, member.identifier);
  return { identifier: member.identifier };
}
