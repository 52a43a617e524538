import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SnapshotItem } from '@ordering/domain/contracts/accounts';
import type { CartOptionGroupBody } from '@ordering/domain/contracts/cart';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import { apiFetch } from '../api-client';
import { readUserId } from '../session/device-session';

/**
 * "Order again". A signed-in diner's comes from the account: the lines of their last order
 * at the restaurant (`get-user-snapshot` → items, the spec's lastItemsOrdered), on any device. A guest's is the last
 * order placed on this device at the restaurant, kept in localStorage beside the cart (docs/decisions/007) for 60
 * days; a signed-in diner's orders are not kept there (the account has them), and logging out clears what is
 * (on a shared device the next person would see the previous diner's order). Either is put back through the
 * domain's reorder rules, so items gone, sold out or changed are skipped.
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

/** The account's snapshot lines as cart lines (numbered from 1; the cart prices them again from today's menu). */
export const snapshotToCart = (items: readonly SnapshotItem[]): CartItem[] =>
  items.map((line, i) =>
    toCartItem({
      id: line.id,
      menu_id: line.menu_id,
      section_id: line.section_id,
      orderId: i + 1,
      quantity: line.quantity,
      orderPrice: 0,
      orderOptions: line.orderOptions as CartOptionGroupBody[],
    }),
  );

/** The signed-in diner's last order at the restaurant, from the account. */
export const accountLastOrder = (restaurantId: number | string) =>
  apiFetch<{ items: SnapshotItem[] }>('/api/auth/get-user-snapshot', {
    method: 'POST',
    body: '{}',
    headers: { 'X-RESTAURANT-ID': String(restaurantId) },
  }).then((snapshot) => snapshotToCart(snapshot.items));
