/**
 * Reorder from a past receipt. An item is skipped (and the warning flagged) when it
 * has no sku or id, its quantity is 0 or less, it is gone or sold out, or a required group has no selection. An
 * option or value missing from the menu fails the reorder with 'Option not found', a missing nested group with
 * 'Sub option group not found'. Quantities are clamped to the room left in the cart.
 */
import type { OptionGroup } from '../menu/data-file';
import { findItem, type MenuIndex } from '../pricing/menu-index';
import { type CartItem, type CartOptionGroup, isMemoGroup } from './cart-item';
import type { CartMessage } from './messages';
import { missingRequiredGroups } from './options';

export interface ReorderLine {
  id: string | null;
  sku: string | null;
  menu_id: string;
  section_id: string | null;
  quantity: number;
  orderOptions: CartOptionGroup[];
}

export type ReorderSkipReason =
  | 'no_id'
  | 'no_quantity'
  | 'not_found'
  | 'sold_out'
  | 'required_missing'
  | 'cart_full';

export type ReorderResult =
  | { ok: true; items: CartItem[]; skipped: { index: number; reason: ReorderSkipReason }[]; warning: boolean }
  | { ok: false; message: CartMessage };

/** null when every selection exists; else the message of the first missing one. */
export function findMissingOption(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  nested = false,
): CartMessage | null {
  for (const selection of selections) {
    if (isMemoGroup(selection)) continue;
    const group = groups.find((g) => g.id === selection.id);
    if (!group) return { key: nested ? 'subOptionGroupNotFound' : 'optionNotFound' };
    for (const chosen of selection.values) {
      const value = group.values.find((v) => v.id === chosen.id);
      if (!value) return { key: 'optionNotFound' };
      const inner = findMissingOption(value.options, chosen.options, true);
      if (inner) return inner;
    }
  }
  return null;
}

export function reorder(index: MenuIndex, lines: readonly ReorderLine[], room: number): ReorderResult {
  const items: CartItem[] = [];
  const skipped: { index: number; reason: ReorderSkipReason }[] = [];
  let left = room;
  for (const [i, line] of lines.entries()) {
    const skip = (reason: ReorderSkipReason) => skipped.push({ index: i, reason });
    if (!line.id || !line.sku) {
      skip('no_id');
      continue;
    }
    if (line.quantity <= 0) {
      skip('no_quantity');
      continue;
    }
    const entry = findItem(index, line.menu_id, line.id);
    if (!entry) {
      skip('not_found');
      continue;
    }
    if (entry.item.sold_out || entry.section?.sold_out) {
      skip('sold_out');
      continue;
    }
    const missing = findMissingOption(entry.item.options, line.orderOptions);
    if (missing) return { ok: false, message: missing };
    if (missingRequiredGroups(entry.item.options, line.orderOptions).length > 0) {
      skip('required_missing');
      continue;
    }
    const quantity = Math.min(Math.floor(line.quantity), left);
    if (quantity <= 0) {
      skip('cart_full');
      continue;
    }
    left -= quantity;
    items.push({
      id: line.id,
      menu_id: line.menu_id,
      section_id: line.section_id,
      orderId: 0,
      quantity,
      orderPrice: 0,
      orderOptions: line.orderOptions,
    });
  }
  const clamped =
    items.reduce((n, item) => n + item.quantity, 0) < lines.reduce((n, l) => n + Math.max(0, l.quantity), 0);
  return { ok: true, items, skipped, warning: skipped.length > 0 || clamped };
}
