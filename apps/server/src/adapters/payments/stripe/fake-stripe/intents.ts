/**
 * The fake Stripe's payment intents, `/v1/payment_intents`: create (and confirm with the card's outcome), read,
 * search by metadata, capture (once or in parts with multicapture), raise the authorization, and cancel.
 */
import { randomBytes } from 'node:crypto';
import { type FakePaymentIntent, type FakePaymentMethod, type Ledger, outcomeRefusal } from './ledger';
import { findPaymentMethod, hasCustomer } from './payment-methods';
import {
  type Answer,
  cardError,
  expanded,
  invalid,
  type Json,
  missing,
  ok,
  type ResourceRequest,
} from './wire';

/** A payment intent as Stripe answers it, with `latest_charge` expanded when asked. */
export function intentJson(pi: FakePaymentIntent, expand: string[] = []): Json {
  const charge = pi.status === 'requires_payment_method' ? null : `ch_${pi.id.slice(3)}`;
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
    latest_charge:
      charge && expand.includes('latest_charge')
        ? {
            id: charge,
            object: 'charge',
            payment_intent: pi.id,
            payment_method_details: {
              type: 'card',
              card: { incremental_authorization: { status: pi.incremental ? 'available' : 'unavailable' } },
            },
          }
        : charge,
    client_secret: `${pi.id}_secret_fake`,
    created: pi.created,
    livemode: false,
    next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    payment_method_options: {
      card: {
        request_multicapture: pi.multicapture ? 'if_available' : 'never',
        request_incremental_authorization: pi.incremental ? 'if_available' : 'never',
      },
    },
  };
}

export function intentsWithMetadata(ledger: Ledger, key: string, value: string): FakePaymentIntent[] {
  return [...ledger.paymentIntents.values()].filter((pi) => pi.metadata[key] === value);
}

const PAST: Record<string, string> = {
  cancel: 'canceled',
  capture: 'captured',
  increment: 'incremented',
};

