/**
 * Stripe behind the `PaymentGateway` interface (decision 016): PaymentIntents with manual
 * capture. Authorize creates and confirms an intent (capture_method manual, multicapture asked for so a marketplace
 * checkout's kitchens can each capture their share), capture and void settle it, refunds go through Refunds. Every
 * mutating call carries an idempotency key derived from what the caller passed, so a retried call gets Stripe's
 * stored answer instead of a second charge.
 *
 * The tokens (PaymentMethods, customers) are in stripe-payment-methods.ts, what Stripe's errors mean in
 * stripe-outcomes.ts, the client and its request options in stripe-transport.ts. Importers use this module only,
 * so it re-exports the names of those modules that are part of the adapter's interface.
 */
import type { Cents } from '@ordering/domain/money/money';
import type Stripe from 'stripe';
import type { ApplePaySessionRequest } from '../apple-pay';
import type {
  ApplePaySessionResult,
  AuthorizationState,
  AuthorizeRequest,
  AuthorizeResult,
  CardCheckResult,
  CardInput,
  CardSaving,
  PaymentFailure,
  PaymentGateway,
  SettleResult,
  TokenizeResult,
  WalletPayload,
} from '../gateway';
import { callStripe, invalidCard, ProcessorUnreachable, unknownAuthorization } from './stripe-outcomes';
import * as paymentMethods from './stripe-payment-methods';
import { type StripeGatewayOptions, type StripeTransport, stripeTransport } from './stripe-transport';

export { failureOf, ProcessorUnreachable } from './stripe-outcomes';
export { parseToken } from './stripe-payment-methods';
export type { StripeGatewayOptions } from './stripe-transport';

/** The metadata key an authorization is found by again (recovery, webhooks). */
export const IDEMPOTENCY_METADATA = 'ordering_key';
export const CHECKOUT_METADATA = 'checkout';

const SETTLED_STATES = new Set(['requires_capture', 'succeeded', 'processing']);

/**
 * Where a Stripe card lives: its PaymentMethod and customer belong to one merchant account, so a card saved on one
 * account cannot be charged on another. The platform account keeps the plain name cards were saved under before.
 */
export function stripeGatewayName(account: string | undefined): string {
  return account ? `stripe:${account}` : 'stripe';
}

export class StripeGateway implements PaymentGateway {
  readonly name: string;
  readonly stripe: Stripe;
  readonly account: string | undefined;
  readonly takesCardData: boolean;
  private readonly transport: StripeTransport;

  constructor(options: StripeGatewayOptions) {
    this.takesCardData = options.rawCardData ?? false;
    this.transport = stripeTransport(options);
    this.stripe = this.transport.stripe;
    this.account = options.account;
    this.name = stripeGatewayName(options.account);
  }

  async tokenizeCard(card: CardInput, now: Date): Promise<TokenizeResult> {
    return paymentMethods.tokenizeCard(this.transport, card, now);
  }

  async describePaymentMethod(token: string): Promise<TokenizeResult> {
    return paymentMethods.describePaymentMethod(this.transport, token);
  }

  async tokenizeWallet(wallet: WalletPayload): Promise<TokenizeResult> {
    return paymentMethods.tokenizeWallet(this.transport, wallet);
  }

  async reusableToken(token: string, userId: number, savedTokens: string[]): Promise<string> {
    return paymentMethods.reusableToken(this.transport, token, userId, savedTokens);
  }

  async verifyCard(token: string, saving: CardSaving): Promise<CardCheckResult> {
    return paymentMethods.verifyCard(this.transport, token, saving);
  }

