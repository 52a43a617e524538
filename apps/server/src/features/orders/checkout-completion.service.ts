/**
 * The browser is back from 3-D Secure (decision 016) and asks for its checkout (payment-action.routes.ts). The
 * processor is asked about the checkout's key: authorized, the checkout is placed now; not yet visible, 409 and the
 * browser asks again; a checkout already settled answers what it became.
 */
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database } from '../../db/client';
import { AppError, stillUnderWay } from '../../errors/app-error';
import { findCheckoutByPublicId } from './submission/checkouts.repository';
import { authorizationKey } from './submission/pay';
import { giveBack } from './submission/recover';
import { type CheckoutView, confirmCheckout } from './submission/settle';

export async function completeCheckout(
  db: Database,
  input: {
    restaurantId: number;
    checkoutPublicId: string;
    /** Asked only for a checkout not yet placed. */
    gateway: () => PaymentGateway;
    /** The language of the answer when the checkout did not keep the diner's. */
    locale: string;
  },
): Promise<CheckoutView> {
  const checkout = await findCheckoutByPublicId(db, input.checkoutPublicId);
  if (!checkout || checkout.restaurantId !== input.restaurantId) throw new AppError(404, 'error.notFound');
  if (checkout.status === 'placed') return checkout.response as CheckoutView;
  const gateway = input.gateway();
  if (checkout.status !== 'awaiting_payment') {
    // Released (the diner took longer than recovery waits): the payment the challenge was for is cancelled by
    // its id (recovery did so already, unless it was released otherwise), and an authorization the processor
    // shows under the checkout's key is given back too; then the diner is told the card was not charged.
    try {
      if (checkout.authorizationId) await giveBack(gateway, checkout.authorizationId, checkout.publicId);
      const late = await gateway.findAuthorization(authorizationKey(checkout.publicId));
      if (late.found) await giveBack(gateway, late.authorizationId, checkout.publicId);
    } catch {
      throw stillUnderWay(409, 'error.submissionInProgress', 5);
    }
    throw new AppError(410, 'error.paymentExpired', {}, { reason: 'expired' });
  }
  const found = await gateway.findAuthorization(authorizationKey(checkout.publicId)).catch(() => ({
    found: false as const,
  }));
  if (!found.found) throw stillUnderWay(409, 'error.submissionInProgress', 5);
  const settled = await confirmCheckout(db, {
    checkoutId: checkout.id,
    authorizationId: found.authorizationId,
    locale: (checkout.payment as { locale?: string }).locale ?? input.locale,
  });
  if (settled.kind === 'placed') return settled.view;
  // Released meanwhile (the diner took longer than recovery waits): the authorization is given back.
  await giveBack(gateway, found.authorizationId, checkout.publicId).catch(() => {
    throw stillUnderWay(409, 'error.submissionInProgress', 5);
  });
  throw new AppError(410, 'error.paymentExpired', {}, { reason: 'expired' });
}
