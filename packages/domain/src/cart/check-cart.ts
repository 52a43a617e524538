/**
 * Every cart rule (RULES-pricing-cart.md) in one pure check, so the server refuses what the browser would never
 * send (a rule enforced only in the browser is a defect): items per cart, meals per cart (per date for K-12),
 * required option groups (nested ones of selected values included), group limits, value max_quantity, the catering
 * minimum of each menu in the cart, the legal-age confirmation when alcohol is in the cart, the login requirements
 * of K-12 and generic catering, and 'no flags provided'. Sold out and the price schedule are the costs
 * pipeline's (computeCosts), not repeated here.
 *
 * A fact the caller does not know at its step is left out and its rule is not checked: an item add knows neither
 * the legal-age answer nor whether the cart is complete; the submission knows everything.
 */
import type { OptionGroup, RestaurantDataFile } from '../menu/data-file';
import { namesItsType, orderType as typeNamed } from '../order-types/index';
import type { OrderFlags } from '../order-types/wire';
import { checkOrderFlags } from '../ordering/order-type';
import { buildMenuIndex, findItem, type MenuIndex } from '../pricing/menu-index';
import type { OrderType } from '../pricing/types';
import { type CartItem, type CartOptionGroup, isMemoGroup } from './cart-item';
import { checkMaxItems, checkMaxMeals, checkMinMeals, countItems } from './limits';
import { shortMinimums } from './menu-minimums';
import type { CartMessage } from './messages';
import { limitMessage } from './options';

export type CartRuleReason =
  | 'no_flags'
  | 'order_type'
  | 'login_required'
  | 'required_group'
  | 'group_limit'
  | 'value_max_quantity'
  | 'max_items'
  | 'max_meals'
  | 'min_meals'
  | 'catering_minimum'
  | 'legal_age';

/** One refused rule: the error code (400, invalid input: the spec gives none of its own), why, and where. */
export interface CartRefusal {
  code: 400;
  reason: CartRuleReason;
  message: CartMessage;
  /** The line it concerns; absent for a rule of the whole cart. */
  orderId?: number;
  itemId?: string;
  groupId?: string;
  valueId?: string;
  /** The K-12 date of a per-date rule. */
  date?: string;
}

export interface CheckCartInput {
  file: RestaurantDataFile;
  index?: MenuIndex;
  /** Every line of the cart (for K-12, of every date). */
  items: readonly CartItem[];
  /** The line being added (POST /orders/item): checked with the cart, and the one a cart limit names. */
  adding?: CartItem | null;
  orderType: OrderType;
  now: Date;
  /** K-12: the same lines grouped per date; the meal limits then apply to each date. */
  perDate?: Readonly<Record<string, readonly CartItem[]>> | null;
  /** The cart is being checked out (validate, submission): the minimums apply. Not while it is being filled. */
  complete?: boolean;
  /** The diner's legal-age answer (the submission); absent: not asked at this step. */
  legalAgeConfirmed?: boolean | null;
  /** Whether the principal is signed in; absent: not known at this step. */
  signedIn?: boolean | null;
  /** The order-type flags of the submission's config; absent: the step has none (its `type` stands for them). */
  flags?: OrderFlags | null;
}

type LineIds = Pick<CartRefusal, 'orderId' | 'itemId'>;

const refusal = (
  reason: CartRuleReason,
  message: CartMessage,
  at: Partial<CartRefusal> = {},
): CartRefusal => ({
  code: 400,
  reason,
  message,
  ...at,
});

/** Every refusal of the cart, most fundamental first (order type, login, the lines, the cart, the checkout). */
export function checkCart(input: CheckCartInput): CartRefusal[] {
  const { file } = input;
  const index = input.index ?? buildMenuIndex(file);
  const lines = input.adding ? [...input.items, input.adding] : [...input.items];
  const out: CartRefusal[] = [];

  if (input.flags) {
    const noFlags = checkOrderFlags(input.flags);
    if (noFlags) out.push(refusal('no_flags', { key: 'noFlagsProvided' }));
    else if (!namesItsType(input.flags, input.orderType)) {
      out.push(refusal('order_type', { key: 'orderTypeMismatch' }));
    }
  }
  if (input.signedIn === false) {
    const login = loginRequirement(
      file,
      input.orderType,
      lines.map((l) => l.menu_id),
    );
    if (login) out.push(refusal('login_required', login));
  }
  for (const line of lines) out.push(...checkLineOptions(index, line));
  out.push(...checkCartLimits(input, index, lines));
  if (input.complete) out.push(...checkMinimums(input, index, lines));
  if (input.legalAgeConfirmed === false) {
    for (const line of lines) {
      if (findItem(index, line.menu_id, line.id)?.item.alcoholic_beverage) {
        out.push(refusal('legal_age', { key: 'legalAgeRequired' }, ids(line)));
      }
    }
  }
  return out;
}

/**
 * What signing in a guest would need, or null. K-12 requires it unless the restaurant says otherwise; catering where
 * the restaurant requires it (generic_catering_requires_login), by the order type or by the menu: a catering menu is
 * a login-required menu whatever type the order names.
 */
