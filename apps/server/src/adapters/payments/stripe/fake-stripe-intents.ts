/** The fake Stripe's payment intents (fake-stripe-server.ts): created and confirmed with a payment method, captured. */
import { randomBytes } from 'node:crypto';
import {
  cardError,
  type FakePaymentIntent,
  type FakePaymentMethod,
  invalid,
  type Json,
  missing,
  type RecordedRequest,
  unexpectedState,
} from './fake-stripe-objects';

/** What creating an intent reads and writes of the fake's state. */
export interface IntentStore {
  readonly paymentIntents: Map<string, FakePaymentIntent>;
  readonly customers: Map<string, Json>;
  readonly multicaptureAvailable: boolean;
  paymentMethod(id: string, account: string | null): FakePaymentMethod | undefined;
}

export function intentJson(pi: FakePaymentIntent): Json {
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_capturable: pi.amount_capturable,
    amount_received: pi.amount_received,
    currency: pi.currency,
    status: pi.status,
    capture_method: pi.capture_method,
    payment_method: pi.payment_method,
    customer: pi.customer,
    metadata: pi.metadata,
    latest_charge: pi.status === 'requires_payment_method' ? null : `ch_${pi.id.slice(3)}`,
    client_secret: `${pi.id}_secret_fake`,
    created: pi.created,
    livemode: false,
    next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    payment_method_options: {
      card: { request_multicapture: pi.multicapture ? 'if_available' : 'never' },
    },
  };
}

export function createIntent(
  stripe: IntentStore,
  r: RecordedRequest,
  account: string | null,
): { status: number; body: Json } {
  const amount = Number(r.body.amount);
  if (!Number.isInteger(amount) || amount < 50)
    return invalid('Amount must be at least $0.50 cad', 'amount_too_small');
  const pmId = String(r.body.payment_method ?? '');
  const pm = stripe.paymentMethod(pmId, account);
  if (!pm) return missing(pmId, 'payment_method');
  const customer = r.body.customer ? String(r.body.customer) : null;
  if (pm.customer && pm.customer !== customer)
    return invalid(
      'The provided PaymentMethod is attached to another customer.',
      'payment_method_unexpected_state',
    );
  if (pm.consumed)
    return invalid(
      'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      'payment_method_unexpected_state',
    );
  if (customer && !stripe.customers.has(customer)) return missing(customer, 'customer');
  const options = ((r.body.payment_method_options as Json | undefined)?.card ?? {}) as Json;
  const pi: FakePaymentIntent = {
    id: `pi_${randomBytes(12).toString('hex')}`,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    amount_refunded: 0,
    currency: String(r.body.currency ?? ''),
    status: 'requires_confirmation',
    capture_method: String(r.body.capture_method ?? 'automatic'),
    payment_method: pm.id,
    customer,
    metadata: (r.body.metadata ?? {}) as Record<string, string>,
    multicapture: options.request_multicapture === 'if_available' && stripe.multicaptureAvailable,
    account,
    created: Math.floor(Date.now() / 1000),
  };
  stripe.paymentIntents.set(pi.id, pi);
  if (r.body.confirm !== 'true') return { status: 200, body: intentJson(pi) };
  const declined = (code: string, decline?: string, message = 'Your card was declined.') => {
    pi.status = 'requires_payment_method';
    return cardError(code, decline, message, intentJson(pi));
  };
  switch (pm.outcome) {
    case 'decline':
      return declined('card_declined', 'generic_decline');
    case 'insufficient':
      return declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
    case 'error':
      return declined('processing_error', undefined, 'An error occurred while processing your card.');
    case 'not_supported':
      return declined(
        'card_declined',
        'card_not_supported',
        'Your card does not support this type of purchase.',
      );
    case 'three_d_secure':
      pi.status = 'requires_action';
      return { status: 200, body: intentJson(pi) };
    default:
      // Saved during the payment, and only if it is approved; without a customer a card is good once.
      if (customer && r.body.setup_future_usage) pm.customer = customer;
      else if (!pm.customer) pm.consumed = true;
      pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      pi.amount_capturable = pi.capture_method === 'manual' ? amount : 0;
      pi.amount_received = pi.capture_method === 'manual' ? 0 : amount;
      return { status: 200, body: intentJson(pi) };
  }
}

export function captureIntent(pi: FakePaymentIntent, body: Json): { status: number; body: Json } {
  if (pi.status !== 'requires_capture') return unexpectedState(pi, 'capture');
  const amount = body.amount_to_capture === undefined ? pi.amount_capturable : Number(body.amount_to_capture);
  if (amount <= 0 || amount > pi.amount_capturable)
    return invalid('The amount to capture is greater than the amount capturable.', 'amount_too_large');
  const final = body.final_capture !== 'false';
  if (!final && !pi.multicapture)
    return invalid(
      'Multicapture is not available for this PaymentIntent.',
      'payment_intent_invalid_parameter',
    );
  pi.amount_received += amount;
  pi.amount_capturable = final ? 0 : pi.amount_capturable - amount;
  pi.status = final || pi.amount_capturable === 0 ? 'succeeded' : 'requires_capture';
  return { status: 200, body: intentJson(pi) };
}
