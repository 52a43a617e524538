/**
 * Recovery of a checkout a crash left `awaiting_payment`, run by the outbox worker a while
 * after the reservation: it asks the processor about the checkout's key, then completes the checkout (the diner was
 * never answered and the card was authorized) or releases it (no authorization, or the diner was told it failed,
 * in which case the authorization is voided). A processor that still cannot answer is retried with backoff. A card
 * checkout released on an unknown outcome (the processor's answer lost, its search not showing it yet) is asked about
 * once more: an authorization shown by then has no order and is voided (decision 025).
 */
import type { PaymentGateway } from '../../../adapters/payments/gateway';
import type { Database } from '../../../db/client';
import type { DeliveryResult } from '../../../outbox/outbox-worker';
import { type CheckoutPayment, findCheckoutByPublicId } from './checkouts.repository';
import { authorizationKey } from './pay';
import { confirmCheckout, releaseCheckout } from './settle';

/** The processor of a checkout's restaurant (each restaurant names its own, decision 016). */
export type GatewayOfRestaurant = (restaurantId: number) => PaymentGateway | Promise<PaymentGateway>;

export async function recoverCheckout(
  db: Database,
  processor: PaymentGateway | GatewayOfRestaurant,
  checkoutPublicId: string,
): Promise<DeliveryResult> {
  const checkout = await findCheckoutByPublicId(db, checkoutPublicId);
  if (checkout && isUnknownOutcome(checkout)) {
    // Released when the processor's answer was lost and it could not yet say it had authorized (its search lags):
    // an authorization it shows now has no order, and is given back.
    const gateway = typeof processor === 'function' ? await processor(checkout.restaurantId) : processor;
    const late = await gateway.findAuthorization(authorizationKey(checkout.publicId));
    if (late.found) await giveBack(gateway, late.authorizationId, checkout.publicId);
    return { ok: true };
  }
  if (checkout?.status !== 'awaiting_payment') return { ok: true };
  const gateway = typeof processor === 'function' ? await processor(checkout.restaurantId) : processor;
  const payment = checkout.payment as CheckoutPayment;
  const answeredFailure = Boolean((checkout.failure as { answered?: boolean } | null)?.answered);
  if (payment.kind !== 'card') {
    if (answeredFailure)
      await releaseCheckout(db, { checkoutId: checkout.id, failure: { reason: 'recovered' } });
    else
      await confirmCheckout(db, {
        checkoutId: checkout.id,
        authorizationId: null,
        locale: payment.locale ?? 'en-CA',
      });
    return { ok: true };
  }
  const found = await gateway.findAuthorization(authorizationKey(checkout.publicId));
  if (found.found && !answeredFailure) {
    const settled = await confirmCheckout(db, {
      checkoutId: checkout.id,
      authorizationId: found.authorizationId,
      locale: payment.locale ?? 'en-CA',
    });
    if (settled.kind === 'placed') return { ok: true };
  }
  if (found.found) await giveBack(gateway, found.authorizationId, checkout.publicId);
  // A 3-D Secure challenge the diner never completed: the payment awaiting them is cancelled, so it cannot be
  // confirmed after the release (its id was kept when the processor asked for the challenge).
  else if (checkout.authorizationId) await giveBack(gateway, checkout.authorizationId, checkout.publicId);
  await releaseCheckout(db, {
    checkoutId: checkout.id,
    failure: { reason: found.found ? 'recovered_after_failure' : 'not_authorized' },
  });
  return { ok: true };
}

/**
 * Voids an authorization no order holds. A void the processor refuses (not one it does not know) is thrown, so the
 * outbox asks again later rather than leave the hold.
 */
export async function giveBack(gateway: PaymentGateway, authorizationId: string, checkoutPublicId: string) {
  const result = await gateway.void(authorizationId, `${authorizationKey(checkoutPublicId)}:void`);
  if (!result.ok && result.reason !== 'unknown_authorization')
    throw new Error(`the processor refused to void ${authorizationId}: ${result.reason}`);
}

/** A card checkout released on an unknown outcome: the processor did not answer, and its search found nothing yet. */
function isUnknownOutcome(checkout: { status: string; payment: unknown; failure: unknown }): boolean {
  return (
    checkout.status === 'payment_failed' &&
    (checkout.payment as CheckoutPayment).kind === 'card' &&
    (checkout.failure as { reason?: unknown } | null)?.reason === 'processor_unreachable'
  );
}

/** The outbox handler of `checkout.recover` messages. */
export function checkoutRecoveryHandler(db: Database, gateway: GatewayOfRestaurant) {
  return (message: { payload: unknown }) =>
    recoverCheckout(db, gateway, String((message.payload as { checkoutId?: unknown }).checkoutId ?? ''));
}
