/**
 * The temporary item of the item viewer: quantity 1 or the given one, default selections
 * preselected (or the last ordered options on a reorder), quantity down to 1 at least, and the order price
 * recomputed on every change through the costs pipeline's line price.
 */
import type { DataFileItem, OptionGroup } from '../menu/data-file';
import { priceLine } from '../pricing/line-price';
import type { PriceContext } from '../pricing/price-context';
import type { PricingIssue } from '../pricing/types';
import type { CartItem, CartOptionGroup } from './cart-item';
import type { CartMessage } from './messages';
import { defaultSelections, setOptionQuantity, type ToggleResult, toggleOption } from './options';

export interface TemporaryItem {
  item: CartItem;
  /** Why the item cannot be priced now (sold out, unavailable...), or null. */
  issue: PricingIssue | null;
  message: CartMessage | null;
}

export interface TemporaryStart {
  menuId: string;
  sectionId: string | null;
  quantity?: number;
  lastOrderedOptions?: CartOptionGroup[];
}

function priced(ctx: PriceContext, item: CartItem, message: CartMessage | null = null): TemporaryItem {
  const result = priceLine(ctx, item);
  return result.ok ? { item: result.item, issue: null, message } : { item, issue: result.issue, message };
}

export function createTemporaryItem(
  ctx: PriceContext,
  definition: DataFileItem,
  start: TemporaryStart,
): TemporaryItem {
  const item: CartItem = {
    id: definition.id,
    menu_id: start.menuId,
    section_id: start.sectionId,
    orderId: 0,
    quantity: Math.max(1, Math.floor(start.quantity ?? 1)),
    orderPrice: 0,
    orderOptions: start.lastOrderedOptions ?? defaultSelections(definition.options),
  };
  return priced(ctx, item);
}

export function setTemporaryQuantity(
  ctx: PriceContext,
  temp: TemporaryItem,
  quantity: number,
): TemporaryItem {
  return priced(ctx, { ...temp.item, quantity: Math.max(1, Math.floor(quantity)) });
}

function withSelections(ctx: PriceContext, temp: TemporaryItem, result: ToggleResult): TemporaryItem {
  return priced(ctx, { ...temp.item, orderOptions: result.selections }, result.message);
}

export function toggleTemporaryOption(
  ctx: PriceContext,
  temp: TemporaryItem,
  groups: readonly OptionGroup[],
  groupId: string,
  valueId: string,
): TemporaryItem {
  return withSelections(ctx, temp, toggleOption(groups, temp.item.orderOptions, groupId, valueId));
}

export function setTemporaryOptionQuantity(
  ctx: PriceContext,
  temp: TemporaryItem,
  groups: readonly OptionGroup[],
  groupId: string,
  valueId: string,
  quantity: number,
): TemporaryItem {
  return withSelections(
    ctx,
    temp,
    setOptionQuantity(groups, temp.item.orderOptions, groupId, valueId, quantity),
  );
}
