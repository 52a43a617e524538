/**
 * A fake Stripe for the tests, on 127.0.0.1: the part of Stripe's HTTP API the adapter uses, spoken as Stripe speaks
 * it (fake-stripe/wire.ts), `Idempotency-Key` replays, `Stripe-Account`, and webhook deliveries signed with Stripe's
 * scheme (fake-stripe/webhooks.ts). It holds its state in memory (fake-stripe/ledger.ts) and can be told to fail, to
 * stall (a timeout), or to lose an answer after doing the work. This file is the HTTP side: it records each request,
 * applies the faults and the idempotency keys, and hands the request to its resource's handler (fake-stripe/*.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { intentJson, intentRoutes, intentsWithMetadata } from './fake-stripe/intents';
import type { FakePaymentIntent, FakePaymentMethod, FakeSetupIntent, Ledger } from './fake-stripe/ledger';
import { customerRoutes, paymentMethodRoutes, tokenRoutes } from './fake-stripe/payment-methods';
import { refundRoutes } from './fake-stripe/refunds';
import { setupIntentRoutes } from './fake-stripe/setup-intents';
import { webhookEvent, webhookSignature } from './fake-stripe/webhooks';
import {
  type Answer,
  type Json,
  missing,
  parseForm,
  type RecordedRequest,
  type ResourceRequest,
} from './fake-stripe/wire';

export type { FakePaymentIntent, FakePaymentMethod, FakeSetupIntent } from './fake-stripe/ledger';
export { parseForm, type RecordedRequest } from './fake-stripe/wire';

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

type Resource = (ledger: Ledger, request: ResourceRequest) => Answer | undefined;

/** `/v1/{resource}/…` to its handler; a path none of them answers is a 404, as Stripe's. */
const RESOURCES = new Map<string, Resource>([
  ['payment_methods', paymentMethodRoutes],
  ['tokens', tokenRoutes],
  ['customers', customerRoutes],
  ['payment_intents', intentRoutes],
  ['setup_intents', setupIntentRoutes],
  ['refunds', refundRoutes],
]);

export class FakeStripe implements Ledger {
  readonly requests: RecordedRequest[] = [];
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  readonly refunds = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly walletTokens = new Set<string>();
  multicaptureAvailable = true;
  incrementalAvailable = true;
  motoEnabled = true;
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
    return intentsWithMetadata(this, key, value);
  }

  /** The browser's side of 3-D Secure: the diner passed the challenge, the intent is now authorized. */
  completeAuthentication(intentId: string): FakePaymentIntent {
    const pi = this.paymentIntents.get(intentId);
    if (pi?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for authentication`);
    pi.status = 'requires_capture';
    pi.amount_capturable = pi.amount;
    return pi;
  }

  /** The browser's side of a failed 3-D Secure: the diner did not pass the challenge, the intent needs a new card. */
  failAuthentication(intentId: string): FakePaymentIntent {
    const pi = this.paymentIntents.get(intentId);
    if (pi?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for authentication`);
    pi.status = 'requires_payment_method';
    return pi;
  }

  /**
   * The browser's side of 3-D Secure at setup: the diner passed (the card is attached to the intent's customer) or
   * failed (the intent needs a new card) the bank's challenge of a card being saved.
   */
  completeSetupAuthentication(setupId: string, passed = true): FakeSetupIntent {
    const si = this.setupIntents.get(setupId);
    if (si?.status !== 'requires_action') throw new Error(`${setupId} is not waiting for authentication`);
    si.status = passed ? 'succeeded' : 'requires_payment_method';
    const pm = this.paymentMethods.get(si.payment_method);
    // Stripe's 3155 card asks for authentication once, at setup; the card it set up then pays without asking.
    if (passed && pm) {
      pm.customer = si.customer;
      pm.outcome = 'approve';
    }
    return si;
  }

  /** Stripe's webhook signature: `t={unix},v1={HMAC-SHA256(secret, "{t}.{payload}")}`. */
  static signature(payload: string, secret: string, timestamp?: number): string {
    return webhookSignature(payload, secret, timestamp);
  }

  /** An event as Stripe sends it, around an object of this fake (or any object). */
  event(type: string, object: Json, account?: string): Json {
    return webhookEvent(type, object, account);
  }

  intentJson(pi: FakePaymentIntent, expand: string[] = []): Json {
    return intentJson(pi, expand);
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
    let answer: Answer;
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

  private route(request: RecordedRequest): Answer {
    const parts = request.path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    if (parts[0] !== 'v1') return missing(request.path);
    const [, resource, id, action] = parts;
    const handler = resource === undefined ? undefined : RESOURCES.get(resource);
    const answer = handler?.(this, { request, id, action, account: request.account ?? null });
    return answer ?? missing(request.path);
  }
}
