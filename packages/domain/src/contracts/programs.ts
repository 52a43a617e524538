/**
 * Loyalty, membership and account credits as they cross the API: the membership promo look-up, the loyalty status
 * look-up, and the staff's credit grants and takes.
 */
import { z } from 'zod';
import { dollars, idLike, signedDollars, text } from './common';

/** POST /api/auth/get-user-membership-promo */
export const membershipPromoRequest = z
  .object({ identifier: text(200).trim().min(1), app8RestaurantId: idLike.optional() })
  .strict();
export const memberPromo = z.object({
  id: z.string(),
  /** A text value as for discounts: "10" is 10 %, "5$" five dollars. */
  value: z.string(),
  preTax: z.boolean(),
  label: z.string(),
});
export const membershipPromoResponse = z.object({
  /** Present when a member promo applies: the member's id at the provider. */
  id: z.string().nullable(),
  identifier: z.string(),
  provider: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  promos: z.array(memberPromo),
  /** Member-only menus this member may see. */
  memberMenus: z.array(z.string()),
});
export type MembershipPromoResponse = z.output<typeof membershipPromoResponse>;

/** POST /api/auth/get-user-enrolled-program-status */
export const loyaltyStatusRequest = z
  .object({ email: text(254).trim().min(3), app8RestaurantId: idLike.optional() })
  .strict();
export const loyaltyStatusResponse = z.object({
  enrolled: z.boolean(),
  /** The member's tier (for example "Gold"); null when not enrolled. */
  userStatus: z.string().nullable(),
  points: z.number().int().nonnegative().nullable(),
});
export type LoyaltyStatusResponse = z.output<typeof loyaltyStatusResponse>;

/** Staff: grant (positive) or take (negative) account credits, always with a reason. */
export const staffCreditsRequest = z
  .object({
    email: text(254).trim().min(3),
    amount: signedDollars.refine((v) => v !== 0, 'Must not be 0'),
    reason: text(500).trim().min(1),
  })
  .strict();
export const staffCreditsQuery = z.object({ email: text(254).trim().min(3) });
export const creditEntry = z.object({
  amount: z.number(),
  balanceAfter: dollars,
  reason: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const staffCreditsResponse = z.object({
  email: z.string(),
  balance: dollars,
  entries: z.array(creditEntry),
});
export type StaffCreditsResponse = z.output<typeof staffCreditsResponse>;

/** The member identifier kept on the signed-in diner's account for the restaurant (GET/PUT/DELETE /api/auth/user-membership). */
export const userMembershipRequest = z.object({ identifier: text(200).trim().min(1) }).strict();
export const userMembershipResponse = z.object({ identifier: z.string().nullable() });
export type UserMembershipResponse = z.output<typeof userMembershipResponse>;
