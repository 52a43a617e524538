/**
 * A fake Stripe for the tests, on 127.0.0.1: the part of Stripe's HTTP API the adapter uses, spoken as Stripe speaks
 * it (form-encoded bodies with bracketed keys, JSON answers, `Idempotency-Key` replays, `Stripe-Account`, error
 * objects with type/code/decline_code), and webhook deliveries signed with Stripe's scheme. It holds its state in
 * memory and can be told to fail, to stall (a timeout), or to lose an answer after doing the work.
 *
 * Test cards follow Stripe's: 4242… approves, 4000…0002 declines, 4000…9995 insufficient funds, 4000…0119 a
 * processing error, 4000 0025 0000 3155 asks for 3-D Secure. `pm_card_*` ids work as in Stripe's test mode; one
 * fake-only id, `pm_card_notSupported`, answers `card_not_supported` (Stripe has no test card for it).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Outcome = 'approve' | 'decline' | 'insufficient' | 'error' | 'not_supported' | 'three_d_secure';

const CARD_OUTCOMES: Record<string, Outcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
  '4000000000000119': 'error',
  '4000002500003155': 'three_d_secure',
};

const TEST_PAYMENT_METHODS: Record<string, { outcome: Outcome; brand: string; last4: string }> = {
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

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly refunds = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  /** Card tokens Stripe issued for wallets (Google Pay's tokenization, Apple Pay's payment token exchanged). */
  readonly walletTokens = new Set<string>();
  /** Whether a new authorization may be captured more than once (Stripe's multicapture, if the account has it). */
  multicaptureAvailable = true;
  private readonly idempotent = new Map<string, { signature: string; status: number; body: Json }>();
  private readonly faults: { match: RegExp; fault: Fault }[] = [];
  private readonly stalled = new Set<ServerResponse>();
  private server: Server | undefined;
  port = 0;

  constructor(readonly secretKey = 'sk_test_fake') {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.stalled) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next request whose `METHOD /path` matches gets this fault (once). */
  failNext(match: RegExp, fault: Fault): void {
    this.faults.push({ match, fault });
  }

  /** A payment intent created outside the adapter (say, by another process that crashed before answering). */
  intentsWithMetadata(key: string, value: string): FakePaymentIntent[] {
    return [...this.paymentIntents.values()].filter((pi) => pi.metadata[key] === value);
  }

  /** The browser's side of 3-D Secure: the diner passed the challenge, the intent is now authorized. */
  completeAuthentication(intentId: string): FakePaymentIntent {
    const pi = this.paymentIntents.get(intentId);
    if (pi?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for authentication`);
    pi.status = 'requires_capture';
    pi.amount_capturable = pi.amount;
    return pi;
  }

  /** Stripe's webhook signature: `t={unix},v1={HMAC-SHA256(secret, "{t}.{payload}")}`. */
  static signature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  /** An event as Stripe sends it, around an object of this fake (or any object). */
  event(type: string, object: Json, account?: string): Json {
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...(account ? { account } : {}),
      data: { object },
    };
  }

  intentJson(pi: FakePaymentIntent): Json {
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = parseForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : raw);
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey: header('idempotency-key'),
      account: header('stripe-account'),
      authorization: header('authorization'),
    };
    this.requests.push(recorded);

    const send = (status: number, payload: Json) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(payload));
    };
    if (recorded.authorization !== `Bearer ${this.secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const faultIndex = this.faults.findIndex((f) => f.match.test(`${recorded.method} ${recorded.path}`));
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0]!.fault : undefined;
    if (fault?.kind === 'search_lag') recorded.lagging = true;
    if (fault?.kind === 'stall') {
      this.stalled.add(res);
      return;
    }
    if (fault?.kind === 'error') {
      send(fault.status, {
        error: { type: fault.type, code: fault.code, message: fault.message ?? `fake ${fault.type}` },
      });
      return;
    }

    // Stripe replays a mutating request sent again with the same key (per account), and refuses the same key with
    // other parameters.
    const key =
      recorded.idempotencyKey && recorded.method === 'POST'
        ? `${recorded.account ?? ''}|${recorded.idempotencyKey}`
        : undefined;
    const signature = `${recorded.path}?${raw}`;
    const previous = key ? this.idempotent.get(key) : undefined;
    let answer: { status: number; body: Json };
    if (previous) {
      answer =
        previous.signature === signature
          ? previous
          : {
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message:
                    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
                },
              },
            };
    } else {
      answer = this.route(recorded);
      if (key && answer.status !== 500) this.idempotent.set(key, { signature, ...answer });
    }
    if (fault?.kind === 'lose_answer') {
      res.destroy();
      return;
    }
    if (fault?.kind === 'act_then_stall') {
      this.stalled.add(res);
      return;
    }
    send(answer.status, answer.body);
  }

  private route(r: RecordedRequest): { status: number; body: Json } {
    const ok = (body: Json) => ({ status: 200, body });
    const parts = r.path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const account = r.account ?? null;
    if (parts[0] !== 'v1') return missing(r.path);
    const [, resource, id, action] = parts;

    if (resource === 'payment_methods' && r.method === 'POST' && !id) {
      const card = (r.body.card ?? {}) as Json;
      if (card.token !== undefined) {
        const token = String(card.token);
        if (!this.walletTokens.has(token)) return missing(token, 'token');
        const pm: FakePaymentMethod = {
          id: `pm_${randomBytes(10).toString('hex')}`,
          outcome: 'approve',
          brand: 'visa',
          last4: '1111',
          exp_month: 12,
          exp_year: 2031,
          postal_code: null,
          customer: null,
          account,
        };
        this.paymentMethods.set(pm.id, pm);
        return ok(pmJson(pm));
      }
      const number = String(card.number ?? '');
      const outcome = CARD_OUTCOMES[number] ?? (/^\d{13,19}$/.test(number) ? 'approve' : undefined);
      if (!outcome) return cardError('invalid_number', undefined, 'Your card number is incorrect.');
      const pm: FakePaymentMethod = {
        id: `pm_${randomBytes(10).toString('hex')}`,
        outcome,
        brand: number.startsWith('4') ? 'visa' : number.startsWith('3') ? 'amex' : 'mastercard',
        last4: number.slice(-4),
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
        postal_code:
          String(
            ((r.body.billing_details as Json | undefined)?.address as Json | undefined)?.postal_code ?? '',
          ) || null,
        customer: null,
        account,
      };
      this.paymentMethods.set(pm.id, pm);
      return ok(pmJson(pm));
    }
    if (resource === 'payment_methods' && id && r.method === 'GET') {
      const pm = this.paymentMethod(id, account);
      return pm ? ok(pmJson(pm)) : missing(id, 'payment_method');
    }
    if (resource === 'payment_methods' && id && action === 'attach') {
      const pm = this.paymentMethod(id, account);
      if (!pm) return missing(id, 'payment_method');
      const customer = String(r.body.customer ?? '');
      if (!this.customers.has(customer)) return missing(customer, 'customer');
      pm.customer = customer;
      return ok(pmJson(pm));
    }
    if (resource === 'payment_methods' && id && action === 'detach') {
      const pm = this.paymentMethod(id, account);
      if (!pm) return missing(id, 'payment_method');
      pm.customer = null;
      return ok(pmJson(pm));
    }
    if (resource === 'tokens' && r.method === 'POST' && !id) {
      // An Apple Pay payment token exchanged for a card token; a wallet's card is a plain approving Visa here.
      if (!r.body.pk_token) return invalid('Missing required param: pk_token.');
      const token = { id: `tok_${randomBytes(10).toString('hex')}`, object: 'token', type: 'card' };
      this.walletTokens.add(token.id);
      return ok(token);
    }
    if (resource === 'customers' && r.method === 'POST' && !id) {
      const customer = {
        id: `cus_${randomBytes(8).toString('hex')}`,
        object: 'customer',
        metadata: r.body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return ok(customer);
    }
    if (resource === 'payment_intents' && id === 'search' && r.method === 'GET') {
      // Only the form the adapter sends: metadata['name']:'value'.
      const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(String(r.body.query ?? ''));
      if (!match) return invalid('Invalid search query');
      const value = match[2]!.replace(/\\(.)/g, '$1');
      const lagging = r.lagging === true;
      const data = this.intentsWithMetadata(match[1]!, value)
        .filter((pi) => pi.account === account && !lagging)
        .map((pi) => this.intentJson(pi));
      return ok({ object: 'search_result', data, has_more: false, next_page: null, url: r.path });
    }
    if (resource === 'payment_intents' && r.method === 'POST' && !id) return this.createIntent(r, account);
    if (resource === 'payment_intents' && id) {
      const pi = this.paymentIntents.get(id);
      if (!pi || pi.account !== account) return missing(id, 'payment_intent');
      if (r.method === 'GET' && !action) return ok(this.intentJson(pi));
      if (action === 'capture') return this.capture(pi, r.body);
      if (action === 'cancel') {
        if (pi.status === 'requires_capture' && pi.amount_received > 0) {
          // Multicapture: cancelling after partial captures releases what was not captured.
          pi.amount_capturable = 0;
          pi.status = 'succeeded';
          return ok(this.intentJson(pi));
        }
        if (
          ![
            'requires_capture',
            'requires_action',
            'requires_payment_method',
            'requires_confirmation',
          ].includes(pi.status)
        )
          return unexpectedState(pi, 'cancel');
        pi.status = 'canceled';
        pi.amount_capturable = 0;
        return ok(this.intentJson(pi));
      }
    }
    if (resource === 'refunds' && r.method === 'POST' && !id) {
      const pi = this.paymentIntents.get(String(r.body.payment_intent ?? ''));
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
      this.refunds.set(refund.id, refund);
      return ok(refund);
    }
    return missing(r.path);
  }

  private paymentMethod(id: string, account: string | null): FakePaymentMethod | undefined {
    // Stripe's test payment methods exist on every account.
    const test = TEST_PAYMENT_METHODS[id];
    if (test)
      return { id, ...test, exp_month: 12, exp_year: 2034, postal_code: null, customer: null, account };
    const known = this.paymentMethods.get(id);
    return known?.account === account ? known : undefined;
  }

  private createIntent(r: RecordedRequest, account: string | null): { status: number; body: Json } {
    const amount = Number(r.body.amount);
    if (!Number.isInteger(amount) || amount < 50)
      return invalid('Amount must be at least $0.50 cad', 'amount_too_small');
    const pmId = String(r.body.payment_method ?? '');
    const pm = this.paymentMethod(pmId, account);
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
    if (customer && !this.customers.has(customer)) return missing(customer, 'customer');
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
      multicapture: options.request_multicapture === 'if_available' && this.multicaptureAvailable,
      account,
      created: Math.floor(Date.now() / 1000),
    };
    this.paymentIntents.set(pi.id, pi);
    if (r.body.confirm !== 'true') return { status: 200, body: this.intentJson(pi) };
    const declined = (code: string, decline?: string, message = 'Your card was declined.') => {
      pi.status = 'requires_payment_method';
      return cardError(code, decline, message, this.intentJson(pi));
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
        return { status: 200, body: this.intentJson(pi) };
      default:
        // Saved during the payment, and only if it is approved; without a customer a card is good once.
        if (customer && r.body.setup_future_usage) pm.customer = customer;
        else if (!pm.customer) pm.consumed = true;
        pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
        pi.amount_capturable = pi.capture_method === 'manual' ? amount : 0;
        pi.amount_received = pi.capture_method === 'manual' ? 0 : amount;
        return { status: 200, body: this.intentJson(pi) };
    }
  }

  private capture(pi: FakePaymentIntent, body: Json): { status: number; body: Json } {
    if (pi.status !== 'requires_capture') return unexpectedState(pi, 'capture');
    const amount =
      body.amount_to_capture === undefined ? pi.amount_capturable : Number(body.amount_to_capture);
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
    return { status: 200, body: this.intentJson(pi) };
  }
}

function pmJson(pm: FakePaymentMethod): Json {
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: pm.customer,
    billing_details: { address: { postal_code: pm.postal_code } },
    card: { brand: pm.brand, last4: pm.last4, exp_month: pm.exp_month, exp_year: pm.exp_year },
  };
}

function cardError(code: string, decline: string | undefined, message: string, paymentIntent?: Json) {
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

function invalid(message: string, code?: string) {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
  };
}

function missing(id: string, kind = 'resource') {
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

function unexpectedState(pi: FakePaymentIntent, action: string) {
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
