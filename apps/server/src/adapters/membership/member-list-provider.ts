/**
 * The built-in membership provider: the restaurant's own member list (`members` and `member_promos` of its data
 * file). Identifiers match without regard to case or surrounding spaces.
 */
import type { MemberRecord, MembershipProvider } from './membership-provider';

export const memberListProvider: MembershipProvider = {
  name: 'member-list',
  async lookUp(restaurant, identifier) {
    const wanted = identifier.trim().toLowerCase();
    if (!wanted) return null;
    const { members, member_promos } = restaurant.data;
    const index = members.findIndex((m) => m.identifier.toLowerCase() === wanted);
    const member = members[index];
    if (!member) return null;
    return {
      // Stable while the list keeps the identifier: the restaurant and the identifier, never a row number.
      id: `${restaurant.restaurantId}:${member.identifier.toLowerCase()}`,
      identifier: member.identifier,
      provider: member.provider.toUpperCase(),
      firstName: member.first_name,
      lastName: member.last_name,
      promos: member.promos.flatMap((id) => {
        const promo = member_promos.find((p) => p.id === id);
        return promo
          ? [
              {
                id: promo.id,
                label: promo.label,
                type: promo.type,
                value: promo.value,
                preTax: promo.pre_tax,
              },
            ]
          : [];
      }),
    } satisfies MemberRecord;
  },
};
