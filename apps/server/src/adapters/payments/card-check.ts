/**
 * A card checked with its bank before it is saved, for a processor with no call of its own for that (gateway.ts,
 * `verifyCard`): a small authorization, voided at once, so the bank answers as it will at payment and nothing stays
 * held on the card.
 */
import { randomUUID } from 'node:crypto';
import type { Cents } from '@ordering/domain/money/money';
import type { CardCheckResult, PaymentGateway } from './gateway';

/** One dollar: processors refuse an authorization of nothing, and many refuse less than fifty cents. */
export const CARD_CHECK_AMOUNT = 100 as Cents;

export async function checkBySmallAuthorization(
  gateway: Pick<PaymentGateway, 'authorize' | 'void'>,
  token: string,
): Promise<CardCheckResult> {
  const key = `card-check:${randomUUID()}`;
  const auth = await gateway.authorize({
    amount: CARD_CHECK_AMOUNT,
    currency: 'CAD',
    token,
    idempotencyKey: key,
    reference: key,
  });
  if (auth.ok) {
    await gateway.void(auth.authorizationId, `${key}:void`);
    return { ok: true, token };
  }
  // A bank asking for 3-D Secure has no page to ask it on here: the payment awaiting it is cancelled.
  if ('authorizationId' in auth) await gateway.void(auth.authorizationId, `${key}:void`);
  return { ok: false, code: auth.code, reason: auth.reason };
}
