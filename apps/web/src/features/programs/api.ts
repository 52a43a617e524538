/**
 * The programs' calls: the member look-up of the access-code
 * drawer, the member identifier kept on the account, the loyalty status and the account credits.
 */
import type {
  LoyaltyStatusResponse,
  MembershipPromoResponse,
  UserMembershipResponse,
} from '@ordering/domain/contracts/programs';
import { apiFetch } from '../../lib/api-client';

const headers = (restaurantId: number | string) => ({ 'X-RESTAURANT-ID': String(restaurantId) });

export const lookUpMember = (restaurantId: number | string, identifier: string) =>
  apiFetch<MembershipPromoResponse>('/api/auth/get-user-membership-promo', {
    method: 'POST',
    headers: headers(restaurantId),
    body: JSON.stringify({ identifier, app8RestaurantId: String(restaurantId) }),
  });

export const accountMembership = (restaurantId: number | string) =>
  apiFetch<UserMembershipResponse>('/api/auth/user-membership', { headers: headers(restaurantId) });

export const keepMembershipOnAccount = (restaurantId: number | string, identifier: string) =>
  apiFetch<UserMembershipResponse>('/api/auth/user-membership', {
    method: 'PUT',
    headers: headers(restaurantId),
    body: JSON.stringify({ identifier }),
  });

export const forgetMembershipOnAccount = (restaurantId: number | string) =>
  apiFetch<UserMembershipResponse>('/api/auth/user-membership', {
    method: 'DELETE',
    headers: headers(restaurantId),
  });

export const loyaltyStatus = (restaurantId: number | string, email: string) =>
  apiFetch<LoyaltyStatusResponse>('/api/auth/get-user-enrolled-program-status', {
    method: 'POST',
    headers: headers(restaurantId),
    body: JSON.stringify({ email, app8RestaurantId: String(restaurantId) }),
  });

export const userCredits = (restaurantId: number | string, userId: string) =>
  apiFetch<{ credits: number; enabled: boolean }>(
    `/api/auth/user-credits?userId=${encodeURIComponent(userId)}`,
    {
      headers: headers(restaurantId),
    },
  );
