/**
 * Adding, updating and removing cart lines: an identical item with the same
 * options merges by adding quantity and price; otherwise it gets the next order number.
 */
import { roundHalfUp } from '../money/money';
import { type CartItem, isSameSelection } from './cart-item';

export function nextOrderId(items: readonly CartItem[]): number {
  let max = 0;
  for (const item of items) max = Math.max(max, item.orderId);
  return max + 1;
}

export function addToCart(items: readonly CartItem[], added: CartItem): CartItem[] {
  const at = items.findIndex((item) => isSameSelection(item, added));
  if (at === -1) return [...items, { ...added, orderId: nextOrderId(items) }];
  return items.map((item, i) =>
    i === at
      ? { ...item, quantity: item.quantity + added.quantity, orderPrice: item.orderPrice + added.orderPrice }
      : item,
  );
}

/** New quantity (at least 1) with the price scaled; the server reprices the whole cart afterwards anyway. */
export function updateQuantity(items: readonly CartItem[], orderId: number, quantity: number): CartItem[] {
  const q = Math.max(1, Math.floor(quantity));
  return items.map((item) =>
    item.orderId === orderId
      ? { ...item, quantity: q, orderPrice: roundHalfUp((item.orderPrice / item.quantity) * q) }
      : item,
  );
}

export function removeFromCart(items: readonly CartItem[], orderId: number): CartItem[] {
  return items.filter((item) => item.orderId !== orderId);
}
