import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';

/** The menus of a cart's lines, each once, in the order their lines first appear. */
export function cartMenus(file: RestaurantDataFile, items: readonly CartItem[]): DataFileMenu[] {
  const ids = [...new Set(items.map((i) => i.menu_id))];
  return ids.flatMap((id) => file.menus.filter((m) => m.id === id));
}
