/**
 * Step 6, pay: the processor is asked to authorize the checkout's charge, between the two transactions, under the
 * checkout's id as its idempotency key (the same key recovery asks about). A processor that cannot be reached gives
 * an unknown outcome, not an error: recovery settles it.
 */
import type { PaymentFailure, PaymentGateway } from '../../../adapters/payments/gateway';
import type { ReservedCheckout } from './types';

export type PaymentOutcome =
  | { kind: 'authorized'; authorizationId: string | null }
  | { kind: 'refused'; failure: PaymentFailure }
  /** 3-D Secure: the checkout stays awaiting payment while the diner confirms it (decision 016). */
  | { kind: 'action_required'; clientSecret: string; authorizationId: string }
  | { kind: 'unknown' };

export const authorizationKey = (checkoutPublicId: string) => `checkout:${checkoutPublicId}`;

export async function pay(gateway: PaymentGateway, reserved: ReservedCheckout): Promise<PaymentOutcome> {
  const { plan } = reserved;
  if (plan.kind !== 'card') return { kind: 'authorized', authorizationId: null };
  try {
    const auth = await gateway.authorize({
      amount: plan.amount,
      currency: 'CAD',
      token: plan.token,
      idempotencyKey: authorizationKey(reserved.checkoutPublicId),
      reference: reserved.checkoutPublicId,
      ...(plan.moto ? { moto: true } : {}),
    });
    if (!auth.ok && auth.reason === 'authentication_required' && 'clientSecret' in auth)
      return {
        kind: 'action_required',
        clientSecret: auth.clientSecret,
        authorizationId: auth.authorizationId,
      };
    return auth.ok
      ? { kind: 'authorized', authorizationId: auth.authorizationId }
      : { kind: 'refused', failure: auth };
  } catch {
    return { kind: 'unknown' };
  }
}
