import {
  type CartItem,
  type CartOptionGroup,
  isMemoGroup,
  specialInstructionsOf,
} from '@ordering/domain/cart/cart-item';
import {
  groupsInMenuOrder,
  localized,
  type MenuLocale,
  valuesInMenuOrder,
} from '@ordering/domain/menu/convert';
import type { OptionGroup } from '@ordering/domain/menu/data-file';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';

export interface LineText {
  name: string;
  /** "Large", "2 × Extra cheese", nested choices after their parent. */
  options: string[];
  instructions: string;
  alcoholic: boolean;
}

/**
 * The chosen values in the menu's order (its groups, then each group's values, as the item viewer shows them), not
 * in the order the diner picked them, nested choices right after their parent.
 */
function optionTexts(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  lang: MenuLocale,
) {
  const out: string[] = [];
  for (const group of groupsInMenuOrder(groups)) {
    const selection = selections.find((s) => s.id === group.id);
    if (!selection || isMemoGroup(selection)) continue;
    for (const value of valuesInMenuOrder(group.values)) {
      const chosen = selection.values.find((v) => v.id === value.id);
      if (!chosen) continue;
      const name = localized(value, 'name', lang);
      out.push(chosen.quantity > 1 ? `${chosen.quantity} × ${name}` : name);
      out.push(...optionTexts(value.options, chosen.options, lang));
    }
  }
  return out;
}

/** What a cart line says: the item's name in the menu's language, its choices and instructions. */
export function lineText(index: MenuIndex, item: CartItem, lang: MenuLocale): LineText {
  const entry = findItem(index, item.menu_id, item.id);
  return {
    name: entry ? localized(entry.item, 'name', lang) : item.id,
    options: entry ? optionTexts(entry.item.options, item.orderOptions, lang) : [],
    instructions: specialInstructionsOf(item),
    alcoholic: entry?.item.alcoholic_beverage ?? false,
  };
}
