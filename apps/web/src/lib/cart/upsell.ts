/**
 * What the cart suggests adding (`upsell_item`s): only from the menus the cart already orders from (another menu may be
 * closed now, a hub's kitchen, or need a notice the cart's time does not give, a 48-hour catering menu beside a quick
 * one), and nothing already in the cart, sold out or unavailable now. Nor what a line already comes with: a burger
 * whose side is chosen among its fries is not offered fries again (its options name them, in the data file).
 */
import type { ViewItem } from '@ordering/domain/menu/convert';
import type { OptionGroup } from '@ordering/domain/menu/data-file/menu-schema';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';

const sameName = (name: string) => name.trim().toLocaleLowerCase('en-CA');

/** The names (the data file's own, in any letter case) of every choice an item's options offer, nested ones too. */
function offeredNames(groups: readonly OptionGroup[], into: Set<string>): Set<string> {
  for (const group of groups) {
    for (const value of group.values) {
      into.add(sameName(value.name));
      offeredNames(value.options, into);
    }
  }
  return into;
}

export function upsellFor(
  upsell: readonly ViewItem[],
  cartItems: readonly { id: string; menu_id: string }[],
  index?: MenuIndex,
): ViewItem[] {
  const inCart = new Set(cartItems.map((i) => `${i.menu_id}:${i.id}`));
  const cartMenus = new Set(cartItems.map((i) => i.menu_id));
  const comesWith = new Set<string>();
  if (index)
    for (const line of cartItems) {
      const entry = findItem(index, line.menu_id, line.id);
      if (entry) offeredNames(entry.item.options, comesWith);
    }
  return upsell.filter((i) => {
    if (!cartMenus.has(i.menu_id) || inCart.has(`${i.menu_id}:${i.id}`) || i.sold_out || i.unavailable)
      return false;
    // Compared in the data file's base language: the diner's language may name the two differently.
    const name = index ? findItem(index, i.menu_id, i.id)?.item.name : undefined;
    return name === undefined || !comesWith.has(sameName(name));
  });
}
