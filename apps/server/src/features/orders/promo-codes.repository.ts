import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { promoCodeRedemptions } from '../../db/schema';
import type { Statement } from '../../db/statement';
import { insertRows } from '../../db/write-together';

/** How many orders used a restaurant's code. */
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

/** The orders (of one checkout, released) no longer use their promo codes. */
export async function releasePromoCodesOf(db: Executor, restaurantId: number, orderIds: number[]) {
  await db
    .delete(promoCodeRedemptions)
    .where(
      and(
        eq(promoCodeRedemptions.restaurantId, restaurantId),
        inArray(promoCodeRedemptions.orderId, orderIds),
      ),
    );
}

/** An order's use of a code, as a statement to write with the order's own (db/write-together.ts). */
export function promoRedemptionWrite(restaurantId: number, orderId: number, code: string): Statement[] {
  return insertRows(promoCodeRedemptions, [{ restaurantId, orderId, code: code.trim().toUpperCase() }]);
}
