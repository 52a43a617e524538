/**
 * What the device keeps of the session: the user's id only. The token
 * is the httpOnly cookie the server set, which scripts cannot read; the stored id says a session may exist, so a
 * guest's visit never asks the server for a profile.
 *
 * Logging out clears what the spec lists (ids, the saved name, e-mail, phone and legal-age answer); an expired session
 * or a failed logout also clears the carts and the checkouts in progress. Their keys belong to the cart and checkout
 * features (cart-storage.ts `cart:`, checkout-storage.ts `checkout:`, device-memory.ts `contact` and `legal-age`,
 * last-order.ts `last-order:`: "order again" must not show the next person on this device the diner's order).
 */
import { MEMBER_CHANGED, MEMBER_PREFIX } from '../member-storage';

const USER_ID = 'userId';
const WELCOME = 'welcome-banner';
const SAVED_DINER = ['contact', 'legal-age'];
const SAVED_DINER_PREFIXES = ['last-order:'];
const CART_PREFIXES = ['cart:', 'checkout:'];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readUserId(): string | null {
  return storage()?.getItem(USER_ID) ?? null;
}

const CHANGED = 'session-change';
const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
};

/** Screens follow a login or logout made by another screen (or another tab). */
export function onUserChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * A logout whose call failed: the screen forgot the user, but the session cookie still names them on the server.
 * The device asks the server again until it answers (use-session.ts); a new sign-in replaces that session anyway.
 */
const PENDING_LOGOUT = 'pending-logout';

export const isLogoutPending = (): boolean => storage()?.getItem(PENDING_LOGOUT) === '1';

export function setLogoutPending(pending: boolean): void {
  try {
    if (pending) storage()?.setItem(PENDING_LOGOUT, '1');
    else storage()?.removeItem(PENDING_LOGOUT);
  } catch {
    // Storage disabled: nothing to retry from.
  }
}

export function rememberUser(userId: string, welcome: boolean): void {
  setLogoutPending(false);
  try {
    storage()?.setItem(USER_ID, userId);
    storage()?.setItem(WELCOME, welcome ? '1' : '0');
  } catch {
    // Storage disabled: the session still works for this page (the cookie), not across reloads.
  }
  changed();
}

/** The welcome banner: shown after login and social login, hidden after ordinary registration or once closed. */
export const welcomeShown = () => storage()?.getItem(WELCOME) === '1';
export const closeWelcome = () => {
  storage()?.setItem(WELCOME, '0');
  changed();
};

export function forgetUser(): void {
  const store = storage();
  if (!store) return;
  for (const key of [USER_ID, WELCOME, ...SAVED_DINER]) store.removeItem(key);
  // The member identifiers too (logout clears the member cookie); lib/member-storage.ts.
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key && [MEMBER_PREFIX, ...SAVED_DINER_PREFIXES].some((p) => key.startsWith(p))) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
  window.dispatchEvent(new Event(MEMBER_CHANGED));
  changed();
}

/** Every restaurant's cart and checkout in progress (payment info included). */
export function clearCarts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key && CART_PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** On login, registration or social login the checkout's payment info and items are reset. */
export const resetCartsOnLogin = clearCarts;
