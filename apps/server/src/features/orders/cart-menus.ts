/**
 * The published menus a cart's lines are on, and each menu's scheduling facts: what plan, validate, the cart's
 * availability and the scheduling call all read the same way.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import type { SchedulingInput } from '@ordering/domain/ordering/scheduling';
import type { PublishedEntry } from '../restaurants';
import { refusedItemsError } from './refused-items';

/** The published menu of `menuId`, or undefined (unknown or deleted). */
export function publishedMenu(entry: PublishedEntry, menuId: string | undefined): DataFileMenu | undefined {
  return entry.data.menus.find((m) => m.id === menuId && !m.deleted_at);
}

/** Every menu of the lines, in the order they first appear; a line of no menu is refused as pricing refuses it. */
export function menusOfLines(entry: PublishedEntry, items: readonly CartItem[]): DataFileMenu[] {
  return [...new Set(items.map((i) => i.menu_id))].map((id) => {
    const menu = publishedMenu(entry, id);
    if (menu) return menu;
    const line = items.find((i) => i.menu_id === id)!;
    throw refusedItemsError([
      { code: 400, reason: 'item_not_found', orderId: line.orderId, itemId: line.id },
    ]);
  });
}

/** A menu's scheduling facts (the restaurant's hours, pause, zone and window), for the domain's scheduling rules. */
export function menuSchedule(
  entry: PublishedEntry,
  menu: DataFileMenu,
): Pick<SchedulingInput, 'restaurant' | 'zone' | 'orderOptions' | 'menu'> {
  const file = entry.data;
  return {
    restaurant: { ...file.restaurant, orders_paused: entry.ordersPaused },
    zone: file.restaurant.timezone,
    orderOptions: file.order_options,
    menu,
  };
}
