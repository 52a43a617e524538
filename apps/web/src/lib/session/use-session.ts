/**
 * The signed-in user as the screens see it: startup authentication loads the profile
 * when the device holds a user id; without one the visitor is a guest and nothing is asked. A profile that cannot be
 * loaded logs the user out ("error getting user information"); a dead session (code 201) is the api client's.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';
import { toast } from '../toast';
import {
  forgetUser,
  isLogoutPending,
  onUserChange,
  readUserId,
  rememberUser,
  resetCartsOnLogin,
  setLogoutPending,
} from './device-session';
import type { Profile } from './session-api';

export const PROFILE_KEY = ['profile'] as const;

export type SessionState =
  | { status: 'loading'; profile: null }
  | { status: 'guest'; profile: null }
  | { status: 'user'; profile: Profile };

/** The one retry of a failed logout under way on this page (every screen's useSession would ask otherwise). */
let logoutRetry: Promise<void> | null = null;

/** Ends on the server the session a failed logout left behind, once the server answers. */
function retryPendingLogout(): void {
  if (logoutRetry || !isLogoutPending()) return;
  logoutRetry = import('./session-api')
    .then((api) => api.logout())
    .then(
      () => setLogoutPending(false),
      () => undefined,
    )
    .finally(() => {
      logoutRetry = null;
    });
}

export function useSession(restaurantId?: number | string | null): SessionState {
  const { t } = useTranslation();
  // A page the server drew has no device storage: it hydrates as "loading", then reads the device.
  const userId = useSyncExternalStore<string | null | undefined>(onUserChange, readUserId, () => undefined);
  // Startup: a guest device whose last logout failed asks the server again to end that session.
  useEffect(() => {
    if (userId === null) retryPendingLogout();
  }, [userId]);
  const query = useQuery({
    queryKey: [...PROFILE_KEY, restaurantId ?? null],
    // The accounts calls load with the first of them: a guest's menu page makes none.
    queryFn: () => import('./session-api').then((api) => api.getProfile(userId!, restaurantId)),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (!query.isError) return;
    const error = query.error;
    if (error instanceof ApiError && error.code === 201) return;
    forgetUser();
    toast.error(t('accounts.errors.profileLoad'));
  }, [query.isError, query.error, t]);
  if (userId === undefined) return { status: 'loading', profile: null };
  if (!userId || query.isError) return { status: 'guest', profile: null };
  if (!query.data) return { status: 'loading', profile: null };
  return { status: 'user', profile: query.data };
}

/**
 * After login, registration or social login: the profile is the session's, the device remembers the id, and the
 * carts' payment info and items are reset, except for a sign-up from the checkout, which keeps its cart.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (profile: Profile, how: { welcome: boolean; keepCart?: boolean }) => {
    rememberUser(profile.id, how.welcome);
    if (!how.keepCart) resetCartsOnLogin();
    queryClient.removeQueries({ queryKey: PROFILE_KEY });
    queryClient.setQueryData([...PROFILE_KEY, null], profile);
  };
}
