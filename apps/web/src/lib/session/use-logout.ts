/**
 * Logout, apart from `useSession` (use-session.ts): the menu page shows who is signed in without loading TanStack
 * Query's mutations, which only the screens that log out use.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearCarts, forgetUser, setLogoutPending } from './device-session';
import { PROFILE_KEY } from './use-session';

/**
 * Logout: the server ends the session, the device forgets the user (ids, saved contact, legal age). When the call
 * fails the carts, card info and filters go too, and the browser goes to /login keeping the query.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => import('./session-api').then((api) => api.logout()),
    onSettled: (_data, error) => {
      forgetUser();
      queryClient.removeQueries({ queryKey: PROFILE_KEY });
      if (error) {
        // The screen says logged out; the server's session ends at the next answer (retryPendingLogout).
        setLogoutPending(true);
        clearCarts();
        window.location.assign(`/login${window.location.search}`);
      }
    },
  });
}
