/**
 * Line price: (unit price + add-ons) x quantity, in cents (so already rounded to the
 * cent). Also returns the cart item with orderPrice and every value's adjustedPrice refreshed.
 */
import type { CartItem } from '../cart/cart-item';
import type { Cents } from '../money/money';
import { addOnsOf } from './add-ons';
import { findItem } from './menu-index';
import type { PriceContext } from './price-context';
import type { LinePrice, PricingIssue } from './types';
import { unitPrice } from './unit-price';

/** A line's price: (unit price + add-ons) x quantity, in cents; the screens that add a line before pricing use it too. */
export function lineAmount(unit: Cents, addOns: readonly Cents[] | Cents, quantity: number): Cents {
  const extra = typeof addOns === 'number' ? addOns : addOns.reduce((sum, a) => sum + a, 0);
  return (unit + extra) * quantity;
}

export type LineResult = { ok: true; line: LinePrice; item: CartItem } | { ok: false; issue: PricingIssue };

export function priceLine(ctx: PriceContext, cartItem: CartItem): LineResult {
  const ids = { orderId: cartItem.orderId, itemId: cartItem.id };
  const entry = findItem(ctx.index, cartItem.menu_id, cartItem.id);
  if (!entry) return { ok: false, issue: { code: 400, reason: 'item_not_found', ...ids } };
  const { item, section } = entry;
  if (item.sold_out || section?.sold_out)
    return { ok: false, issue: { code: 415, reason: 'sold_out', ...ids } };
  if (item.unavailable) return { ok: false, issue: { code: 426, reason: 'unavailable', ...ids } };
  if (!Number.isInteger(cartItem.quantity) || cartItem.quantity < 1) {
    return { ok: false, issue: { code: 400, reason: 'invalid_quantity', ...ids } };
  }
  const unit = unitPrice(item, cartItem, ctx);
  if (!unit.ok) return { ok: false, issue: { ...unit.issue, ...ids } };
  const addOns = addOnsOf(item.options, cartItem.orderOptions, ctx, item.alcoholic_beverage);
  if (!addOns.ok) return { ok: false, issue: { ...addOns.issue, ...ids } };
  const price = lineAmount(unit.value, addOns.value.total, cartItem.quantity);
  const pricingIds = new Set(item.options.filter((g) => g.type === 'pricing').map((g) => g.id));
  // A pricing value's adjusted price is the unit price it set (after item promos and subsidy).
  const orderOptions = addOns.value.groups.map((g) =>
    pricingIds.has(g.id) ? { ...g, values: g.values.map((v) => ({ ...v, adjustedPrice: unit.value })) } : g,
  );
  return {
    ok: true,
    line: {
      orderId: cartItem.orderId,
      itemId: item.id,
      menuId: cartItem.menu_id,
      quantity: cartItem.quantity,
      unitPrice: unit.value,
      addOns: addOns.value.total,
      price,
      taxRate: entry.taxRate,
      rebateEligible: item.tax_rebate_eligibility,
      mealPackage: item.meal_package,
      alcoholic: item.alcoholic_beverage,
    },
    item: { ...cartItem, orderPrice: price, orderOptions },
  };
}
