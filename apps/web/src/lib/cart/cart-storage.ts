import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { OrderLink } from '@ordering/domain/order-types/link';

/** The cart is kept on the device for half a day, one per restaurant. */
export const CART_TTL_MS = 12 * 60 * 60 * 1000;

export interface StoredCart {
  restaurantId: string;
  items: CartItem[];
  mode: OrderLink;
  savedAt: number;
}

const key = (slug: string) => `cart:${slug}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isStoredCart(value: unknown): value is StoredCart {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredCart>;
  return (
    typeof v.restaurantId === 'string' &&
    Array.isArray(v.items) &&
    typeof v.savedAt === 'number' &&
    typeof v.mode === 'object' &&
    v.mode !== null
  );
}

/** The saved cart, or null when there is none, it is older than 12 hours or it cannot be read. */
export function readCart(slug: string, now = Date.now()): StoredCart | null {
  const store = storage();
  const raw = store?.getItem(key(slug));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredCart(parsed) && now - parsed.savedAt < CART_TTL_MS) return parsed;
  } catch {
    // A damaged entry is dropped below.
  }
  store?.removeItem(key(slug));
  return null;
}

/** Saves the cart whenever it changes; an empty cart with no mode is removed. */
export function writeCart(slug: string, cart: StoredCart): void {
  const store = storage();
  if (!store) return;
  try {
    if (cart.items.length === 0 && Object.keys(cart.mode).length === 0) store.removeItem(key(slug));
    else store.setItem(key(slug), JSON.stringify(cart));
  } catch {
    // Storage full or disabled: the cart still works for this visit.
  }
}

/** An another-round order is put in the cart once, not again on every reload of the link. */
export function wasRoundLoaded(orderId: string): boolean {
  return storage()?.getItem(`round:${orderId}`) !== null && storage() !== null;
}

export function markRoundLoaded(orderId: string): void {
  try {
    storage()?.setItem(`round:${orderId}`, String(Date.now()));
  } catch {
    // Not remembered: a reload may offer the round again, which the diner can remove.
  }
}
