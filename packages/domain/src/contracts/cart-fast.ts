/**
 * The cart's lines parsed without zod, for the routes a diner calls on every change of the cart (set-costs).
 *
 * `parseCartItems` accepts exactly what `cartItems` (cart.ts) accepts from a JSON body and returns what it returns,
 * or `undefined` for anything else: the caller then runs zod, whose issues make the 400. Zod walks a line field by
 * field through its generic checks, which cost about a third of set-costs' CPU for 20 lines
 * (docs/decisions/079-cart-lines-parsed-by-hand.md); this is one pass with no allocation beyond the result.
 * `cart-fast.test.ts` holds the two to the same answers on generated carts, valid and not.
 */
import type { z } from 'zod';
import { isSafeText } from '../format/safe-text';
import type { CartItemBody, CartOptionGroupBody, CartOptionValueBody } from './cart';
import { MAX_OPTION_DEPTH } from './cart';
import { MAX_LINES, twoDecimals } from './common';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** No key outside `allowed` (zod's `.strict()`). */
function onlyKeys(value: JsonObject, allowed: ReadonlySet<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

/** `idLike`: a trimmed, non-empty safe string of at most 100 characters, or a non-negative safe integer, as a string. */
function idLike(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.length > 100 || !isSafeText(value)) return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
}

const intIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** `dollars`. */
const isDollars = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1_000_000 && twoDecimals(value);

/** `text(max)`. */
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && isSafeText(value);

const GROUP_KEYS = new Set(['id', 'memo', 'values']);
const VALUE_KEYS = new Set(['id', 'quantity', 'adjustedPrice', 'options']);
const ITEM_KEYS = new Set([
  'id',
  'menu_id',
  'section_id',
  'orderId',
  'quantity',
  'orderPrice',
  'orderOptions',
]);

/** `parse` over an array of at most `max` (an absent one is `[]` when `defaulted`). */
function arrayOf<T>(value: unknown, max: number, parse: (entry: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || value.length > max) return undefined;
  const out: T[] = new Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const parsed = parse(value[i]);
    if (parsed === undefined) return undefined;
    out[i] = parsed;
  }
  return out;
}

/** An option group at `level` (1 for a line's own groups): `optionGroupAt` in cart.ts. */
function optionGroup(value: unknown, level: number): CartOptionGroupBody | undefined {
  if (!isObject(value) || !onlyKeys(value, GROUP_KEYS)) return undefined;
  const id = idLike(value.id);
  if (id === undefined) return undefined;
  const values = arrayOf(value.values, 50, (entry) => optionValue(entry, level));
  if (values === undefined) return undefined;
  if (value.memo === undefined) return { id, values };
  return isText(value.memo, 500) ? { id, memo: value.memo, values } : undefined;
}

/** An option value at `level`: `optionValueAt` in cart.ts; past the deepest level its options must be empty. */
function optionValue(value: unknown, level: number): CartOptionValueBody | undefined {
  if (!isObject(value) || !onlyKeys(value, VALUE_KEYS)) return undefined;
  const id = idLike(value.id);
  const { quantity, adjustedPrice } = value;
  if (id === undefined || !intIn(quantity, 1, 99) || !isDollars(adjustedPrice)) return undefined;
  const options =
    value.options === undefined
      ? []
      : level >= MAX_OPTION_DEPTH
        ? arrayOf<CartOptionGroupBody>(value.options, 0, () => undefined)
        : arrayOf(value.options, 20, (entry) => optionGroup(entry, level + 1));
  return options === undefined ? undefined : { id, quantity, adjustedPrice, options };
}

function cartItem(value: unknown): CartItemBody | undefined {
  if (!isObject(value) || !onlyKeys(value, ITEM_KEYS)) return undefined;
  const id = idLike(value.id);
  const menu_id = idLike(value.menu_id);
  const section_id = value.section_id === null ? null : idLike(value.section_id);
  const { orderId, quantity, orderPrice } = value;
  if (id === undefined || menu_id === undefined || section_id === undefined) return undefined;
  if (!intIn(orderId, 0, 1_000_000) || !intIn(quantity, 1, 999) || !isDollars(orderPrice)) return undefined;
  const orderOptions =
    value.orderOptions === undefined ? [] : arrayOf(value.orderOptions, 30, (entry) => optionGroup(entry, 1));
  if (orderOptions === undefined) return undefined;
  return { id, menu_id, section_id, orderId, quantity, orderPrice, orderOptions };
}

/** What `cartItems.parse(value)` returns for a JSON value it accepts; `undefined` for any other. */
export function parseCartItems(value: unknown): CartItemBody[] | undefined {
  return arrayOf(value, MAX_LINES, cartItem);
}

/**
 * A parser for an object schema whose `key` holds cart lines: the lines by `parseCartItems`, the other fields by the
 * schema without them. `undefined` when either refuses, so the caller's full parse reports the issues.
 */
export function withCartItemsParsed<T extends z.ZodObject>(
  schema: T,
  key: string,
): (value: unknown) => z.output<T> | undefined {
  const others = schema.omit({ [key]: true } as Record<string, true>);
  return (value) => {
    if (!isObject(value)) return undefined;
    const items = parseCartItems(value[key]);
    if (items === undefined) return undefined;
    const { [key]: _lines, ...rest } = value;
    const parsed = others.safeParse(rest);
    return parsed.success ? ({ ...parsed.data, [key]: items } as z.output<T>) : undefined;
  };
}
