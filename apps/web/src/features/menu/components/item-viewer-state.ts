import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { specialInstructionsOf, withSpecialInstructions } from '@ordering/domain/cart/cart-item';
import { checkMaxItems, checkMaxMeals, countItems } from '@ordering/domain/cart/limits';
import type { CartMessage } from '@ordering/domain/cart/messages';
import { missingRequiredGroups } from '@ordering/domain/cart/options';
import {
  createTemporaryItem,
  setTemporaryOptionQuantity,
  setTemporaryQuantity,
  type TemporaryItem,
  toggleTemporaryOption,
} from '@ordering/domain/cart/temporary-item';
import type { DataFileItem, OptionGroup, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { MenuIndex } from '@ordering/domain/pricing/menu-index';
import { buildPriceContext, type PriceContext } from '@ordering/domain/pricing/price-context';

/**
 * The item viewer's state, as pure transitions over the domain's temporary item: every change re-prices the
 * item; the group-limit message comes back from the domain; adding checks the required groups and the cart limits.
 */
export interface ViewerState {
  temp: TemporaryItem;
  definition: DataFileItem;
  /** The required groups left empty when the diner last tried to add (ids, nested ones included). */
  missing: string[];
  message: CartMessage | null;
}

export function startViewer(
  file: RestaurantDataFile,
  index: MenuIndex,
  definition: DataFileItem,
  start: { menuId: string; sectionId: string | null; lastOrderedOptions?: CartOptionGroup[] },
  now = new Date(),
): { state: ViewerState; ctx: PriceContext } {
  const ctx = buildPriceContext(file, { now, index });
  return {
    ctx,
    state: { temp: createTemporaryItem(ctx, definition, start), definition, missing: [], message: null },
  };
}

/** Once the diner has tried to add, the missing-group marks follow every change. */
function withMessage(state: ViewerState, temp: TemporaryItem): ViewerState {
  const missing =
    state.missing.length > 0 ? missingRequiredGroups(state.definition.options, temp.item.orderOptions) : [];
  return { ...state, temp, missing, message: temp.message };
}

export function toggleValue(
  ctx: PriceContext,
  state: ViewerState,
  path: readonly string[],
  groupId: string,
  valueId: string,
): ViewerState {
  return withMessage(
    state,
    editAt(ctx, state, path, (groups, temp) => toggleTemporaryOption(ctx, temp, groups, groupId, valueId)),
  );
}

export function setValueQuantity(
  ctx: PriceContext,
  state: ViewerState,
  path: readonly string[],
  groupId: string,
  valueId: string,
  quantity: number,
): ViewerState {
  return withMessage(
    state,
    editAt(ctx, state, path, (groups, temp) =>
      setTemporaryOptionQuantity(ctx, temp, groups, groupId, valueId, quantity),
    ),
  );
}

/**
 * Applies an option edit at a nesting path ([groupId, valueId, groupId, valueId...] down to the value whose groups
 * are edited). The domain edits one level of groups; nested levels are edited on a temporary item holding that
 * level's selections, then put back in place.
 */
function editAt(
  ctx: PriceContext,
  state: ViewerState,
  path: readonly string[],
  edit: (groups: readonly OptionGroup[], temp: TemporaryItem) => TemporaryItem,
): TemporaryItem {
  if (path.length === 0) return edit(state.definition.options, state.temp);
  const [groupId, valueId, ...rest] = path;
  const group = state.definition.options.find((g) => g.id === groupId);
  const value = group?.values.find((v) => v.id === valueId);
  const selection = state.temp.item.orderOptions.find((g) => g.id === groupId);
  const chosen = selection?.values.find((v) => v.id === valueId);
  if (!group || !value || !selection || !chosen) return state.temp;
  const innerState: ViewerState = {
    ...state,
    definition: { ...state.definition, options: value.options },
    temp: { ...state.temp, item: { ...state.temp.item, orderOptions: chosen.options } },
  };
  const inner = editAt(ctx, innerState, rest ?? [], edit);
  const orderOptions = state.temp.item.orderOptions.map((g) =>
    g.id === groupId
      ? {
          ...g,
          values: g.values.map((v) => (v.id === valueId ? { ...v, options: inner.item.orderOptions } : v)),
        }
      : g,
  );
  const repriced = setTemporaryQuantity(
    ctx,
    { ...state.temp, item: { ...state.temp.item, orderOptions } },
    state.temp.item.quantity,
  );
  return { ...repriced, message: inner.message };
}

export function setQuantity(ctx: PriceContext, state: ViewerState, quantity: number): ViewerState {
  return { ...state, temp: setTemporaryQuantity(ctx, state.temp, quantity), message: null };
}

export function setInstructions(ctx: PriceContext, state: ViewerState, text: string): ViewerState {
  const item = withSpecialInstructions(state.temp.item, text);
  return { ...state, temp: setTemporaryQuantity(ctx, { ...state.temp, item }, item.quantity) };
}

export const instructionsOf = (state: ViewerState) => specialInstructionsOf(state.temp.item);

/**
 * Whether the temporary item may go in the cart: every required group filled ("Please select all required
 * fields"), then the cart's item and meal limits. The returned state marks the missing groups.
 */
export function checkAdd(
  state: ViewerState,
  cart: readonly CartItem[],
  index: MenuIndex,
  limits: { maxItems: number | null; maxMeals: number | null },
): { state: ViewerState; message: CartMessage | null } {
  const missing = missingRequiredGroups(state.definition.options, state.temp.item.orderOptions);
  if (missing.length > 0) {
    const message: CartMessage = { key: 'requiredFields' };
    return { state: { ...state, missing, message }, message };
  }
  const message =
    checkMaxItems(limits.maxItems, countItems(cart), state.temp.item.quantity) ??
    checkMaxMeals(limits.maxMeals, index, cart, state.temp.item);
  return { state: { ...state, missing: [], message }, message };
}