export function loginRequirement(
  file: RestaurantDataFile,
  orderType: OrderType,
  menuIds: readonly string[] = [],
): CartMessage | null {
  const options = file.order_options;
  const login = typeNamed(orderType).needs.login;
  if ((login === 'k12_requires_login' || file.restaurant.k12) && options.k12_requires_login) {
    return { key: 'k12LoginRequired' };
  }
  if (!options.generic_catering_requires_login) return null;
  const cateringMenu = menuIds.some((id) => file.menus.find((m) => m.id === id)?.catering === true);
  if (login === 'generic_catering_requires_login' || cateringMenu) return { key: 'cateringLoginRequired' };
  return null;
}

const ids = (line: CartItem): LineIds => ({ orderId: line.orderId, itemId: line.id });

/**
 * Required groups, group limits and value max_quantity of one line, recursively through the nested groups of
 * selected values. Unknown items, groups and values are the costs pipeline's refusals (400), skipped here.
 */
export function checkLineOptions(index: MenuIndex, line: CartItem): CartRefusal[] {
  const indexed = findItem(index, line.menu_id, line.id);
  if (!indexed) return [];
  return checkGroups(indexed.item.options, line.orderOptions, ids(line));
}

function checkGroups(
  definitions: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  at: LineIds,
): CartRefusal[] {
  const out: CartRefusal[] = [];
  for (const group of definitions) {
    // A group sent twice, or a value sent twice, counts once with its quantities summed: no way around a limit.
    const chosen = new Map<string, { quantity: number; options: CartOptionGroup[] }>();
    for (const selection of selections) {
      if (selection.id !== group.id || isMemoGroup(selection)) continue;
      for (const value of selection.values) {
        const seen = chosen.get(value.id);
        if (seen) {
          seen.quantity += value.quantity;
          seen.options.push(...value.options);
        } else chosen.set(value.id, { quantity: value.quantity, options: [...value.options] });
      }
    }
    const where = { ...at, groupId: group.id };
    if (group.required && chosen.size === 0) {
      out.push(refusal('required_group', { key: 'requiredFields' }, where));
    }
    let selected = 0;
    for (const q of chosen.values()) selected += q.quantity;
    if (!group.allow_multiple_selection && chosen.size > 1) {
      out.push(refusal('group_limit', limitMessage(1), where));
    } else if (group.limit !== null && selected > group.limit) {
      out.push(refusal('group_limit', limitMessage(group.limit), where));
    }
    for (const [valueId, q] of chosen) {
      const value = group.values.find((v) => v.id === valueId);
      if (!value) continue;
      if (value.max_quantity !== null && q.quantity > value.max_quantity) {
        out.push(
          refusal(
            'value_max_quantity',
            { key: 'optionMaxQuantity', params: { maxQuantity: value.max_quantity } },
            { ...where, valueId },
          ),
        );
      }
      out.push(...checkGroups(value.options, q.options, at));
    }
  }
  return out;
}

/** Items per cart (every date together) and meals per cart (per date for K-12). */
function checkCartLimits(input: CheckCartInput, index: MenuIndex, lines: readonly CartItem[]): CartRefusal[] {
  const options = input.file.order_options;
  const out: CartRefusal[] = [];
  const named = input.adding ? ids(input.adding) : {};
  const tooMany = checkMaxItems(
    options.max_items_per_cart,
    countItems(input.items),
    input.adding?.quantity ?? 0,
  );
  if (tooMany) out.push(refusal('max_items', tooMany, named));
  for (const [date, dateLines] of mealGroups(input, lines)) {
    const tooManyMeals = checkMaxMeals(options.max_meals_per_cart, index, dateLines);
    if (tooManyMeals) out.push(refusal('max_meals', tooManyMeals, { ...named, ...(date ? { date } : {}) }));
  }
  return out;
}

/** The meal limits' groups: each K-12 date, else the whole cart (key null). */
function mealGroups(
  input: CheckCartInput,
  lines: readonly CartItem[],
): [string | null, readonly CartItem[]][] {
  if (!input.perDate) return [[null, lines]];
  return Object.entries(input.perDate).map(([date, dateLines]) => [date, dateLines]);
}

/** Meals at least the minimum (per date for K-12), and each catering menu's minimum order amount reached. */
function checkMinimums(input: CheckCartInput, index: MenuIndex, lines: readonly CartItem[]): CartRefusal[] {
  const out: CartRefusal[] = [];
  if (lines.length === 0) return out;
  for (const [date, dateLines] of mealGroups(input, lines)) {
    const tooFew = checkMinMeals(input.file.order_options.min_meals_per_cart, index, dateLines);
    if (tooFew) out.push(refusal('min_meals', tooFew, date ? { date } : {}));
  }
  for (const short of shortMinimums(input.file, lines, { now: input.now, index })) {
    out.push(
      refusal('catering_minimum', {
        key: 'cateringMinimum',
        money: { remaining: short.remaining, minimum: short.minimum },
      }),
    );
  }
  return out;
}
