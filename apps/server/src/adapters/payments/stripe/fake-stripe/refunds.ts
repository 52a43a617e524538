/** The fake Stripe's refunds, `/v1/refunds`: of what a payment intent received and has not yet refunded. */
import { randomBytes } from 'node:crypto';
import type { Ledger } from './ledger';
import { type Answer, invalid, missing, ok, type ResourceRequest } from './wire';

export function refundRoutes(
  ledger: Ledger,
  { request: r, id, account }: ResourceRequest,
): Answer | undefined {
  if (r.method !== 'POST' || id) return undefined;
  const pi = ledger.paymentIntents.get(String(r.body.payment_intent ?? ''));
  if (!pi || pi.account !== account) return missing(String(r.body.payment_intent), 'payment_intent');
  const amount =
    r.body.amount === undefined ? pi.amount_received - pi.amount_refunded : Number(r.body.amount);
  if (pi.amount_received === 0)
    return invalid('This PaymentIntent has no charge to refund.', 'charge_not_captured');
  if (amount <= 0 || pi.amount_refunded + amount > pi.amount_received)
    return invalid(
      `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`,
      'amount_too_large',
    );
  pi.amount_refunded += amount;
  const refund = {
    id: `re_${randomBytes(10).toString('hex')}`,
    object: 'refund',
    amount,
    payment_intent: pi.id,
    status: 'succeeded',
    metadata: r.body.metadata ?? {},
  };
  ledger.refunds.set(refund.id, refund);
  return ok(refund);
}
