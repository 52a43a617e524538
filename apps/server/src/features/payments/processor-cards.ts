/**
 * Cards and the processor that issued them (decision 016). A saved card is a token of one gateway: offered to
 * another (a diner's sandbox card at a Stripe restaurant), it is "card not supported by the payment processor", and
 * the diner re-adds it. A card the diner keeps is made reusable by its gateway before it is charged (Stripe saves
 * it on the diner's customer during the authorization, only if approved).
 */
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { ProcessorUnreachable } from '../../adapters/payments/stripe/stripe-gateway';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { savedTokens } from './processor-cards.repository';

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

export async function tokenToKeep(
  db: Executor,
  gateway: PaymentGateway,
  userId: number,
  token: string,
): Promise<string> {
  if (!gateway.reusableToken) return token;
  return gateway.reusableToken(token, userId, await savedTokens(db, userId, gateway.name));
}
