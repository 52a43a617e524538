/**
 * The minimum order amount of each menu in the cart that has one (the catering menus): the subtotal of that menu's
 * lines, priced as the costs pipeline prices them (never the client's orderPrice), and the sum still missing. The
 * server refuses a complete cart by it (check-cart.ts), and the cart and the checkout show the diner the same sum
 * before they try to place the order.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, toCents } from '../money/money';
import { priceLine } from '../pricing/line-price';
import { buildMenuIndex, findItem, type MenuIndex } from '../pricing/menu-index';
import { buildPriceContext } from '../pricing/price-context';
import type { CartItem } from './cart-item';
import { cateringMinimum } from './limits';

export interface MenuMinimum {
  menuId: string;
  minimum: Cents;
  /** The priced subtotal of the menu's lines (a line the pricing refuses counts 0: its refusal says why). */
  subtotal: Cents;
  /** What is still missing (0 when met). */
  remaining: Cents;
  met: boolean;
}

/** Each menu of the cart's lines that has a minimum order amount, in the order the cart first names them. */
export function menuMinimums(
  file: RestaurantDataFile,
  lines: readonly CartItem[],
  at: { now: Date; index?: MenuIndex },
): MenuMinimum[] {
  const index = at.index ?? buildMenuIndex(file);
  const withMinimum = lines.filter(
    (l) => findItem(index, l.menu_id, l.id)?.menu.minimum_order_amount != null,
  );
  if (withMinimum.length === 0) return [];
  const ctx = buildPriceContext(file, { now: at.now, index });
  const subtotals = new Map<string, { minimum: Cents; subtotal: Cents }>();
  for (const line of withMinimum) {
    const menu = findItem(index, line.menu_id, line.id)?.menu;
    const minimum = toCents(menu?.minimum_order_amount ?? 0);
    const priced = priceLine(ctx, line);
    const sum = subtotals.get(line.menu_id) ?? { minimum, subtotal: 0 };
    sum.subtotal += priced.ok ? priced.line.price : 0;
    subtotals.set(line.menu_id, sum);
  }
  return [...subtotals].map(([menuId, { minimum, subtotal }]) => ({
    menuId,
    minimum,
    subtotal,
    ...cateringMinimum(minimum, subtotal),
  }));
}

/** The menus of the cart still short of their minimum: what keeps it from being placed. */
export function shortMinimums(
  file: RestaurantDataFile,
  lines: readonly CartItem[],
  at: { now: Date; index?: MenuIndex },
): MenuMinimum[] {
  return menuMinimums(file, lines, at).filter((m) => !m.met);
}
