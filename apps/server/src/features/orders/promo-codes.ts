/**
 * Promo codes of the data file, with their uses counted from the redemptions of placed orders. Whether a code
 * applies is the domain's checkPromoCode alone (window, usage limit, minimum order): the database only supplies
 * the count of uses.
 */
import { formatMoney } from '@ordering/domain/money/money';
import {
  checkPromoCode,
  findPromoCode,
  type PromoCode,
  type PromoCodeCheck,
} from '@ordering/domain/pricing/promo-code';
import type { DiscountChoice } from '@ordering/domain/pricing/types';
import type { Executor } from '../../db/client';
import type { Statement } from '../../db/statement';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/messages';
import { insertRedemption, lockPromoCode } from './orders.repository';
import { promoCodeUses, promoRedemptionWrite } from './promo-codes.repository';

/** The API error that says why a code does not apply. */
export function promoRefusal(check: Exclude<PromoCodeCheck, { ok: true }>): AppError {
  switch (check.reason) {
    case 'unknown':
      return new AppError(400, 'error.promoInvalid');
    case 'not_started':
      return new AppError(400, 'error.promoNotStarted');
    case 'expired':
      return new AppError(400, 'error.promoExpired');
    case 'used_up':
      return new AppError(400, 'error.promoUsedUp');
    case 'below_minimum': {
      const err = new AppError(400, 'error.promoMinimum');
      err.localized = (locale) =>
        translate(locale, 'error.promoMinimum', { minimum: formatMoney(check.minimum, locale) });
      return err;
    }
  }
}

interface PromoQuery {
  restaurantId: number;
  codes: readonly PromoCode[];
  code: string;
  now: Date;
  /** Without it (get-discount-info) the minimum order waits for the cart. */
  subtotal?: number;
}

/** Only a code with a usage limit needs its uses counted: the others skip the query. */
const countsUses = (q: PromoQuery) => findPromoCode(q.codes, q.code)?.usage_limit != null;

/** The discount a code gives now, or the API error that says why it does not apply. */
export async function applicablePromo(
  db: Executor,
  q: PromoQuery,
): Promise<{ promo: PromoCode; discount: DiscountChoice }> {
  const uses = countsUses(q) ? await promoCodeUses(db, q.restaurantId, q.code.trim()) : 0;
  const check = checkPromoCode(q.codes, q.code, { now: q.now, uses, subtotal: q.subtotal });
  if (!check.ok) throw promoRefusal(check);
  return { promo: check.promo, discount: check.discount };
}

/**
 * The use of a code without a usage limit, as a write to go with the order's own (writeTogether): its rules are the
 * domain's alone, checked here, and no count needs a lock. Null for a code with a limit: `claimPromoUse` counts its
 * uses under the code's lock, in a transaction.
 */
export function promoUseWrite(q: PromoQuery & { orderId: number }): Statement[] | null {
  if (countsUses(q)) return null;
  const check = checkPromoCode(q.codes, q.code, { now: q.now, uses: 0, subtotal: q.subtotal });
  if (!check.ok) throw promoRefusal(check);
  return promoRedemptionWrite(q.restaurantId, q.orderId, q.code);
}

/**
 * Inside a submission's transaction: the code's uses are counted under a lock on the code and the same domain rules
 * run on that count, so two diners cannot both take its last use; then this order's use is recorded.
 */
export async function claimPromoUse(tx: Executor, q: PromoQuery & { orderId: number }): Promise<void> {
  const code = q.code.trim().toUpperCase();
  if (countsUses(q)) await lockPromoCode(tx, q.restaurantId, code);
  await applicablePromo(tx, q);
  await insertRedemption(tx, q.restaurantId, q.orderId, code);
}
