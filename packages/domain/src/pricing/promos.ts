/** Item and option-value promos (price rules): percent or amount, floored at 0. */
import { type Cents, percentOf, toCents } from '../money/money';
import type { DataFilePromo, MenuIndex } from './menu-index';

export function applyPromo(price: Cents, promo: Pick<DataFilePromo, 'type' | 'value'>): Cents {
  const reduction = promo.type === 'percent' ? percentOf(price, promo.value) : toCents(promo.value);
  return Math.max(0, price - reduction);
}

/** Applies the promos in their listed order; alcoholic items are exempt (their values too). */
export function applyPromos(
  price: Cents,
  promoIds: readonly string[],
  index: MenuIndex,
  alcoholic: boolean,
): Cents {
  if (alcoholic) return price;
  let out = price;
  for (const id of promoIds) {
    const promo = index.promos.get(id);
    if (promo) out = applyPromo(out, promo);
  }
  return out;
}
