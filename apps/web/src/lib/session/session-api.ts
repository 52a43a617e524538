/**
 * The two account calls the session itself needs on every screen (load the signed-in profile, log out); the other
 * account calls belong to the accounts feature (features/accounts/api.ts).
 */
import type { ProfileResponse } from '@ordering/domain/contracts/accounts';
import { apiFetch } from '../api-client';

export type Profile = ProfileResponse;

export const getProfile = (userId: string, restaurantId?: number | string | null) =>
  apiFetch<Profile>('/api/auth/get-native-user-info', {
    method: 'POST',
    body: JSON.stringify({ userId }),
    headers: restaurantId ? { 'X-RESTAURANT-ID': String(restaurantId) } : {},
  });

export const logout = () => apiFetch<{ ok: true }>('/api/auth/logout', { method: 'POST', body: '{}' });