function unexpectedState(pi: FakePaymentIntent, action: string): Answer {
  return {
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be ${PAST[action] ?? action} because it has a status of ${pi.status}.`,
      },
    },
  };
}

function authorizeIntent(
  pi: FakePaymentIntent,
  pm: FakePaymentMethod,
  body: Json,
  customer: string | null,
  amount: number,
) {
  // Saved during the payment, and only if it is approved; without a customer a card is good once.
  if (customer && body.setup_future_usage) pm.customer = customer;
  else if (!pm.customer) pm.consumed = true;
  pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
  pi.amount_capturable = pi.capture_method === 'manual' ? amount : 0;
  pi.amount_received = pi.capture_method === 'manual' ? 0 : amount;
}

function createIntent(ledger: Ledger, body: Json, account: string | null): Answer {
  const amount = Number(body.amount);
  if (!Number.isInteger(amount) || amount < 50)
    return invalid('Amount must be at least $0.50 cad', 'amount_too_small');
  const pmId = String(body.payment_method ?? '');
  const pm = findPaymentMethod(ledger, pmId, account);
  if (!pm) return missing(pmId, 'payment_method');
  const customer = body.customer ? String(body.customer) : null;
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
  if (customer && !hasCustomer(ledger, customer, account)) return missing(customer, 'customer');
  const options = ((body.payment_method_options as Json | undefined)?.card ?? {}) as Json;
  const moto = options.moto === 'true';
  // Stripe enables MOTO per account on request; an account without it refuses the flag before making an intent.
  if (moto && !ledger.motoEnabled)
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          param: 'payment_method_options[card][moto]',
          message: 'This account is not enabled for MOTO payments. Please contact Stripe support.',
        },
      },
    };
  const pi: FakePaymentIntent = {
    id: `pi_${randomBytes(12).toString('hex')}`,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    amount_refunded: 0,
    currency: String(body.currency ?? ''),
    status: 'requires_confirmation',
    capture_method: String(body.capture_method ?? 'automatic'),
    payment_method: pm.id,
    customer,
    metadata: (body.metadata ?? {}) as Record<string, string>,
    multicapture: options.request_multicapture === 'if_available' && ledger.multicaptureAvailable,
    incremental: options.request_incremental_authorization === 'if_available' && ledger.incrementalAvailable,
    incrementAttempts: 0,
    account,
    created: Math.floor(Date.now() / 1000),
  };
  ledger.paymentIntents.set(pi.id, pi);
  if (body.confirm !== 'true') return ok(intentJson(pi));
  const refusal = outcomeRefusal(pm.outcome, 'Your card does not support this type of purchase.');
  if (refusal) {
    pi.status = 'requires_payment_method';
    return cardError(refusal.code, refusal.decline, refusal.message, intentJson(pi));
  }
  // A MOTO payment is out of scope of 3-D Secure: the bank's exemption is taken and it is authorized.
  if (pm.outcome === 'three_d_secure' && !moto) {
    pi.status = 'requires_action';
    return ok(intentJson(pi));
  }
  authorizeIntent(pi, pm, body, customer, amount);
  return ok(intentJson(pi));
}

/** Only the form the adapter sends: metadata['name']:'value'. A `search_lag` fault hides every intent. */
function search(ledger: Ledger, r: ResourceRequest['request'], account: string | null): Answer {
  const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(String(r.body.query ?? ''));
  if (!match) return invalid('Invalid search query');
  const value = match[2]!.replace(/\\(.)/g, '$1');
  const lagging = r.lagging === true;
  const data = intentsWithMetadata(ledger, match[1]!, value)
    .filter((pi) => pi.account === account && !lagging)
    .map((pi) => intentJson(pi));
  return ok({ object: 'search_result', data, has_more: false, next_page: null, url: r.path });
}

function capture(pi: FakePaymentIntent, body: Json): Answer {
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
  return ok(intentJson(pi));
}

/**
 * Stripe's incremental authorization: only an uncaptured intent granted it at creation, to a larger amount, ten
 * attempts at most; a decline (a `card_error` fault) leaves the intent capturable for what it held.
 */
function increment(pi: FakePaymentIntent, body: Json): Answer {
  if (pi.status !== 'requires_capture') return unexpectedState(pi, 'increment');
  if (!pi.incremental || pi.amount_received > 0)
    return invalid(
      'This PaymentIntent is not eligible for incremental authorization.',
      'payment_intent_incremental_authorization_unavailable',
    );
  const amount = Number(body.amount);
  if (!Number.isInteger(amount) || amount <= pi.amount)
    return invalid('The amount must be greater than the currently authorized amount.', 'amount_too_small');
  pi.incrementAttempts += 1;
  if (pi.incrementAttempts > 10)
    return invalid('This PaymentIntent has reached its limit of incremental authorizations.');
  pi.amount = amount;
  pi.amount_capturable = amount;
  return ok(intentJson(pi));
}

function cancel(pi: FakePaymentIntent): Answer {
  if (pi.status === 'requires_capture' && pi.amount_received > 0) {
    // Multicapture: cancelling after partial captures releases what was not captured.
    pi.amount_capturable = 0;
    pi.status = 'succeeded';
    return ok(intentJson(pi));
  }
  if (
    !['requires_capture', 'requires_action', 'requires_payment_method', 'requires_confirmation'].includes(
      pi.status,
    )
  )
    return unexpectedState(pi, 'cancel');
  pi.status = 'canceled';
  pi.amount_capturable = 0;
  return ok(intentJson(pi));
}

export function intentRoutes(ledger: Ledger, { request: r, id, action, account }: ResourceRequest) {
  if (id === 'search' && r.method === 'GET') return search(ledger, r, account);
  if (r.method === 'POST' && !id) return createIntent(ledger, r.body, account);
  if (!id) return undefined;
  const pi = ledger.paymentIntents.get(id);
  if (!pi || pi.account !== account) return missing(id, 'payment_intent');
  if (r.method === 'GET' && !action) return ok(intentJson(pi, expanded(r.body)));
  if (action === 'capture') return capture(pi, r.body);
  if (action === 'increment_authorization') return increment(pi, r.body);
  if (action === 'cancel') return cancel(pi);
  return undefined;
}
