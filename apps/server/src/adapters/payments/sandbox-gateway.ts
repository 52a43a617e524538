/**
 * The built-in sandbox processor: deterministic outcomes by test card number, no network.
 * The outcome travels inside the token, so any API node can authorize a token another node issued; authorizations
 * are kept in memory per process, as a real processor would keep them on its side.
 */
import { createHash, randomUUID } from 'node:crypto';
import { checkedCard } from '@ordering/domain/format/card';
import type { Cents } from '@ordering/domain/money/money';
import { type ApplePaySessionRequest, isApplePayValidationUrl } from './apple-pay';
import { checkBySmallAuthorization } from './card-check';
import type {
  ApplePaySessionResult,
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
} from './gateway';

/** `no_raise`: authorized, but a raise of the authorization (a tab's incremental authorization) is declined. */
type Outcome = 'approve' | 'decline' | 'insufficient' | 'error' | 'no_raise';

const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
  '4000000000000119': 'error',
  '4000000000006975': 'no_raise',
};

const failures: Record<Exclude<Outcome, 'approve' | 'no_raise'>, PaymentFailure> = {
  decline: { ok: false, code: 410, reason: 'declined' },
  insufficient: { ok: false, code: 410, reason: 'insufficient_funds' },
  error: { ok: false, code: 1803, reason: 'processor_error' },
};

const APPLE_PAY_SESSION_MS = 60 * 60_000;

const TOKEN = /^tok_sbx_(approve|decline|insufficient|error|no_raise)_[A-Za-z0-9-]+$/;

interface Authorization {
  id: string;
  amount: Cents;
  captured: Cents;
  refunded: Cents;
  voided: boolean;
  /** Raises of it are declined (the `no_raise` test card). */
  noRaise?: boolean;
  /** Closed once all of it is captured, or by a void after captures: what was not captured is released. */
  closed?: boolean;
  /** Known again from its id after a restart: what happened to it before is not known. */
  restored?: boolean;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly authorizations = new Map<string, Authorization>();
  private readonly byIdempotencyKey = new Map<string, AuthorizeResult>();
  private readonly settlements = new Map<string, { params: string; result: SettleResult }>();
  private readonly latencyMs: number;

