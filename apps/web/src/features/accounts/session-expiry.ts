/**
 * An expired session (code 201 on any call): the user (and operator) are logged out, the
 * carts and filters cleared, and the browser goes to /login keeping the current query. The restaurant the diner was
 * at rides along as `restaurant`, so logging in again leads back to it. A full page load, not a client navigation:
 * the cart and the menu filters held in memory by the screens go with the page.
 */
import { setSessionExpiredHandler } from '../../lib/api-client';
import { clearCarts, forgetUser } from '../../lib/session/device-session';
import { forgetOperator } from '../../lib/session/operator-session';

/** The /login address for a page at `pathname?search`; `restaurantSlugOf` names the restaurant's path. */
export function loginAfterExpiry(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const first = pathname.split('/')[1] ?? '';
  if (!query.has('restaurant') && first && !['login', 'profile', 'cantine'].includes(first)) {
    query.set('restaurant', first);
  }
  const q = query.toString();
  return q ? `/login?${q}` : '/login';
}

let expiring = false;

export function onSessionExpired(): void {
  forgetUser();
  forgetOperator();
  clearCarts();
  // Several calls may answer 201 together: one navigation.
  if (expiring) return;
  expiring = true;
  const { pathname, search } = window.location;
  if (pathname === '/login') {
    expiring = false;
    return;
  }
  window.location.assign(loginAfterExpiry(pathname, search));
}

export function installSessionExpiry(): void {
  setSessionExpiredHandler(onSessionExpired);
}
