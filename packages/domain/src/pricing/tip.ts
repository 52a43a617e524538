/**
 * Tip: a percentage of the discounted subtotal or dollars. A negative tip becomes its
 * absolute value; choosing a percentage zeroes the amount, choosing dollars zeroes the percentage.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, percentOf, roundHalfUp, toCents } from '../money/money';
import { isForWays } from '../ordering/ordering-way';
import { placedWay } from './charges';
import type { AmountType, Costs, OrderType, TipChoice } from './types';

export type TipCost = Costs['tip'];

export const NO_TIP: TipChoice = { type: 'percentage', percentageValue: 0, amount: 0 };

/** `value` is a percentage (15) for a percentage tip, cents for a dollar tip. */
export function chooseTip(type: AmountType, value: number): TipChoice {
  const v = Math.abs(value);
  return type === 'percentage'
    ? { type, percentageValue: v, amount: 0 }
    : { type, percentageValue: 0, amount: roundHalfUp(v) };
}

export function resolveTip(choice: TipChoice | null | undefined, subtotalDiscounted: Cents): TipCost {
  if (!choice) return NO_TIP;
  const clean = chooseTip(choice.type, choice.type === 'percentage' ? choice.percentageValue : choice.amount);
  if (clean.type === 'dollar') return clean;
  return { ...clean, amount: percentOf(subtotalDiscounted, clean.percentageValue) };
}

/**
 * The tip percentage the checkout starts on for an order of this type: tip_config's preselected default, only for the
 * ways of ordering its default_value_modes names (every way when it names none); null preselects none.
 */
export function preselectedTipPercent(file: RestaurantDataFile, type: OrderType): number | null {
  const config = file.order_options.tip_config;
  const index = config?.default_value_selected;
  if (!config || index === null || index === undefined) return null;
  if (!isForWays({ modes: config.default_value_modes }, placedWay(type))) return null;
  return config.default_values[index] ?? null;
}

/**
 * The tip the checkout starts on: the diner's own default (their account's percent, which the profile promises is
 * chosen for them at checkout; 0 % is no tip) wherever the restaurant takes tips, else the restaurant's preselection
 * for this way.
 */
export function startingTipPercent(
  file: RestaurantDataFile,
  type: OrderType,
  dinerDefault: number | null | undefined,
): number | null {
  const takesTips = (file.order_options.tip_config?.default_values.length ?? 0) > 0;
  if (takesTips && dinerDefault !== null && dinerDefault !== undefined)
    return dinerDefault > 0 ? dinerDefault : null;
  return preselectedTipPercent(file, type);
}

/**
 * The percentages the checkout offers: the restaurant's, with the diner's own default among them, in order, when it
 * is not one of them (so the tip the checkout starts on is one the diner sees chosen). None where tips are not taken.
 */
export function tipPercentsOffered(
  file: RestaurantDataFile,
  dinerDefault: number | null | undefined,
): number[] {
  const offered = file.order_options.tip_config?.default_values ?? [];
  // A default of 0 % is the checkout's own "No tip".
  if (offered.length === 0 || !dinerDefault || offered.includes(dinerDefault)) return [...offered];
  return [...offered, dinerDefault].sort((a, b) => a - b);
}

/** The largest custom tip a diner may type: $1,000. */
export const MAX_TYPED_TIP: Cents = 100_000;

/**
 * A custom tip as the diner types it, in dollars ("4,50", "$5", "-5"), read in cents: null while there is nothing
 * to read yet (empty, or a lone minus sign), 'invalid' when it is not an amount up to $1,000. Negative becomes its
 * absolute value, as `chooseTip` does when the costs are priced, so "-5" tips $5.00 rather than being dropped.
 */
export function typedTip(text: string): Cents | null | 'invalid' {
  const typed = text.replace(',', '.').replace('$', '').trim();
  if (typed === '' || typed === '-') return null;
  const dollars = Number(typed);
  if (!Number.isFinite(dollars) || Math.abs(dollars) * 100 > MAX_TYPED_TIP) return 'invalid';
  return chooseTip('dollar', toCents(dollars)).amount;
}

/** A dollar tip above the subtotal it is given on: the screen asks the diner to confirm it (a slip of the keyboard). */
export function tipAboveSubtotal(tip: TipChoice | null | undefined, subtotal: Cents): boolean {
  return tip?.type === 'dollar' && tip.amount > subtotal;
}