  constructor(options: { latencyMs?: number } = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  /** A real processor answers in a few hundred milliseconds: the sandbox can be told to take as long. */
  private delay(): Promise<void> {
    return this.latencyMs > 0
      ? new Promise((resolve) => setTimeout(resolve, this.latencyMs))
      : Promise.resolve();
  }

  async tokenizeCard(card: CardInput, now: Date): Promise<TokenizeResult> {
    // The card rules are the domain's, the same the checkout form applies; only digits, spaces and dashes are typed.
    const checked = checkedCard(card, now);
    if (!checked) return { ok: false, code: 400, reason: 'invalid_card' };
    const { digits, brand, expiry } = checked;
    // Any other valid number is approved, like a processor's generic test range.
    const outcome = TEST_CARDS[digits] ?? 'approve';
    return {
      ok: true,
      token: `tok_sbx_${outcome}_${randomUUID()}`,
      brand: brand ?? 'unknown',
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
    };
  }

  async tokenizeWallet(wallet: WalletPayload): Promise<TokenizeResult> {
    // Sandbox wallets approve unless the payload asks for a scripted outcome (used by tests).
    const requested = (wallet.payload as { sandboxOutcome?: string } | null)?.sandboxOutcome;
    const outcome: Outcome = requested && requested in failures ? (requested as Outcome) : 'approve';
    return {
      ok: true,
      token: `tok_sbx_${outcome}_${randomUUID()}`,
      brand: 'visa',
      last4: wallet.kind === 'apple_pay' ? '1111' : '4444',
      expMonth: 12,
      expYear: 2030,
    };
  }

  /**
   * As a processor without a setup call: the test card refuses a small authorization as it refuses any. A sandbox
   * token is reusable as it is, whoever saves it.
   */
  verifyCard(token: string, _saving: CardSaving): Promise<CardCheckResult> {
    return checkBySmallAuthorization(this, token);
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    await this.delay();
    const previous = this.byIdempotencyKey.get(request.idempotencyKey);
    if (previous) return previous;
    const match = TOKEN.exec(request.token);
    let result: AuthorizeResult;
    if (!match || !Number.isInteger(request.amount) || request.amount <= 0) {
      result = { ok: false, code: 400, reason: 'invalid_card' };
    } else if (match[1] !== 'approve' && match[1] !== 'no_raise') {
      result = failures[match[1] as Exclude<Outcome, 'approve' | 'no_raise'>];
    } else {
      const id = `auth_sbx_${request.amount}_${randomUUID()}`;
      const noRaise = match[1] === 'no_raise';
      this.authorizations.set(id, {
        id,
        amount: request.amount,
        captured: 0,
        refunded: 0,
        voided: false,
        noRaise,
      });
      result = { ok: true, authorizationId: id, amount: request.amount };
    }
    this.byIdempotencyKey.set(request.idempotencyKey, result);
    return result;
  }

  async incrementAuthorization(
    authorizationId: string,
    amount: Cents,
    idempotencyKey: string,
  ): Promise<{ ok: true; authorizationId: string; amount: Cents } | PaymentFailure> {
    await this.delay();
    const result = await this.settleOnce(idempotencyKey, `raise ${authorizationId} ${amount}`, () => {
      const auth = this.find(authorizationId);
      if (!auth || auth.voided || auth.closed || auth.captured > 0 || !Number.isInteger(amount))
        return unknown();
      if (auth.noRaise) return failures.decline;
      // Raised in place, as Stripe raises a PaymentIntent: the id stays, the amount grows (never shrinks).
      auth.amount = Math.max(auth.amount, amount);
      return { ok: true, id: authorizationId, amount: auth.amount };
    });
    return result.ok ? { ok: true, authorizationId: result.id, amount: result.amount } : result;
  }

  async findAuthorization(
    idempotencyKey: string,
  ): Promise<{ found: true; authorizationId: string; amount: Cents } | { found: false }> {
    const result = this.byIdempotencyKey.get(idempotencyKey);
    if (!result?.ok) return { found: false };
    const auth = this.authorizations.get(result.authorizationId);
    if (!auth || auth.voided) return { found: false };
    return { found: true, authorizationId: result.authorizationId, amount: result.amount };
  }

  /** What an authorization still holds on the card: neither captured nor released (tests, and the demo's log). */
  held(authorizationId: string): Cents {
    const auth = this.authorizations.get(authorizationId);
    return (!auth || auth.voided || auth.closed ? 0 : auth.amount - auth.captured) as Cents;
  }

  /**
   * The sandbox keeps its authorizations in memory; one it issued before a restart (or on another server) is known
   * again from its id, as a processor would still know it. Its id carries the amount (older ids did not: the amount
   * asked is trusted then); whether it was captured is not known, so a refund may go up to the amount.
   */
  private find(authorizationId: string): Authorization | undefined {
    const known = this.authorizations.get(authorizationId);
    if (known) return known;
    const match = /^auth_sbx_(?:(\d{1,9})_)?[0-9a-f-]{36}$/.exec(authorizationId);
    if (!match) return undefined;
    const amount = match[1] ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
    const auth = { id: authorizationId, amount, captured: 0, refunded: 0, voided: false, restored: true };
    this.authorizations.set(authorizationId, auth);
    return auth;
  }

  /**
   * A settlement sent again with the same key answers the first result, as a processor's idempotency keys do; the same
   * key with other parameters is refused, as Stripe refuses it (a processor error, not the first answer).
   */
  private async settleOnce(
    key: string | undefined,
    params: string,
    settle: () => SettleResult,
  ): Promise<SettleResult> {
    const previous = key ? this.settlements.get(key) : undefined;
    if (previous)
      return previous.params === params
        ? previous.result
        : { ok: false, code: 1803, reason: 'processor_error' };
    const result = settle();
    if (key) this.settlements.set(key, { params, result });
    return result;
  }

  capture(authorizationId: string, amount?: Cents, idempotencyKey?: string): Promise<SettleResult> {
    return this.settleOnce(idempotencyKey, `capture ${authorizationId} ${amount ?? 'all'}`, () => {
      const auth = this.find(authorizationId);
      const value = amount ?? auth?.amount ?? 0;
      // Partial captures add up to the authorization at most: a marketplace checkout's kitchens each capture
      // their own share of the one authorization when they accept their order; the last one closes it.
      if (!auth || auth.voided || auth.closed || value <= 0 || auth.captured + value > auth.amount)
        return unknown();
      const first = auth.captured === 0;
      auth.captured += value;
      if (auth.captured === auth.amount) auth.closed = true;
      return {
        ok: true,
        id: first ? `cap_${authorizationId}` : `cap_${authorizationId}_${auth.captured}`,
        amount: value,
      };
    });
  }

  void(authorizationId: string, idempotencyKey?: string): Promise<SettleResult> {
    return this.settleOnce(idempotencyKey, `void ${authorizationId}`, () => {
      const auth = this.find(authorizationId);
      if (!auth || auth.voided || auth.closed) return unknown();
      if (auth.captured > 0) {
        // After captures of some shares: what was not captured is released, the captures stay.
        auth.closed = true;
        return { ok: true, id: `void_${authorizationId}_rest`, amount: auth.amount - auth.captured };
      }
      auth.voided = true;
      return { ok: true, id: `void_${authorizationId}`, amount: auth.amount };
    });
  }

  refund(authorizationId: string, amount: Cents, idempotencyKey?: string): Promise<SettleResult> {
    return this.settleOnce(idempotencyKey, `refund ${authorizationId} ${amount}`, () => {
      const auth = this.find(authorizationId);
      const refundable = auth?.restored && auth.captured === 0 ? auth.amount : (auth?.captured ?? 0);
      if (!auth || amount <= 0 || auth.refunded + amount > refundable) return unknown();
      auth.refunded += amount;
      return { ok: true, id: `ref_${randomUUID()}`, amount };
    });
  }

  /**
   * A fake merchant session, without calling Apple: derived from the request and the time only, so the same
   * request at the same instant always gets the same session (Apple's sessions last an hour).
   */
  async applePaySession(request: ApplePaySessionRequest, now: Date): Promise<ApplePaySessionResult> {
    if (!isApplePayValidationUrl(request.validationUrl)) {
      return { ok: false, code: 400, reason: 'invalid_validation_url' };
    }
    const epochTimestamp = now.getTime();
    const digest = (label: string) =>
      createHash('sha256')
        .update([label, request.merchantId, request.domain, request.validationUrl, epochTimestamp].join('\n'))
        .digest('hex');
    return {
      ok: true,
      session: {
        epochTimestamp,
        expiresAt: epochTimestamp + APPLE_PAY_SESSION_MS,
        merchantSessionIdentifier: `SSH_SANDBOX_${digest('session').slice(0, 32).toUpperCase()}`,
        nonce: digest('nonce').slice(0, 8),
        merchantIdentifier: request.merchantId,
        domainName: request.domain,
        displayName: request.displayName,
        signature: digest('signature'),
      },
    };
  }
}

function unknown(): PaymentFailure {
  return { ok: false, code: 400, reason: 'unknown_authorization' };
}
