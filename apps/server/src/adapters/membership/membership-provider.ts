/**
 * A membership program's look-up: who the identifier typed in the access-code drawer
 * belongs to, their provider code and the member promos they get. The built-in provider reads the restaurant's member
 * list imported with its data file; another program plugs in here without the routes or pricing changing.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';

export interface MemberPromoRecord {
  id: string;
  label: string;
  type: 'percent' | 'amount';
  value: number;
  preTax: boolean;
}

export interface MemberRecord {
  /** The member's id at the provider. */
  id: string;
  identifier: string;
  /** Provider code; ELB and SPH skip subsidy pricing. */
  provider: string;
  firstName: string;
  lastName: string;
  promos: MemberPromoRecord[];
}

export interface MembershipProvider {
  readonly name: string;
  /** The member, or null when the identifier is no member of this restaurant's program. */
  lookUp(
    restaurant: { restaurantId: number; data: RestaurantDataFile },
    identifier: string,
  ): Promise<MemberRecord | null>;
}
