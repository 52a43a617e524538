/**
 * Stripe's webhooks (decision 016): what Stripe says it did, reconciled with what this server saw.
 * - An authorization (`payment_intent.amount_capturable_updated`, `.succeeded`, `.canceled`, `.payment_failed`) of a
 *   checkout still `awaiting_payment` after the request's own window: the checkout is recovered now, as the outbox
 *   would two minutes later (recover.ts asks Stripe and places or releases it). Within the window the request still
 *   owns it and the webhook leaves it alone.
 * - An authorization of a checkout that was released (the diner was told it failed; Stripe's search had not shown
 *   it yet): voided, so no charge is ever left without an order.
 * - A capture the server did not see answered (`payment_intent.succeeded` or a multicapture's
 *   `amount_capturable_updated`): Stripe's captured total, less what the tenders already know, is noted on the one
 *   uncaptured tender it matches, so staff's retried acceptance does not capture again.
 * Each event is handled once: its id is recorded after the (idempotent) handling.
 */
import type Stripe from 'stripe';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import {
  authorizationIdOf,
  CHECKOUT_METADATA,
  IDEMPOTENCY_METADATA,
} from '../../adapters/payments/stripe/stripe-gateway';
import type { Database } from '../../db/client';
import {
  lockCardTendersOf,
  mergeTenderDetails,
  recordWebhookEvent,
  webhookEventSeen,
} from './stripe-webhook.repository';

/** Longer than a submission can still be waiting on Stripe (timeout and one retry): after it, nobody else will settle. */
export type GatewayOfRestaurant = (restaurantId: number) => PaymentGateway | Promise<PaymentGateway>;

/**
 * What the webhook asks of the order pipeline. Orders owns checkouts and depends on payments, so orders implements
 * this (its index.ts, `orderCheckouts`) and app.ts hands it in; payments never imports orders.
 */
export interface CheckoutRecovery {
  find(
    db: Database,
    publicId: string,
  ): Promise<{ status: string; createdAt: Date; restaurantId: number } | undefined>;
  recover(db: Database, gatewayOf: GatewayOfRestaurant, publicId: string): Promise<unknown>;
}

export const REQUEST_WINDOW_MS = 60_000;

const INTENT_EVENTS = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'payment_intent.payment_failed',
]);

export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'not_ours'
  | 'in_flight'
  | 'recovered'
  | 'voided_orphan'
  | 'capture_noted'
  | 'nothing_to_do';

export async function handleStripeEvent(
  db: Database,
  gatewayOf: GatewayOfRestaurant,
  event: Stripe.Event,
  now: Date,
  checkouts: CheckoutRecovery,
): Promise<WebhookOutcome> {
  if (await webhookEventSeen(db, event.id)) return 'duplicate';
  const outcome = INTENT_EVENTS.has(event.type)
    ? await reconcileIntent(
        db,
        gatewayOf,
        checkouts,
        event.data.object as Stripe.PaymentIntent,
        event.account,
        now,
      )
    : 'ignored';
  await recordWebhookEvent(db, { id: event.id, processor: 'stripe', type: event.type, outcome });
  return outcome;
}

async function reconcileIntent(
  db: Database,
  gatewayOf: GatewayOfRestaurant,
  checkouts: CheckoutRecovery,
  intent: Stripe.PaymentIntent,
  account: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  const publicId = intent.metadata?.[CHECKOUT_METADATA];
  if (!publicId) return 'not_ours';
  const checkout = await checkouts.find(db, publicId);
  // The key kept on the intent must be this checkout's: metadata alone is not trusted to name any checkout.
  if (!checkout || intent.metadata[IDEMPOTENCY_METADATA] !== `checkout:${publicId}`) return 'not_ours';
  const authorizationId = authorizationIdOf(intent.id, account);

  if (checkout.status === 'awaiting_payment') {
    if (now.getTime() - checkout.createdAt.getTime() < REQUEST_WINDOW_MS) return 'in_flight';
    await checkouts.recover(db, gatewayOf, publicId);
    return 'recovered';
  }
  if (checkout.status !== 'placed') {
    if (intent.status !== 'requires_capture') return 'nothing_to_do';
    const gateway: PaymentGateway = await gatewayOf(checkout.restaurantId);
    const voided = await gateway.void(authorizationId, `checkout:${publicId}:void`);
    return voided.ok || voided.reason === 'unknown_authorization' ? 'voided_orphan' : 'nothing_to_do';
  }
  return (await noteUnseenCapture(db, checkout.restaurantId, authorizationId, intent.amount_received))
    ? 'capture_noted'
    : 'nothing_to_do';
}

async function noteUnseenCapture(
  db: Database,
  restaurantId: number,
  authorizationId: string,
  capturedByStripe: number,
): Promise<boolean> {
  if (capturedByStripe <= 0) return false;
  return db.transaction(async (tx) => {
    const tenders = await lockCardTendersOf(tx, restaurantId, authorizationId);
    const details = (t: (typeof tenders)[number]) => (t.details ?? {}) as Record<string, unknown>;
    const known = tenders.filter((t) => details(t).captureId).reduce((sum, t) => sum + t.amountCents, 0);
    const unexplained = capturedByStripe - known;
    if (unexplained <= 0) return false;
    // Only a capture that is exactly one tender's share can be told apart; anything else is left to staff.
    const matching = tenders.filter((t) => !details(t).captureId && t.amountCents === unexplained);
    if (matching.length !== 1) return false;
    const tender = matching[0]!;
    await mergeTenderDetails(tx, tender.id, {
      captureId: `${authorizationId}:${capturedByStripe}`,
      captureSeenBy: 'webhook',
    });
    return true;
  });
}
