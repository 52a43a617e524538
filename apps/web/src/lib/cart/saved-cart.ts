import type { MenuIndex } from '@ordering/domain/pricing/menu-index';
import { readMember } from '../member-storage';
import type { RestaurantData } from '../restaurant-data';
import { readCart, type StoredCart } from './cart-storage';

export type RestoredCart = StoredCart & { dropped: number };

/** No saved cart: the restaurant's, empty, with no mode. */
export const emptyCart = (data: RestaurantData): RestoredCart => ({
  restaurantId: String(data.restaurant.id),
  items: [],
  mode: {},
  savedAt: Date.now(),
  dropped: 0,
});

/**
 * The saved cart, restored by the domain's rules (same restaurant; gone, sold-out or changed items dropped). The
 * rules (cart/restore.ts and the option rules it checks with) load only when the device holds a cart: a first visit
 * does not carry them.
 */
export async function restoreSavedCart(
  slug: string,
  data: RestaurantData,
  index: MenuIndex,
): Promise<RestoredCart> {
  const saved = readCart(slug);
  if (!saved) return emptyCart(data);
  const { restoreCart } = await import('@ordering/domain/cart/restore');
  const restaurantId = String(data.restaurant.id);
  // The member the device's last look-up found: member-only items stay for a member, except provider SPH's.
  const member = readMember(slug);
  const result = restoreCart(
    { restaurantId: saved.restaurantId, eventSuiteId: null, items: saved.items },
    {
      restaurantId,
      eventSuiteId: null,
      loginRequired: false,
      authenticated: false,
      index,
      maxItemsPerCart: data.order_options.max_items_per_cart,
      membershipValid: member !== null,
      memberProvider: member?.provider ?? null,
    },
  );
  if (result.status === 'cleared') return emptyCart(data);
  const dropped = saved.items.length - result.items.length + result.trimmed.length;
  return { ...saved, items: result.items, dropped };
}
