import type { CartItem } from '@ordering/domain/cart/cart-item';
import { readUserId } from '../session/device-session';

/**
 * The device's last order at each restaurant, as last-order.ts describes it: kept, read and forgotten here, apart
 * from the account's and the conversion of its lines, so the menu's first load (which only asks whether there is
 * one) does not carry those.
 */
export const LAST_ORDER_TTL_MS = 60 * 24 * 60 * 60 * 1000;
const PREFIX = 'last-order:';

interface StoredLastOrder {
  items: readonly CartItem[];
  at: number;
}

const key = (slug: string) => `${PREFIX}${slug}`;

export function rememberLastOrder(slug: string, items: readonly CartItem[], now = Date.now()) {
  if (readUserId()) return;
  try {
    window.localStorage.setItem(key(slug), JSON.stringify({ items, at: now } satisfies StoredLastOrder));
  } catch {
    // Private mode or a full storage: there is simply nothing to order again next time.
  }
}

export function readLastOrder(slug: string, now = Date.now()): readonly CartItem[] {
  try {
    const raw = window.localStorage.getItem(key(slug));
    if (!raw) return [];
    const saved = JSON.parse(raw) as Partial<StoredLastOrder>;
    if (!Array.isArray(saved.items) || typeof saved.at !== 'number' || now - saved.at > LAST_ORDER_TTL_MS)
      return [];
    return saved.items;
  } catch {
    return [];
  }
}

/** Every restaurant's last order kept on this device (at logout). */
export function forgetLastOrders(): void {
  try {
    const store = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(PREFIX)) keys.push(k);
    }
    for (const k of keys) store.removeItem(k);
  } catch {
    // No storage: nothing kept.
  }
}
