import type { CartItem } from '@ordering/domain/cart/cart-item';

/**
 * "Order again" (ordering.md section 2): the lines of the last order placed on this device at a restaurant, kept in
 * localStorage beside the cart (docs/decisions/007) for 60 days. Put back through the domain's reorder rules, so
 * items gone, sold out or changed are skipped.
 */
export const LAST_ORDER_TTL_MS = 60 * 24 * 60 * 60 * 1000;

interface StoredLastOrder {
  items: readonly CartItem[];
  at: number;
}

const key = (slug: string) => `last-order:${slug}`;

export function rememberLastOrder(slug: string, items: readonly CartItem[], now = Date.now()) {
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