  async completeCardCheck(setupId: string, userId: number): Promise<CardCheckResult> {
    return paymentMethods.completeCardCheck(this.transport, setupId, userId);
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const { paymentMethod, customer } = paymentMethods.parseToken(request.token);
    if (!paymentMethod || !Number.isInteger(request.amount) || request.amount <= 0) return invalidCard();
    return callStripe(async (): Promise<AuthorizeResult> => {
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
          // Incremental authorization is asked for every intent: the tender does not know whether it opens a table
          // tab (features/tabs), and Stripe grants it only where the account and the card allow.
          // A card staff took over the phone is flagged MOTO (decision 074): Stripe exempts it from 3-D Secure,
          // and refuses it on an account not enabled for MOTO.
          payment_method_options: {
            card: {
              request_multicapture: 'if_available',
              request_incremental_authorization: 'if_available',
              ...(request.moto ? { moto: true } : {}),
            },
          },
          metadata: {
            [IDEMPOTENCY_METADATA]: request.idempotencyKey,
            [CHECKOUT_METADATA]: request.reference,
          },
        },
        this.transport.options(request.idempotencyKey),
      );
      if (intent.status === 'requires_capture')
        return {
          ok: true,
          authorizationId: authorizationIdOf(intent.id, this.account),
          amount: intent.amount_capturable,
        };
      // 3-D Secure: the diner confirms it in the browser with the intent's client secret; until then nothing is
      // authorized, and recovery (or the completion call) finds the intent by its key once it is.
      // No cardholder is there to authenticate a MOTO payment: a bank that asks anyway is a decline, and the
      // intent waiting for it is cancelled so nothing stays pending.
      if (intent.status === 'requires_action' && request.moto) {
        await this.stripe.paymentIntents.cancel(
          intent.id,
          {},
          this.transport.options(`${request.idempotencyKey}:void`),
        );
        return { ok: false, code: 410, reason: 'declined' };
      }
      if (intent.status === 'requires_action' && intent.client_secret)
        return {
          ok: false,
          code: 410,
          reason: 'authentication_required',
          clientSecret: intent.client_secret,
          authorizationId: authorizationIdOf(intent.id, this.account),
        };
      return { ok: false, code: 1803, reason: 'processor_error' };
    });
  }

  /**
   * A tab's hold raised in place. Stripe tells on the intent's charge whether it granted incremental authorization
   * (asked for at creation, IC+ accounts, some card brands); where it did not, the card cannot grow and the tab asks
   * for another card (410 `card_not_supported`) instead of sending a call Stripe refuses. A decline leaves the intent
   * capturable for what it held.
   */
  async incrementAuthorization(
    authorizationId: string,
    amount: Cents,
    idempotencyKey: string,
  ): Promise<{ ok: true; authorizationId: string; amount: Cents } | PaymentFailure> {
    const auth = parseAuthorization(authorizationId);
    if (!auth || !Number.isInteger(amount) || amount <= 0) return unknownAuthorization();
    return callStripe(async () => {
      const options = this.transport.options(idempotencyKey, auth.account);
      const current = await this.stripe.paymentIntents.retrieve(
        auth.intent,
        { expand: ['latest_charge'] },
        this.transport.options(undefined, auth.account),
      );
      // A retry after an answer that was lost: Stripe already raised it to this amount.
      if (current.status === 'requires_capture' && current.amount_capturable >= amount)
        return { ok: true as const, authorizationId, amount: current.amount_capturable as Cents };
      const charge = typeof current.latest_charge === 'object' ? current.latest_charge : null;
      if (charge?.payment_method_details?.card?.incremental_authorization?.status !== 'available')
        return { ok: false as const, code: 410 as const, reason: 'card_not_supported' as const };
      const intent = await this.stripe.paymentIntents.incrementAuthorization(
        auth.intent,
        { amount },
        options,
      );
      return { ok: true as const, authorizationId, amount: intent.amount_capturable as Cents };
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
    const result = await callStripe(() =>
      this.stripe.paymentIntents.search(
        { query: `metadata['${IDEMPOTENCY_METADATA}']:'${value}'`, limit: 10 },
        this.transport.options(),
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
    return callStripe(async () => {
      let partial = false;
      if (amount !== undefined) {
        const intent = await this.stripe.paymentIntents.retrieve(
          auth.intent,
          {},
          this.transport.options(undefined, auth.account),
        );
        partial = amount < intent.amount;
      }
      const intent = await this.stripe.paymentIntents.capture(
        auth.intent,
        {
          ...(amount !== undefined ? { amount_to_capture: amount } : {}),
          ...(partial ? { final_capture: false } : {}),
        },
        this.transport.options(
          idempotencyKey ?? `${authorizationId}:capture:${amount ?? 'all'}`,
          auth.account,
        ),
      );
      return {
        ok: true,
        id: `${intent.latest_charge ?? intent.id}:${intent.amount_received}`,
        amount: amount ?? intent.amount_received,
      };
    });
  }

  /** The intent itself, not the search (which shows a new authorization only after a moment). */
  async authorizationState(authorizationId: string): Promise<AuthorizationState> {
    const auth = parseAuthorization(authorizationId);
    if (!auth) return { state: 'failed' };
    const intent = await this.stripe.paymentIntents
      .retrieve(auth.intent, {}, this.transport.options(undefined, auth.account))
      .catch((error: unknown) => {
        throw new ProcessorUnreachable(error as Error);
      });
    if (intent.status === 'requires_capture' || intent.status === 'succeeded')
      return { state: 'authorized', amount: (intent.amount_capturable + intent.amount_received) as Cents };
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
      return { state: 'failed' };
    return { state: 'pending' };
  }

  async void(authorizationId: string, idempotencyKey?: string): Promise<SettleResult> {
    const auth = parseAuthorization(authorizationId);
    if (!auth) return unknownAuthorization();
    return callStripe(async () => {
      const intent = await this.stripe.paymentIntents.cancel(
        auth.intent,
        {},
        this.transport.options(idempotencyKey ?? `${authorizationId}:void`, auth.account),
      );
      return { ok: true, id: `void_${intent.id}`, amount: intent.amount };
    });
  }

  async refund(authorizationId: string, amount: Cents, idempotencyKey?: string): Promise<SettleResult> {
    const auth = parseAuthorization(authorizationId);
    if (!auth || !Number.isInteger(amount) || amount <= 0) return unknownAuthorization();
    return callStripe(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: auth.intent, amount },
        this.transport.options(idempotencyKey, auth.account),
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
