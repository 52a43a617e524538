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
import { captureIntent, createIntent, intentJson } from './fake-stripe-intents';
import {
  CARD_OUTCOMES,
  cardError,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type Fault,
  invalid,
  type Json,
  missing,
  parseForm,
  pmJson,
  type RecordedRequest,
  TEST_PAYMENT_METHODS,
  unexpectedState,
} from './fake-stripe-objects';

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
    return intentJson(pi);
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
    if (resource === 'payment_intents' && r.method === 'POST' && !id)
      return createIntent(
        {
          paymentIntents: this.paymentIntents,
          customers: this.customers,
          multicaptureAvailable: this.multicaptureAvailable,
          paymentMethod: (pmId, of) => this.paymentMethod(pmId, of),
        },
        r,
        account,
      );
    if (resource === 'payment_intents' && id) {
      const pi = this.paymentIntents.get(id);
      if (!pi || pi.account !== account) return missing(id, 'payment_intent');
      if (r.method === 'GET' && !action) return ok(this.intentJson(pi));
      if (action === 'capture') return captureIntent(pi, r.body);
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
}
