import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { SnapshotItem } from '@ordering/domain/contracts/accounts';
import type { CartOptionGroupBody } from '@ordering/domain/contracts/cart';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import { apiFetch } from '../api-client';

/**
 * "Order again". A signed-in diner's comes from the account: the lines of their last order
 * at the restaurant (`get-user-snapshot` → items, the spec's lastItemsOrdered), on any device. A guest's is the last
 * order placed on this device at the restaurant, kept in localStorage beside the cart (docs/decisions/007) for 60
 * days; a signed-in diner's orders are not kept there (the account has them), and logging out clears what is
 * (on a shared device the next person would see the previous diner's order). Either is put back through the
 * domain's reorder rules, so items gone, sold out or changed are skipped.
 */
export { forgetLastOrders, LAST_ORDER_TTL_MS, readLastOrder, rememberLastOrder } from './last-order-store';

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
