import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';

export async function savedCardOf(db: Executor, userId: number, paymentCardId: string) {
  const [row] = await db
    .select({
      gateway: paymentMethods.gateway,
      token: paymentMethods.token,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.publicId, paymentCardId)))
    .limit(1);
  return row;
}

/** The tokens a diner's saved cards hold at one gateway. */
export async function savedTokens(db: Executor, userId: number, gatewayName: string): Promise<string[]> {
  const saved = await db
    .select({ token: paymentMethods.token })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.gateway, gatewayName)));
  return saved.map((s) => s.token);
}
