/**
 * What the fake Stripe (fake-stripe-server.ts) keeps and answers: its objects, the test cards and payment methods as
 * Stripe's test mode knows them, Stripe's error objects, and its form encoding.
 */
export type Json = Record<string, unknown>;
export type Outcome = 'approve' | 'decline' | 'insufficient' | 'error' | 'not_supported' | 'three_d_secure';

export const CARD_OUTCOMES: Record<string, Outcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
  '4000000000000119': 'error',
  '4000002500003155': 'three_d_secure',
};

export const TEST_PAYMENT_METHODS: Record<string, { outcome: Outcome; brand: string; last4: string }> = {
  pm_card_visa: { outcome: 'approve', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { outcome: 'approve', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { outcome: 'decline', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { outcome: 'insufficient', brand: 'visa', last4: '9995' },
  pm_card_chargeDeclinedProcessingError: { outcome: 'error', brand: 'visa', last4: '0119' },
  pm_card_authenticationRequired: { outcome: 'three_d_secure', brand: 'visa', last4: '3155' },
  pm_card_notSupported: { outcome: 'not_supported', brand: 'visa', last4: '0000' },
};

export interface FakePaymentMethod {
  id: string;
  outcome: Outcome;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  postal_code: string | null;
  customer: string | null;
  account: string | null;
  /** Used in a payment without a customer: Stripe refuses it afterwards. */
  consumed?: boolean;
}

export interface FakePaymentIntent {
  id: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  currency: string;
  status: string;
  capture_method: string;
  payment_method: string | null;
  customer: string | null;
  metadata: Record<string, string>;
  multicapture: boolean;
  account: string | null;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
  account: string | undefined;
  authorization: string | undefined;
  /** Set by a `search_lag` fault. */
  lagging?: boolean;
}

/** What the next request to a path does instead of answering normally. */
export type Fault =
  /** Answer a Stripe error of this HTTP status and type. */
  | { kind: 'error'; status: number; type: string; code?: string; message?: string }
  /** Never answer (the client's timeout fires). */
  | { kind: 'stall' }
  /** Do the work, then drop the connection: the processor acted but the caller never heard. */
  | { kind: 'lose_answer' }
  /** Do the work, then never answer: the processor acted while its caller waits (say, until it is killed). */
  | { kind: 'act_then_stall' }
  /** A search that does not show recent objects yet (Stripe's search is eventually consistent). */
  | { kind: 'search_lag' };

export function pmJson(pm: FakePaymentMethod): Json {
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: pm.customer,
    billing_details: { address: { postal_code: pm.postal_code } },
    card: { brand: pm.brand, last4: pm.last4, exp_month: pm.exp_month, exp_year: pm.exp_year },
  };
}

export function cardError(code: string, decline: string | undefined, message: string, paymentIntent?: Json) {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        ...(decline ? { decline_code: decline } : {}),
        message,
        ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
      },
    },
  };
}

export function invalid(message: string, code?: string) {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
  };
}

export function missing(id: string, kind = 'resource') {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        ...(kind === 'resource' ? {} : { param: kind }),
        message: `No such ${kind}: '${id}'`,
      },
    },
  };
}

export function unexpectedState(pi: FakePaymentIntent, action: string) {
  return {
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be ${action === 'cancel' ? 'canceled' : 'captured'} because it has a status of ${pi.status}.`,
      },
    },
  };
}

/** Stripe's form encoding: `a[b][c]=v` nests, `a[0]=v` (or `a[]=v`) makes arrays. */
export function parseForm(raw: string): Json {
  const out: Json = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const keys = name.split(/\[|\]\[|\]/).filter((k, i) => k !== '' || i === 0);
    let node: Json = out;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      const key = k === '' ? String(Object.keys(node).length) : k;
      if (last) node[key] = value;
      else {
        if (node[key] === undefined) node[key] = {};
        node = node[key] as Json;
      }
    });
  }
  return out;
}
