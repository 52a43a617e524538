/**
 * Membership: the access-code drawer's look-up, and what pricing needs of
 * a member. The server looks the member up again at every costs call and submission: promos the client sends are
 * never trusted, and a member-only menu's items are refused to anyone the provider does not know (code 2202).
 */

import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { MembershipPromoResponse } from '@ordering/domain/contracts/programs';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { MemberChoice } from '@ordering/domain/pricing/types';
import { memberListProvider } from '../../adapters/membership/member-list-provider';
import type { MemberRecord, MembershipProvider } from '../../adapters/membership/membership-provider';
import { AppError } from '../../errors/app-error';

type Restaurant = { restaurantId: number; data: RestaurantDataFile };

/** The restaurant's provider: today every restaurant's is its own member list. */
export function membershipProviderFor(_restaurant: Restaurant): MembershipProvider {
  return memberListProvider;
}

export async function lookUpMembership(
  restaurant: Restaurant,
  identifier: string,
): Promise<MembershipPromoResponse> {
  if (!restaurant.data.restaurant.membership_program) throw new AppError(409, 'error.membershipUnavailable');
  const member = await membershipProviderFor(restaurant).lookUp(restaurant, identifier);
  if (!member) throw new AppError(2202, 'error.memberNotFound');
  return {
    // A member promo applies only when the answer has an id.
    id: member.promos.length > 0 ? member.id : null,
    identifier: member.identifier,
    provider: member.provider,
    firstName: member.firstName,
    // The drawer greets the member by first name: the rest of their name is not for whoever holds the code.
    lastName: '',
    promos: member.promos.map((p) => ({
      id: p.id,
      value: p.type === 'amount' ? `${p.value}$` : String(p.value),
      preTax: p.preTax,
      label: p.label,
    })),
    memberMenus: restaurant.data.menus.filter((m) => m.member_only && !m.deleted_at).map((m) => m.id),
  };
}

/** The member the identifier names, for pricing; null without an identifier or a membership program. */
export async function memberOf(restaurant: Restaurant, identifier: string | null | undefined) {
  const wanted = identifier?.trim();
  if (!wanted || !restaurant.data.restaurant.membership_program) return null;
  return membershipProviderFor(restaurant).lookUp(restaurant, wanted);
}

/** The pipeline's member input: the provider code and the member's first promo (one member promo applies). */
export function memberChoice(member: MemberRecord | null): MemberChoice | null {
  if (!member) return null;
  const promo = member.promos[0];
  return {
    provider: member.provider,
    discount: promo
      ? { value: promo.type === 'amount' ? `${promo.value}$` : String(promo.value), preTax: promo.preTax }
      : null,
  };
}

/** Items of a member-only menu, which only a member may order. */
export function memberOnlyItems(file: RestaurantDataFile, items: readonly CartItem[]): CartItem[] {
  const memberMenus = new Set(file.menus.filter((m) => m.member_only).map((m) => m.id));
  return items.filter((i) => memberMenus.has(i.menu_id));
}

export function memberOnlyRefused(items: readonly CartItem[]): AppError {
  return new AppError(
    2202,
    'error.memberOnly',
    {},
    {
      invalid_items: items.map((i) => ({
        orderId: i.orderId,
        itemId: i.id,
        code: 2202,
        reason: 'member_only',
      })),
    },
  );
}
