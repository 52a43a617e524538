/**
 * The phone or counter order's cart (components/counter-order.tsx): the menus a pickup "as soon as possible" is
 * taken from, the items staff can pick in them, and the lines sent. Prices are the server's: a line is sent at 0 and
 * the quote call prices the whole order, as the submission will.
 */
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import type { DataFileItem, DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { isPublished } from '@ordering/domain/menu/data-file/publishing';

/** Menus served now for take-out: on demand, neither a table's, a caterer's nor deleted nor a draft. */
export function counterMenus(file: Pick<RestaurantDataFile, 'menus'>): DataFileMenu[] {
  return file.menus.filter(
    (m) => m.on_demand && !m.dine_in && !m.catering && !m.deleted_at && !m.member_only && isPublished(m),
  );
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
