/**
 * Cards and the processor that issued them (decision 016). A saved card is a token of one gateway: offered to
 * another (a diner's sandbox card at a Stripe restaurant), it is "card not supported by the payment processor", and
 * the diner re-adds it. A card the diner keeps is made reusable by its gateway before it is charged (Stripe saves
 * it on the diner's customer during the authorization, only if approved).
 */
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { ProcessorUnreachable } from '../../adapters/payments/stripe/stripe-gateway';
import type { Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/**
 * A processor that cannot be reached before anything is written (tokenizing, describing, keeping a card) charged
 * nothing: the diner is told so (503) and may try again.
 */
export async function reachable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProcessorUnreachable)
      throw new AppError(503, 'error.paymentFailed', {}, { reason: 'processor_unreachable' });
    throw error;
  }
}

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

export async function tokenToKeep(
  db: Executor,
  gateway: PaymentGateway,
  userId: number,
  token: string,
): Promise<string> {
  if (!gateway.reusableToken) return token;
  const saved = await db
    .select({ token: paymentMethods.token })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.gateway, gateway.name)));
  return gateway.reusableToken(
    token,
    userId,
    saved.map((s) => s.token),
  );
}
