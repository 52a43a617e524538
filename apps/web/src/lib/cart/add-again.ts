/**
 * Lines of an earlier order put back in the cart ("another round" at a table, "order again" from this device): the
 * domain's reorder rules (gone or sold-out items skipped, quantities clamped to the room left), then each line
 * priced now exactly as the item viewer prices it (priceLine on the current menu: schedule, promos), so the cart
 * shows the line's orderPrice and every value's adjustedPrice, never the $0.00 a stored line carries. A line that
 * cannot be priced now (unavailable in this time slot, an option value gone) is skipped with the others.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { countItems, remainingRoom } from '@ordering/domain/cart/limits';
import type { CartMessage } from '@ordering/domain/cart/messages';
import { reorder } from '@ordering/domain/cart/reorder';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { repriceCartItems } from '@ordering/domain/pricing/costs';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';

/**
 * `items`: the lines that go back, priced now; `skipped`: the earlier lines that do not (gone, sold out, no room,
 * not orderable now), so the diner is told which; `warning`: something was skipped or a quantity cut to the room left.
 */
export type AddAgainResult =
  | { ok: true; items: CartItem[]; skipped: CartItem[]; warning: boolean }
  | { ok: false; message: CartMessage };

export function linesToAddAgain(input: {
  file: RestaurantDataFile;
  index: MenuIndex;
  inCart: readonly CartItem[];
  lines: readonly CartItem[];
  now: Date;
}): AddAgainResult {
  const { file, index } = input;
  const withSku = input.lines.map((line) => ({
    ...line,
    sku: findItem(index, line.menu_id, line.id)?.item.sku ?? line.id,
  }));
  const room = remainingRoom(file.order_options.max_items_per_cart, countItems(input.inCart));
  const result = reorder(index, withSku, room);
  if (!result.ok) return result;
  const priced = repriceCartItems({ file, index, now: input.now }, result.items);
  const items = priced.flatMap((p) => (p.ok ? [p.item] : []));
  // reorder keeps the kept lines in their order: the i-th kept line is the i-th earlier line not skipped by it.
  const skippedByRules = new Set(result.skipped.map((s) => s.index));
  let next = 0;
  const skipped = input.lines.filter((_, i) => skippedByRules.has(i) || !priced[next++]?.ok);
  return { ok: true, items, skipped, warning: result.warning || items.length < result.items.length };
}
