import {
  type CartItem,
  type CartOptionGroup,
  isMemoGroup,
  specialInstructionsOf,
} from '@ordering/domain/cart/cart-item';
import { localized, type MenuLocale } from '@ordering/domain/menu/convert';
import type { OptionGroup } from '@ordering/domain/menu/data-file';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';

export interface LineText {
  name: string;
  /** "Large", "2 × Extra cheese", nested choices after their parent. */
  options: string[];
  instructions: string;
  alcoholic: boolean;
}

function optionTexts(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  lang: MenuLocale,
) {
  const out: string[] = [];
  for (const selection of selections) {
    if (isMemoGroup(selection)) continue;
    const group = groups.find((g) => g.id === selection.id);
    for (const chosen of selection.values) {
      const value = group?.values.find((v) => v.id === chosen.id);
      if (!value) continue;
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
