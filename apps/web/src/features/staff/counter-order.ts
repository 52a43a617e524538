/**
 * The phone or counter order's cart (components/counter-order.tsx): the menus a pickup "as soon as possible" is
 * taken from, the items staff can pick in them, and the lines sent. Prices are the server's: a line is sent at 0 and
 * the quote call prices the whole order, as the submission will.
 */
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import type { DataFileItem, DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { isPublished } from '@ordering/domain/menu/data-file/publishing';

/**
 * The menus an order is taken from: for a pickup, those served for take-out (on demand, neither a table's, a
 * caterer's nor deleted nor a draft); for a table, the dine-in menus a diner at the table orders from.
 */
export function counterMenus(file: Pick<RestaurantDataFile, 'menus'>, table = false): DataFileMenu[] {
  const open = (m: DataFileMenu) => !m.catering && !m.deleted_at && !m.member_only && isPublished(m);
  return file.menus.filter((m) => open(m) && (table ? m.dine_in : m.on_demand && !m.dine_in));
}

export interface CounterItem {
  item: DataFileItem;
  sectionId: string | null;
}

export interface CounterSection {
  id: string | null;
  /** The section (or, for the menu's own items, the menu): its name in each language. */
  title: { name: string; localization: DataFileMenu['localization'] };
  items: CounterItem[];
}

/** The items staff can pick, by section, in the menu's order: published and not sold out. */
export function counterSections(menu: DataFileMenu): CounterSection[] {
  const pickable = (i: DataFileItem) => isPublished(i) && !i.sold_out;
  const sections: CounterSection[] = menu.sections
    .filter((s) => isPublished(s) && !s.sold_out)
    .map((s) => ({
      id: s.id,
      title: s,
      items: s.items.filter(pickable).map((item) => ({ item, sectionId: s.id })),
    }));
  const loose = menu.items.filter(pickable).map((item) => ({ item, sectionId: null }));
  return [...sections, ...(loose.length ? [{ id: null, title: menu, items: loose }] : [])].filter(
    (s) => s.items.length > 0,
  );
}

export function counterLine(
  menu: Pick<DataFileMenu, 'id'>,
  picked: CounterItem,
  options: CartOptionGroup[],
  orderId: number,
): CartItem {
  return {
    id: picked.item.id,
    menu_id: menu.id,
    section_id: picked.sectionId,
    orderId,
    quantity: 1,
    orderPrice: 0,
    orderOptions: options,
  };
}
