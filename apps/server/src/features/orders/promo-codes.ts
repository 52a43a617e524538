/** Promo codes of the data file, with their uses counted from the redemptions of placed orders. */
import { formatMoney } from '@ordering/domain/money/money';
import { checkPromoCode, findPromoCode, type PromoCode } from '@ordering/domain/pricing/promo-code';
import type { DiscountChoice } from '@ordering/domain/pricing/types';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { promoCodeRedemptions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/messages';

export async function promoCodeUses(db: Executor, restaurantId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeRedemptions)
    .where(
      and(
        eq(promoCodeRedemptions.restaurantId, restaurantId),
        eq(promoCodeRedemptions.code, code.toUpperCase()),
      ),
    );
  return row?.n ?? 0;
}

/** The discount a code gives now, or the API error that says why it does not apply. */
export async function applicablePromo(
  db: Executor,
  input: { restaurantId: number; codes: readonly PromoCode[]; code: string; now: Date; subtotal?: number },
): Promise<{ promo: PromoCode; discount: DiscountChoice }> {
  // Only a code with a usage limit needs its uses counted: the others skip the query.
  const limited = findPromoCode(input.codes, input.code)?.usage_limit != null;
  const uses = limited ? await promoCodeUses(db, input.restaurantId, input.code.trim()) : 0;
  const check = checkPromoCode(input.codes, input.code, { now: input.now, uses, subtotal: input.subtotal });
  if (check.ok) return { promo: check.promo, discount: check.discount };
  switch (check.reason) {
    case 'unknown':
      throw new AppError(400, 400, 'error.promoInvalid');
    case 'not_started':
      throw new AppError(400, 400, 'error.promoNotStarted');
    case 'expired':
      throw new AppError(400, 400, 'error.promoExpired');
    case 'used_up':
      throw new AppError(400, 400, 'error.promoUsedUp');
    case 'below_minimum': {
      const err = new AppError(400, 400, 'error.promoMinimum');
      err.localized = (locale) =>
        translate(locale, 'error.promoMinimum', { minimum: formatMoney(check.minimum, locale) });
      throw err;
    }
  }
}
