/**
 * A marketplace hub's one cart, grouped by kitchen: each kitchen is one of the hub's menus
 * and gets its own order at checkout, so the cart and the confirmation show the lines under their kitchen, the
 * kitchens in the order they first appear in the cart, as the server plans the orders (plan-orders.ts).
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { localized, type MenuLocale } from '@ordering/domain/menu/convert';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';

export interface KitchenGroup<T> {
  menuId: string;
  /** The kitchen's name in the diner's language ('' for a menu the data file no longer has). */
  name: string;
  items: T[];
  /** Sum of the lines' prices, in cents. */
  subtotal: number;
}

type Menus = readonly Pick<DataFileMenu, 'id' | 'name' | 'localization'>[];

export function groupByKitchen<T extends Pick<CartItem, 'menu_id' | 'orderPrice'>>(
  items: readonly T[],
  menus: Menus,
  lang: MenuLocale,
): KitchenGroup<T>[] {
  const groups = new Map<string, KitchenGroup<T>>();
  for (const item of items) {
    let group = groups.get(item.menu_id);
    if (!group) {
      const menu = menus.find((m) => m.id === item.menu_id);
      group = {
        menuId: item.menu_id,
        name: menu ? localized(menu, 'name', lang) : '',
        items: [],
        subtotal: 0,
      };
      groups.set(item.menu_id, group);
    }
    group.items.push(item);
    group.subtotal += item.orderPrice;
  }
  return [...groups.values()];
}

/**
 * The kitchen an order read belongs to, from its lines' items (the read does not name its menu): the menu holding
 * the first line's item, if exactly one menu does.
 */
export function kitchenOfLines(
  lines: readonly { itemId: string }[],
  menus: readonly (Pick<DataFileMenu, 'id'> & {
    sections: readonly { items: readonly { id: string }[] }[];
    items?: readonly { id: string }[];
  })[],
): string | null {
  for (const line of lines) {
    const holding = menus.filter(
      (m) =>
        m.sections.some((s) => s.items.some((i) => i.id === line.itemId)) ||
        (m.items ?? []).some((i) => i.id === line.itemId),
    );
    if (holding.length === 1) return holding[0]?.id ?? null;
  }
  return null;
}
