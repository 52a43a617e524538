/**
 * The cart item: what the browser keeps and sends. Prices here are integer cents
 * (the API converts to dollars at its edge). A free-text special instruction is a memo option group holding one
 * value of price 0 and quantity 1, so it travels with the options and makes two otherwise identical items differ.
 */
import type { Cents } from '../money/money';

export interface CartOptionValue {
  id: string;
  quantity: number;
  /** The value's unit price after its schedule, promos and subsidy (cents), as last priced. */
  adjustedPrice: Cents;
  options: CartOptionGroup[];
}

export interface CartOptionGroup {
  id: string;
  /** Set only on the special-instructions group: the free text. */
  memo?: string;
  values: CartOptionValue[];
}

export interface CartItem {
  id: string;
  menu_id: string;
  section_id: string | null;
  /** Local sequence number, unique inside one cart. */
  orderId: number;
  quantity: number;
  /** The line price (cents): (unit + add-ons) x quantity. */
  orderPrice: Cents;
  orderOptions: CartOptionGroup[];
}

export const SPECIAL_INSTRUCTIONS_ID = 'special-instructions';

export function isMemoGroup(group: CartOptionGroup): boolean {
  return group.id === SPECIAL_INSTRUCTIONS_ID;
}

/** Sets (or with blank text, removes) the special-instructions memo group. */
export function withSpecialInstructions(item: CartItem, text: string): CartItem {
  const others = item.orderOptions.filter((g) => !isMemoGroup(g));
  const trimmed = text.trim();
  if (trimmed === '') return { ...item, orderOptions: others };
  const memo: CartOptionGroup = {
    id: SPECIAL_INSTRUCTIONS_ID,
    memo: trimmed,
    values: [{ id: SPECIAL_INSTRUCTIONS_ID, quantity: 1, adjustedPrice: 0, options: [] }],
  };
  return { ...item, orderOptions: [...others, memo] };
}

export function specialInstructionsOf(item: CartItem): string {
  return item.orderOptions.find(isMemoGroup)?.memo ?? '';
}

/** A canonical key of the selections (order-insensitive), for merging identical items. */
export function selectionKey(groups: readonly CartOptionGroup[]): string {
  const groupKeys = groups
    .filter((g) => g.values.length > 0)
    .map((g) => {
      const values = g.values
        .map(
          (v) =>
            `${JSON.stringify(v.id)}*${v.quantity}${v.options.length > 0 ? `(${selectionKey(v.options)})` : ''}`,
        )
        .sort();
      return `${JSON.stringify(g.id)}${g.memo === undefined ? '' : `=${JSON.stringify(g.memo)}`}[${values.join(',')}]`;
    })
    .sort();
  return groupKeys.join(';');
}

/** Same item from the same menu with the same options (quantities and special instructions included). */
export function isSameSelection(a: CartItem, b: CartItem): boolean {
  return (
    a.id === b.id &&
    a.menu_id === b.menu_id &&
    a.section_id === b.section_id &&
    selectionKey(a.orderOptions) === selectionKey(b.orderOptions)
  );
}
