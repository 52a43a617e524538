/**
 * What the cart suggests adding (`upsell_item`s): only from the menus the cart already orders from (another menu may be
 * closed now, a hub's kitchen, or need a notice the cart's time does not give, a 48-hour catering menu beside a quick
 * one), and nothing already in the cart, sold out or unavailable now.
 */
import type { ViewItem } from '@ordering/domain/menu/convert';

export function upsellFor(
  upsell: readonly ViewItem[],
  cartItems: readonly { id: string; menu_id: string }[],
): ViewItem[] {
  const inCart = new Set(cartItems.map((i) => `${i.menu_id}:${i.id}`));
  const cartMenus = new Set(cartItems.map((i) => i.menu_id));
  return upsell.filter(
    (i) => cartMenus.has(i.menu_id) && !inCart.has(`${i.menu_id}:${i.id}`) && !i.sold_out && !i.unavailable,
  );
}
