/**
 * Add-ons: every selected value of a non-pricing group costs its own price (schedule,
 * promos) plus its nested add-ons, times its quantity; pricing groups are priced in the unit price, never here.
 * Returns the selections with each value's adjustedPrice refreshed.
 */
import { type CartOptionGroup, type CartOptionValue, isMemoGroup } from '../cart/cart-item';
import type { OptionGroup } from '../menu/data-file';
import type { Cents } from '../money/money';
import type { PriceContext, Priced } from './price-context';
import { valuePrice } from './unit-price';

export interface AddOns {
  /** Add-ons of one unit of the item. */
  total: Cents;
  groups: CartOptionGroup[];
}

export function addOnsOf(
  definitions: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  ctx: PriceContext,
  alcoholic: boolean,
): Priced<AddOns> {
  let total = 0;
  const groups: CartOptionGroup[] = [];
  for (const selection of selections) {
    if (isMemoGroup(selection)) {
      groups.push(selection);
      continue;
    }
    const definition = definitions.find((g) => g.id === selection.id);
    if (!definition)
      return { ok: false, issue: { code: 400, reason: 'option_group_not_found', groupId: selection.id } };
    const values: CartOptionValue[] = [];
    for (const chosen of selection.values) {
      const value = definition.values.find((v) => v.id === chosen.id);
      const at = { groupId: definition.id, valueId: chosen.id };
      if (!value) return { ok: false, issue: { code: 400, reason: 'option_value_not_found', ...at } };
      if (!Number.isInteger(chosen.quantity) || chosen.quantity < 1) {
        return { ok: false, issue: { code: 400, reason: 'invalid_quantity', ...at } };
      }
      const own = valuePrice(value, ctx, alcoholic);
      if (!own.ok) return { ok: false, issue: { ...own.issue, groupId: definition.id } };
      const nested = addOnsOf(value.options, chosen.options, ctx, alcoholic);
      if (!nested.ok) return nested;
      if (definition.type !== 'pricing') total += (own.value + nested.value.total) * chosen.quantity;
      values.push({ ...chosen, adjustedPrice: own.value, options: nested.value.groups });
    }
    groups.push({ ...selection, values });
  }
  return { ok: true, value: { total, groups } };
}
