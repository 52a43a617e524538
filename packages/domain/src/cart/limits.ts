/**
 * Cart limits: max items per cart (the temporary item plus the cart, or every K-12 date;
 * on an update the other items plus the new quantity; unlimited when absent), max and min meals counting meal
 * packages only (per date for K-12), and the catering minimum order amount with the sum still missing.
 */
import type { Cents } from '../money/money';
import { findItem, type MenuIndex } from '../pricing/menu-index';
import type { CartItem } from './cart-item';
import type { CartMessage } from './messages';

export function countItems(items: readonly CartItem[]): number {
  let n = 0;
  for (const item of items) n += item.quantity;
  return n;
}

/** K-12 carts are kept per date; the per-cart maximum counts all dates together. */
export function countK12Items(orders: Readonly<Record<string, readonly CartItem[]>>): number {
  let n = 0;
  for (const items of Object.values(orders)) n += countItems(items);
  return n;
}

/** Room left under a maximum; Infinity when there is no maximum. */
export function remainingRoom(max: number | null | undefined, count: number): number {
  return max == null ? Number.POSITIVE_INFINITY : Math.max(0, max - count);
}

export function checkMaxItems(
  max: number | null | undefined,
  inCart: number,
  adding: number,
): CartMessage | null {
  if (max == null || inCart + adding <= max) return null;
  return { key: 'maxItemsPerCart', params: { max } };
}

export function checkMaxItemsOnUpdate(
  max: number | null | undefined,
  items: readonly CartItem[],
  orderId: number,
  quantity: number,
): CartMessage | null {
  return checkMaxItems(max, countItems(items.filter((i) => i.orderId !== orderId)), quantity);
}

export function countMeals(index: MenuIndex, items: readonly CartItem[]): number {
  let n = 0;
  for (const item of items) if (findItem(index, item.menu_id, item.id)?.item.meal_package) n += item.quantity;
  return n;
}

/** For K-12, call once per date with that date's items. */
export function checkMaxMeals(
  max: number | null | undefined,
  index: MenuIndex,
  items: readonly CartItem[],
  adding: CartItem | null = null,
): CartMessage | null {
  if (max == null) return null;
  const total = countMeals(index, adding ? [...items, adding] : items);
  return total > max ? { key: 'maxMealsPerCart', params: { max } } : null;
}

export function checkMinMeals(
  min: number | null | undefined,
  index: MenuIndex,
  items: readonly CartItem[],
): CartMessage | null {
  if (min == null) return null;
  return countMeals(index, items) < min ? { key: 'minMealsPerCart', params: { min } } : null;
}

export interface CateringMinimum {
  met: boolean;
  /** What is still missing (0 when met). */
  remaining: Cents;
}

export function cateringMinimum(minimum: Cents | null | undefined, subtotal: Cents): CateringMinimum {
  const remaining = minimum == null ? 0 : Math.max(0, minimum - subtotal);
  return { met: remaining === 0, remaining };
}
