/**
 * Promo codes of the data file (`promo_codes`): a code applies when it exists (case ignored), has started, has not
 * ended, has uses left, and the subtotal reaches its minimum order. Failures are typed results, not exceptions.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import { type Cents, toCents } from '../money/money';
import type { DiscountChoice } from './types';

export type PromoCode = RestaurantDataFile['promo_codes'][number];

export type PromoCodeCheck =
  | { ok: true; promo: PromoCode; discount: DiscountChoice }
  | { ok: false; reason: 'unknown' | 'not_started' | 'expired' | 'used_up' }
  | { ok: false; reason: 'below_minimum'; minimum: Cents };

export function findPromoCode(codes: readonly PromoCode[], code: string): PromoCode | undefined {
  const wanted = code.trim().toUpperCase();
  return codes.find((p) => p.code.toUpperCase() === wanted);
}

/** The discount text the costs pipeline takes: "10" is 10 %, "5$" is five dollars. */
export function discountValue(promo: Pick<PromoCode, 'type' | 'value'>): string {
  return promo.type === 'percent' ? String(promo.value) : `${promo.value}$`;
}

export function checkPromoCode(
  codes: readonly PromoCode[],
  code: string,
  at: { now: Date; uses?: number; subtotal?: Cents },
): PromoCodeCheck {
  const promo = findPromoCode(codes, code);
  if (!promo) return { ok: false, reason: 'unknown' };
  const now = at.now.getTime();
  if (promo.starts_at && now < Date.parse(promo.starts_at)) return { ok: false, reason: 'not_started' };
  if (promo.ends_at && now > Date.parse(promo.ends_at)) return { ok: false, reason: 'expired' };
  if (promo.usage_limit !== null && (at.uses ?? 0) >= promo.usage_limit)
    return { ok: false, reason: 'used_up' };
  if (
    promo.minimum_order !== null &&
    at.subtotal !== undefined &&
    at.subtotal < toCents(promo.minimum_order)
  ) {
    return { ok: false, reason: 'below_minimum', minimum: toCents(promo.minimum_order) };
  }
  return { ok: true, promo, discount: { code: promo.code, value: discountValue(promo) } };
}
