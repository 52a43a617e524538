/**
 * Unit price (RULES.md): the selected value of a pricing group, else the item price (replaced by
 * the price schedule of the current slot); then the item promos (never for alcoholic items), then the user's
 * subsidy (all items or meal packages only), which therefore also reaches pricing-type option values.
 */
import type { CartItem } from '../cart/cart-item';
import type { DataFileItem, OptionValue } from '../menu/data-file';
import { isPublished } from '../menu/data-file/publishing';
import { scheduledPrice } from '../menu/price-schedule';
import { type Cents, toCents } from '../money/money';
import type { PriceContext, Priced } from './price-context';
import { applyPromos } from './promos';
import { applySubsidy, subsidyAppliesToItem } from './subsidy';

/**
 * An option value's own price: its schedule replaces it, its promos reduce it. A draft value
 * (docs/decisions/050-published-at.md) is not on the menu, so a cart naming it is refused like a choice taken off
 * the menu: unavailable, its name in the message (refused-option.ts), the dish still orderable with another choice.
 */
export function valuePrice(value: OptionValue, ctx: PriceContext, alcoholic: boolean): Priced<Cents> {
  if (!isPublished(value))
    return { ok: false, issue: { code: 426, reason: 'unavailable', valueId: value.id } };
  if (value.sold_out) return { ok: false, issue: { code: 415, reason: 'sold_out', valueId: value.id } };
  const schedule = scheduledPrice(value, ctx.now, ctx.zone);
  if (schedule.kind === 'unavailable') {
    return { ok: false, issue: { code: 426, reason: 'unavailable', valueId: value.id } };
  }
  const base = schedule.kind === 'priced' ? schedule.price : toCents(value.price);
  return { ok: true, value: applyPromos(base, value.promos, ctx.index, alcoholic) };
}

export function unitPrice(
  item: DataFileItem,
  line: Pick<CartItem, 'orderOptions'>,
  ctx: PriceContext,
): Priced<Cents> {
  const schedule = scheduledPrice(item, ctx.now, ctx.zone);
  if (schedule.kind === 'unavailable') return { ok: false, issue: { code: 426, reason: 'unavailable' } };
  let base = schedule.kind === 'priced' ? schedule.price : toCents(item.price);
  for (const group of item.options) {
    if (group.type !== 'pricing') continue;
    const selected = line.orderOptions.find((g) => g.id === group.id)?.values[0];
    if (!selected) continue;
    const value = group.values.find((v) => v.id === selected.id);
    if (!value) {
      return {
        ok: false,
        issue: { code: 400, reason: 'option_value_not_found', groupId: group.id, valueId: selected.id },
      };
    }
    const priced = valuePrice(value, ctx, item.alcoholic_beverage);
    if (!priced.ok) return { ok: false, issue: { ...priced.issue, groupId: group.id } };
    base = priced.value;
    break;
  }
  let price = applyPromos(base, item.promos, ctx.index, item.alcoholic_beverage);
  if (ctx.subsidy && subsidyAppliesToItem(ctx.subsidy, item.meal_package))
    price = applySubsidy(price, ctx.subsidy);
  return { ok: true, value: price };
}
