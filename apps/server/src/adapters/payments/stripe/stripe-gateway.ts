/**
 * Stripe behind the `PaymentGateway` interface (DESIGN.md section 9, decision 016): PaymentIntents with manual
 * capture. Authorize creates and confirms an intent (capture_method manual, multicapture asked for so a marketplace
 * checkout's kitchens can each capture their share), capture and void settle it, refunds go through Refunds. Every
 * mutating call carries an idempotency key derived from what the caller passed, so a retried call gets Stripe's
 * stored answer instead of a second charge.
 *
 * Tokens: `pm_…` is a PaymentMethod (made by Stripe's Payment Element in the browser, by a wallet, or from card data
 * on accounts allowed to send it); `cus_…/pm_…` is a saved card, a PaymentMethod attached to a Stripe customer.
 *
 * Outcomes: a refusal Stripe states (card_error) is a typed result (410, or 1803 for a processing error); an
 * answer that says nothing certain about what Stripe did (no connection, a timeout, a 5xx) is thrown as
 * `ProcessorUnreachable`, so the submission treats it as unknown and recovery asks Stripe later.
 */
import { cardDigits, detectCardType, validateCardNumber } from '@ordering/domain/format/card';
import { parseExpiry, validateExpiry } from '@ordering/domain/format/expiry';
import type { Cents } from '@ordering/domain/money/money';
import Stripe from 'stripe';
import type { ApplePaySessionRequest } from '../apple-pay';
import type {
  ApplePaySessionResult,
  AuthorizeRequest,
  AuthorizeResult,
  CardBrand,
  CardInput,
  PaymentFailure,
  PaymentGateway,
  SettleResult,
  TokenizeResult,
  WalletPayload,
} from '../gateway';

