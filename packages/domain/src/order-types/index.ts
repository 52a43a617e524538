/**
 * The order types, registered in the order a request's flags are read (a suite first, then generic catering,
 * school, take-out, and a table last), and the questions asked of them. A new type is a file in this
 * folder added to `ORDER_TYPES` (and its wire word, if new, to wire.ts, which the API then accepts);
 * docs/decisions/070-one-vocabulary-for-how-the-diner-orders.md lists what else a new type touches.
 */
import type { OrderingWay } from '../ordering/ordering-way';
import { anotherRound } from './another-round';
import type { OrderTypeDefinition } from './definition';
import { delivery } from './delivery';
import { dineIn } from './dine-in';
import { eventDay } from './event-day';
import { genericCatering } from './generic-catering';
import { pickup } from './pickup';
import { school } from './school';
import { suitePreOrder } from './suite-pre-order';
import { takeOut } from './take-out';
import { ORDER_TYPE_VALUES, type OrderFlags, type OrderType } from './wire';

export type { OrderTypeDefinition, OrderTypeId } from './definition';

/** Every order type, in the order a request's flags are matched against them. */
export const ORDER_TYPES: readonly OrderTypeDefinition[] = [
  suitePreOrder,
  eventDay,
  genericCatering,
  school,
  takeOut,
  pickup,
  delivery,
  anotherRound,
  dineIn,
];

/**
 * The type a wire word stands for when only the word is known (a placed order, a pricing call): the first type in
 * `ORDER_TYPES` that names it ('catering' is a suite's pre-order), except 'dine-in', a table order rather than
 * another round. A new word needs no line here.
 */
const BY_WIRE: Readonly<Record<OrderType, OrderTypeDefinition>> = {
  ...(Object.fromEntries([...ORDER_TYPES].reverse().map((t) => [t.wire, t])) as Record<
    OrderType,
    OrderTypeDefinition
  >),
  'dine-in': dineIn,
};

/** The definition of the type a cart or order call names. */
export function orderType(type: OrderType): OrderTypeDefinition {
  return BY_WIRE[type];
}

/** Whether a stored or received string is one of the wire's order types. */
export function isOrderType(value: unknown): value is OrderType {
  return (ORDER_TYPE_VALUES as readonly unknown[]).includes(value);
}

/** The type a request's flags give, or null when they give none (no table, take-out, catering, suite or school). */
export function orderTypeOf(flags: OrderFlags): OrderTypeDefinition | null {
  return ORDER_TYPES.find((t) => t.matches(flags)) ?? null;
}

/** The type to name in the cart and order calls for these flags; flags that give none are dine-in. */
export function wireTypeOf(flags: OrderFlags): OrderType {
  return orderTypeOf(flags)?.wire ?? 'dine-in';
}

/**
 * Whether the type a request names is one its flags give: the client names the type, the flags decide it. A type the
 * flags do not give would slip past the rules of the type they do (a catering menu's login, a delivery's zone and
 * address), so it is refused.
 */
export function namesItsType(flags: OrderFlags, type: OrderType): boolean {
  const given = orderTypeOf(flags);
  if (!given) return type === 'dine-in';
  return given.wire === type || given.alsoNamed.includes(type);
}

/**
 * The ways of ordering of these flags, which announcements and custom questions are matched against (their `modes`),
 * or null when the flags give no type yet (a landing page: everything is shown). Take-out not yet chosen is both its
 * ways. `placed`: the type an order being placed names; a placed order is one way, the named type's where the flags
 * leave it open (take-out named 'delivery' is delivery), else the flags' type's first (take-out named 'take-out' is
 * asked pickup's questions).
 */
export function waysOf(flags: OrderFlags, placed?: OrderType): OrderingWay[] | null {
  const given = orderTypeOf(flags);
  if (!given) return null;
  if (!placed) return [...given.ways];
  const settled = given.alsoNamed.includes(placed) ? orderType(placed) : given;
  return settled.ways.slice(0, 1);
}
