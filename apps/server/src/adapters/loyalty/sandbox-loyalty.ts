/**
 * The built-in sandbox loyalty program, so the demo and the tests work offline (as the sandbox gateway does for
 * payments): its demo members are enrolled at every restaurant that has `loyalty_program` on. Any other e-mail is
 * not enrolled.
 */
import { type LoyaltyProvider, type LoyaltyStatus, NOT_ENROLLED } from './loyalty-provider';

export const SANDBOX_LOYALTY_MEMBERS: Readonly<Record<string, LoyaltyStatus>> = {
  'diner@example.com': { enrolled: true, userStatus: 'Gold', points: 1280 },
  'loyal@example.com': { enrolled: true, userStatus: 'Silver', points: 240 },
};

export const sandboxLoyalty: LoyaltyProvider = {
  name: 'sandbox',
  async statusOf(_restaurantId, email) {
    return SANDBOX_LOYALTY_MEMBERS[email.trim().toLowerCase()] ?? NOT_ENROLLED;
  },
};