/** The processor could not be reached or gave no certain answer: HTTP 503 for the caller, unknown for the pipeline. */
export class ProcessorUnreachable extends Error {
  readonly code = 503;
  constructor(cause: unknown) {
    super(`Stripe could not be reached: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

export interface StripeGatewayOptions {
  secretKey: string;
  /** The connected account that is this restaurant's merchant account (`multipleMids`), sent as `Stripe-Account`. */
  account?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  /** Per request (ms). A timeout is an unknown outcome, never a refusal. */
  timeoutMs?: number | undefined;
  /** Stripe's own retries of a failed connection, with the same idempotency key. */
  maxNetworkRetries?: number | undefined;
  /** Prefixes every idempotency key, so two deployments sharing one Stripe account never answer each other. */
  keyPrefix?: string | undefined;
  /** The account may be sent card numbers (STRIPE_RAW_CARD_DATA); otherwise cards come from the Payment Element. */
  rawCardData?: boolean | undefined;
}

/** The metadata key an authorization is found by again (recovery, webhooks). */
export const IDEMPOTENCY_METADATA = 'ordering_key';
export const CHECKOUT_METADATA = 'checkout';

const SETTLED_STATES = new Set(['requires_capture', 'succeeded', 'processing']);

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly stripe: Stripe;
  readonly account: string | undefined;
  readonly takesCardData: boolean;
  private readonly keyPrefix: string;

  constructor(options: StripeGatewayOptions) {
    this.takesCardData = options.rawCardData ?? false;
    this.stripe = new Stripe(options.secretKey, {
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      timeout: options.timeoutMs ?? 10_000,
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      telemetry: false,
      appInfo: { name: 'ordering' },
    });
    this.account = options.account;
    this.keyPrefix = options.keyPrefix ?? '';
  }

  private options(idempotencyKey?: string, account = this.account): Stripe.RequestOptions {
    return {
      ...(account ? { stripeAccount: account } : {}),
      ...(idempotencyKey ? { idempotencyKey: `${this.keyPrefix}${idempotencyKey}` } : {}),
    };
  }

  /**
   * Card data sent from the server: only Stripe accounts allowed raw card data take it (the web never sends it for a
   * Stripe restaurant: the Payment Element does). The card rules are the domain's, checked before any call. The
   * postal code goes with the card for AVS.
   */
  async tokenizeCard(card: CardInput, now: Date): Promise<TokenizeResult> {
    const digits = cardDigits(card.number);
    const expiry = parseExpiry(card.expiry);
    const brand = detectCardType(digits);
    const cvdLength = brand === 'amex' ? 4 : 3;
    if (
      !/^[\d\s-]+$/.test(card.number) ||
      validateCardNumber(digits) !== null ||
      !expiry ||
      validateExpiry(card.expiry, now) !== null ||
      !new RegExp(`^\\d{${cvdLength}}$`).test(card.cvd.trim())
    ) {
      return { ok: false, code: 400, reason: 'invalid_card' };
    }
    const postal = card.postalCode?.replace(/\s+/g, '').toUpperCase();
    return this.call(async () => {
      const pm = await this.stripe.paymentMethods.create(
        {
          type: 'card',
          card: {
            number: digits,
            exp_month: expiry.month,
            exp_year: expiry.year < 100 ? 2000 + expiry.year : expiry.year,
            cvc: card.cvd.trim(),
          },
          ...(postal ? { billing_details: { address: { postal_code: postal } } } : {}),
        } as Stripe.PaymentMethodCreateParams,
        this.options(),
      );
      return tokenOf(pm);
    });
  }

  async describePaymentMethod(token: string): Promise<TokenizeResult> {
    const { paymentMethod } = parseToken(token);
    if (!paymentMethod) return { ok: false, code: 400, reason: 'invalid_card' };
    return this.call(async () => {
      const pm = await this.stripe.paymentMethods.retrieve(paymentMethod, {}, this.options());
      const described = tokenOf(pm);
      return described.ok ? { ...described, token } : described;
    });
  }

  /**
   * Wallets through Stripe: a PaymentMethod Stripe.js already made from the wallet sheet (`{ paymentMethod: 'pm_…' }`),
   * a Google Pay payload tokenized for the `stripe` gateway (its token is a Stripe token), or an Apple Pay payment
   * token, exchanged with Stripe for a card token first.
   */
  async tokenizeWallet(wallet: WalletPayload): Promise<TokenizeResult> {
    const payload = (wallet.payload ?? {}) as Record<string, unknown>;
    if (typeof payload.paymentMethod === 'string') return this.describePaymentMethod(payload.paymentMethod);
    return this.call(async () => {
      let cardToken: string | undefined;
      if (wallet.kind === 'google_pay') {
        const raw = (payload.paymentMethodData as { tokenizationData?: { token?: unknown } } | undefined)
          ?.tokenizationData?.token;
        cardToken = typeof raw === 'string' ? safeJson(raw)?.id : undefined;
      } else if (payload.paymentData) {
        const method = (payload.paymentMethod ?? {}) as Record<string, unknown>;
        const token = await this.stripe.tokens.create(
          {
            pk_token: JSON.stringify(payload.paymentData),
            pk_token_instrument_name: String(method.displayName ?? ''),
            pk_token_payment_network: String(method.network ?? ''),
            pk_token_transaction_id: String(payload.transactionIdentifier ?? ''),
          } as Stripe.TokenCreateParams,
          this.options(),
        );
        cardToken = token.id;
      }
      if (!cardToken || !/^tok_\w+$/.test(cardToken)) return invalidCard();
      const pm = await this.stripe.paymentMethods.create(
        { type: 'card', card: { token: cardToken } } as Stripe.PaymentMethodCreateParams,
        this.options(),
      );
      return tokenOf(pm);
    });
  }

  /**
   * A customer keeps the diner's Stripe cards (one per diner on this merchant account: the first card's is reused);
   * the authorization then saves the card on it (`setup_future_usage`), and only if Stripe approves the payment.
   */
  async reusableToken(token: string, userId: number, savedTokens: string[]): Promise<string> {
    const { paymentMethod, customer } = parseToken(token);
    if (!paymentMethod || customer) return token;
    const known = savedTokens.map((t) => parseToken(t).customer).find(Boolean);
    if (known) return `${known}/${paymentMethod}`;
    const created = await this.call(() =>
      this.stripe.customers.create(
        { metadata: { ordering_user: String(userId) } },
        this.options(`customer:user:${userId}`),
      ),
    );
    if ('ok' in created) throw new ProcessorUnreachable(new Error(`customer refused: ${created.reason}`));
    return `${created.id}/${paymentMethod}`;
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const { paymentMethod, customer } = parseToken(request.token);
    if (!paymentMethod || !Number.isInteger(request.amount) || request.amount <= 0) return invalidCard();
    return this.call(async (): Promise<AuthorizeResult> => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod,
          ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          // Cards only (wallets arrive as cards), and never a redirect: the order path has no page to come back to.
          allowed_payment_method_types: ['card'],
          capture_method: 'manual',
          confirm: true,
          payment_method_options: { card: { request_multicapture: 'if_available' } },
          metadata: {
            [IDEMPOTENCY_METADATA]: request.idempotencyKey,
            [CHECKOUT_METADATA]: request.reference,
          },
        },
        this.options(request.idempotencyKey),
      );
      if (intent.status === 'requires_capture')
        return {
          ok: true,
          authorizationId: authorizationIdOf(intent.id, this.account),
          amount: intent.amount_capturable,
        };
      // 3-D Secure: the diner confirms it in the browser with the intent's client secret; until then nothing is
      // authorized, and recovery (or the completion call) finds the intent by its key once it is.
      if (intent.status === 'requires_action' && intent.client_secret)
        return {
          ok: false,
          code: 410,
          reason: 'authentication_required',
          clientSecret: intent.client_secret,
        };
      return { ok: false, code: 1803, reason: 'processor_error' };
    });
  }

  /**
   * Stripe keeps the key as the intent's metadata: the processor itself answers, so a crash between its answer and
   * our commit loses nothing. Search is eventually consistent (seconds); recovery runs two minutes later, and the
   * `payment_intent.amount_capturable_updated` webhook reconciles an authorization found late.
   */
  async findAuthorization(
    idempotencyKey: string,
  ): Promise<{ found: true; authorizationId: string; amount: Cents } | { found: false }> {
    const value = idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const result = await this.call(() =>
      this.stripe.paymentIntents.search(
        { query: `metadata['${IDEMPOTENCY_METADATA}']:'${value}'`, limit: 10 },
        this.options(),
      ),
    );
    // Recovery must not release a checkout on a question Stripe did not answer: it tries again later.
    if ('ok' in result) throw new ProcessorUnreachable(new Error(`search refused: ${result.reason}`));
    const intent = result.data.find((pi) => SETTLED_STATES.has(pi.status));
    return intent
      ? {
          found: true,
          authorizationId: authorizationIdOf(intent.id, this.account),
          amount: intent.amount_capturable + intent.amount_received,
        }
      : { found: false };
  }

  /**
   * A capture of less than the authorization keeps the rest for the checkout's other orders (`final_capture: false`,
   * Stripe's multicapture); Stripe marks the intent succeeded once nothing is left. Whether it is partial is decided
   * from the authorized amount, which never changes, so a retried capture sends the same parameters and gets Stripe's
   * stored answer. Amounts are checked by Stripe, not here, for the same reason.
   */
  async capture(authorizationId: string, amount?: Cents, idempotencyKey?: string): Promise<SettleResult> {
    const auth = parseAuthorization(authorizationId);
    if (!auth) return unknownAuthorization();
    return this.call(async () => {
      let partial = false;
      if (amount !== undefined) {
        const intent = await this.stripe.paymentIntents.retrieve(
          auth.intent,
          {},
          this.options(undefined, auth.account),
        );
        partial = amount < intent.amount;
      }
      const intent = await this.stripe.paymentIntents.capture(
        auth.intent,
        {
          ...(amount !== undefined ? { amount_to_capture: amount } : {}),
          ...(partial ? { final_capture: false } : {}),
        },
        this.options(idempotencyKey ?? `${authorizationId}:capture:${amount ?? 'all'}`, auth.account),
      );
      return {
        ok: true,
        id: `${intent.latest_charge ?? intent.id}:${intent.amount_received}`,
        amount: amount ?? intent.amount_received,
      };
    });
  }

  async void(authorizationId: string, idempotencyKey?: string): Promise<SettleResult> {
    const auth = parseAuthorization(authorizationId);
    if (!auth) return unknownAuthorization();
    return this.call(async () => {
      const intent = await this.stripe.paymentIntents.cancel(
        auth.intent,
        {},
        this.options(idempotencyKey ?? `${authorizationId}:void`, auth.account),
      );
      return { ok: true, id: `void_${intent.id}`, amount: intent.amount };
    });
  }

  async refund(authorizationId: string, amount: Cents, idempotencyKey?: string): Promise<SettleResult> {
    const auth = parseAuthorization(authorizationId);
    if (!auth || !Number.isInteger(amount) || amount <= 0) return unknownAuthorization();
    return this.call(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: auth.intent, amount },
        this.options(idempotencyKey, auth.account),
      );
      return { ok: true, id: refund.id, amount: refund.amount };
    });
  }

  /**
   * Apple Pay through Stripe: the Payment Element runs the merchant validation itself, with the domain registered at
   * Stripe, so this server never holds an Apple merchant certificate for a Stripe restaurant.
   */
  async applePaySession(_request: ApplePaySessionRequest, _now: Date): Promise<ApplePaySessionResult> {
    return { ok: false, code: 400, reason: 'invalid_validation_url' };
  }

  /** Runs one Stripe call: refusals become typed results, uncertain outcomes are thrown. */
  private async call<T>(run: () => Promise<T>): Promise<T | PaymentFailure> {
    try {
      return await run();
    } catch (error) {
      const failure = failureOf(error);
      if (failure) return failure;
      throw new ProcessorUnreachable(error);
    }
  }
}

/**
 * Stripe's errors as the spec's codes: declines 410 (insufficient funds said as such; a card Stripe does not take
 * said with its own message), a processing error or a request Stripe refused 1803, an unknown or already settled
 * intent 400. Connection failures, timeouts and 5xx answers return undefined: nothing certain is known.
 */
export function failureOf(error: unknown): PaymentFailure | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  if (error instanceof Stripe.errors.StripeConnectionError) return undefined;
  if (error.statusCode !== undefined && error.statusCode >= 500) return undefined;
  if (error instanceof Stripe.errors.StripeCardError) {
    const reason = error.decline_code ?? error.code;
    if (reason === 'insufficient_funds') return { ok: false, code: 410, reason: 'insufficient_funds' };
    if (reason === 'card_not_supported' || reason === 'currency_not_supported')
      return { ok: false, code: 410, reason: 'card_not_supported' };
    if (error.code === 'processing_error') return { ok: false, code: 1803, reason: 'processor_error' };
    if (error.code === 'invalid_number' || error.code === 'incorrect_number') return invalidCard();
    return { ok: false, code: 410, reason: 'declined' };
  }
  // A payment method Stripe will not charge again (used once without a customer, or another customer's).
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'payment_method_unexpected_state'
  )
    return { ok: false, code: 410, reason: 'card_not_supported' };
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.code === 'payment_intent_unexpected_state')
  ) {
    // A saved card whose payment method this account does not know: another processor's or another account's.
    if (error.param === 'payment_method') return { ok: false, code: 410, reason: 'card_not_supported' };
    return unknownAuthorization();
  }
  return { ok: false, code: 1803, reason: 'processor_error' };
}

/**
 * An authorization names its merchant account (`acct_…/pi_…`, or `pi_…` on the platform account), so it is settled
 * on the account that authorized it whatever the restaurant's settings say by then, and any Stripe gateway of the
 * app can settle it (the staff routes ask the registry by authorization, not by restaurant).
 */
export function authorizationIdOf(intent: string, account: string | undefined): string {
  return account ? `${account}/${intent}` : intent;
}

export function parseAuthorization(id: string): { intent: string; account: string | undefined } | undefined {
  const match = /^(?:(acct_[A-Za-z0-9]+)\/)?(pi_[A-Za-z0-9]+)$/.exec(id);
  return match ? { intent: match[2]!, account: match[1] } : undefined;
}

/** `pm_…`, or `cus_…/pm_…` for a card saved on a customer. */
export function parseToken(token: string): { paymentMethod?: string; customer?: string } {
  const match = /^(?:(cus_[A-Za-z0-9]+)\/)?(pm_[A-Za-z0-9_]+)$/.exec(token);
  if (!match) return {};
  return { paymentMethod: match[2]!, ...(match[1] ? { customer: match[1] } : {}) };
}

function tokenOf(pm: Stripe.PaymentMethod): TokenizeResult {
  if (!pm.card) return invalidCard();
  const known: CardBrand[] = ['visa', 'mastercard', 'amex'];
  return {
    ok: true,
    token: pm.customer ? `${typeof pm.customer === 'string' ? pm.customer : pm.customer.id}/${pm.id}` : pm.id,
    brand: (known as string[]).includes(pm.card.brand) ? (pm.card.brand as CardBrand) : 'unknown',
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

function safeJson(raw: string): { id?: string } | undefined {
  try {
    return JSON.parse(raw) as { id?: string };
  } catch {
    return undefined;
  }
}

function invalidCard(): PaymentFailure {
  return { ok: false, code: 400, reason: 'invalid_card' };
}

function unknownAuthorization(): PaymentFailure {
  return { ok: false, code: 400, reason: 'unknown_authorization' };
}
